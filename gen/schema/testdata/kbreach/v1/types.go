// +groupName=kbreach.example.com
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/gen/schema/testdata/kbreach/shared"
)

// +kubebuilder:object:root=true
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ThingSpec `json:"spec"`
}

type ThingSpec struct {
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []shared.Cond `json:"conditions,omitempty"`
	// +kubebuilder:validation:Enum=301;302
	// +optional
	Code int32 `json:"code,omitempty"`
	// +optional
	Wrapped *Wrapped `json:"wrapped,omitempty"`
	// +optional
	Sel *shared.Sel `json:"sel,omitempty"`
	// +optional
	// +mapType=granular
	Granular *shared.Sel `json:"granular,omitempty"`
	// +optional
	// +mapType=atomic
	Labels map[string]string `json:"labels,omitempty"`
}

// +kubebuilder:validation:XValidation:rule="self.name != 'x'",message="no x"
type Ref struct {
	Name string `json:"name"`
}

// Wrapped inlines Ref: Ref's rule applies to Wrapped's object.
type Wrapped struct {
	Ref `json:",inline"`
	// +optional
	Port int32 `json:"port,omitempty"`
}
