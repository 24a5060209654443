// Package v1 is a controller-gen API whose CRD holds shared.Ref.
// +kubebuilder:object:generate=true
// +groupName=reach.example.com
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/cmd/validation-gen/testdata/crdreach/shared"
)

// +kubebuilder:object:root=true
type Link struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Target *shared.Ref `json:"target,omitempty"`
}
