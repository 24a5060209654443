package bothoptional

// T has a field that is both.
type T struct {
	// +optional
	// +required
	Value string `json:"value,omitempty"`
}
