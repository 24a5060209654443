// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-input=github.com/kubedv/kubedv/cmd/validation-gen/testdata/nearestcopy/types
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package registered holds the registering copy of ../types' functions.
package registered

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
