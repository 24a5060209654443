// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package timeformats tests +k8s:format=k8s-duration and
// +k8s:format=k8s-date-time (kubernetes/kubernetes#138122, #138120, not
// merged upstream): what metav1.Duration and metav1.Time decode, on
// fields, pointers, typedefs, list items and map keys, on create and
// update.
package timeformats

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
