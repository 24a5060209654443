// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package monotonic tests +k8s:monotonic on every scope it claims: fields
// of each integer kind, pointers, type declarations and their chains, and
// fields of nested and optional parents.
package monotonic

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
