// Package v1 is a kubebuilder API group as `kubebuilder create api`
// scaffolds it, with one addition for kubedv: localSchemeBuilder, to which
// the generated zz_generated.validations.go adds its validation.
//
// +kubebuilder:object:generate=true
// +groupName=guestbook.example.com
// +k8s:validation-gen=TypesWithField=TypeMeta
package v1

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 .

var (
	// GroupVersion is the group and version of these objects.
	GroupVersion = schema.GroupVersion{Group: "guestbook.example.com", Version: "v1"}

	// SchemeBuilder adds the Go types to a scheme (controller-runtime's).
	SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}

	// localSchemeBuilder collects the generated validation (kubedv).
	localSchemeBuilder runtime.SchemeBuilder
)

// AddToScheme adds the types and their generated validation to s.
func AddToScheme(s *runtime.Scheme) error {
	if err := SchemeBuilder.AddToScheme(s); err != nil {
		return err
	}
	return localSchemeBuilder.AddToScheme(s)
}
