// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:deepcopy-gen=false

// Package v1 is a core (legacy group) API package: its group is "".
package v1
