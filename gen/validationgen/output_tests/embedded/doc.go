// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package embedded tests embedded structs: inlined ones (json:",inline",
// or no JSON name, as encoding/json does) contribute their fields at the
// parent's level; one with a JSON name is a nested object.
package embedded

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
