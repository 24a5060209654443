package markerbounds

// T has a minimum above its maximum.
type T struct {
	// +k8s:validation:minimum=10
	// +k8s:validation:maximum=5
	N int32 `json:"n,omitempty"`
}
