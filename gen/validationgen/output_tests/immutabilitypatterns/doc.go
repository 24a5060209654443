// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package immutabilitypatterns tests every row of KEP-5073's immutability
// pattern tables ("Common Patterns Reference": non-lists/maps, lists/maps
// and list items) and the KEP's demonstrated examples, on create and on
// each update transition. Rows that need +default are not covered:
// declarative defaults are not implemented.
package immutabilitypatterns

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
