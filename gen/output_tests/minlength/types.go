package minlength

// Name is a typedef with its own rule: every value of the type is checked.
// +k8s:minLength=2
type Name string

// Code -> Name is a typedef chain: a Code must satisfy the rules of both
// links, so a one-character Code fails twice.
// +k8s:minLength=4
type Code Name

// Root exercises +k8s:minLength=2 on every scope, each field at a distinct
// path so that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:minLength=2
	Field string `json:"field"`

	// +k8s:minLength=2
	Ptr *string `json:"ptr"`

	Typedef    Name  `json:"typedef"`
	TypedefPtr *Name `json:"typedefPtr"`

	Chain    Code  `json:"chain"`
	ChainPtr *Code `json:"chainPtr"`

	// Field and type rules both apply.
	// +k8s:minLength=3
	FieldAndType Name `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:minLength=2
	Items []string `json:"items"`

	// +k8s:eachVal=+k8s:minLength=2
	PtrItems []*string `json:"ptrItems"`

	// The item type carries the rule.
	TypedefItems []Name `json:"typedefItems"`

	// +k8s:eachVal=+k8s:minLength=2
	Values map[string]string `json:"values"`

	// +k8s:eachKey=+k8s:minLength=2
	Keys map[string]int `json:"keys"`

	// The key type carries the rule.
	TypedefKeys map[Name]int `json:"typedefKeys"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// An unset optional value skips the length check.
	// +k8s:optional
	// +k8s:minLength=2
	Optional string `json:"optional"`

	// A missing required value reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:minLength=2
	Required string `json:"required"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:minLength=2
	Name string `json:"name"`
}
