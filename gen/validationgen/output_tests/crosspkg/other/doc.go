// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package other declares validated types that package crosspkg (in ../main)
// uses. Its generated Validate_ functions are what crosspkg calls when it is
// generated with --readonly-pkg for this package.
package other

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
