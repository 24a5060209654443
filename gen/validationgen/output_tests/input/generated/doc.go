// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-input=github.com/kubedv/kubedv/gen/validationgen/output_tests/input/types

// Package generated holds the validation of package input/types, which it
// names with +k8s:validation-gen-input: the generated functions take
// *types.Widget and are registered here.
package generated

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
