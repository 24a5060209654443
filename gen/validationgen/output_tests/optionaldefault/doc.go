// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package optionaldefault tests +k8s:optional on fields with a +default, as
// Kubernetes' generator treats them: the server defaults the field before
// validation, so an unset field is an error (required); a non-pointer field
// whose default is its zero value has no presence check at all.
package optionaldefault

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
