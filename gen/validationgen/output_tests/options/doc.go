// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package options tests +k8s:ifEnabled and +k8s:ifDisabled: on fields,
// pointers, typedefs, struct types, list items, map keys and values, nested
// in each other, around presence tags, and on enum constants (enumExclude).
package options

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
