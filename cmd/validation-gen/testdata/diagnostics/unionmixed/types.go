package unionmixed

type T struct {
	TypeMeta int

	// +k8s:unionMember
	A *int `json:"a,omitempty"`

	// +k8s:zeroOrOneOfMember
	B *int `json:"b,omitempty"`

	// +k8s:unionMember
	C *int `json:"c,omitempty"`
}
