// Package types declares tagged API types whose validation is generated
// into another package, input/generated, which names this one with the
// validation-gen-input package tag. This package has no generated code.
package types

// Widget is a root type.
type Widget struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=8
	Name string `json:"name"`

	// +k8s:optional
	Replicas *Replicas `json:"replicas"`

	// +k8s:eachVal=+k8s:minimum=1
	Ports []int `json:"ports"`

	// +k8s:eachKey=+k8s:maxLength=4
	Labels map[string]Replicas `json:"labels"`

	Spec Spec `json:"spec"`

	Mode Mode `json:"mode"`

	// +k8s:optional
	Extra *NotRoot `json:"extra,omitempty"`
}

// Replicas is a bounded count.
// +k8s:minimum=0
// +k8s:maximum=10
type Replicas int32

// Spec is a nested struct.
type Spec struct {
	// +k8s:validateFalse="field Spec.Forced"
	// +k8s:optional
	Forced *string `json:"forced"`

	// +k8s:maxItems=2
	Items []Replicas `json:"items"`
}

// Mode is an enumeration.
// +k8s:enum
type Mode string

const (
	ModeFast Mode = "Fast"
	ModeSafe Mode = "Safe"
)

// NotRoot has no TypeMeta field: reached from Widget, it gets a function,
// not a registration.
type NotRoot struct {
	// +k8s:minimum=1
	N int `json:"n"`
}
