// Package fixturefile is a hand-written stand-in for a validation-gen
// package tagged +k8s:validation-gen-test-fixture=validateFalse, used by
// validatetest's own tests of the fixture workflow. Every registered type
// reports +k8s:validateFalse-style forced failures at several field paths
// (or, for Quiet, none), and testdata/validate-false.json holds what
// Tester.ValidateFixtures expects of their fuzzed values.
//
// It deliberately carries no +k8s:validation-gen package tags: the
// generator must leave it alone, or it would emit a second
// RegisterValidations and a second TestValidation here.
package fixturefile

import "github.com/kubedv/kubedv/validatetest"

// localSchemeBuilder is the scheme builder a generated init() registers
// into, named as in Kubernetes API packages.
var localSchemeBuilder = validatetest.New()
