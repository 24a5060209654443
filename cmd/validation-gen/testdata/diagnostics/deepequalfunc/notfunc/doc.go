// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-deep-equal-func=Limit

// Package notfunc is a generator input that must fail with the errors in ../want.txt.
package notfunc

var Limit = 3
