// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-typedef-chains=all
// +k8s:defaulter-gen=TypeMeta
// +groupName=widgets.kubedv.io
// +k8s:openapi-gen=true

// Package v1 is version v1 of the widgets.kubedv.io example API.
//
// It is a small apps/v1-style API written the way a real API author would
// write one: Go types with `+k8s:` validation tags, standard scheme
// registration and hand-written deep copies. Its validation code is not
// written by hand; validation-gen reads the tags in types.go and generates
// zz_generated.validations.go, which registers itself with the
// SchemeBuilder so that runtime.Scheme.Validate and ValidateUpdate run it.
//
// Its defaults are declared the same way: defaulter-gen reads the +default
// tags and generates zz_generated.defaults.go, whose RegisterDefaults is
// added to the SchemeBuilder so that runtime.Scheme.Default applies them.
//
// The package tags above the package doc comment select every type with a
// TypeMeta field (Widget and WidgetList) as a validation and defaulting
// root, and opt in to n-deep typedef chains: OwnerHandle's values are
// checked by its own tags and by those of Handle, the type it is declared
// from (by default, as in Kubernetes, only a type's own tags apply).
package v1

//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 .
//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen --output-file zz_generated.defaults.go .
//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 --crd-dir ../crds .
