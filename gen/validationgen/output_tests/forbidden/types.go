package forbidden

// Struct has a forbidden field of every kind. Each field, or its type,
// carries checks that both its zero value and the values the tests set
// would fail, so that any check that is not skipped shows up as an error.
type Struct struct {
	TypeMeta int

	// +k8s:forbidden
	// +k8s:minLength=3
	StringField string `json:"stringField"`

	// +k8s:forbidden
	// +k8s:minimum=100
	IntField int `json:"intField"`

	// +k8s:forbidden
	// +k8s:neq=true
	BoolField bool `json:"boolField"`

	// +k8s:forbidden
	FloatField float64 `json:"floatField"`

	// A non-nil pointer is set, even one to the zero value.
	// +k8s:forbidden
	// +k8s:minimum=1
	IntPtrField *int32 `json:"intPtrField"`

	// +k8s:forbidden
	// +k8s:minLength=1
	StringPtrField *string `json:"stringPtrField"`

	// +k8s:forbidden
	// +k8s:neq=false
	BoolPtrField *bool `json:"boolPtrField"`

	// Nil and empty are both unset.
	// +k8s:forbidden
	// +k8s:minItems=2
	// +k8s:eachVal=+k8s:minimum=1
	SliceField []int `json:"sliceField"`

	// +k8s:forbidden
	// +k8s:minProperties=2
	// +k8s:eachVal=+k8s:minimum=1
	MapField map[string]int `json:"mapField"`

	// +k8s:forbidden
	StructPtrField *Inner `json:"structPtrField"`

	// A comparable struct is unset when it equals its zero value.
	// +k8s:forbidden
	StructField Pair `json:"structField"`

	// +k8s:forbidden
	TypedefField Name `json:"typedefField"`

	// +k8s:forbidden
	TypedefPtrField *Name `json:"typedefPtrField"`

	// +k8s:forbidden
	IntTypedefField Count `json:"intTypedefField"`

	// +k8s:forbidden
	BoolTypedefField Toggle `json:"boolTypedefField"`

	// +k8s:forbidden
	ChainField ShortName `json:"chainField"`

	// +k8s:forbidden
	ChainPtrField *ShortName `json:"chainPtrField"`

	// +k8s:forbidden
	SliceTypedefField Names `json:"sliceTypedefField"`

	// +k8s:forbidden
	MapTypedefField Labels `json:"mapTypedefField"`

	// Not forbidden itself; its forbidden field is reported under it.
	Nested Outer `json:"nested"`
}

// Name is a string typedef; its check fails for short names.
// +k8s:minLength=2
type Name string

// ShortName is a typedef of a typedef; its check fails for long names.
// +k8s:maxLength=1
type ShortName Name

// Count is an integer typedef; its check fails for small counts.
// +k8s:minimum=100
type Count int32

// Toggle is a bool typedef; its check fails when it is set.
// +k8s:neq=true
type Toggle bool

// Names is a list typedef; its check fails for short lists.
// +k8s:minItems=2
type Names []Name

// Labels is a map typedef; its check fails for small maps.
// +k8s:minProperties=2
type Labels map[string]Name

// Inner is a struct whose own validation fails for small values.
type Inner struct {
	// +k8s:minimum=100
	Value int `json:"value"`
}

// Pair is a comparable struct whose own validation fails for small values.
type Pair struct {
	// +k8s:minimum=100
	A int `json:"a"`

	B string `json:"b"`
}

// Outer nests a forbidden field one level down.
type Outer struct {
	// +k8s:forbidden
	// +k8s:minimum=100
	Count int64 `json:"count"`
}
