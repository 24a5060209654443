package markerjson

// T has a marker whose value is not JSON.
type T struct {
	// +k8s:validation:maxLength=abc
	S string `json:"s,omitempty"`
}
