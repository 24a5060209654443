package celdeferred

// KEP-3937's spelling needs a message (kube-openapi refuses it without).
// +k8s:validation:cel[0]:rule="self.a > 0"
type S struct {
	A int `json:"a"`
}

type T struct {
	TypeMeta int

	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:message="positive"
	// +k8s:validation:cel[0]:reason="FieldValueWrong"
	A int `json:"a"`

	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:message="positive"
	// +k8s:validation:cel[0]:messageExpression="'positive'"
	E int `json:"e"`

	// +k8s:validation:cel[0]:rule>self > 0 &&
	// +k8s:validation:cel[0]:rule>self < 10
	G int `json:"g"`

	S S `json:"s"`
}
