package v1alpha1

type TypeMeta struct{}

type Quiet struct {
	TypeMeta `json:",inline"`

	Name string `json:"name"`
}
