// +k8s:defaulter-gen=TypeMeta

// Package kinds tests +default on fields of every kind: scalars, pointers,
// structs, slices, maps, typedefs, list items and map values, ref() and
// the +k8s:default spelling.
package kinds

//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen --output-file zz_generated.defaults.go .
