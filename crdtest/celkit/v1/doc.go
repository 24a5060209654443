// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil
// +groupName=celkit.kubedv.io

// Package v1 is the differential kit's API for CEL rules (KEP-3937): rules
// in both spellings on types and fields, typedefs, pointers, list items and
// map values, with transition rules (with and without optionalOldSelf),
// messageExpression, reason and fieldPath. Its validation code runs them in
// the interpreted tier; its CRD (../crds) carries them for the API server.
package v1

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 --readonly-pkg k8s.io/apimachinery/pkg/api/resource .
//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 --readonly-pkg k8s.io/apimachinery/pkg/api/resource --crd-dir ../crds .
