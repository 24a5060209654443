// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package ptrslices tests the nil-item check Kubernetes puts on struct
// fields holding lists of pointers: a nil item is reported Required, and
// the field's other checks are skipped, whenever the field has any
// validation (its own or its items' type's).
package ptrslices

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
