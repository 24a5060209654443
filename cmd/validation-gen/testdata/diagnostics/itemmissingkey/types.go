package itemmissingkey

type Port struct {
	Name     string `json:"name"`
	Protocol string `json:"protocol"`
	Number   int32  `json:"number"`
}

type T struct {
	TypeMeta int

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=protocol
	// +k8s:item(name: "http")=+k8s:immutable
	Ports []Port `json:"ports"`
}
