package drift

// Root is KEP-1929's "Non-pointer structs" example: the defaults live on
// the fields of SubLevel, which both sides apply.
type Root struct {
	TypeMeta int

	Entry SubLevel `json:"entry"`

	// Forbidden by KEP-1929: a non-pointer struct is always present in Go.
	// +default={"name": "entry", "number": 12}
	Forbidden SubLevel `json:"forbidden"`

	// KEP-1929 "Struct pointers": allowed, same on both sides.
	// +default={"name": "pointer-name"}
	Pointer *SubLevel `json:"pointer,omitempty"`

	// A nullable pointer keeps null in a CRD; Go defaults nil.
	// +nullable
	// +default={"name": "pointer-name"}
	NullablePointer *SubLevel `json:"nullablePointer,omitempty"`

	// KEP-1929 "Lists": the item default is on the type.
	List []Item `json:"list,omitempty"`

	// KEP-1929 "String Maps": the value default is on the type.
	Mapping map[string]LabelValue `json:"mapping,omitempty"`

	// KEP-1929 "Lists without default": nothing to report.
	Plain []string `json:"plain,omitempty"`

	// A list default on the field itself: both default an absent list.
	// +default=["popcorn", "chips"]
	StringList []string `json:"stringList,omitempty"`

	// ref() to a constant: both apply the constant's value.
	// +default=ref(DefaultName)
	Referenced *string `json:"referenced,omitempty"`
}

const DefaultName = "from-constant"

type SubLevel struct {
	// KEP-1929 "Non-pointer scalar fields": omitempty, the valid form; an
	// explicit "" still differs.
	// +default="default-name"
	Name string `json:"name,omitempty"`

	// A zero-value default: the same on both sides.
	// +default=0
	Number int `json:"number"`
}

// Invalid is KEP-1929's type that is not omitempty.
type Invalid struct {
	TypeMeta int

	// +default="default-name"
	Name string `json:"name"`

	// +default=true
	Enabled bool `json:"enabled"`

	// +default=false
	Disabled bool `json:"disabled"`

	// Pointers keep an explicit zero on both sides.
	// +default=5
	Count *int32 `json:"count,omitempty"`
}

// +default="apple"
type Item string

// +default="banana"
type LabelValue string
