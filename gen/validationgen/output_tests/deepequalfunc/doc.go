// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-deep-equal-func=SameShape

// Package deepequalfunc tests +k8s:validation-gen-deep-equal-func on a
// Kubernetes v1.38 tree: the package's own function decides, on update,
// whether values == cannot compare changed, for fields, map values and set
// items, and which set items are duplicates; values == compares once
// pointers are followed (*int) are compared with ==. crosspkg names a
// function of another package; ../deepequalfunc137 is a 1.37 tree, whose
// generator ignores the tag.
package deepequalfunc

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --kubernetes-release=1.38 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()

// SameShapeCalls counts the calls, so that tests see it is used, and
// SameShapeIntCalls those with two *int values, which it must not get.
var SameShapeCalls, SameShapeIntCalls int

// SameShape says two Boxes are equal when both or neither hold a value,
// whatever the value: a verdict the generated equality would not reach.
func SameShape[T any](a, b T) bool {
	SameShapeCalls++
	if _, isInt := any(a).(*int); isInt {
		SameShapeIntCalls++
	}
	x, ok := any(a).(*Box)
	if !ok {
		return false
	}
	y := any(b).(*Box)
	if x == nil || y == nil {
		return x == y
	}
	return (x.Value == nil) == (y.Value == nil)
}
