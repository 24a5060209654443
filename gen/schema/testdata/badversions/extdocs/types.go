// +groupName=extdocs.example.com
// +versionName=v1

// Package extdocs has a CRD marker the CRD cannot take (TestVersionMarkerRefusals).
package extdocs

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Thing is a root type.
// +kubebuilder:object:root=true
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:externalDocs:url="not a url"
	Spec string `json:"spec,omitempty"`
}
