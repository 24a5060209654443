// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package twophase tests tags that depend on other tags of the same value
// (list semantics, list-map keys, item selectors, update rules) when they
// are written inside chains: eachVal, subfield, lifecycle and typedefs.
// Kubernetes' generator refuses these; ours supports them.
package twophase

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
