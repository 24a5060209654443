// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package bounds tests the four numeric bound tags (minimum,
// exclusiveMinimum, maximum and exclusiveMaximum) on every scope they
// claim: struct fields, type declarations, list items and map
// values (eachVal) and map keys (eachKey), for every integer kind. One
// table drives all four tags.
package bounds

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
