// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package constraint tests the field-reference bounds, minimum, maximum and
// their exclusive forms with a constraint: argument naming another field:
// sibling fields and dot paths, integers of different
// kinds, typedefs and pointers, a limit promoted from an inlined struct, a
// bound inside a nested struct, lifecycle and conditions, the struct
// reached through a pointer, list items and map values, and ratcheting on
// the two fields each bound reads.
package constraint

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
