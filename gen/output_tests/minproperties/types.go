package minproperties

// Labels is a typedef with its own rule: every value of the type is checked.
// +k8s:minProperties=2
type Labels map[string]string

// StrictLabels -> Labels is a typedef chain: a StrictLabels must satisfy
// the rules of both links, so a one-entry StrictLabels fails twice.
// +k8s:minProperties=3
type StrictLabels Labels

// Root exercises +k8s:minProperties=2 on every scope, each field at a
// distinct path so that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:minProperties=2
	Field map[string]string `json:"field"`

	// A limit of one uses the singular "item".
	// +k8s:minProperties=1
	Single map[int]bool `json:"single"`

	// +k8s:minProperties=2
	Ptr *map[string]int `json:"ptr"`

	Typedef    Labels  `json:"typedef"`
	TypedefPtr *Labels `json:"typedefPtr"`

	Chain    StrictLabels  `json:"chain"`
	ChainPtr *StrictLabels `json:"chainPtr"`

	// Field and type rules both apply.
	// +k8s:minProperties=3
	FieldAndType Labels `json:"fieldAndType"`

	// The item type carries the rule.
	TypedefItems []Labels `json:"typedefItems"`

	// The value type carries the rule.
	TypedefValues map[string]Labels `json:"typedefValues"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// An empty optional map skips the check.
	// +k8s:optional
	// +k8s:minProperties=2
	Optional map[string]string `json:"optional"`

	// An empty required map reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:minProperties=2
	Required map[string]string `json:"required"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:minProperties=2
	Map map[string]string `json:"map"`
}
