// Package types opts one type out of lint.
package types

// Quiet has problems lint does not report.
// +k8s:validation-gen-nolint
type Quiet struct {
	// +k8s:maxLength=3
	Name string `json:"name"`
}

// Loud has the same problem, reported.
type Loud struct {
	// +k8s:maxLength=3
	Name string `json:"name"`
}
