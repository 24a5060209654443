// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil

// Package generatecel has nothing wrong but a CEL rule that generation
// refuses (a field that does not exist): lint reports it and exits 1.
package generatecel
