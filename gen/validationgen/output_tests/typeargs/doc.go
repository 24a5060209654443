// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package typeargs tests the typeArg argument of the test tags: the
// generated call is instantiated explicitly with the named type, which must
// render correctly for builtin types, types of this package, types of
// other packages, pointers, list items, map keys and map values.
package typeargs

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
