// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package uriformat tests +k8s:format=k8s-uri (kubernetes/kubernetes#138119,
// not merged upstream): an absolute URI, as Go's url.ParseRequestURI reads
// it, with a scheme; on fields, pointers, list items, on create and update.
package uriformat

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
