package uniondup

// T is a union with two members of one JSON name (upstream panics).
// +union
type T struct {
	// +unionDiscriminator
	Kind string `json:"kind"`
	// +optional
	A *string `json:"a,omitempty"`
	// +optional
	B *string `json:"a,omitempty"`
}
