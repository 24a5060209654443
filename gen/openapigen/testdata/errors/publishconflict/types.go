package publishconflict

type T struct {
	// +k8s:optional
	// +k8s:maximum=10
	// +k8s:validation:maximum=20
	Count int32 `json:"count,omitempty"`
}
