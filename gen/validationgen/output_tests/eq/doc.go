// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package eq tests +k8s:eq (Kubernetes v1.38) with string, integer and
// boolean values on every scope it claims: struct fields, pointers, type
// declarations, list items and map values (eachVal), map keys (eachKey)
// and a subfield chain, as Kubernetes v1.38's apps and core APIs use it.
package eq

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
