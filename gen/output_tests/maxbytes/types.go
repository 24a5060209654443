package maxbytes

// Note is a typedef with its own rule: every value of the type is checked.
// +k8s:maxBytes=4
type Note string

// Tag -> Note is a typedef chain: a Tag must satisfy the rules of both
// links, so a five-byte Tag fails twice.
// +k8s:maxBytes=2
type Tag Note

// Root exercises +k8s:maxBytes=4 on every scope, each field at a distinct
// path so that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:maxBytes=4
	Field string `json:"field"`

	// A limit of one uses the singular "byte".
	// +k8s:maxBytes=1
	Single string `json:"single"`

	// +k8s:maxBytes=4
	Ptr *string `json:"ptr"`

	Typedef    Note  `json:"typedef"`
	TypedefPtr *Note `json:"typedefPtr"`

	Chain    Tag  `json:"chain"`
	ChainPtr *Tag `json:"chainPtr"`

	// Field and type rules both apply.
	// +k8s:maxBytes=3
	FieldAndType Note `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:maxBytes=4
	Items []string `json:"items"`

	// +k8s:eachVal=+k8s:maxBytes=4
	PtrItems []*string `json:"ptrItems"`

	// The item type carries the rule.
	TypedefItems []Note `json:"typedefItems"`

	// +k8s:eachVal=+k8s:maxBytes=4
	Values map[string]string `json:"values"`

	// +k8s:eachKey=+k8s:maxBytes=4
	Keys map[string]int `json:"keys"`

	// The key type carries the rule.
	TypedefKeys map[Note]int `json:"typedefKeys"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// An unset optional value skips the check (nothing to check anyway);
	// a set one is checked.
	// +k8s:optional
	// +k8s:maxBytes=4
	Optional *string `json:"optional"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:maxBytes=4
	Text string `json:"text"`
}
