// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package unique tests +k8s:unique=set|map on every scope it claims:
// uniqueness without set or map list semantics, with single and compound
// keys, pointer items, typedefs and their chains, list items and map values
// via eachVal, and the item identity that update rules and ratcheting use.
package unique

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
