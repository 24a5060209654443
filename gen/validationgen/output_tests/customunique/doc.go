// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package customunique tests +k8s:customUnique on every scope it claims:
// the generated code reports no duplicates (hand-written code does), while
// items keep the identity that ratcheting and item update rules use.
package customunique

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
