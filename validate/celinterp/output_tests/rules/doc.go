// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package rules tests CEL rules in both spellings (+k8s:validation:cel and
// +kubebuilder:validation:XValidation) on types, fields, typedefs, pointers,
// list items and map values, with transition rules, messageExpression,
// reason and fieldPath, evaluated by the interpreted tier.
package rules

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --cel-tier=interpreted .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
