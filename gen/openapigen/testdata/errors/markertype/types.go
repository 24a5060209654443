package markertype

// T has a marker whose JSON value has the wrong type.
type T struct {
	// +k8s:validation:maxLength="3"
	S string `json:"s,omitempty"`
}
