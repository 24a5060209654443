package zerooroneof

type Root struct {
	TypeMeta int

	Auth     Auth            `json:"auth"`
	AuthPtr  *Auth           `json:"authPtr,omitempty"`
	AuthList []Auth          `json:"authList,omitempty"`
	AuthMap  map[string]Auth `json:"authMap,omitempty"`

	Pair Pair `json:"pair"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "succeeded")=+k8s:zeroOrOneOfMember
	// +k8s:item(name: "failed")=+k8s:zeroOrOneOfMember
	Tasks []Task `json:"tasks,omitempty"`

	Steps StepList `json:"steps,omitempty"`

	Other string `json:"other,omitempty"`
}

// User is a string typedef member.
type User string

// Auth allows at most one way to authenticate; Note is not a member.
type Auth struct {
	// +k8s:zeroOrOneOfMember
	// +k8s:optional
	Token *string `json:"token,omitempty"`

	// memberName is accepted for compatibility and has no effect here.
	// +k8s:zeroOrOneOfMember(memberName: "Certificates")
	Certs []string `json:"certs,omitempty"`

	// +k8s:zeroOrOneOfMember
	Headers map[string]string `json:"headers,omitempty"`

	// +k8s:zeroOrOneOfMember
	User User `json:"user,omitempty"`

	// +k8s:zeroOrOneOfMember
	Anonymous bool `json:"anonymous,omitempty"`

	// +k8s:zeroOrOneOfMember
	Retries uint8 `json:"retries,omitempty"`

	Note string `json:"note,omitempty"`
}

// Pair has two zero-or-one-of unions and an exactly-one-of union.
type Pair struct {
	// +k8s:zeroOrOneOfMember(union: "left")
	L1 *int `json:"l1,omitempty"`

	// +k8s:zeroOrOneOfMember(union: "left")
	L2 *int `json:"l2,omitempty"`

	// +k8s:zeroOrOneOfMember(union: "right")
	R1 *int `json:"r1,omitempty"`

	// +k8s:zeroOrOneOfMember(union: "right")
	R2 *int `json:"r2,omitempty"`

	// +k8s:unionMember(union: "exact")
	E1 *int `json:"e1,omitempty"`

	// +k8s:unionMember(union: "exact")
	E2 *int `json:"e2,omitempty"`
}

type Task struct {
	Name  string `json:"name"`
	State string `json:"state,omitempty"`
}

// StepList selects its members by an integer key.
// +k8s:listType=map
// +k8s:listMapKey=id
// +k8s:item(id: 1)=+k8s:zeroOrOneOfMember
// +k8s:item(id: -2)=+k8s:zeroOrOneOfMember
type StepList []Step

type Step struct {
	ID      int  `json:"id"`
	Enabled bool `json:"enabled,omitempty"`
}

// Gated has a union that applies only while FeatureX is disabled (the
// condition written before or after +k8s:item), and an alpha union.
type Gated struct {
	TypeMeta int

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:ifDisabled(FeatureX)=+k8s:item(name: "a")=+k8s:zeroOrOneOfMember
	// +k8s:item(name: "b")=+k8s:ifDisabled(FeatureX)=+k8s:zeroOrOneOfMember
	Items []Task `json:"items,omitempty"`

	// +k8s:alpha=+k8s:zeroOrOneOfMember
	P *int `json:"p,omitempty"`

	// +k8s:alpha=+k8s:zeroOrOneOfMember
	Q *int `json:"q,omitempty"`
}
