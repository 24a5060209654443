// Package kubebuilderpointers is issue 31's shape in a package written for
// controller-gen (no defaulter-gen tag: its kinds are defaulted): a
// pointer to a slice of a type with a SetDefaults_ function and
// +kubebuilder:default fields, as Env *[]corev1.EnvVar, and a pointer to a
// map of such structs.
// +kubebuilder:object:generate=true
// +groupName=pointers.example.com
package kubebuilderpointers

//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen --output-file zz_generated.defaults.go .
