package celcompile

type Item struct {
	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="immutable"
	// +k8s:maxLength=10
	Name string `json:"name"`
}

type T struct {
	TypeMeta int

	// +kubebuilder:validation:XValidation:rule="self > ",message="parse error"
	A int64 `json:"a"`

	// +kubebuilder:validation:XValidation:rule="self + 1",message="not a bool"
	B int64 `json:"b"`

	// +k8s:validation:cel[0]:rule="self.x > 0"
	// +k8s:validation:cel[0]:message="no such field"
	C int64 `json:"c"`

	// +kubebuilder:validation:XValidation:rule="self.a > 0",fieldPath=".b",message="bad fieldPath"
	D Pair `json:"d"`

	// +kubebuilder:validation:XValidation:rule="self > 0",messageExpression="self"
	E int64 `json:"e"`

	// +kubebuilder:validation:XValidation:rule="self > 0",message="unused",optionalOldSelf=true
	F int64 `json:"f"`

	// +k8s:maxItems=5
	Items []Item `json:"items"`

	// +kubebuilder:validation:XValidation:rule="self.all(x, self.all(y, self.all(z, x + y + z != '')))",message="too costly"
	Words []string `json:"words"`

	// +kubebuilder:validation:XValidation:rule="oldSelf > self",message="uses oldSelf"
	G int64 `json:"g"`

	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:message="positive"
	// +k8s:validation:cel[0]:optionalOldSelf=false
	H int64 `json:"h"`
}

type Pair struct {
	A int64 `json:"a"`
}
