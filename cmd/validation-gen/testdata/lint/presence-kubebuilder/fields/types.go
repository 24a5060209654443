// Package fields is written for controller-gen (a +kubebuilder:object:root
// type): its presence markers count for the presence rule, wherever
// controller-gen reads them.
package fields

// +kubebuilder:object:root=true
type Root struct {
	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="immutable"
	// +optional
	Optional string `json:"optional,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="immutable"
	// +required
	Required string `json:"required"`

	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="immutable"
	// +kubebuilder:validation:Optional
	KBOptional string `json:"kbOptional,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="immutable"
	// +kubebuilder:validation:Required
	KBRequired string `json:"kbRequired"`

	// Nothing says whether it may be unset: still reported.
	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="immutable"
	Undecided string `json:"undecided,omitempty"`
}
