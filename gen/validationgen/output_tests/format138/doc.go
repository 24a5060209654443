// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package format138 tests the formats whose checks Kubernetes v1.38
// changed or added: k8s-resource-fully-qualified-name refuses a second
// slash (a 1.37 tree lets it through: gen/validationgen/output_tests/format), and
// k8s-condition-reason.
package format138

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --kubernetes-release=1.38 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
