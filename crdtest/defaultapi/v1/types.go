package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Preset is the root kind.
type Preset struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec PresetSpec `json:"spec"`
}

const (
	DefaultOwner = "platform"
	DefaultQuota = 40
)

// Mode's default applies to pointer fields, list items and map values of
// the type, not to its non-pointer fields.
//
// +default="auto"
type Mode string

// Weight's default applies to map values.
//
// +default=10
type Weight int32

type PresetSpec struct {
	// Non-pointer scalars with omitempty: the same when absent, not for an
	// explicit zero (default-drift).
	// +default="main"
	Branch string `json:"branch,omitempty"`
	// +default=true
	Enabled bool `json:"enabled,omitempty"`
	// +default=3
	Retries int32 `json:"retries,omitempty"`

	// Without omitempty a Go client always sends the zero (default-drift).
	// +default="eu"
	Region string `json:"region"`

	// A zero default on a non-pointer field does nothing on either side.
	// +default=0
	Offset int64 `json:"offset,omitempty"`

	// Pointers: the same on both sides.
	// +default=5
	Replicas *int32 `json:"replicas,omitempty"`
	// +default=false
	Paused *bool `json:"paused,omitempty"`
	// +default=0.25
	Ratio *float64 `json:"ratio,omitempty"`

	// ref() to constants.
	// +default=ref(DefaultOwner)
	Owner *string `json:"owner,omitempty"`
	// +default=ref(DefaultQuota)
	Quota *int64 `json:"quota,omitempty"`

	// The type's default through a pointer, and the field's own one.
	Mode *Mode `json:"mode,omitempty"`
	// +default="manual"
	FallbackMode *Mode `json:"fallbackMode,omitempty"`
	// A non-pointer field of the type: no default on either side.
	PlainMode Mode `json:"plainMode,omitempty"`

	// Items and values of types with defaults: null ones agree, zero ones
	// do not (default-drift, at the type).
	Modes        []Mode            `json:"modes,omitempty"`
	ModePointers []*Mode           `json:"modePointers,omitempty"`
	Weights      map[string]Weight `json:"weights,omitempty"`

	// Lists, maps and struct pointers: absent or null is defaulted on both
	// sides, an empty one kept on both.
	// +default=["a", "b"]
	Tags []string `json:"tags,omitempty"`
	// +default={"team": "core"}
	Labels map[string]string `json:"labels,omitempty"`
	// +default={"host": "localhost"}
	Target *Endpoint `json:"target,omitempty"`

	// Structs with defaulted fields, directly and in a list.
	Primary   Endpoint   `json:"primary,omitempty"`
	Endpoints []Endpoint `json:"endpoints,omitempty"`
	// Go never defaults inside a map value, so the CRD does not either.
	EndpointsByName map[string]Endpoint `json:"endpointsByName,omitempty"`

	// +nullable keeps null in a CRD that says nullable; this generator
	// writes no nullable, so both default it (default-drift still warns,
	// for CRDs that do).
	// +nullable
	// +default="fallback"
	Note *string `json:"note,omitempty"`
}

type Endpoint struct {
	// +default="0.0.0.0"
	Host string `json:"host,omitempty"`
	// +default=8080
	Port *int32 `json:"port,omitempty"`
	// +default="tcp"
	Protocol *string `json:"protocol,omitempty"`
}
