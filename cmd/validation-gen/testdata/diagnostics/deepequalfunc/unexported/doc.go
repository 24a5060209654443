// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-deep-equal-func=reflect.deepValueEqual

// Package unexported is a generator input that must fail with the errors in ../want.txt.
package unexported
