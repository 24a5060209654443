// +k8s:defaulter-gen=TypeMeta

// Package pointercollections tests defaults below pointers to slices,
// arrays and maps, and below collections of collections: the items of
// *[]T, *[N]T, **[]T and [][]T, the values of *map[K]V and []map[K]V, and
// the items of named slice and map types behind a pointer get their
// defaults and their SetDefaults_ functions through the pointer, and a nil
// pointer stays nil. Kubernetes' defaulter-gen writes code that does not
// compile for every one of these shapes; elsewhere the output is its own.
package pointercollections

//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen --output-file zz_generated.defaults.go .
