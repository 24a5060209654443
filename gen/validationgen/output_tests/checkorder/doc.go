// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package checkorder tests the order of a value's errors: Kubernetes runs
// a site's checks ordered by the name of the tag that asked for them (short
// -circuit ones first), whatever the order they are written in.
package checkorder

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
