// Package shared holds types a CRD of another package uses; no command
// line names it.
package shared

// Ref names another object.
type Ref struct {
	// +kubebuilder:validation:MaxLength=5
	Name string `json:"name"`
}
