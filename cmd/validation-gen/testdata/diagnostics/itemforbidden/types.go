package itemforbidden

type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}

type T struct {
	TypeMeta int

	// KEP-5073's "Forbidden List/Map Item" pattern: forbidden is a field
	// tag, so it cannot apply to a selected item.
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Denied")=+k8s:forbidden
	Conditions []Condition `json:"conditions"`
}
