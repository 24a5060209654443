package required

// Struct has a required field of every kind. Most fields carry another
// check that their zero value would fail, and the typedefs carry checks of
// their own, so that a missing short-circuit shows up as an extra error.
type Struct struct {
	TypeMeta int

	// +k8s:required
	// +k8s:minLength=3
	StringField string `json:"stringField"`

	// +k8s:required
	// +k8s:minimum=1
	IntField int `json:"intField"`

	// +k8s:required
	// +k8s:neq=false
	BoolField bool `json:"boolField"`

	// +k8s:required
	FloatField float64 `json:"floatField"`

	// Any non-nil pointer is set, even one to the zero value.
	// +k8s:required
	// +k8s:minimum=0
	IntPtrField *int32 `json:"intPtrField"`

	// +k8s:required
	StringPtrField *string `json:"stringPtrField"`

	// +k8s:required
	BoolPtrField *bool `json:"boolPtrField"`

	// Nil and empty are both unset.
	// +k8s:required
	// +k8s:minItems=2
	// +k8s:eachVal=+k8s:minimum=1
	SliceField []int `json:"sliceField"`

	// +k8s:required
	// +k8s:minProperties=2
	// +k8s:eachVal=+k8s:minimum=1
	MapField map[string]int `json:"mapField"`

	// +k8s:required
	StructPtrField *Inner `json:"structPtrField"`

	// A comparable struct is unset when it equals its zero value.
	// +k8s:required
	StructField Pair `json:"structField"`

	// +k8s:required
	TypedefField Name `json:"typedefField"`

	// A pointer to an empty Name is set, so Name's check runs.
	// +k8s:required
	TypedefPtrField *Name `json:"typedefPtrField"`

	// +k8s:required
	IntTypedefField Count `json:"intTypedefField"`

	// +k8s:required
	BoolTypedefField Toggle `json:"boolTypedefField"`

	// Both links of the chain ShortName -> Name apply when set.
	// +k8s:required
	ChainField ShortName `json:"chainField"`

	// +k8s:required
	ChainPtrField *ShortName `json:"chainPtrField"`

	// +k8s:required
	SliceTypedefField Names `json:"sliceTypedefField"`

	// +k8s:required
	MapTypedefField Labels `json:"mapTypedefField"`

	// Not required itself; its required field is reported under it.
	Nested Outer `json:"nested"`
}

// Name is a string typedef with a check its zero value fails.
// +k8s:minLength=2
type Name string

// ShortName is a typedef of a typedef: its own check and Name's apply.
// +k8s:maxLength=5
type ShortName Name

// Count is an integer typedef with a check its zero value fails.
// +k8s:minimum=1
type Count int32

// Toggle is a bool typedef with a check its zero value fails.
// +k8s:neq=false
type Toggle bool

// Names is a list typedef; its items are Names.
// +k8s:minItems=1
type Names []Name

// Labels is a map typedef; its values are Names.
// +k8s:minProperties=1
type Labels map[string]Name

// Inner is a struct whose own validation its zero value fails.
type Inner struct {
	// +k8s:minimum=1
	Value int `json:"value"`
}

// Pair is a comparable struct whose own validation its zero value fails.
type Pair struct {
	// +k8s:minimum=1
	A int `json:"a"`

	B string `json:"b"`
}

// Outer nests a required field one level down.
type Outer struct {
	// +k8s:required
	// +k8s:minimum=1
	Count int64 `json:"count"`
}
