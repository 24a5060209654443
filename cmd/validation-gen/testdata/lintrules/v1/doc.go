// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validaton-gen-input=example.com/misspelled
// +groupName=example.com

// Package v1 misspells a generator tag and does not say whether
// deepcopy-gen applies to its versioned types.
package v1
