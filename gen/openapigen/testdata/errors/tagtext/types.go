package tagtext

// T has a tag followed by text, which only v1.38 refuses.
type T struct {
	// +optional because
	Value string `json:"value"`
}
