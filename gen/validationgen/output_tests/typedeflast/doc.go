// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package typedeflast tests typedef chains in a package that does not opt
// in to n-deep chains, where Kubernetes' rule holds:
// `type A B` applies only A's own tags, and B contributes only its
// structure (a struct's fields with their tags, a list's items). It also
// tests that the floating comment block above a type is prose, read only
// for selection and subresource tags.
package typedeflast

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
