package server

import (
	"encoding/json"
	"reflect"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/version"
	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/validation/spec"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// openAPIRoots are the types the server's routes read or write; the
// definitions of everything they contain are derived from them.
var openAPIRoots = []any{
	&widgetv1.Widget{}, &widgetv1.WidgetList{},
	&metav1.Status{}, &metav1.WatchEvent{}, &metav1.DeleteOptions{}, &metav1.Patch{},
	&metav1.APIGroup{}, &metav1.APIGroupList{}, &metav1.APIResourceList{}, &metav1.APIVersions{},
	&version.Info{},
}

// listExtensions are the list semantics server-side apply needs that Go
// types cannot show through reflection (they are comment tags), keyed by
// "<type name>.<json field>".
var listExtensions = map[string]spec.Extensions{
	typeName(reflect.TypeFor[metav1.ObjectMeta]()) + ".finalizers":      {"x-kubernetes-list-type": "set"},
	typeName(reflect.TypeFor[metav1.ObjectMeta]()) + ".ownerReferences": {"x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": []any{"uid"}},
	typeName(reflect.TypeFor[metav1.ObjectMeta]()) + ".managedFields":   {"x-kubernetes-list-type": "atomic"},
	typeName(reflect.TypeFor[widgetv1.WidgetStatus]()) + ".conditions":  {"x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": []any{"type"}},
}

// enumValues are the values of the example's +k8s:enum string types.
var enumValues = map[reflect.Type][]any{
	reflect.TypeFor[widgetv1.WidgetTier]():  {string(widgetv1.WidgetTierBasic), string(widgetv1.WidgetTierPremium), string(widgetv1.WidgetTierStandard)},
	reflect.TypeFor[widgetv1.WidgetPhase](): {string(widgetv1.WidgetPhaseFailed), string(widgetv1.WidgetPhasePending), string(widgetv1.WidgetPhaseRunning)},
}

// openAPIDefinitions returns a function that builds the OpenAPI
// definitions of openAPIRoots and every struct they reach from the Go
// types: JSON names from the json tags, schema types from the field kinds,
// required fields from missing omitempty, and each type's own
// OpenAPISchemaType/Format where it has one (metav1.Time,
// resource.Quantity, ...). Definitions are keyed by type name (typeName);
// references use the definition name that name gives.
func openAPIDefinitions(name func(string) (string, spec.Extensions)) common.GetOpenAPIDefinitions {
	return func(ref common.ReferenceCallback) map[string]common.OpenAPIDefinition {
		b := definitionBuilder{ref: ref, name: name, defs: map[string]common.OpenAPIDefinition{}}
		for _, root := range openAPIRoots {
			b.define(reflect.TypeOf(root).Elem())
		}
		return b.defs
	}
}

type definitionBuilder struct {
	ref  common.ReferenceCallback
	name func(string) (string, spec.Extensions)
	defs map[string]common.OpenAPIDefinition
}

// openAPITyped is implemented by types that serialize as a scalar.
type openAPITyped interface {
	OpenAPISchemaType() []string
	OpenAPISchemaFormat() string
}

var (
	typedType     = reflect.TypeFor[openAPITyped]()
	marshalerType = reflect.TypeFor[json.Marshaler]()
)

// modelNamed is implemented by types that name their own OpenAPI model
// (the meta types do); the builder looks definitions up by that name.
type modelNamed interface{ OpenAPIModelName() string }

var modelNamedType = reflect.TypeFor[modelNamed]()

// typeName is the key of t's definition: its own model name, or its Go
// package path and name, which the definition namer turns into
// io.kubedv.widgets.v1.Widget and the like.
func typeName(t reflect.Type) string {
	if implements(t, modelNamedType) {
		return reflect.New(t).Interface().(modelNamed).OpenAPIModelName()
	}
	return t.PkgPath() + "." + t.Name()
}

// define adds the definition of the named type t (and of every named type
// it uses) and returns its name.
func (b *definitionBuilder) define(t reflect.Type) string {
	name := typeName(t)
	if _, done := b.defs[name]; done {
		return name
	}
	b.defs[name] = common.OpenAPIDefinition{} // marks t as in progress for recursive types
	var s spec.Schema
	deps := map[string]bool{}
	switch {
	case implements(t, typedType):
		typed := reflect.New(t).Interface().(openAPITyped)
		s.Type, s.Format = typed.OpenAPISchemaType(), typed.OpenAPISchemaFormat()
	case implements(t, marshalerType):
		// Serialized by its own code (FieldsV1, RawExtension): any object.
		s.Type = []string{"object"}
	default:
		s.Type = []string{"object"}
		s.Properties = map[string]spec.Schema{}
		b.addFields(&s, t, deps)
	}
	def := common.OpenAPIDefinition{Schema: s}
	for d := range deps {
		def.Dependencies = append(def.Dependencies, d)
	}
	b.defs[name] = def
	return name
}

func implements(t, iface reflect.Type) bool {
	return t.Implements(iface) || reflect.PointerTo(t).Implements(iface)
}

// addFields adds the JSON fields of struct t to s; embedded structs without
// a JSON name (TypeMeta) are inlined.
func (b *definitionBuilder) addFields(s *spec.Schema, t reflect.Type, deps map[string]bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || (!f.IsExported() && !f.Anonymous) {
			continue
		}
		jsonName, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && jsonName == "" && f.Type.Kind() == reflect.Struct {
			b.addFields(s, f.Type, deps)
			continue
		}
		if jsonName == "" {
			jsonName = f.Name
		}
		prop := b.schemaOf(f.Type, deps)
		if ext, ok := listExtensions[typeName(t)+"."+jsonName]; ok {
			prop.Extensions = ext
		}
		s.Properties[jsonName] = prop
		if !strings.Contains(opts, "omitempty") && !strings.Contains(opts, "inline") {
			s.Required = append(s.Required, jsonName)
		}
	}
}

// schemaOf returns the schema of a field of type t: a reference for named
// structs and scalar-serialized types, an inline schema otherwise.
func (b *definitionBuilder) schemaOf(t reflect.Type, deps map[string]bool) spec.Schema {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Name() != "" && t.PkgPath() != "" && (t.Kind() == reflect.Struct || implements(t, typedType)) {
		name := b.define(t)
		deps[name] = true
		refName, _ := b.name(name)
		return spec.Schema{SchemaProps: spec.SchemaProps{Ref: b.ref(refName)}}
	}
	var s spec.Schema
	switch t.Kind() {
	case reflect.String:
		s.Type = []string{"string"}
		s.Enum = enumValues[t]
	case reflect.Bool:
		s.Type = []string{"boolean"}
	case reflect.Int32, reflect.Uint16, reflect.Int16, reflect.Int8, reflect.Uint8:
		s.Type, s.Format = []string{"integer"}, "int32"
	case reflect.Int, reflect.Int64, reflect.Uint32, reflect.Uint64, reflect.Uint:
		s.Type, s.Format = []string{"integer"}, "int64"
	case reflect.Float32, reflect.Float64:
		s.Type, s.Format = []string{"number"}, "double"
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			s.Type, s.Format = []string{"string"}, "byte"
			break
		}
		item := b.schemaOf(t.Elem(), deps)
		s.Type = []string{"array"}
		s.Items = &spec.SchemaOrArray{Schema: &item}
	case reflect.Map:
		value := b.schemaOf(t.Elem(), deps)
		s.Type = []string{"object"}
		s.AdditionalProperties = &spec.SchemaOrBool{Allows: true, Schema: &value}
	case reflect.Struct:
		s.Type = []string{"object"}
	}
	// Interfaces (runtime.Object fields) stay untyped: any value.
	return s
}
