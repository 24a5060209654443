// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package tagcompat tests tag placements that Kubernetes' generator
// accepts: lifecycle tags inside chains, +k8s:opaqueType on a type
// declaration, an enum without constants, unions and mode discriminators
// reached through +k8s:subfield or under +k8s:ifEnabled, a union
// discriminator without members, and tags on unexported fields.
package tagcompat

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
