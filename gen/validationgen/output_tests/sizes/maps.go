package sizes

// Maps carries minProperties and maxProperties on every scope. Unless a
// field says otherwise the limits are minProperties=2 and
// maxProperties=4. A maxProperties error short-circuits (as in
// Kubernetes): the place's later checks are skipped.
type Maps struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:minProperties=2
	// +k8s:maxProperties=4
	Field map[string]string `json:"field"`

	// A limit of one uses the singular "item".
	// +k8s:minProperties=1
	// +k8s:maxProperties=1
	Single map[int]bool `json:"single"`

	// A limit of zero allows only the empty map.
	// +k8s:maxProperties=0
	None map[string]string `json:"none"`

	// +k8s:minProperties=2
	// +k8s:maxProperties=4
	Ptr *map[string]string `json:"ptr"`

	Typedef    Labels  `json:"typedef"`
	TypedefPtr *Labels `json:"typedefPtr"`

	Chain    TripleLabels  `json:"chain"`
	ChainPtr *TripleLabels `json:"chainPtr"`

	// The field's limits and the type's all apply.
	// +k8s:minProperties=3
	// +k8s:maxProperties=3
	FieldAndType Labels `json:"fieldAndType"`

	// The item type carries the limits.
	TypedefItems []Labels `json:"typedefItems"`

	// The value type carries the limits.
	TypedefValues map[string]Labels `json:"typedefValues"`

	Nested      InnerMap   `json:"nested"`
	NestedPtr   *InnerMap  `json:"nestedPtr"`
	NestedItems []InnerMap `json:"nestedItems"`

	// An empty optional map skips the checks.
	// +k8s:optional
	// +k8s:minProperties=2
	// +k8s:maxProperties=4
	Optional map[string]string `json:"optional"`

	// An empty required map reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:minProperties=2
	// +k8s:maxProperties=4
	Required map[string]string `json:"required"`
}

// Labels is a map typedef with limits of its own: every value of the type
// is checked.
// +k8s:minProperties=2
// +k8s:maxProperties=4
type Labels map[string]string

// TripleLabels -> Labels is a typedef chain that allows exactly three
// entries.
// +k8s:minProperties=3
// +k8s:maxProperties=3
type TripleLabels Labels

// InnerMap is a nested struct with a limited field.
type InnerMap struct {
	// +k8s:minProperties=2
	// +k8s:maxProperties=4
	Map map[string]string `json:"map"`
}
