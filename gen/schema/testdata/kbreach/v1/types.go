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
	// +optional
	Shadow *Shadow `json:"shadow,omitempty"`
	// +optional
	ShadowAfter *ShadowAfter `json:"shadowAfter,omitempty"`
}

// Shadow has a field named as a field of the struct it inlines: as in
// encoding/json, its own wins (prometheus-operator's ProbeSpec and
// HTTPConfig's authorization).
type Shadow struct {
	// +kubebuilder:validation:MaxLength=3
	// +optional
	Port  *string `json:"port,omitempty"`
	Inner `json:",inline"`
}

// ShadowAfter declares its own field after the inlined struct.
type ShadowAfter struct {
	Inner `json:",inline"`
	// +kubebuilder:validation:MaxLength=3
	// +optional
	Port *string `json:"port,omitempty"`
}

// Inner is inlined by Shadow and ShadowAfter.
type Inner struct {
	Port int32  `json:"port"`
	Host string `json:"host"`
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
