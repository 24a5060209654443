package uniquewithmap

type Item struct {
	Name string `json:"name"`
}

type T struct {
	TypeMeta int

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:unique=map
	A []Item `json:"a"`

	// +k8s:listType=set
	// +k8s:unique=set
	B []string `json:"b"`
}
