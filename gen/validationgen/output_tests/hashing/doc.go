// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package hashing tests the correlation of list items that == cannot
// compare, through generated hash helpers, where parts of an item hash to
// a constant (interfaces, types with an Equal method): the helpers must
// compile and items must still correlate on update.
package hashing

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
