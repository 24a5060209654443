// Package typeconv builds the type converter of a server-side apply's
// field manager from generated OpenAPI definitions, as an API server
// built on k8s.io/apiserver builds it for the resources it serves: the
// OpenAPI v3 models of the resources (and every type they use) that its
// getOpenAPIModels builds, so that structured-merge-diff knows each
// list's type and keys. Kubernetes' native kinds (package native) and Go
// types registered with OpenAPI definitions (check.Strategy) share it.
package typeconv

import (
	"fmt"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
	openapinamer "k8s.io/apiserver/pkg/endpoints/openapi"
	"k8s.io/kube-openapi/pkg/builder3"
	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/spec3"
	openapiutil "k8s.io/kube-openapi/pkg/util"
	"k8s.io/kube-openapi/pkg/validation/spec"
)

// New returns the type converter of the resources whose Go types are
// objects, from defs: the definitions are named by the definition namer
// of scheme and more (which adds each kind's x-kubernetes-group-version-kind,
// how the converter finds a kind's type; kube-apiserver's namer is over its
// own scheme, apiextensions' and the aggregator's).
func New(title string, defs common.GetOpenAPIDefinitions, scheme *runtime.Scheme, objects []runtime.Object, more ...*runtime.Scheme) (managedfields.TypeConverter, error) {
	namer := openapinamer.NewDefinitionNamer(append([]*runtime.Scheme{scheme}, more...)...)
	config := &common.OpenAPIV3Config{
		Info:            &spec.Info{InfoProps: spec.InfoProps{Title: title}},
		DefaultResponse: &spec3.Response{ResponseProps: spec3.ResponseProps{Description: "Default Response."}},
		GetDefinitionName: func(name string) (string, spec.Extensions) {
			// The namer knows a kind by its model name, or else by its
			// REST-friendly name ("com.example.v1.Foo"), while definitions
			// of types without a model name are keyed by their Go name
			// ("example.com/v1.Foo"): those are named REST-friendly too.
			if strings.Contains(name, "/") {
				name = openapiutil.ToRESTFriendlyName(name)
			}
			return namer.GetDefinitionName(name)
		},
		GetDefinitions: defs,
	}
	config.Definitions = defs(func(name string) spec.Ref {
		defName, _ := config.GetDefinitionName(name)
		return spec.MustCreateRef("#/components/schemas/" + common.EscapeJsonPointer(defName))
	})
	names := make([]string, 0, len(objects))
	for _, obj := range objects {
		names = append(names, openapiutil.GetCanonicalTypeName(obj))
	}
	models, err := builder3.BuildOpenAPIDefinitionsForResources(config, names...)
	if err != nil {
		return nil, fmt.Errorf("building the OpenAPI models of %s: %w", title, err)
	}
	return managedfields.NewTypeConverter(models, false)
}
