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

// Partly is quiet for presence only: its unknown tag is reported.
// +k8s:validation-gen-nolint=presence
type Partly struct {
	// +k8s:maxLength=3
	Name string `json:"name"`
	// +k8s:maxLenght=3
	Other string `json:"other"`
}

// Misspelt names no rule.
// +k8s:validation-gen-nolint=presense
type Misspelt struct {
	// +k8s:maxLength=3
	Name string `json:"name"`
}
