package setnoncomparable

type Item struct {
	Name string   `json:"name"`
	Tags []string `json:"tags"`
}

type T struct {
	TypeMeta int

	// +k8s:listType=set
	A []Item `json:"a"`

	// +k8s:unique=set
	B []map[string]string `json:"b"`

	// +k8s:listType=set
	C []*Item `json:"c"`
}
