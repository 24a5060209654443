// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package eachkey tests +k8s:eachKey on every scope it claims: fields,
// type declarations, and maps nested in lists and maps
// (eachVal=+k8s:eachKey=...).
package eachkey

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
