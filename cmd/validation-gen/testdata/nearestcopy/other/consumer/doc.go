// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package consumer calls ../../types' functions: the registering copy on a
// Kubernetes 1.37 tree, the nearest one (../external) on a 1.38 tree.
package consumer

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
