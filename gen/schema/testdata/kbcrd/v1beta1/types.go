// Package v1beta1 is an older version of Holder: deprecated without a
// warning, printer columns without a subresource.
// +groupName=crd.kubedv.io
// +kubebuilder:object:generate=true
package v1beta1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Holder is the older Holder.
// +kubebuilder:object:root=true
// +kubebuilder:resource:path=`holderz`,singular=`holdr`,scope=`Cluster`,shortName={`hd`,"hld", hl},categories={`all`,kubedv}
// +kubebuilder:printcolumn:name=`Ready`,type=`boolean`,JSONPath=`.status.ready`
// +kubebuilder:deprecatedversion
// +kubebuilder:metadata:annotations="crd.kubedv.io/a=1";"crd.kubedv.io/b=x=y"
type Holder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Spec HolderSpec `json:"spec,omitempty"`
	// +optional
	Status HolderStatus `json:"status,omitempty"`
}

// HolderSpec is the older spec.
type HolderSpec struct {
	// +optional
	Size *int32 `json:"size,omitempty"`
}

// HolderStatus is the older status.
type HolderStatus struct {
	// +optional
	Ready bool `json:"ready,omitempty"`
}

// Column is left out of this version's CRD (+kubebuilder:skipversion).
// +kubebuilder:object:root=true
// +kubebuilder:skipversion
type Column struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
