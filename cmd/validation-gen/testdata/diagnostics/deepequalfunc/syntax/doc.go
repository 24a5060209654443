// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-deep-equal-func=Eq(a, b)

// Package syntax is a generator input that must fail with the errors in ../want.txt.
package syntax
