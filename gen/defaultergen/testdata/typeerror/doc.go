// +k8s:defaulter-gen=TypeMeta

// Package typeerror does not compile; Kubernetes' defaulter-gen defaults
// what does.
package typeerror
