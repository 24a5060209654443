package monotonic

// Generation never decreases, wherever it is used.
// +k8s:monotonic
type Generation int64

// Revision -> Generation is a typedef chain: the Generation link's rule
// applies, and Revision adds a maximum of its own.
// +k8s:maximum=100
type Revision Generation

// Root exercises +k8s:monotonic on every scope, one field per shape.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:monotonic
	Int int `json:"int"`

	// +k8s:monotonic
	Int8 int8 `json:"int8"`

	// +k8s:monotonic
	Uint64 uint64 `json:"uint64"`

	// +k8s:monotonic
	Int64Ptr *int64 `json:"int64Ptr"`

	Typedef    Generation  `json:"typedef"`
	TypedefPtr *Generation `json:"typedefPtr"`
	Chain      Revision    `json:"chain"`
	ChainPtr   *Revision   `json:"chainPtr"`

	// With other checks on the same field, each reports.
	// +k8s:monotonic
	// +k8s:minimum=1
	Bounded int32 `json:"bounded"`

	// Map values are correlated by key.
	Values map[string]Generation `json:"values"`

	// Atomic list items have no identity (as in Kubernetes): once the list
	// changed, every item is new, with no old value to compare with.
	Items []Generation `json:"items"`

	// Map list items are correlated by key.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	Counters []Counter `json:"counters"`

	Nested    Counter  `json:"nested"`
	NestedPtr *Counter `json:"nestedPtr"`
}

// Counter is a nested struct with a monotonic field.
type Counter struct {
	Name string `json:"name"`

	// +k8s:monotonic
	Count int32 `json:"count"`
}
