// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package subfieldinherit tests that +k8s:subfield(name)=<tag> inherits the
// short-circuit rules written on the field it selects (presence, update
// rules, size limits), which stop the subfield's own checks without being
// reported twice, and that +k8s:opaqueType on the field or on the struct's
// type declaration stops that inheritance.
package subfieldinherit

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
