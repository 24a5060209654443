package maxproperties

// Labels is a typedef with its own rule: every value of the type is checked.
// +k8s:maxProperties=3
type Labels map[string]string

// FewLabels -> Labels is a typedef chain: a FewLabels must satisfy the
// rules of both links, so a four-entry FewLabels fails twice.
// +k8s:maxProperties=2
type FewLabels Labels

// Root exercises +k8s:maxProperties=3 on every scope, each field at a
// distinct path so that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:maxProperties=3
	Field map[string]string `json:"field"`

	// A limit of one uses the singular "item".
	// +k8s:maxProperties=1
	Single map[int]bool `json:"single"`

	// A limit of zero allows only the empty map.
	// +k8s:maxProperties=0
	None map[string]string `json:"none"`

	// +k8s:maxProperties=3
	Ptr *map[string]int `json:"ptr"`

	Typedef    Labels  `json:"typedef"`
	TypedefPtr *Labels `json:"typedefPtr"`

	Chain    FewLabels  `json:"chain"`
	ChainPtr *FewLabels `json:"chainPtr"`

	// Field and type rules both apply.
	// +k8s:maxProperties=2
	FieldAndType Labels `json:"fieldAndType"`

	// The item type carries the rule.
	TypedefItems []Labels `json:"typedefItems"`

	// The value type carries the rule.
	TypedefValues map[string]Labels `json:"typedefValues"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// An empty required map reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:maxProperties=3
	Required map[string]string `json:"required"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:maxProperties=3
	Map map[string]string `json:"map"`
}
