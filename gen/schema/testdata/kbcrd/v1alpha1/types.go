// Package v1alpha1 is an unserved version of Holder
// (+kubebuilder:unservedversion: served: false), listed by name between
// v1 and v1beta1 as controller-gen lists versions.
// +groupName=crd.kubedv.io
// +kubebuilder:object:generate=true
package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Holder is the first Holder.
// +kubebuilder:object:root=true
// +kubebuilder:unservedversion
// +kubebuilder:resource:path=`holderz`,singular=`holdr`,scope=`Cluster`,shortName={`hd`,"hld", hl},categories={`all`,kubedv}
// +kubebuilder:metadata:labels=stage=alpha
type Holder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Spec HolderSpec `json:"spec,omitempty"`
}

// HolderSpec is the first spec.
type HolderSpec struct {
	// +optional
	Name string `json:"name,omitempty"`
}
