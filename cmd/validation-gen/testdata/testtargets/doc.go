// +k8s:validation-gen=*
// +k8s:validation-gen-test-targets

// Package testtargets asks for a coverage test file of its own, as some of
// Kubernetes' generator tests do. Its rules mirror the cases of
// Kubernetes' opaque-type test: where type rules are declared, and where
// opaqueType stops them.
package testtargets

import "k8s.io/apimachinery/pkg/runtime"

var localSchemeBuilder = &runtime.SchemeBuilder{}

type Struct struct {
	// +k8s:validateFalse="field Struct.StructField"
	StructField OtherStruct `json:"structField"`

	// +k8s:validateFalse="field Struct.OpaqueStructField"
	// +k8s:opaqueType
	OpaqueStructField OtherStruct `json:"opaqueStructField"`

	// +k8s:eachVal=+k8s:validateFalse="field Struct.ListMap vals"
	// +k8s:listType=map
	// +k8s:listMapKey=s
	ListMap []OtherStruct `json:"listMap"`

	// +k8s:eachVal=+k8s:validateFalse="field Struct.OpaqueSlice vals"
	// +k8s:eachVal=+k8s:opaqueType
	OpaqueSlice []OtherStruct `json:"opaqueSlice"`

	// +k8s:eachKey=+k8s:validateFalse="field Struct.Map keys"
	Map map[OtherString]OtherStruct `json:"map"`

	// +k8s:eachKey=+k8s:opaqueType
	OpaqueKeyMap map[OtherString]string `json:"opaqueKeyMap"`

	// +k8s:optional
	// +k8s:validateTrue="checks nothing that can fail"
	Quiet *string `json:"quiet,omitempty"`
}

// +k8s:validateFalse="type OtherStruct"
type OtherStruct struct {
	// +k8s:validateFalse="field OtherStruct.S"
	S string `json:"s"`
}

// +k8s:validateFalse="type OtherString"
type OtherString string
