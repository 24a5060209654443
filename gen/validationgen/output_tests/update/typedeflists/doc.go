// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package typedeflists tests item rules on fields whose list semantics
// (+k8s:listType, +k8s:listMapKey) are declared on the field's typedef
// rather than on the field: the items keep the identity the type gives
// them.
package typedeflists

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
