// Package kbdocs uses controller-gen's documentation markers, Title and
// Example, for the structural comparison of --crd-dir with controller-gen
// (TestControllerGenEquivalence) and the golden CRD of
// TestKubebuilderDocMarkers.
// +groupName=docs.kubedv.io
// +versionName=v1
// +kubebuilder:object:generate=true
package kbdocs

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Manual is a root type.
// +kubebuilder:object:root=true
// +kubebuilder:title=The manual
type Manual struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ManualSpec `json:"spec"`
}

// ManualSpec has a field for each form of value.
type ManualSpec struct {
	// A bare string.
	// +kubebuilder:title=Service name
	// +kubebuilder:example=my-service
	// +optional
	Service string `json:"service,omitempty"`

	// A quoted string that looks like a number.
	// +kubebuilder:title="124"
	// +kubebuilder:example="8080"
	// +optional
	Port string `json:"port,omitempty"`

	// +kubebuilder:example=5
	// +kubebuilder:validation:Minimum=1
	// +optional
	Replicas int32 `json:"replicas,omitempty"`

	// A number with a fraction, on a quantity written as a string.
	// +kubebuilder:example=0.5
	// +optional
	Share string `json:"share,omitempty"`

	// +kubebuilder:example=false
	// +optional
	Debug bool `json:"debug,omitempty"`

	// +kubebuilder:example={8080,8443}
	// +optional
	Ports []int32 `json:"ports,omitempty"`

	// An empty list's example is written as controller-gen writes it.
	// +kubebuilder:example={}
	// +optional
	Hosts []string `json:"hosts,omitempty"`

	// +kubebuilder:example={cpu: "100m", memory: 128Mi}
	// +optional
	Limits map[string]string `json:"limits,omitempty"`

	// +kubebuilder:example={{name: a, size: 1},{name: b}}
	// +optional
	Volumes []Volume `json:"volumes,omitempty"`

	// A field of a type with its own title and example: the type's.
	// +optional
	Mode Mode `json:"mode,omitempty"`

	// The field's title and example win over the type's.
	// +kubebuilder:title=Fallback mode
	// +kubebuilder:example=Never
	// +optional
	Fallback Mode `json:"fallback,omitempty"`

	// Only the title on the field: the type's example stays.
	// +kubebuilder:title=Other mode
	// +optional
	Other *Mode `json:"other,omitempty"`

	// The type's title and example on each item.
	// +optional
	Modes []Mode `json:"modes,omitempty"`

	// A struct type with a title.
	// +optional
	Disk *Volume `json:"disk,omitempty"`

	// An alias's title, and the field's own over an alias's.
	// +optional
	Label Label `json:"label,omitempty"`
	// +kubebuilder:title=Own label
	// +optional
	OwnLabel Label `json:"ownLabel,omitempty"`
}

// Mode is a named string with its own documentation markers.
// +kubebuilder:title=Restart mode
// +kubebuilder:example=Always
// +kubebuilder:validation:Enum=Always;Never
type Mode string

// Volume is a struct type with a title.
// +kubebuilder:title=A volume
type Volume struct {
	Name string `json:"name"`
	// +optional
	Size int64 `json:"size,omitempty"`
}

// +kubebuilder:title=A label
// +kubebuilder:example=web
type Label = string
