// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package update tests +k8s:update on every scope it claims: each rule
// (NoSet, NoModify, NoClear and its alias NoUnset, NoAddItem, NoRemoveItem)
// on strings, integers, booleans, pointers, structs, lists with set and map
// semantics and maps; repeated tags and comma lists; list items and map
// values via eachVal; subfields; and fields of optional parents.
package update

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
