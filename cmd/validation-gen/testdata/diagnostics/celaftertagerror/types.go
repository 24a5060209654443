package celaftertagerror

type A struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:minimum=ten
	Count int64 `json:"count"`
}

// +k8s:validation:cel[0]:rule="self.minItems <= self.maxItemz"
// +k8s:validation:cel[0]:message="minItems must not exceed maxItems"
type B struct {
	TypeMeta int

	// +k8s:optional
	MinItems int64 `json:"minItems"`
	// +k8s:optional
	MaxItems int64 `json:"maxItems"`
}
