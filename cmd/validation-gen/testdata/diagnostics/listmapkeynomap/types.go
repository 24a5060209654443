package listmapkeynomap

type Item struct {
	Name string `json:"name"`
}

type T struct {
	TypeMeta int

	// +k8s:listMapKey=name
	A []Item `json:"a"`

	// +k8s:listType=set
	// +k8s:listMapKey=name
	B []Item `json:"b"`
}
