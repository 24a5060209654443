// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package union tests +k8s:unionMember and +k8s:unionDiscriminator: unions
// with and without a discriminator, members of every kind (pointers,
// lists, maps, strings, integers, booleans, typedefs), several unions per
// struct, members that are list items selected with +k8s:item (on a list
// field, a list type and a list of pointers with a compound key), union
// structs reached through a field, a pointer, list items and map values,
// lifecycle and option conditions on a whole union, and ratcheting: an
// update that leaves a union's members and discriminator alone is not
// re-validated, whatever else changes.
package union

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
