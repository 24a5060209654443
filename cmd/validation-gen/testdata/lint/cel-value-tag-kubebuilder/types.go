// Package celvaluetagkubebuilder is written for controller-gen, whose
// authors state checks as markers and CEL rules, not +k8s: tags: a rule that
// restates a value tag is a suggestion (info), and the run exits 0.
package celvaluetagkubebuilder

// +kubebuilder:object:root=true
type Root struct {
	// +kubebuilder:validation:XValidation:rule="self.size() <= 10",message="at most 10 characters"
	// +optional
	Name string `json:"name,omitempty"`
}
