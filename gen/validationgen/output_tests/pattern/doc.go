// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package pattern tests +k8s:pattern on every scope it claims: struct
// fields, type declarations, list items and map values (eachVal) and map
// keys (eachKey), with anchored, unanchored, raw and escaped expressions.
package pattern

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
