// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-deep-equal-func=example.invalid/nothere.DeepEqual

// Package unloadable is a generator input that must fail with the errors in ../want.txt.
package unloadable
