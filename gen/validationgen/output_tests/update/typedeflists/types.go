package typedeflists

// TagSet is a set whose semantics come from its declaration.
// +k8s:listType=set
type TagSet []string

// Entries is a map list whose semantics come from its declaration.
// +k8s:listType=map
// +k8s:listMapKey=name
type Entries []Entry

// Entry is keyed by name.
type Entry struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Root uses the typedefs with field-level item rules.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:update=NoAddItem
	Tags TagSet `json:"tags"`

	// Items correlate by key, so a changed value is a modification.
	// +k8s:eachVal=+k8s:update=NoModify
	Modifiable Entries `json:"modifiable"`

	// +k8s:item(name: "fixed")=+k8s:immutable
	Selected Entries `json:"selected"`
}
