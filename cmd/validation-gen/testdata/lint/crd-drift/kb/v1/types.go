// Package v1 is written for controller-gen and bound for a CRD: a property
// count over an omitzero struct field is noted (zero-key).
//
// +groupName=kb.fleets.example.com
// +kubebuilder:object:generate=true
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Harbor struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Spec HarborSpec `json:"spec,omitzero"`
}

// +kubebuilder:validation:MinProperties=1
type HarborSpec struct {
	// +optional
	Name string `json:"name,omitempty"`
	// +optional
	Dock Dock `json:"dock,omitzero"`
}

type Dock struct {
	// +optional
	Piers []string `json:"piers,omitempty"`
}
