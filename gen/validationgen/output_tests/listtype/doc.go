// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package listtype tests +k8s:listType=atomic and +k8s:listType=set on every
// scope they claim: fields, pointers to lists, lists of pointers, typedefs
// (tags on the type declaration), typedef chains, list items and map values
// via eachVal, and nested structs. listType=map lives in package listmap.
package listtype

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
