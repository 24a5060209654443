// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package differential holds what hack/upstream-differential.sh found
// different from Kubernetes' generated code (v0.37.2 and v0.38.0-beta.0
// agree on each): the order of a presence error and the short-circuit
// checks of tags named before it, update rules in a struct that is new on
// update, and the undefined option of a conditional presence tag.
package differential

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
