// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package validatefalse tests the test-only tags validateFalse,
// validateTrue, validateTrueAlpha and validateTrueBeta, with the
// ShortCircuit and NonError flags, on fields, types, list items, map values
// and map keys.
package validatefalse

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
