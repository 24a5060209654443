package itemnonkeyarg

type Port struct {
	Name     string `json:"name"`
	Protocol string `json:"protocol"`
	Number   int32  `json:"number"`
}

type T struct {
	TypeMeta int

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "http", number: 80)=+k8s:immutable
	Ports []Port `json:"ports"`
}
