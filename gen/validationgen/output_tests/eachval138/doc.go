// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package eachval138 tests +k8s:eachVal on a Kubernetes v1.38 tree: the
// checks it puts on items stop nothing (each tag is a pass of its own over
// the items, and a failing item stops neither the other passes nor the
// value's other checks), and a validated map of pointers reports each nil
// value as Required before anything else. The same types on a 1.37 tree:
// Stops in gen/validationgen/output_tests/eachval.
package eachval138

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --kubernetes-release=1.38 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
