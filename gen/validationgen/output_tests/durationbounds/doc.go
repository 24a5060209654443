// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package durationbounds tests +k8s:minimum and +k8s:maximum with a quoted
// Go duration (kubernetes/kubernetes#142368, Kubernetes v1.38) on
// time.Duration and metav1.Duration values: fields, pointers, list items
// (eachVal), map values, with +k8s:optional, on create and on update.
package durationbounds

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
