// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-deep-equal-func=github.com/kubedv/kubedv/gen/validationgen/output_tests/deepequalfunc/other.DeepEqual

// Package crosspkg tests +k8s:validation-gen-deep-equal-func naming a
// function of another package, one that takes two values of any type
// (func(a, b any) bool) rather than a generic one: ratcheting and set
// uniqueness call it.
package crosspkg

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --kubernetes-release=1.38 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
