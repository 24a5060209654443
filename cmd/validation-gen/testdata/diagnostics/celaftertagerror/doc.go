// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil

// Package celaftertagerror is a generator input that must fail with the
// errors in want.txt: a tag error in one type does not hide the CEL error of
// the next.
package celaftertagerror
