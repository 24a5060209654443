// +groupName=selectable.example.com
// +versionName=v1

// Package selectable has a CRD marker the CRD cannot take (TestVersionMarkerRefusals).
package selectable

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Thing is a root type.
// +kubebuilder:selectablefield:path=`.spec.x`
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
