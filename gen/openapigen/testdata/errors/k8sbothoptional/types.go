package k8sbothoptional

// T says optional in one spelling and required in the other: v1.38
// refuses it, v1.37 reads only +required.
type T struct {
	// +k8s:optional
	// +required
	Value string `json:"value,omitempty"`
}
