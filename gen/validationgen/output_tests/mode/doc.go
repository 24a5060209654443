// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package mode tests +k8s:modeDiscriminator and +k8s:ifMode: payloads that
// apply only in some modes, fields forbidden in the modes they do not name,
// string, typedef, bool, integer and pointer discriminators, several
// modalities, lifecycle and conditions around ifMode, the struct reached
// through a pointer, list items and map values, and ratcheting.
package mode

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
