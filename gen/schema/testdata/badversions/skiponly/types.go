// +groupName=skiponly.example.com
// +versionName=v1

// Package skiponly has a CRD marker the CRD cannot take (TestVersionMarkerRefusals).
package skiponly

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Thing is a root type.
// +kubebuilder:skipversion
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
