// Package kbshape uses controller-gen's schema-shaping markers, for the
// structural comparison of --crd-dir with controller-gen
// (TestControllerGenEquivalence).
// +groupName=shape.kubedv.io
// +versionName=v1
// +kubebuilder:object:generate=true
package kbshape

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"

	"example.com/kbshape/shared"
)

// Shape is a root type.
// +kubebuilder:object:root=true
type Shape struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ShapeSpec `json:"spec"`
}

// ShapeSpec has a field for each shaping marker.
type ShapeSpec struct {
	// A type of a package without a group, in the same run.
	// +optional
	Shared shared.Window `json:"shared,omitempty"`

	// An embedded object, checked by the API server as a resource.
	// +kubebuilder:validation:EmbeddedResource
	// +optional
	Embedded runtime.RawExtension `json:"embedded,omitempty"`

	// +kubebuilder:validation:XEmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	// +optional
	Unpruned runtime.RawExtension `json:"unpruned,omitempty"`

	// +kubebuilder:validation:XIntOrString
	// +optional
	Percent *intstr.IntOrString `json:"percent,omitempty"`

	// +kubebuilder:validation:items:XIntOrString
	// +optional
	Steps []intstr.IntOrString `json:"steps,omitempty"`

	// Whatever the client sends is kept.
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:validation:Type=object
	// +kubebuilder:pruning:PreserveUnknownFields
	// +optional
	Free Inner `json:"free,omitzero"`

	// +kubebuilder:validation:XPreserveUnknownFields
	// +optional
	Open *Inner `json:"open,omitempty"`

	// +kubebuilder:validation:Type=string
	// +optional
	Raw []byte `json:"raw,omitempty"`

	// +optional
	Kept *Preserved `json:"kept,omitempty"`

	// +optional
	Count *Counter `json:"count,omitempty"`

	// +optional
	Host *Host `json:"host,omitempty"`

	// +optional
	ByHost map[Host]string `json:"byHost,omitempty"`

	// +optional
	Triple [3]int32 `json:"triple,omitempty"`

	// +optional
	Window *Window `json:"window,omitempty"`

	// A type alias's markers apply where it is used, next to the
	// field's own.
	// +optional
	Handle Handle `json:"handle,omitempty"`
	// +kubebuilder:validation:MaxLength=8
	// +optional
	ShortHandle *Handle `json:"shortHandle,omitempty"`

	// Required strings, lists and maps get controller-gen's minimum
	// of 1.
	// +k8s:required
	Label string `json:"label,omitempty"`
	// +k8s:required
	Tags []string `json:"tags,omitempty"`
	// +k8s:required
	Notes map[string]string `json:"notes,omitempty"`

	// Types controller-gen special-cases: a Quantity's pattern, an
	// ObjectMeta below the root, an inlined atomic struct's map type.
	// +optional
	Size *resource.Quantity `json:"size,omitempty"`
	// +optional
	Template *Template `json:"template,omitempty"`
	// +optional
	Ref *Wrapper `json:"ref,omitempty"`
}

// Host is written as a string (a text marshaler).
type Host struct {
	name string
}

// MarshalText writes the name.
func (h Host) MarshalText() ([]byte, error) { return []byte(h.name), nil }

// UnmarshalText reads the name.
func (h *Host) UnmarshalText(b []byte) error { h.name = string(b); return nil }

// Window marshals itself as its Go structure says: without a Type marker
// controller-gen describes that structure.
type Window struct {
	// +kubebuilder:validation:Minimum=1
	Hours int32 `json:"hours"`
}

// MarshalJSON writes the structure.
func (w Window) MarshalJSON() ([]byte, error) {
	type plain Window
	return json.Marshal(plain(w))
}

// Inner has a rule of its own.
type Inner struct {
	// +kubebuilder:validation:MaxLength=3
	// +optional
	Name string `json:"name,omitempty"`
}

// Preserved marshals itself: its markers alone describe it.
// +kubebuilder:validation:Type=object
// +kubebuilder:pruning:PreserveUnknownFields
type Preserved struct {
	// +kubebuilder:validation:MaxLength=3
	Name string                     `json:"-"`
	Rest map[string]json.RawMessage `json:"-"`
}

// MarshalJSON writes Rest with name.
func (p *Preserved) MarshalJSON() ([]byte, error) {
	m := map[string]any{"name": p.Name}
	for k, v := range p.Rest {
		m[k] = v
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (p *Preserved) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, &p.Rest); err != nil {
		return err
	}
	if n, ok := p.Rest["name"]; ok {
		delete(p.Rest, "name")
		return json.Unmarshal(n, &p.Name)
	}
	return nil
}

// +kubebuilder:validation:MinLength=2
// +kubebuilder:validation:MaxLength=16
type Handle = string

// Counter is written as a number.
// +kubebuilder:validation:Type=integer
// +kubebuilder:validation:Format=int64
type Counter struct {
	n int64
}

// MarshalJSON writes the count.
func (c Counter) MarshalJSON() ([]byte, error) { return json.Marshal(c.n) }

// UnmarshalJSON reads the count.
func (c *Counter) UnmarshalJSON(b []byte) error { return json.Unmarshal(b, &c.n) }

// Template has its own metadata.
type Template struct {
	// +optional
	Metadata metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Wrapper inlines an atomic struct.
type Wrapper struct {
	Atomic `json:",inline"`
}

// Atomic is replaced as a whole by server-side apply.
// +structType=atomic
type Atomic struct {
	// +optional
	Name string `json:"name,omitempty"`
}
