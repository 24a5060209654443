// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package setequal tests listType=set and unique=set over items that ==
// cannot compare (structs holding slices or quantities, maps, pointers):
// duplicates are found by semantic equality, as Kubernetes does, and items
// correlate with equal old items on update.
package setequal

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
