package crosspkg

import "github.com/kubedv/kubedv/gen/validationgen/output_tests/crosspkg/other"

// T uses package other's types in every position.
type T struct {
	TypeMeta int

	Struct other.Struct `json:"struct"`

	// +k8s:optional
	StructPtr *other.Struct `json:"structPtr"`

	// The field's own rule runs, then other.Count's.
	// +k8s:minimum=2
	Count other.Count `json:"count"`

	CountPtr *other.Count `json:"countPtr"`

	Counts other.Counts `json:"counts"`

	Structs []other.Struct `json:"structs"`

	StructMap map[string]other.Struct `json:"structMap"`

	// Map keys of another package's type are validated by that type.
	NameKeys map[other.Name]int `json:"nameKeys"`

	// +k8s:opaqueType
	OpaqueStruct other.Struct `json:"opaqueStruct"`

	// Only the field's own rule runs.
	// +k8s:opaqueType
	// +k8s:minimum=2
	OpaqueCount other.Count `json:"opaqueCount"`

	// +k8s:eachVal=+k8s:opaqueType
	OpaqueStructs []other.Struct `json:"opaqueStructs"`

	// +k8s:eachVal=+k8s:opaqueType
	OpaqueStructMap map[string]other.Struct `json:"opaqueStructMap"`

	// No generated function exists for this type, so nothing is called.
	Unvalidated other.Unvalidated `json:"unvalidated"`

	Local Local `json:"local"`
}

// Local is a type of this package that holds another package's type, so
// that errors come from two levels of calls.
type Local struct {
	Inner other.Struct `json:"inner"`
}
