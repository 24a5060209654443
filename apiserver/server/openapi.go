package server

import (
	"reflect"

	"k8s.io/component-base/featuregate"
	"k8s.io/kube-openapi/pkg/common"

	generatedopenapi "github.com/kubedv/kubedv/apiserver/openapi"
	"github.com/kubedv/kubedv/apiserver/openapi/published"
	"github.com/kubedv/kubedv/declarative"
)

// DeclarativeValidationInOpenAPI (KEP-3937's name) publishes the
// validation the +k8s: tags declare in /openapi/v2 and /openapi/v3:
// bounds, lengths, patterns, required fields and x-kubernetes-validations
// rules, so that kubectl explain, kubectl-validate and pre-submit checks
// see them. On by default in this server.
const DeclarativeValidationInOpenAPI featuregate.Feature = "DeclarativeValidationInOpenAPI"

// openAPIFeatureSpecs are the server's own gates, next to package
// declarative's.
func openAPIFeatureSpecs() map[featuregate.Feature]featuregate.FeatureSpec {
	return map[featuregate.Feature]featuregate.FeatureSpec{
		DeclarativeValidationInOpenAPI: {Default: true, PreRelease: featuregate.Beta},
	}
}

// openAPIDefinitions are the definitions the server publishes, written by
// openapi-gen from the example API's types and comments: descriptions,
// list and map semantics, enums and defaults (package ../openapi), and
// with the gate on also the +k8s: tags' validation (../openapi/published,
// generated with --publish-validation). The meta types' definitions are
// keyed by their model names; the example's by Go name, which the
// definition namer turns into io.kubedv.widgets.v1.Widget and the like. A
// gate that does not know the feature (one a caller built without
// NewOptions) gets its default.
func openAPIDefinitions(gate featuregate.MutableFeatureGate) common.GetOpenAPIDefinitions {
	on := openAPIFeatureSpecs()[DeclarativeValidationInOpenAPI].Default
	if _, known := gate.GetAll()[DeclarativeValidationInOpenAPI]; known {
		on = gate.Enabled(DeclarativeValidationInOpenAPI)
	}
	if on {
		return published.GetOpenAPIDefinitions
	}
	return generatedopenapi.GetOpenAPIDefinitions
}

// modelNamed is implemented by types that name their own OpenAPI model
// (the meta types do).
type modelNamed interface{ OpenAPIModelName() string }

var modelNamedType = reflect.TypeFor[modelNamed]()

// typeName is the definition key of t: its own model name, or its Go
// package path and name.
func typeName(t reflect.Type) string {
	if implements(t, modelNamedType) {
		return reflect.New(t).Interface().(modelNamed).OpenAPIModelName()
	}
	return t.PkgPath() + "." + t.Name()
}

func implements(t, iface reflect.Type) bool {
	return t.Implements(iface) || reflect.PointerTo(t).Implements(iface)
}

// newFeatureGate returns a gate with package declarative's gates and the
// server's own, at their defaults.
func newFeatureGate() featuregate.MutableVersionedFeatureGate {
	gate := declarative.NewFeatureGate()
	if err := gate.Add(openAPIFeatureSpecs()); err != nil {
		// Constant specs on a fresh gate: failing is a bug here.
		panic(err)
	}
	return gate
}
