// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:deepcopy-gen=false

// Package v2 is the second version of the widgets group.
package v2
