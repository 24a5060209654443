// Package v1 has a field of apiextensions' JSON type, which holds any JSON
// value (as a CRD's default or example does).
//
// +groupName=json.example.com
package v1

import (
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +kubebuilder:object:root=true
type Holder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec HolderSpec `json:"spec"`
}

type HolderSpec struct {
	// +optional
	Value *apiextensionsv1.JSON `json:"value,omitempty"`
}
