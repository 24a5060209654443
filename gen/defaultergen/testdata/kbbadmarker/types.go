package kbbadmarker

// +kubebuilder:object:root=true
type Thing struct {
	TypeMeta int `json:",inline"`
	// +kubebuilder:default={1, x}
	Ports []int32 `json:"ports,omitempty"`
	// A non-pointer struct without omitzero is always in the JSON: its
	// default would never apply.
	// +kubebuilder:default={phase: x}
	State State `json:"state"`
}

type State struct {
	Phase string `json:"phase,omitempty"`
}
