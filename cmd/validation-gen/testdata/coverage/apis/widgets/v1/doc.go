// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:deepcopy-gen=false

// Package v1 is a versioned API package for the coverage fixture tests.
package v1
