package sizes

// Lists carries minItems and maxItems on every scope. Unless a field says
// otherwise the limits are minItems=2 and maxItems=4. A maxItems error
// short-circuits (as in Kubernetes): the place's later checks are skipped.
type Lists struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:minItems=2
	// +k8s:maxItems=4
	Field []string `json:"field"`

	// A limit of one uses the singular "item".
	// +k8s:minItems=1
	// +k8s:maxItems=1
	Single []int `json:"single"`

	// A limit of zero allows only the empty list.
	// +k8s:maxItems=0
	None []int `json:"none"`

	// +k8s:minItems=2
	// +k8s:maxItems=4
	Ptr *[]string `json:"ptr"`

	Typedef    List  `json:"typedef"`
	TypedefPtr *List `json:"typedefPtr"`

	Chain    Triple  `json:"chain"`
	ChainPtr *Triple `json:"chainPtr"`

	// The field's limits and the type's all apply.
	// +k8s:minItems=3
	// +k8s:maxItems=3
	FieldAndType List `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:minItems=2
	// +k8s:eachVal=+k8s:maxItems=4
	Items [][]string `json:"items"`

	// The item type carries the limits.
	TypedefItems []List `json:"typedefItems"`

	// +k8s:eachVal=+k8s:minItems=2
	// +k8s:eachVal=+k8s:maxItems=4
	Values map[string][]string `json:"values"`

	// The value type carries the limits.
	TypedefValues map[string]List `json:"typedefValues"`

	Nested      InnerList   `json:"nested"`
	NestedPtr   *InnerList  `json:"nestedPtr"`
	NestedItems []InnerList `json:"nestedItems"`

	// An empty optional list skips the checks.
	// +k8s:optional
	// +k8s:minItems=2
	// +k8s:maxItems=4
	Optional []string `json:"optional"`

	// An empty required list reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:minItems=2
	// +k8s:maxItems=4
	Required []string `json:"required"`
}

// List is a list typedef with limits of its own: every value of the type
// is checked.
// +k8s:minItems=2
// +k8s:maxItems=4
type List []string

// Triple -> List is a typedef chain that allows exactly three items.
// +k8s:minItems=3
// +k8s:maxItems=3
type Triple List

// InnerList is a nested struct with a limited field.
type InnerList struct {
	// +k8s:minItems=2
	// +k8s:maxItems=4
	List []string `json:"list"`
}
