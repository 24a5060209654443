package markerconflict

// T sets items both to a value and to a schema.
type T struct {
	// +k8s:validation:items=3
	// +k8s:validation:items:maxLength=3
	L []string `json:"l,omitempty"`
}
