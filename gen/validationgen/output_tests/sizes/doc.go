// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package sizes tests the size tags on every scope they claim: minLength,
// maxLength and maxBytes on strings, minItems and maxItems on lists,
// minProperties and maxProperties on maps. Each root type carries the
// lower and upper limits of its kind together, and one table per kind
// drives every scope.
package sizes

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
