package server

import (
	"reflect"

	generatedopenapi "github.com/kubedv/kubedv/apiserver/openapi"
)

// openAPIDefinitions are the definitions the server publishes, written by
// openapi-gen from the example API's types and comments (package
// ../openapi): descriptions, list and map semantics, enums and defaults.
// The meta types' definitions are keyed by their model names; the
// example's by Go name, which the definition namer turns into
// io.kubedv.widgets.v1.Widget and the like.
var openAPIDefinitions = generatedopenapi.GetOpenAPIDefinitions

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
