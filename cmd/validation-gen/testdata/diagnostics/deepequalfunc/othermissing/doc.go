// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-deep-equal-func=k8s.io/apimachinery/pkg/api/equality.Semantic.Nope

// Package othermissing is a generator input that must fail with the errors in ../want.txt.
package othermissing
