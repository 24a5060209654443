// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package typedefs tests typedef chains three links deep (type Top Mid;
// type Mid Base; type Base int): the tags on every link apply, wherever
// the top type is used: fields, pointer fields, list items, map keys and
// map values, and chains of list and map types.
package typedefs

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
