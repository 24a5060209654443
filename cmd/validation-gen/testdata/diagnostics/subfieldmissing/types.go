package subfieldmissing

type Meta struct {
	Name      string `json:"name"`
	Namespace string `json:"namespace"`
}

type T struct {
	TypeMeta int

	// +k8s:subfield(nmae)=+k8s:maxLength=3
	A Meta `json:"a"`

	// +k8s:subfield(Name)=+k8s:maxLength=3
	B Meta `json:"b"`

	// +k8s:subfield(uid)=+k8s:maxLength=3
	C *Meta `json:"c"`
}
