// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package item tests +k8s:item(key: value, ...)=<tag> on every scope it
// claims: single and compound keys of string, integer and boolean fields,
// pointer items, typedefs with the tag on the type, list items via eachVal,
// value tags reached through subfield chains, absent items (skipped), and
// the item-level update rules of KEP-5073 (no adding, no removing, no
// modifying one selected item).
package item

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
