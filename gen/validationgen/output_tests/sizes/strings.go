package sizes

// Strings carries the string size tags on every scope. Unless a field says
// otherwise the limits are minLength=2, maxLength=4 and maxBytes=6, so
// that each limit can fail alone: "a" is too short, "abcde" has too many
// characters, "😀😀" too many bytes.
type Strings struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:minLength=2
	// +k8s:maxLength=4
	// +k8s:maxBytes=6
	Field string `json:"field"`

	// A limit of one uses the singular "character" and "byte".
	// +k8s:minLength=1
	// +k8s:maxLength=1
	// +k8s:maxBytes=1
	Single string `json:"single"`

	// +k8s:minLength=2
	// +k8s:maxLength=4
	// +k8s:maxBytes=6
	Ptr *string `json:"ptr"`

	Typedef    Name  `json:"typedef"`
	TypedefPtr *Name `json:"typedefPtr"`

	Chain    Code  `json:"chain"`
	ChainPtr *Code `json:"chainPtr"`

	// The field's limits and the type's all apply.
	// +k8s:minLength=3
	// +k8s:maxBytes=5
	FieldAndType Name `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:minLength=2
	// +k8s:eachVal=+k8s:maxLength=4
	// +k8s:eachVal=+k8s:maxBytes=6
	Items []string `json:"items"`

	// +k8s:eachVal=+k8s:minLength=2
	// +k8s:eachVal=+k8s:maxLength=4
	// +k8s:eachVal=+k8s:maxBytes=6
	PtrItems []*string `json:"ptrItems"`

	// The item type carries the limits.
	TypedefItems []Name `json:"typedefItems"`

	// +k8s:eachVal=+k8s:minLength=2
	// +k8s:eachVal=+k8s:maxLength=4
	// +k8s:eachVal=+k8s:maxBytes=6
	Values map[string]string `json:"values"`

	// +k8s:eachKey=+k8s:minLength=2
	// +k8s:eachKey=+k8s:maxLength=4
	// +k8s:eachKey=+k8s:maxBytes=6
	Keys map[string]int `json:"keys"`

	// The key type carries the limits.
	TypedefKeys map[Name]int `json:"typedefKeys"`

	Nested      InnerText   `json:"nested"`
	NestedPtr   *InnerText  `json:"nestedPtr"`
	NestedItems []InnerText `json:"nestedItems"`

	// An empty optional string skips the checks.
	// +k8s:optional
	// +k8s:minLength=2
	// +k8s:maxLength=4
	Optional string `json:"optional"`

	// An unset optional pointer skips the check; one set to "" is checked.
	// +k8s:optional
	// +k8s:maxBytes=4
	OptionalPtr *string `json:"optionalPtr"`

	// An empty required string reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:minLength=2
	// +k8s:maxLength=4
	Required string `json:"required"`
}

// Name is a string typedef with limits of its own: every value of the
// type is checked.
// +k8s:minLength=2
// +k8s:maxLength=4
// +k8s:maxBytes=6
type Name string

// Code -> Name is a typedef chain with tighter limits: a Code must satisfy
// both links.
// +k8s:minLength=3
// +k8s:maxBytes=4
type Code Name

// InnerText is a nested struct with a limited field.
type InnerText struct {
	// +k8s:minLength=2
	// +k8s:maxLength=4
	// +k8s:maxBytes=6
	Text string `json:"text"`
}
