// +k8s:defaulter-gen=TypeMeta

// Package pointercollections tests +default below pointers to slices,
// arrays and maps: the items of *[]T and *[N]T and the values of *map[K]V
// get their defaults through the pointer, and a nil pointer stays nil.
package pointercollections

//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen --output-file zz_generated.defaults.go .
