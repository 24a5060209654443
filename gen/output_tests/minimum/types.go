package minimum

// Struct carries +k8s:minimum on every scope. Every bound is 1 unless the field says otherwise, so that the zero value is always out of bounds.
type Struct struct {
	TypeMeta int

	// +k8s:minimum=1
	IntField int `json:"intField"`

	// A nil pointer is not checked; a non-nil one is.
	// +k8s:minimum=1
	IntPtrField *int `json:"intPtrField"`

	// The bound is on the type declaration only.
	TypedefField Count `json:"typedefField"`

	TypedefPtrField *Count `json:"typedefPtrField"`

	// A field bound and a type bound both apply.
	// +k8s:minimum=3
	TypedefFieldAndTypeField Count `json:"typedefFieldAndTypeField"`

	// Both links of the chain BigCount -> Count apply.
	ChainField BigCount `json:"chainField"`

	ChainPtrField *BigCount `json:"chainPtrField"`

	// +k8s:eachVal=+k8s:minimum=1
	ListField []int32 `json:"listField"`

	// Nil items are not checked.
	// +k8s:eachVal=+k8s:minimum=1
	PtrListField []*int64 `json:"ptrListField"`

	// Items are checked by their type's bound.
	TypedefListField []Count `json:"typedefListField"`

	// The eachVal is on the list type declaration.
	ListTypedefField Counts `json:"listTypedefField"`

	// +k8s:eachVal=+k8s:eachVal=+k8s:minimum=1
	ListOfListsField [][]int8 `json:"listOfListsField"`

	// +k8s:eachVal=+k8s:minimum=1
	MapValueField map[string]int16 `json:"mapValueField"`

	// Values are checked by their type's bound.
	MapTypedefValueField map[string]Count `json:"mapTypedefValueField"`

	// +k8s:eachKey=+k8s:minimum=1
	MapKeyField map[int]string `json:"mapKeyField"`

	// Keys are checked by their type's bound.
	MapTypedefKeyField map[Count]string `json:"mapTypedefKeyField"`

	// The eachKey and eachVal are on the map type declaration.
	MapTypedefField Weights `json:"mapTypedefField"`

	Nested Inner `json:"nested"`

	NestedPtr *Inner `json:"nestedPtr"`

	NestedList []Inner `json:"nestedList"`
}

// Count is an integer typedef with a bound of its own.
// +k8s:minimum=1
type Count int32

// BigCount is a typedef of a typedef with a larger bound: its own bound
// and Count's apply.
// +k8s:minimum=10
type BigCount Count

// Counts is a list typedef whose items are bounded.
// +k8s:eachVal=+k8s:minimum=1
type Counts []uint16

// Weights is a map typedef whose keys and values are bounded.
// +k8s:eachKey=+k8s:minimum=1
// +k8s:eachVal=+k8s:minimum=-5
type Weights map[uint8]int64

// Inner is a nested struct.
type Inner struct {
	// +k8s:minimum=1
	Value uint32 `json:"value"`
}

// Kinds checks the bound with the arithmetic of every integer kind,
// including negative bounds and bounds at the edges of a kind's range.
type Kinds struct {
	TypeMeta int

	// +k8s:minimum=-5
	Int8Field int8 `json:"int8Field"`

	// +k8s:minimum=-300
	Int16Field int16 `json:"int16Field"`

	// +k8s:minimum=-70000
	Int32Field int32 `json:"int32Field"`

	// +k8s:minimum=-9223372036854775807
	Int64Field int64 `json:"int64Field"`

	// +k8s:minimum=-1
	IntField int `json:"intField"`

	// +k8s:minimum=200
	Uint8Field uint8 `json:"uint8Field"`

	// +k8s:minimum=60000
	Uint16Field uint16 `json:"uint16Field"`

	// +k8s:minimum=4000000000
	Uint32Field uint32 `json:"uint32Field"`

	// Payloads are signed 64-bit integers, so this is the largest bound.
	// +k8s:minimum=9223372036854775807
	Uint64Field uint64 `json:"uint64Field"`

	// +k8s:minimum=1
	UintField uint `json:"uintField"`

	// The lowest value of the kind: every value is in bounds.
	// +k8s:minimum=-128
	Int8FloorField int8 `json:"int8FloorField"`

	// +k8s:minimum=-2
	NegativePtrField *int32 `json:"negativePtrField"`
}
