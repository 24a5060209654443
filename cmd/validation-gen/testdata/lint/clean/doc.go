// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-typedef-chains=all

// Package clean is a tagged API package with nothing to report.
package clean
