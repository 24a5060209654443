// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-typedef-chains=all

// Package subfield tests +k8s:subfield(jsonName)=<tag> on every scope it
// claims: struct fields, pointers to structs, an embedded shared struct
// (metav1.ObjectMeta, whose declaration cannot carry per-use tags),
// typedefs and their chains, list items and map values via eachVal, fields
// promoted from inlined structs, update rules through subfield, and chains
// of depth 3 (subfield(a)=+k8s:eachVal=+k8s:subfield(b)=..., and
// subfield(a)=+k8s:subfield(b)=+k8s:subfield(c)=...).
package subfield

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
