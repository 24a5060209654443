package v1

type TypeMeta struct{}

type Thing struct {
	TypeMeta `json:",inline"`

	// +k8s:required
	Name string `json:"name"`
}
