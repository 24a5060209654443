package bounds

// Struct carries all four bound tags on every scope. Unless a field says
// otherwise the bounds are minimum=1, exclusiveMinimum=1, maximum=9 and
// exclusiveMaximum=9, so 2..8 are valid, and each bound's edge is a case
// of its own: 1 fails exclusiveMinimum only, 0 fails minimum too; 9 fails
// exclusiveMaximum only, 10 fails maximum too.
type Struct struct {
	TypeMeta int

	// +k8s:minimum=1
	// +k8s:exclusiveMinimum=1
	// +k8s:maximum=9
	// +k8s:exclusiveMaximum=9
	IntField int `json:"intField"`

	// A nil pointer is not checked; a non-nil one is.
	// +k8s:minimum=1
	// +k8s:exclusiveMinimum=1
	// +k8s:maximum=9
	// +k8s:exclusiveMaximum=9
	IntPtrField *int `json:"intPtrField"`

	// The bounds are on the type declaration only.
	TypedefField Count `json:"typedefField"`

	TypedefPtrField *Count `json:"typedefPtrField"`

	// Field bounds and type bounds all apply, the field's first.
	// +k8s:minimum=3
	// +k8s:exclusiveMaximum=7
	TypedefFieldAndTypeField Count `json:"typedefFieldAndTypeField"`

	// Both links of the chain Narrow -> Count apply, the outer first.
	ChainField Narrow `json:"chainField"`

	ChainPtrField *Narrow `json:"chainPtrField"`

	// +k8s:eachVal=+k8s:minimum=1
	// +k8s:eachVal=+k8s:exclusiveMinimum=1
	// +k8s:eachVal=+k8s:maximum=9
	// +k8s:eachVal=+k8s:exclusiveMaximum=9
	ListField []int32 `json:"listField"`

	// Nil items are reported as Required.
	// +k8s:eachVal=+k8s:minimum=1
	// +k8s:eachVal=+k8s:exclusiveMinimum=1
	// +k8s:eachVal=+k8s:maximum=9
	// +k8s:eachVal=+k8s:exclusiveMaximum=9
	PtrListField []*int64 `json:"ptrListField"`

	// Items are checked by their type's bounds.
	TypedefListField []Count `json:"typedefListField"`

	// The eachVal is on the list type declaration.
	ListTypedefField Counts `json:"listTypedefField"`

	// +k8s:eachVal=+k8s:eachVal=+k8s:minimum=1
	// +k8s:eachVal=+k8s:eachVal=+k8s:exclusiveMinimum=1
	// +k8s:eachVal=+k8s:eachVal=+k8s:maximum=9
	// +k8s:eachVal=+k8s:eachVal=+k8s:exclusiveMaximum=9
	ListOfListsField [][]int8 `json:"listOfListsField"`

	// +k8s:eachVal=+k8s:minimum=1
	// +k8s:eachVal=+k8s:exclusiveMinimum=1
	// +k8s:eachVal=+k8s:maximum=9
	// +k8s:eachVal=+k8s:exclusiveMaximum=9
	MapValueField map[string]int16 `json:"mapValueField"`

	// Values are checked by their type's bounds.
	MapTypedefValueField map[string]Count `json:"mapTypedefValueField"`

	// +k8s:eachKey=+k8s:minimum=1
	// +k8s:eachKey=+k8s:exclusiveMinimum=1
	// +k8s:eachKey=+k8s:maximum=9
	// +k8s:eachKey=+k8s:exclusiveMaximum=9
	MapKeyField map[int]string `json:"mapKeyField"`

	// Keys are checked by their type's bounds.
	MapTypedefKeyField map[Count]string `json:"mapTypedefKeyField"`

	// The eachKey and eachVal are on the map type declaration.
	MapTypedefField Weights `json:"mapTypedefField"`

	Nested Inner `json:"nested"`

	NestedPtr *Inner `json:"nestedPtr"`

	NestedList []Inner `json:"nestedList"`
}

// Count is an integer typedef with bounds of its own.
// +k8s:minimum=1
// +k8s:exclusiveMinimum=1
// +k8s:maximum=9
// +k8s:exclusiveMaximum=9
type Count int32

// Narrow is a typedef of a typedef with tighter bounds: its own bounds
// and Count's apply.
// +k8s:exclusiveMinimum=3
// +k8s:maximum=6
type Narrow Count

// Counts is a list typedef whose items are bounded.
// +k8s:eachVal=+k8s:minimum=1
// +k8s:eachVal=+k8s:exclusiveMinimum=1
// +k8s:eachVal=+k8s:maximum=9
// +k8s:eachVal=+k8s:exclusiveMaximum=9
type Counts []uint16

// Weights is a map typedef whose keys and values are bounded; the values
// by negative bounds.
// +k8s:eachKey=+k8s:minimum=1
// +k8s:eachKey=+k8s:exclusiveMinimum=1
// +k8s:eachKey=+k8s:maximum=9
// +k8s:eachKey=+k8s:exclusiveMaximum=9
// +k8s:eachVal=+k8s:minimum=-5
// +k8s:eachVal=+k8s:exclusiveMaximum=-1
type Weights map[uint8]int64

// Inner is a nested struct.
type Inner struct {
	// +k8s:minimum=1
	// +k8s:exclusiveMinimum=1
	// +k8s:maximum=9
	// +k8s:exclusiveMaximum=9
	Value uint32 `json:"value"`
}
