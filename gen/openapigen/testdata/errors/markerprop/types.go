package markerprop

// T has a properties marker naming no field.
type T struct {
	// +k8s:validation:properties:nope:maxLength=3
	I Inner `json:"i,omitempty"`
}

type Inner struct {
	S string `json:"s,omitempty"`
}
