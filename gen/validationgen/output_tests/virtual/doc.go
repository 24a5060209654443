// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package virtual tests the KEP's virtual fields: +k8s:memberOf groups of
// fields and of listType=map items selected with +k8s:listMapItem,
// declared with +k8s:union.
package virtual

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
