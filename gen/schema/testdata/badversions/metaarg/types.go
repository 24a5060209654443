// +groupName=metaarg.example.com
// +versionName=v1

// Package metaarg has a CRD marker the CRD cannot take (TestVersionMarkerRefusals).
package metaarg

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Thing is a root type.
// +kubebuilder:metadata:owners=a=b
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
