// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package formatext tests project-defined formats (Kubernetes v1.38's
// --validation-extensions-file, kubernetes/kubernetes#142116): the formats
// of extensions.yaml on every scope +k8s:format claims, with the cases of
// Kubernetes' own example test (examples/extensions/output_tests/formats).
package formatext

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --validation-extensions-file=extensions.yaml .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
