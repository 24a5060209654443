// +groupName=embed.example.com

// Package v1 has an ObjectMeta below the resource root in the +k8s:
// dialect, for Options.EmbeddedObjectMeta (TestEmbeddedObjectMeta).
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Runner makes objects from a template.
type Runner struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec RunnerSpec `json:"spec"`
}

// RunnerSpec holds the template.
type RunnerSpec struct {
	// +k8s:optional
	Template *Template `json:"template,omitempty"`
}

// Template is an object's template.
type Template struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +k8s:optional
	// +k8s:minimum=0
	Replicas *int32 `json:"replicas,omitempty"`
}
