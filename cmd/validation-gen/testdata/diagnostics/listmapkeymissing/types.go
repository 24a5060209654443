package listmapkeymissing

type Item struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type T struct {
	TypeMeta int

	// +k8s:listType=map
	// +k8s:listMapKey=nmae
	A []Item `json:"a"`

	// +k8s:listType=map
	// +k8s:listMapKey=id
	B []Item `json:"b"`
}
