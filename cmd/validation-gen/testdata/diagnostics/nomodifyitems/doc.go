// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil

// Package nomodifyitems is a generator input that must fail with the errors in want.txt.
package nomodifyitems
