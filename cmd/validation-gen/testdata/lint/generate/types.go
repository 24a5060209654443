package generate

type T struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:maxLength=8
	Name string `json:"name"`
}
