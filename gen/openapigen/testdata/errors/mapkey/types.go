package mapkey

// T has a map with integer keys.
type T struct {
	// +optional
	Counts map[int]string `json:"counts,omitempty"`
}
