package bounds

// Kinds checks the bounds with the arithmetic of every integer kind,
// including negative bounds and bounds at the edges of a kind's range.
// Each kind has an inclusive pair (minimum, maximum) and an exclusive pair
// (exclusiveMinimum, exclusiveMaximum) with the same payloads.
type Kinds struct {
	TypeMeta int

	// +k8s:minimum=-5
	// +k8s:maximum=5
	Int8 int8 `json:"int8"`

	// +k8s:exclusiveMinimum=-5
	// +k8s:exclusiveMaximum=5
	Int8Exclusive int8 `json:"int8Exclusive"`

	// +k8s:minimum=-300
	// +k8s:maximum=300
	Int16 int16 `json:"int16"`

	// +k8s:exclusiveMinimum=-300
	// +k8s:exclusiveMaximum=300
	Int16Exclusive int16 `json:"int16Exclusive"`

	// Both bounds are negative.
	// +k8s:minimum=-70000
	// +k8s:maximum=-69000
	Int32 int32 `json:"int32"`

	// +k8s:exclusiveMinimum=-70000
	// +k8s:exclusiveMaximum=-69000
	Int32Exclusive int32 `json:"int32Exclusive"`

	// Only the two extremes of the kind are out of bounds.
	// +k8s:minimum=-9223372036854775807
	// +k8s:maximum=9223372036854775806
	Int64 int64 `json:"int64"`

	// The extremes themselves are the bounds, so only they are out.
	// +k8s:exclusiveMinimum=-9223372036854775808
	// +k8s:exclusiveMaximum=9223372036854775807
	Int64Exclusive int64 `json:"int64Exclusive"`

	// +k8s:minimum=-3
	// +k8s:maximum=-1
	Int int `json:"int"`

	// Only -2 is in bounds.
	// +k8s:exclusiveMinimum=-3
	// +k8s:exclusiveMaximum=-1
	IntExclusive int `json:"intExclusive"`

	// +k8s:minimum=100
	// +k8s:maximum=200
	Uint8 uint8 `json:"uint8"`

	// +k8s:exclusiveMinimum=100
	// +k8s:exclusiveMaximum=200
	Uint8Exclusive uint8 `json:"uint8Exclusive"`

	// +k8s:minimum=50000
	// +k8s:maximum=60000
	Uint16 uint16 `json:"uint16"`

	// +k8s:exclusiveMinimum=50000
	// +k8s:exclusiveMaximum=60000
	Uint16Exclusive uint16 `json:"uint16Exclusive"`

	// +k8s:minimum=3000000000
	// +k8s:maximum=4000000000
	Uint32 uint32 `json:"uint32"`

	// +k8s:exclusiveMinimum=3000000000
	// +k8s:exclusiveMaximum=4000000000
	Uint32Exclusive uint32 `json:"uint32Exclusive"`

	// Payloads are signed 64-bit integers, so this is the largest bound;
	// larger uint64 values must still compare correctly. Only the bound
	// itself is in bounds.
	// +k8s:minimum=9223372036854775807
	// +k8s:maximum=9223372036854775807
	Uint64 uint64 `json:"uint64"`

	// +k8s:exclusiveMinimum=9223372036854775807
	Uint64AboveMaxInt64 uint64 `json:"uint64AboveMaxInt64"`

	// +k8s:exclusiveMaximum=9223372036854775807
	Uint64BelowMaxInt64 uint64 `json:"uint64BelowMaxInt64"`

	// Only 1 is in bounds.
	// +k8s:minimum=1
	// +k8s:maximum=1
	Uint uint `json:"uint"`

	// Only 1 is in bounds; the lower bound is zero.
	// +k8s:exclusiveMinimum=0
	// +k8s:exclusiveMaximum=2
	UintExclusive uint `json:"uintExclusive"`

	// Only zero is in bounds.
	// +k8s:maximum=0
	// +k8s:exclusiveMaximum=1
	UintZero uint `json:"uintZero"`

	// The bounds are the extremes of the kind: every value is in bounds.
	// +k8s:minimum=-128
	// +k8s:maximum=127
	Int8Full int8 `json:"int8Full"`

	// Every value but the extremes of the kind is in bounds.
	// +k8s:exclusiveMinimum=-128
	// +k8s:exclusiveMaximum=127
	Int8Inner int8 `json:"int8Inner"`

	// Negative bounds on a pointer: only -3 is in bounds.
	// +k8s:minimum=-4
	// +k8s:exclusiveMinimum=-4
	// +k8s:maximum=-2
	// +k8s:exclusiveMaximum=-2
	NegativePtr *int32 `json:"negativePtr"`
}
