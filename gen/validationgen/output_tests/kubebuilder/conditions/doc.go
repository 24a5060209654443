// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
// +kubebuilder:object:generate=true

// Package conditions tests CEL rules whose node holds a type of another
// package, as controller-gen writes it into the CRD: metav1.Condition's
// required keys and bounds come from its markers, so a map list keyed by
// its type is valid and a rule walking it is costed with its maxLength, as
// the API server costs the CRD.
package conditions

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 .

import "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = validatetest.New()
