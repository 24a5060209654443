package celplan

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

	// +k8s:validation:cel[1]:rule="self > 0"
	// +k8s:validation:cel[1]:message="positive"
	B int `json:"b"`

	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:mesage="positive"
	C int `json:"c"`

	// +kubebuilder:validation:XValidation:rule="self > 0",messag="positive"
	D int `json:"d"`

	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:message="positive"
	// +k8s:validation:cel[0]:messageExpression="'positive'"
	E int `json:"e"`

	// +k8s:eachKey=+k8s:validation:cel[0]:rule="self != ''"
	F map[string]int `json:"f"`

	// +kubebuilder:validation:XValidation:rule="  "
	G int `json:"g"`

	// +kubebuilder:validation:XValidation:rule="self > 0",fieldPath=" "
	H int `json:"h"`

	// +k8s:beta=+k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:message="positive"
	I int `json:"i"`

	S S `json:"s"`
}
