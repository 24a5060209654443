package minitems

// List is a typedef with its own rule: every value of the type is checked.
// +k8s:minItems=2
type List []string

// LongList -> List is a typedef chain: a LongList must satisfy the rules of
// both links, so a one-item LongList fails twice.
// +k8s:minItems=3
type LongList List

// Root exercises +k8s:minItems=2 on every scope, each field at a distinct
// path so that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:minItems=2
	Field []string `json:"field"`

	// A limit of one uses the singular "item".
	// +k8s:minItems=1
	Single []int `json:"single"`

	// +k8s:minItems=2
	Ptr *[]string `json:"ptr"`

	Typedef    List  `json:"typedef"`
	TypedefPtr *List `json:"typedefPtr"`

	Chain    LongList  `json:"chain"`
	ChainPtr *LongList `json:"chainPtr"`

	// Field and type rules both apply.
	// +k8s:minItems=3
	FieldAndType List `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:minItems=2
	Items [][]string `json:"items"`

	// The item type carries the rule.
	TypedefItems []List `json:"typedefItems"`

	// +k8s:eachVal=+k8s:minItems=2
	Values map[string][]string `json:"values"`

	// The value type carries the rule.
	TypedefValues map[string]List `json:"typedefValues"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// An empty optional list skips the check.
	// +k8s:optional
	// +k8s:minItems=2
	Optional []string `json:"optional"`

	// An empty required list reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:minItems=2
	Required []string `json:"required"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:minItems=2
	List []string `json:"list"`
}
