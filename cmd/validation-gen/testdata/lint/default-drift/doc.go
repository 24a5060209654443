// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil

// Package drift holds the cases of KEP-1929's table: defaults whose effect
// is, or is not, the same in the Go defaulter and in CRD defaulting.
package drift
