package constraint

// Replicas is an integer typedef.
type Replicas int32

// Scale bounds its fields by other fields.
type Scale struct {
	TypeMeta int

	// Compared with an int64 sibling.
	// +k8s:minimum(constraint: minReplicas)
	MaxReplicas int32 `json:"maxReplicas"`

	MinReplicas int64 `json:"minReplicas"`

	// A typedef pointer bounded through a struct pointer and a pointer
	// limit: nil anywhere skips the check. The constant bound still applies.
	// +k8s:minimum=0
	// +k8s:maximum(constraint: limits.max)
	Current *Replicas `json:"current,omitempty"`

	Limits *Limits `json:"limits,omitempty"`

	// A signed int8 between an int8 and a uint64.
	// +k8s:exclusiveMinimum(constraint: floor)
	// +k8s:exclusiveMaximum(constraint: limits.ceiling)
	Weight int8 `json:"weight"`

	Floor int8 `json:"floor"`

	// The limit is promoted from the inlined Window.
	// +k8s:maximum(constraint: budget)
	Spent uint16 `json:"spent"`

	Window `json:",inline"`

	// Read by no bound.
	Note string `json:"note,omitempty"`
}

// Limits is reached through a pointer; its own bound reports under it.
type Limits struct {
	// +k8s:maximum(constraint: ceiling)
	Max *Replicas `json:"max,omitempty"`

	Ceiling uint64 `json:"ceiling"`
}

// Window is inlined into Scale.
type Window struct {
	Budget int `json:"budget"`
}

// Gated has bounds under a condition and a lifecycle tag.
type Gated struct {
	TypeMeta int

	// +k8s:ifEnabled(FeatureX)=+k8s:minimum(constraint: low)
	// +k8s:alpha(since: "1.35")=+k8s:maximum(constraint: high)
	Value int `json:"value"`

	Low int `json:"low"`

	High int `json:"high"`
}

// Holder reaches Scale through a pointer, list items and map values.
type Holder struct {
	TypeMeta int

	Ptr  *Scale           `json:"ptr,omitempty"`
	List []Scale          `json:"list,omitempty"`
	Map  map[string]Scale `json:"map,omitempty"`
}
