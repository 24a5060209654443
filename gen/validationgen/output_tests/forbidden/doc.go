// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package forbidden tests +k8s:forbidden on every kind of field: a set
// field reports field.Forbidden and nothing else, an unset field nothing at
// all; neither runs the field's other checks or its type's validation.
package forbidden

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
