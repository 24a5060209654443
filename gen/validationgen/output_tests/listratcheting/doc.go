// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package listratcheting tests ratcheting of collections (KEP-5073
// "Ratcheting"): on update, listType=map items are correlated with the old
// list by key and re-validated only when new or changed, with their old
// self (so item update rules see them); set items (listType=set or
// +k8s:unique=set) are validated only when not found by value; map values
// are correlated by key. Items of atomic lists and arrays have no identity,
// as in Kubernetes: an unchanged list is skipped, and once it changed every
// item is validated, with no old value.
package listratcheting

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
