// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil
// +groupName=kit.kubedv.io
// +k8s:openapi-gen=true

// Package v1 is the API the differential kit runs on: every tag the CRD
// backend expresses, at every place it may be written (fields, pointers,
// typedefs, list items, map values, nested structs). Its validation code
// (zz_generated.validations.go) and its CRD (../crds) are both generated
// from the tags below; a test keeps them current.
package v1

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 .
//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 --crd-dir ../crds .
