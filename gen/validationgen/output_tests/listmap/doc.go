// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package listmap tests +k8s:listType=map with +k8s:listMapKey on every
// scope they claim: single and compound keys of several kinds, pointer
// items, pointers to lists, typedefs with the tags on the type, typedef
// chains, and two-phase chains that make list items and map values map
// lists (+k8s:eachVal=+k8s:listType=map with +k8s:eachVal=+k8s:listMapKey).
package listmap

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
