package kitchen

import (
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Widget is a kitchen appliance.
//
// It has a second paragraph,
//
//	an indented example line,
//
// TODO: this line is dropped.
// +k8s:validation:cel[0]:rule="self.spec.size <= 10 || self.spec.mode == 'Large'"
// +k8s:validation:cel[0]:message="large widgets need Large mode"
// ---
// Everything after the dashes is left out.
type Widget struct {
	metav1.TypeMeta `json:",inline"`
	// Standard object metadata.
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// Spec is the desired state.
	Spec WidgetSpec `json:"spec"`
	// +optional
	Status *WidgetStatus `json:"status,omitempty"`
}

// WidgetList is a list of widgets.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// Mode says how big a widget is.
// +enum
type Mode string

const (
	// ModeSmall is small.
	ModeSmall Mode = "Small"
	// ModeLarge is   large,
	// really large.
	ModeLarge Mode = "Large"
	// ModeLargeAlias is the same value with a shorter comment.
	ModeLargeAlias Mode = "Large"
)

// WidgetSpec holds the settings.
type WidgetSpec struct {
	// Size in centimetres.
	// +k8s:validation:minimum=1
	// +k8s:validation:maximum=100
	// +k8s:validation:exclusiveMaximum
	// +default=5
	Size int32 `json:"size,omitempty"`
	// Mode of the widget.
	// +optional
	// +default=ref(ModeSmall)
	Mode Mode `json:"mode,omitempty"`
	// Modes is a set.
	// +listType=set
	// +k8s:validation:maxItems=3
	Modes []Mode `json:"modes,omitempty"`
	// Name must look like a DNS label.
	// +k8s:validation:pattern="^[a-z]([-a-z0-9]*[a-z0-9])?$"
	// +k8s:validation:maxLength=63
	// +optional
	Name string `json:"name,omitempty"`
	// Labels are labels.
	// +mapType=granular
	// +k8s:validation:maxProperties=8
	Labels map[string]string `json:"labels,omitempty"`
	// Ports are keyed by name.
	// +listType=map
	// +listMapKey=name
	// +listMapKey=protocol
	// +patchMergeKey=name
	// +patchStrategy=merge
	Ports []Port `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	// Matrix is a list of lists.
	// +listType=atomic
	Matrix [][]float64 `json:"matrix,omitempty"`
	// Nested maps of lists of structs.
	Nested map[string][]Port `json:"nested,omitempty"`
	// Raw bytes.
	Raw []byte `json:"raw,omitempty"`
	// Any value at all.
	Any interface{} `json:"any,omitempty"`
	// When it happened.
	When time.Time `json:"when,omitempty"`
	// Timeout is written as a string.
	Timeout int64 `json:"timeout,string"`
	// Ignored is not described.
	// +k8s:openapi-gen=false
	Ignored string `json:"ignored"`
	// Secret is never serialized.
	Secret string `json:"-"`
	// Strings must each be short.
	// +k8s:validation:items:maxLength=10
	// +listType=atomic
	Strings []string `json:"strings,omitempty"`
	// Owner is a struct with a CEL rule on its field.
	// +k8s:validation:properties:name:minLength=1
	// +optional
	Owner *Port `json:"owner,omitempty"`
	// Weights by name.
	// +k8s:validation:additionalProperties:minimum=0
	Weights map[string]int `json:"weights,omitempty"`
	// Ratio is a number.
	// +k8s:validation:multipleOf=0.5
	// +default=1.5
	Ratio float64 `json:"ratio,omitempty"`
	// Enabled has a default from its type.
	Enabled Toggle `json:"enabled,omitempty"`
	// Choice is a union.
	Choice    `json:",inline"`
	Bad_Name  string `json:"bad_name,omitempty"`
	WrongCase string `json:"wrongCase,OmitEmpty"`
	NoTag     string
	Untyped   []string `json:"untyped,omitempty"`
	// +required
	Obj SubObject `json:"obj,omitempty"`
}

// Toggle is on or off.
// +default=true
type Toggle bool

// Port is one port.
// +structType=atomic
type Port struct {
	Name     string `json:"name"`
	Protocol string `json:"protocol"`
	// +optional
	Number *int32 `json:"number,omitempty"`
}

// Choice is one of two things.
type Choice struct {
	// Kind says which.
	// +unionDiscriminator
	Kind string `json:"kind"`
	// +unionDeprecated
	// +optional
	First *string `json:"first,omitempty"`
	// +unionDeprecated
	// +optional
	Second *string `json:"second,omitempty"`
}

// SubObject has one embedded field.
type SubObject struct {
	Inner `json:"inner"`
}

// Inner is a struct.
type Inner struct {
	// +default="x"
	Value string `json:"value,omitempty"`
}

// TopUnion is a union struct.
// +union
type TopUnion struct {
	// +optional
	A *string `json:"a,omitempty"`
	// +optional
	B *int64 `json:"b,omitempty"`
}

// Hidden is not described.
// +k8s:openapi-gen=false
type Hidden struct {
	X string `json:"x"`
}

// private is linted and described, but not listed.
type private struct {
	Y string `json:"y"`
}

// Extended carries extensions.
// +k8s:openapi-gen=x-kubernetes-preserve-unknown-fields:true
// +k8s:openapi-gen=x-kubernetes-embedded-resource:true
type Extended struct {
	// +k8s:openapi-gen=x-kubernetes-int-or-string:true
	Value string `json:"value,omitempty"`
}

// Names is a named list.
type Names []string

// WithNamed uses a named list.
type WithNamed struct {
	Names Names `json:"names"`
	// +listType=atomic
	Ptrs []*Port `json:"ptrs"`
}

// WidgetStatus is observed.
type WidgetStatus struct {
	// Ready reports readiness.
	Ready bool `json:"ready"`
	// Conditions are conditions.
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}
