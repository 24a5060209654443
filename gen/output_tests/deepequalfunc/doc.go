// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-deep-equal-func=SameShape

// Package deepequalfunc tests +k8s:validation-gen-deep-equal-func
// (Kubernetes v1.38): the package's own function decides, on update,
// whether values == cannot compare changed, for fields, map values and set
// items, and which set items are duplicates.
package deepequalfunc

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()

// SameShapeCalls counts the calls, so that tests see it is used.
var SameShapeCalls int

// SameShape says two Boxes are equal when both or neither hold a value,
// whatever the value: a verdict the generated equality would not reach.
func SameShape[T any](a, b T) bool {
	SameShapeCalls++
	x, ok := any(a).(*Box)
	if !ok {
		return false
	}
	y := any(b).(*Box)
	return (x.Value == nil) == (y.Value == nil)
}
