// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil
// +k8s:defaulter-gen=TypeMeta
// +groupName=defaults.kubedv.io

// Package v1 is the API of the "one truth" test of defaults: every kind of
// +default, with the cases of KEP-1929's table where the Go defaulter and
// CRD defaulting agree and where they do not. Its Go defaulter
// (zz_generated.defaults.go) and its CRD (../crds) are both generated from
// the tags below (with its validation code, zz_generated.validations.go);
// a test keeps them current.
package v1

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 .
//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen --output-file zz_generated.defaults.go .
//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 --crd-dir ../crds .
