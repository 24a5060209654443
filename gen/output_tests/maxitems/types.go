package maxitems

// List is a typedef with its own rule: every value of the type is checked.
// +k8s:maxItems=3
type List []string

// ShortList -> List is a typedef chain: a ShortList must satisfy the rules
// of both links, so a four-item ShortList fails twice.
// +k8s:maxItems=2
type ShortList List

// Root exercises +k8s:maxItems=3 on every scope, each field at a distinct
// path so that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:maxItems=3
	Field []string `json:"field"`

	// A limit of one uses the singular "item".
	// +k8s:maxItems=1
	Single []int `json:"single"`

	// A limit of zero allows only the empty list.
	// +k8s:maxItems=0
	None []int `json:"none"`

	// +k8s:maxItems=3
	Ptr *[]string `json:"ptr"`

	Typedef    List  `json:"typedef"`
	TypedefPtr *List `json:"typedefPtr"`

	Chain    ShortList  `json:"chain"`
	ChainPtr *ShortList `json:"chainPtr"`

	// Field and type rules both apply.
	// +k8s:maxItems=2
	FieldAndType List `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:maxItems=3
	Items [][]string `json:"items"`

	// The item type carries the rule.
	TypedefItems []List `json:"typedefItems"`

	// +k8s:eachVal=+k8s:maxItems=3
	Values map[string][]string `json:"values"`

	// The value type carries the rule.
	TypedefValues map[string]List `json:"typedefValues"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// An empty required list reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:maxItems=3
	Required []string `json:"required"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:maxItems=3
	List []string `json:"list"`
}
