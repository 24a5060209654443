// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +k8s:validation-gen-test-fixture=validateFalse

// Package testfixture tests the fixture workflow: the generator writes
// zz_generated.validations_test.go, whose TestValidation compares the
// validateFalse errors of every registered type, filled with deterministic
// random data, with testdata/validate-false.json. Refresh that file with
// UPDATE_VALIDATION_GEN_FIXTURE_DATA=true go test .
package testfixture

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
