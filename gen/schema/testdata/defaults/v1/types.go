package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Thing is the root kind.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ThingSpec `json:"spec"`
}

const (
	DefaultColor = "blue"
	DefaultSize  = 3
	DefaultRatio = 0.5
)

// Mode's default applies to pointer fields, list items and map values.
//
// +default="fast"
type Mode string

// Level's default applies to map values.
//
// +default=7
type Level int32

type ThingSpec struct {
	// A scalar.
	// +k8s:optional
	// +default="hello"
	Greeting string `json:"greeting,omitempty"`

	// The zero value of a non-pointer field: Go never applies it.
	// +default=""
	Empty string `json:"empty,omitempty"`

	// A pointer.
	// +k8s:optional
	// +k8s:minimum=1
	// +default=5
	Count *int32 `json:"count,omitempty"`

	// ref() to constants.
	// +default=ref(DefaultColor)
	Color string `json:"color,omitempty"`
	// +default=ref(DefaultSize)
	Size *int64 `json:"size,omitempty"`
	// +default=ref(DefaultRatio)
	Ratio *float64 `json:"ratio,omitempty"`

	// A pointer to a type with a default, and the type itself (no default).
	PointerMode *Mode `json:"pointerMode,omitempty"`
	PlainMode   Mode  `json:"plainMode,omitempty"`

	// The field's own default wins over the type's.
	// +default="slow"
	OwnMode *Mode `json:"ownMode,omitempty"`

	// Items and values of types with defaults.
	Modes  []Mode           `json:"modes,omitempty"`
	Levels map[string]Level `json:"levels,omitempty"`

	// Lists, maps and struct pointers.
	// +default=["a", "b"]
	Tags []string `json:"tags,omitempty"`
	// +default={"x": "1"}
	Labels map[string]string `json:"labels,omitempty"`
	// +default={"name": "n"}
	Sub *Sub `json:"sub,omitempty"`

	// A struct with defaulted fields inside a list, and a non-pointer one,
	// which becomes {} when absent so that its fields are defaulted.
	Subs  []Sub `json:"subs,omitempty"`
	Plain Sub   `json:"plain,omitempty"`
	// Go never defaults inside a map value: neither does the CRD.
	SubsByName map[string]Sub `json:"subsByName,omitempty"`
}

type Sub struct {
	// +default="anonymous"
	Name string `json:"name,omitempty"`
	// +default=80
	Port *int32 `json:"port,omitempty"`
	// Optional with a default: required for the Go code, which validates
	// defaulted objects; not listed as required in the CRD (the API server
	// defaults it first), except inside map values, where nothing defaults it.
	// +k8s:optional
	// +default=1
	Weight *int32 `json:"weight,omitempty"`
}
