package maxlength

// Name is a typedef with its own rule: every value of the type is checked.
// +k8s:maxLength=3
type Name string

// Code -> Name is a typedef chain: a Code must satisfy the rules of both
// links, so a four-character Code fails twice.
// +k8s:maxLength=2
type Code Name

// Root exercises +k8s:maxLength=3 on every scope, each field at a distinct
// path so that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:maxLength=3
	Field string `json:"field"`

	// A limit of one uses the singular "character".
	// +k8s:maxLength=1
	Single string `json:"single"`

	// +k8s:maxLength=3
	Ptr *string `json:"ptr"`

	Typedef    Name  `json:"typedef"`
	TypedefPtr *Name `json:"typedefPtr"`

	Chain    Code  `json:"chain"`
	ChainPtr *Code `json:"chainPtr"`

	// Field and type rules both apply.
	// +k8s:maxLength=2
	FieldAndType Name `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:maxLength=3
	Items []string `json:"items"`

	// +k8s:eachVal=+k8s:maxLength=3
	PtrItems []*string `json:"ptrItems"`

	// The item type carries the rule.
	TypedefItems []Name `json:"typedefItems"`

	// +k8s:eachVal=+k8s:maxLength=3
	Values map[string]string `json:"values"`

	// +k8s:eachKey=+k8s:maxLength=3
	Keys map[string]int `json:"keys"`

	// The key type carries the rule.
	TypedefKeys map[Name]int `json:"typedefKeys"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// A missing required value reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:maxLength=3
	Required string `json:"required"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:maxLength=3
	Name string `json:"name"`
}
