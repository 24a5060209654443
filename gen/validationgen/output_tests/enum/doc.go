// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package enum tests +k8s:enum on type declarations and +k8s:enumExclude on
// constants: enum values used as fields, pointers, typedef chains, list
// items, map values and map keys, with the sorted list of supported values
// in every NotSupported error.
package enum

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
