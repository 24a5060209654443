// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-deep-equal-func=Eq

// Package badgeneric is a generator input that must fail with the errors in ../want.txt.
package badgeneric

func Eq[T comparable](a, b T) bool { return a == b }
