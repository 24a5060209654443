// +k8s:defaulter-gen=TypeMeta

// Package untagged has an x.go without the build tag's constraint: the
// generator reads it, as Kubernetes' defaulter-gen does, so its
// SetObjectDefaults_T counts as written by hand and is not generated.
package untagged
