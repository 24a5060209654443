// +groupName=kbformat.example.com
// +versionName=v1
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Site struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              SiteSpec `json:"spec"`
}

// Stamp is a date-time wherever it is used.
// +kubebuilder:validation:Format=date-time
type Stamp string

type SiteSpec struct {
	// +kubebuilder:validation:Format=uri
	URL string `json:"url"`
	// Spelled as written, as controller-gen writes it.
	// +kubebuilder:validation:Format=datetime
	Since string `json:"since"`
	// The same format twice (a typedef's and a field's) is one keyword.
	// +kubebuilder:validation:Format=date-time
	Until Stamp `json:"until"`
	// +kubebuilder:validation:items:Format=ipv4
	Addresses []string `json:"addresses"`
	// +kubebuilder:validation:Format=password
	Secret string `json:"secret"`
	// +kubebuilder:validation:Format=uri
	Count int32 `json:"count"`
}
