// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package itemorder tests the order of the errors of a list's or a map's
// items: Kubernetes reports, in passes over all items, the checks that
// eachKey and eachVal put on them, then the list's duplicates, then the
// items' type validation.
package itemorder

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
