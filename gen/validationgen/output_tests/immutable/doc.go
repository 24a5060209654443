// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package immutable tests +k8s:immutable on every scope it claims: fields
// of every kind (scalars, pointers, structs, lists, maps), type
// declarations and their chains, list items and map values via eachVal,
// and fields of nested and optional parents (parent-lifecycle scoping).
package immutable

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
