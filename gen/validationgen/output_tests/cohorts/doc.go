// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package cohorts tests cohorts of the test tags: checks that share a
// cohort short-circuit only each other, the unnamed cohort runs first and
// its short-circuit failures stop everything, and named cohorts run in the
// order they first appear.
package cohorts

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
