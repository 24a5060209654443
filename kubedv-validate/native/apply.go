package native

import (
	"sync"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/managedfields"
	utilopenapi "k8s.io/apiserver/pkg/util/openapi"
	aggregatorscheme "k8s.io/kube-aggregator/pkg/apiserver/scheme"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	generatedopenapi "k8s.io/kubernetes/pkg/generated/openapi"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kubedv/kubedv/kubedv-validate/internal/typeconv"
)

// Server-side apply of native kinds, with the field manager kube-apiserver
// builds for each resource: the type converter from Kubernetes' generated
// OpenAPI models of the served resources (package typeconv: so the merge
// knows each list's type and keys), the legacy scheme to convert and
// default, the strategy's reset fields. Built on the first update, not at start-up.

var (
	typeConverterOnce sync.Once
	typeConverter     managedfields.TypeConverter
	typeConverterErr  error
)

// nativeTypeConverter is kube-apiserver's: the OpenAPI models of the
// resources of the table (and every type they use), as its
// getOpenAPIModels builds them, with the definitions of disabled feature
// gates' fields restored as it does, named by its namer over its scheme
// and the aggregator's (whose APIService it serves with the same
// definitions).
func nativeTypeConverter() (managedfields.TypeConverter, error) {
	typeConverterOnce.Do(func() {
		var objects []runtime.Object
		for _, r := range nativeTable {
			for _, ver := range r.Versions {
				obj, err := r.scheme().New(schema.GroupVersionKind{Group: r.Group, Version: ver, Kind: r.Kind})
				if err != nil {
					typeConverterErr = err
					return
				}
				objects = append(objects, obj)
			}
		}
		defs := utilopenapi.GetOpenAPIDefinitionsWithoutDisabledFeatures(generatedopenapi.GetOpenAPIDefinitions)
		typeConverter, typeConverterErr = typeconv.New("Kubernetes", defs, legacyscheme.Scheme, objects, aggregatorscheme.Scheme)
	})
	return typeConverter, typeConverterErr
}

// resetFieldsStrategy is a strategy that says which fields it resets
// (a resource's status on the main resource, for example); the field
// manager leaves those out of the applier's fields.
type resetFieldsStrategy interface {
	GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set
}

// newFieldManager is the resource's field manager for requests in gvk,
// as kube-apiserver's endpoint installer builds it.
func newFieldManager(gvk schema.GroupVersionKind, r Resource) (*managedfields.FieldManager, error) {
	tc, err := nativeTypeConverter()
	if err != nil {
		return nil, err
	}
	var reset map[fieldpath.APIVersion]fieldpath.Filter
	if s, ok := r.Strategy.(resetFieldsStrategy); ok {
		reset = fieldpath.NewExcludeFilterSetMap(s.GetResetFields())
	}
	hub := schema.GroupVersion{Group: gvk.Group, Version: runtime.APIVersionInternal}
	scheme := r.scheme()
	return managedfields.NewDefaultFieldManager(tc, runtime.UnsafeObjectConvertor(scheme),
		scheme, scheme, gvk, hub, "", reset)
}
