// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil

// Package ok is a valid generator input for the command's tests.
package ok
