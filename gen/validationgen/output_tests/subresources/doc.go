// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package subresources tests which request paths RegisterValidations
// dispatches (+k8s:supportsSubresource, +k8s:isSubresource) and the
// conditions +k8s:ifSubresource and +k8s:ifNotSubresource.
package subresources

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
