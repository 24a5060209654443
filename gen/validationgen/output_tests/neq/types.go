package neq

// ClassName is a typedef with its own rule: every value of the type is
// checked.
// +k8s:neq="default"
type ClassName string

// NewClassName -> ClassName is a typedef chain: a NewClassName may be
// neither value.
// +k8s:neq="legacy"
type NewClassName ClassName

// Port is an integer typedef with its own rule.
// +k8s:neq=0
type Port int32

// Root exercises +k8s:neq on every scope, each field at a distinct path so
// that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:neq="default"
	String string `json:"string"`

	// The empty string is quoted in the message.
	// +k8s:neq=""
	NonEmpty string `json:"nonEmpty"`

	// +k8s:neq=0
	Int int `json:"int"`

	// +k8s:neq=-1
	Int64 int64 `json:"int64"`

	// +k8s:neq=65535
	Uint16 uint16 `json:"uint16"`

	// +k8s:neq=true
	Bool bool `json:"bool"`

	// +k8s:neq="default"
	StringPtr *string `json:"stringPtr"`

	// +k8s:neq=0
	IntPtr *int32 `json:"intPtr"`

	// +k8s:neq=false
	BoolPtr *bool `json:"boolPtr"`

	Typedef    ClassName  `json:"typedef"`
	TypedefPtr *ClassName `json:"typedefPtr"`

	Chain    NewClassName  `json:"chain"`
	ChainPtr *NewClassName `json:"chainPtr"`

	IntTypedef    Port  `json:"intTypedef"`
	IntTypedefPtr *Port `json:"intTypedefPtr"`

	// Field and type rules both apply.
	// +k8s:neq="other"
	FieldAndType ClassName `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:neq="default"
	Items []string `json:"items"`

	// +k8s:eachVal=+k8s:neq=0
	IntItems []int `json:"intItems"`

	// +k8s:eachVal=+k8s:neq=false
	BoolItems []bool `json:"boolItems"`

	// +k8s:eachVal=+k8s:neq="default"
	PtrItems []*string `json:"ptrItems"`

	// The item type carries the rule.
	TypedefItems []ClassName `json:"typedefItems"`

	// +k8s:eachVal=+k8s:neq="default"
	Values map[string]string `json:"values"`

	// +k8s:eachVal=+k8s:neq=0
	IntValues map[string]int `json:"intValues"`

	// +k8s:eachKey=+k8s:neq="default"
	Keys map[string]int `json:"keys"`

	// +k8s:eachKey=+k8s:neq=0
	IntKeys map[int]string `json:"intKeys"`

	// The key type carries the rule.
	TypedefKeys map[ClassName]int `json:"typedefKeys"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// A required value that is unset reports only "Required".
	// +k8s:required
	// +k8s:neq="default"
	Required string `json:"required"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:neq=80
	Port int `json:"port"`
}
