// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen-input=github.com/kubedv/kubedv/gen/defaultergen/output_tests/input/types

// Package input tests +k8s:defaulter-gen-input: the defaulters for the
// types of another package are generated here, next to hand-written
// defaulting functions for them, as Kubernetes does for k8s.io/api.
package input

//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen --output-file zz_generated.defaults.go .
