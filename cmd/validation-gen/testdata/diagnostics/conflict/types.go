package conflict

type T struct {
	TypeMeta int

	// +k8s:required
	// +k8s:optional
	A *int `json:"a"`

	// +k8s:forbidden
	// +k8s:forbidden
	B string `json:"b"`

	// +k8s:opaqueType
	// +k8s:opaqueType
	// +k8s:optional
	C *Inner `json:"c"`
}

type Inner struct {
	// +k8s:required
	X string `json:"x"`
}
