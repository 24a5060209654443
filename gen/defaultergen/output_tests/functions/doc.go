// +k8s:defaulter-gen=TypeMeta

// Package functions tests how generated defaulters call hand-written
// SetDefaults_<Type> functions: base before additional before field
// defaults, "covers" stopping the descent, functions of a peer package
// (--extra-peer-dirs), recursive types, and per-type opt-in and opt-out.
package functions

//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen --output-file zz_generated.defaults.go --extra-peer-dirs github.com/kubedv/kubedv/gen/defaultergen/output_tests/functions/peer .
