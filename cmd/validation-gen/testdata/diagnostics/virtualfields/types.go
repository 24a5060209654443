package virtualfields

type T struct {
	TypeMeta int

	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:listMapItem(type: "Failed")=+k8s:memberOf(group: terminal)
	Undeclared []Condition `json:"undeclared"`

	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:union(union: terminal)
	Empty []Condition `json:"empty"`
}

type Condition struct {
	Type string `json:"type"`
}
