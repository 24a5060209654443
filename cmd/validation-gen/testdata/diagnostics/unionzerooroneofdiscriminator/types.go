package unionzerooroneofdiscriminator

type T struct {
	TypeMeta int

	// +k8s:unionDiscriminator
	Kind string `json:"kind"`

	// +k8s:zeroOrOneOfMember
	X *int `json:"x,omitempty"`

	// +k8s:zeroOrOneOfMember
	Y *int `json:"y,omitempty"`
}
