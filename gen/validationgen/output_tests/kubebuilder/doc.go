// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +kubebuilder:object:generate=true
// +k8s:defaulter-gen=TypeMeta

// Package kubebuilder tests controller-gen's markers in a package written
// for controller-gen: each marker is enforced as the CRD controller-gen
// writes for it is enforced by the API server, and a field's presence
// follows controller-gen's rule (required without omitempty or +optional).
package kubebuilder

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/util/intstr .
//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen --output-file zz_generated.defaults.go .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
