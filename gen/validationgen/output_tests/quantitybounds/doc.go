// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

// Package quantitybounds tests +k8s:minimum and +k8s:maximum on
// resource.Quantity values (Kubernetes v1.38; v1.37 refused both there):
// fields, pointers, list items and map values (eachVal), on create and
// update. resource is a readonly package, as Kubernetes passes it.
package quantitybounds

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/api/resource .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
