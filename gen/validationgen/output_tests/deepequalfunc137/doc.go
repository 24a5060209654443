// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-deep-equal-func=SameShape

// Package deepequalfunc137 is ../deepequalfunc on a Kubernetes v1.37 tree,
// whose validation-gen does not read +k8s:validation-gen-deep-equal-func:
// the function is never called, and ratcheting compares values as
// Kubernetes' semantic equality does.
package deepequalfunc137

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --kubernetes-release=1.37 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()

// SameShapeCalls counts the calls: there must be none.
var SameShapeCalls int

// SameShape would call two Boxes equal when both or neither hold a value.
func SameShape[T any](a, b T) bool {
	SameShapeCalls++
	return true
}
