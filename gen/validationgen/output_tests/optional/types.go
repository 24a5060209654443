package optional

// Struct has an optional field of every kind. Each field, or its type,
// carries a check that its zero value would fail, so that an unset field
// that is not skipped shows up as an error.
type Struct struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:minLength=3
	StringField string `json:"stringField"`

	// +k8s:optional
	// +k8s:minimum=1
	IntField int `json:"intField"`

	// +k8s:optional
	// +k8s:neq=false
	BoolField bool `json:"boolField"`

	// A non-nil pointer is set, even one to the zero value.
	// +k8s:optional
	// +k8s:minimum=1
	IntPtrField *int32 `json:"intPtrField"`

	// +k8s:optional
	// +k8s:minLength=1
	StringPtrField *string `json:"stringPtrField"`

	// +k8s:optional
	// +k8s:neq=false
	BoolPtrField *bool `json:"boolPtrField"`

	// Nil and empty are both unset.
	// +k8s:optional
	// +k8s:minItems=2
	// +k8s:eachVal=+k8s:minimum=1
	SliceField []int `json:"sliceField"`

	// +k8s:optional
	// +k8s:minProperties=2
	// +k8s:eachVal=+k8s:minimum=1
	MapField map[string]int `json:"mapField"`

	// +k8s:optional
	StructPtrField *Inner `json:"structPtrField"`

	// A comparable struct is unset when it equals its zero value.
	// +k8s:optional
	StructField Pair `json:"structField"`

	// +k8s:optional
	TypedefField Name `json:"typedefField"`

	// +k8s:optional
	TypedefPtrField *Name `json:"typedefPtrField"`

	// +k8s:optional
	IntTypedefField Count `json:"intTypedefField"`

	// +k8s:optional
	BoolTypedefField Toggle `json:"boolTypedefField"`

	// Both links of the chain ShortName -> Name apply when set.
	// +k8s:optional
	ChainField ShortName `json:"chainField"`

	// +k8s:optional
	ChainPtrField *ShortName `json:"chainPtrField"`

	// +k8s:optional
	SliceTypedefField Names `json:"sliceTypedefField"`

	// +k8s:optional
	MapTypedefField Labels `json:"mapTypedefField"`

	// Not optional itself (a struct is always there); its optional field is.
	Nested Outer `json:"nested"`
}

// Unmarked has the same checks without +k8s:optional: zero values are
// validated like any other value.
type Unmarked struct {
	TypeMeta int

	// +k8s:minLength=3
	StringField string `json:"stringField"`

	// +k8s:minimum=1
	IntField int `json:"intField"`

	StructField Pair `json:"structField"`

	TypedefField Name `json:"typedefField"`

	// Collections have no zero value to check; their size checks still run.
	// +k8s:minItems=2
	SliceField []int `json:"sliceField"`
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

// Outer nests an optional field one level down.
type Outer struct {
	// +k8s:optional
	// +k8s:minimum=1
	Count int64 `json:"count"`
}
