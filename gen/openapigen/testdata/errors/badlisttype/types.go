package badlisttype

// T has a +listType with text after its name.
type T struct {
	// +listType atomic
	Values []string `json:"values"`
}
