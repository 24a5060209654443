package unionunknown

type T struct {
	TypeMeta int

	// +k8s:unionDiscriminator(union: "shape")
	Type string `json:"type"`

	// +k8s:unionMember(union: "shape")
	Circle *int `json:"circle,omitempty"`

	// +k8s:unionMember(union: "shap")
	Square *int `json:"square,omitempty"`

	// +k8s:zeroOrOneOfMember(union: "auth")
	Token *string `json:"token,omitempty"`

	// +k8s:zeroOrOneOfMember(union: "auth")
	Cert *string `json:"cert,omitempty"`

	// +k8s:zeroOrOneOfMember(union: "network")
	Host *string `json:"host,omitempty"`
}
