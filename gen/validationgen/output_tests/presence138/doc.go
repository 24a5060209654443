// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package presence138 tests the presence tags as Kubernetes v1.38 has
// them: a string payload on +k8s:required and +k8s:forbidden is the
// error's detail, and +k8s:required or +k8s:optional on a field holding a
// struct by value is documentation (the struct's members decide). The
// same tags on a 1.37 tree: gen/validationgen/output_tests/required and optional.
package presence138

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --kubernetes-release=1.38 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
