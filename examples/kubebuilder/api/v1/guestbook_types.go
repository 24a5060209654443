package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// GuestbookSpec is what the user asks for, with controller-gen's markers
// only: validation-gen reads them as the CRD controller-gen writes
// enforces them.
// +kubebuilder:validation:XValidation:rule="!has(self.maxEntries) || self.maxEntries >= self.replicas",message="maxEntries must be at least replicas"
type GuestbookSpec struct {
	// Title is shown on the page.
	// +kubebuilder:validation:MinLength=1
	// +kubebuilder:validation:MaxLength=64
	Title string `json:"title"`

	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=10
	Replicas int32 `json:"replicas"`

	// +kubebuilder:validation:Minimum=1
	// +optional
	MaxEntries *int32 `json:"maxEntries,omitempty"`

	// +kubebuilder:validation:Enum=Public;Private
	// +optional
	Visibility string `json:"visibility,omitempty"`

	// Moderators are user names.
	// +listType=set
	// +kubebuilder:validation:MaxItems=5
	// +kubebuilder:validation:items:Pattern=`^[a-z][a-z0-9-]*$`
	// +optional
	Moderators []string `json:"moderators,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="storageClass is immutable"
	// +optional
	StorageClass string `json:"storageClass,omitempty"`
}

// GuestbookStatus is what the controller observed.
type GuestbookStatus struct {
	// +kubebuilder:validation:Minimum=0
	// +optional
	Entries int32 `json:"entries,omitempty"`
}

// Guestbook is the Schema for the guestbooks API.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Guestbook struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GuestbookSpec   `json:"spec"`
	Status GuestbookStatus `json:"status,omitempty"`
}

// GuestbookList contains a list of Guestbook.
// +kubebuilder:object:root=true
type GuestbookList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Guestbook `json:"items"`
}

func init() {
	SchemeBuilder.Register(&Guestbook{}, &GuestbookList{})
}
