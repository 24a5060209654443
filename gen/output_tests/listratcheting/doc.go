// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package listratcheting tests ratcheting of collections (KEP-5073
// "Ratcheting"): on update, listType=map items are correlated with the old
// list by key and re-validated only when new or changed, with their old
// self (so item update rules see them); set and atomic items are validated
// only when not found by value; map values are correlated by key; reordering
// re-validates nothing that did not change.
package listratcheting

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
