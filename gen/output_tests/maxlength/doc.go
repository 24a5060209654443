// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package maxlength tests +k8s:maxLength on every scope it claims: struct
// fields, type declarations, list items and map values (eachVal) and map
// keys (eachKey). Lengths count characters, so multi-byte strings may be
// longer in bytes than the limit.
package maxlength

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
