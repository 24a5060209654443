// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package dependent tests +k8s:dependentRequired and +k8s:dependentForbidden:
// triggers and siblings of every kind (pointers, lists, maps, strings,
// integers, booleans, typedefs), several rules on one field, a sibling
// promoted from an inlined struct, the struct reached through a field, a
// pointer, list items and map values, conditions and lifecycle, and
// ratcheting on the two fields each rule reads.
package dependent

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
