// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package subfieldinherit138 is gen/validationgen/output_tests/subfieldinherit on a
// Kubernetes v1.38 tree: a +k8s:subfield(name)=<tag> rule is the parent's
// own and inherits nothing from the selected field's declaration, so the
// field's presence, update and size rules do not stop it (each is still
// reported once, by the struct's own function).
package subfieldinherit138

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --kubernetes-release=1.38 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
