// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:deepcopy-gen=false

// Package v1alpha1 has nothing to validate.
package v1alpha1
