// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-deep-equal-func=Missing

// Package deepequalfunc is a generator input that must fail with the errors in want.txt.
package deepequalfunc
