// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package zerooroneof tests +k8s:zeroOrOneOfMember: members of every kind,
// several unions per struct (next to an exactly-one-of union), members that
// are list items selected with +k8s:item (string and integer keys, on a
// list field and a list type), union structs reached through a field, a
// pointer, list items and map values, conditions and lifecycle on a whole
// union, and ratcheting on the members' set-ness only.
package zerooroneof

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
