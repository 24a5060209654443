// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=Scheme
// +k8s:validation-gen-test-fixture=validateTrue

// Package generate is selected for generation, so lint also reports what
// only generation checks, such as its package tags.
package generate
