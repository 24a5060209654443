// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-deep-equal-func=Eq
// +k8s:validation-gen-deep-equal-func=Eq

// Package twice is a generator input that must fail with the errors in ../want.txt.
package twice

func Eq[T any](a, b T) bool { return true }
