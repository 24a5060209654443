package celmarker

type T struct {
	TypeMeta int

	// +k8s:validation:cel[x]:rule="self > 0"
	A int `json:"a"`

	// +k8s:validation:cel[0]rule="self > 0"
	B int `json:"b"`

	// +k8s:validation:cel[0]:rule="self > 0
	C int `json:"c"`

	// +kubebuilder:validation:XValidation:rule="self > 0" message="positive"
	D int `json:"d"`

	// +kubebuilder:validation:XValidation:rule="self > 0",="positive"
	E int `json:"e"`
}
