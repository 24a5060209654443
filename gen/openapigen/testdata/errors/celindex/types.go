package celindex

// T has a CEL rule at index 1 without one at index 0.
type T struct {
	// +k8s:validation:cel[1]:rule="self > 0"
	// +k8s:validation:cel[1]:message="m"
	N int32 `json:"n,omitempty"`
}
