package uniontwodiscriminators

type T struct {
	TypeMeta int

	// +k8s:unionDiscriminator
	Kind string `json:"kind"`

	// +k8s:unionDiscriminator
	Type *string `json:"type,omitempty"`

	// +k8s:unionMember
	A *int `json:"a,omitempty"`

	// +k8s:unionMember(memberName: "A")
	B *int `json:"b,omitempty"`
}
