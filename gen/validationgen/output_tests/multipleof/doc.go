// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package multipleof tests +k8s:multipleOf (kubernetes/kubernetes#138110)
// on every scope it claims: struct fields and pointers, type declarations
// and chains, list items and map values (eachVal), map keys (eachKey), with
// signed, unsigned and named integer types, and with +k8s:optional.
package multipleof

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
