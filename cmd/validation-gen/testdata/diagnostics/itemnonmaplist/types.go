package itemnonmaplist

type Port struct {
	Name string `json:"name"`
}

type T struct {
	TypeMeta int

	// +k8s:listType=set
	// +k8s:item(name: "http")=+k8s:immutable
	Set []Port `json:"set"`

	// +k8s:item(name: "http")=+k8s:immutable
	Atomic []Port `json:"atomic"`

	// +k8s:item(name: "http")=+k8s:immutable
	Map map[string]Port `json:"map"`
}
