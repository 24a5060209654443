// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package recursive tests recursive types: a tree that recurses through
// pointers, lists and maps with validation at every level, types that
// recurse through each other, and recursive types with validation only
// deep inside, or none at all.
package recursive

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
