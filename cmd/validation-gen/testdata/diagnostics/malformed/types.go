package malformed

type T struct {
	TypeMeta int

	// +k8s:minimum(=1
	A int `json:"a"`

	// +k8s:pattern="^a
	B string `json:"b"`

	// +k8s:maximum(a: 1, 2)=4
	C int `json:"c"`
}
