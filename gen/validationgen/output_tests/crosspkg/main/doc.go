// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package crosspkg tests calls into another package's generated
// validation: with --readonly-pkg, fields, pointers, list items and map
// values of package other's types call other.Validate_<Type> with correct
// error paths, and +k8s:opaqueType skips those calls.
//
// The directory is named main, as the brief asks; the package is not,
// because a package named main must be a command.
package crosspkg

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg github.com/kubedv/kubedv/gen/validationgen/output_tests/crosspkg/other .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
