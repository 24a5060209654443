// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package equalto tests +k8s:equalTo (kubernetes/kubernetes#137967) with
// the cases of Kubernetes' own output test for it (strings, integers,
// pointers, both directions) and more: named types, nested structs,
// ratcheting on update.
package equalto

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
