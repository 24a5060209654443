// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-deep-equal-func=Eq

// Package badsig is a generator input that must fail with the errors in ../want.txt.
package badsig

func Eq(a, b int) bool { return a == b }
