// +groupName=kbformatbad.example.com
// +versionName=v1
package bad

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Site struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              SiteSpec `json:"spec"`
}

// +kubebuilder:validation:Format=email
type Contact string

type SiteSpec struct {
	// Two formats at one place: the CRD holds one.
	// +kubebuilder:validation:Format=uri
	Contact Contact `json:"contact"`
}
