// +k8s:defaulter-gen=TypeMeta

// Package hiddenfuncs has defaulting functions in a file the build tag
// leaves out: Kubernetes' defaulter-gen never reads them, and neither
// does this generator, but the go command builds them.
package hiddenfuncs
