// +groupName=metavalue.example.com
// +versionName=v1

// Package metavalue has a CRD marker the CRD cannot take (TestVersionMarkerRefusals).
package metavalue

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Thing is a root type.
// +kubebuilder:metadata:annotations=novalue
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
