// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package eachval tests +k8s:eachVal on every scope it claims: fields,
// type declarations, and nested collections (eachVal=+k8s:eachVal=...),
// over lists, lists of pointers, maps and their typedefs.
package eachval

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
