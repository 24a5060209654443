// Package kubebuilder is written for controller-gen and has no
// defaulter-gen tag: its kinds are defaulted all the same.
package kubebuilder

// +kubebuilder:object:root=true
type Thing struct {
	TypeMeta int   `json:",inline"`
	Spec     Spec  `json:"spec"`
	Status   State `json:"status,omitempty,omitzero"`
}

type Spec struct {
	// +kubebuilder:default=Always
	Policy *string `json:"policy,omitempty"`
	// +kubebuilder:default:=3
	Count int32 `json:"count,omitempty"`
	// It wins over +default, as in controller-gen.
	// +default="plain"
	// +kubebuilder:default=marker
	Both *string `json:"both,omitempty"`
	// +kubebuilder:default={}
	Empty []string `json:"empty,omitempty"`
	// An empty object on a struct always there: nothing to do but
	// its fields' defaults.
	// +default={}
	Filled Filled `json:"filled"`
}

type Filled struct {
	// +kubebuilder:default=forty-two
	Foo string `json:"foo,omitempty"`
}

type State struct {
	Phase string   `json:"phase,omitempty"`
	Notes []string `json:"notes,omitempty"`
}

// A default on a struct's type is not controller-gen's (it reads the
// marker on fields only), so Status has none but its field's.
type Other struct {
	// +kubebuilder:default={phase: Pending}
	Status State `json:"status,omitempty,omitzero"`
}
