package badmarker

// T has a marker on a type it does not fit.
type T struct {
	// +k8s:validation:maxLength=3
	Count int32 `json:"count,omitempty"`
}
