package openapigen

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/types"
	"reflect"
	"sort"
	"strings"

	"k8s.io/klog/v2"

	"github.com/kubedv/kubedv/gen/schema"
)

// defWriter writes the Go source of GetOpenAPIDefinitions and one
// schema_<type> function per API type, statement by statement in the
// order kube-openapi's openapi-gen writes them (import names are handed
// out first come, first served, so the order is part of the output).
type defWriter struct {
	u     *universe
	im    *importTracker
	enums map[string]*enumType
	b     *strings.Builder
	// refs are the struct types the current definition refers to.
	refs map[string]types.Type
	// pub publishes the +k8s: tags (--publish-validation, publish.go);
	// node is the current definition's published node. Both nil without
	// the flag.
	pub  *publisher
	node *schema.Props
	// seen are the properties of the current definition, by JSON name.
	seen map[string]member
	// wroteSchema: a definition names spec.Schema (see definitionsFile).
	wroteSchema bool
}

func (g *defWriter) p(s string) { g.b.WriteString(s) }

func (g *defWriter) pf(format string, args ...any) { fmt.Fprintf(g.b, format, args...) }

// raw is the Go expression of a declared type from the generated file.
func (g *defWriter) raw(t types.Type) string {
	return g.im.ref(nameOf(t))
}

// useModelName: the type's definition is keyed by its OpenAPIModelName
// method, hand-written or generated for a +k8s:openapi-model-package tag.
func (g *defWriter) useModelName(t types.Type) bool {
	return hasModelNameMethod(t) || modelPackageTag(g.u.typeComments(t)) != "" || modelPackageTag(g.u.pkgComments(t)) != ""
}

func schemaFunc(t types.Type) string {
	return "schema_" + privateName(nameOf(t))
}

// call writes the map entry of one type.
func (g *defWriter) call(t types.Type) {
	_, name := nameOf(t)
	if isPrivateName(name) {
		return
	}
	if g.useModelName(t) {
		g.pf("%s{}.OpenAPIModelName(): ", g.raw(t))
	} else {
		g.pf("\"%s\": ", typeString(t))
	}
	v2, v2TypeFormat, v3 := hasDefinitionMethod(t), hasTypeAndFormatMethods(t), hasV3DefinitionMethod(t)
	switch {
	case v2TypeFormat:
		g.pf("%s(ref),\n", schemaFunc(t))
	case v2 && v3:
		g.pf("common.EmbedOpenAPIDefinitionIntoV2Extension(%s{}.OpenAPIV3Definition(), %s{}.OpenAPIDefinition()),\n", g.raw(t), g.raw(t))
	case v2:
		g.pf("%s{}.OpenAPIDefinition(),\n", g.raw(t))
	case v3:
		g.pf("%s{}.OpenAPIV3Definition(),\n", g.raw(t))
	default:
		g.pf("%s(ref),\n", schemaFunc(t))
	}
}

// definition writes the schema function of one struct type.
func (g *defWriter) definition(t types.Type) error {
	vs, err := parseMarkers(t, g.u.typeComments(t), g.u)
	if err != nil {
		return fmt.Errorf("failed parsing comment tags for %v: %w", typeString(t), err)
	}
	v2, v2TypeFormat, v3OneOf, v3 := hasDefinitionMethod(t), hasTypeAndFormatMethods(t), hasV3OneOfMethod(t), hasV3DefinitionMethod(t)
	if g.pub != nil && (v2 || v2TypeFormat || v3 || v3OneOf) {
		g.ownSchemaNotPublished(t)
	}
	if v2 || (v3 && !v2TypeFormat) {
		return nil // the map entry calls the type's own method
	}
	g.refs = map[string]types.Type{}
	common := g.im.ref(commonPkg, "ReferenceCallback")
	def := g.im.ref(commonPkg, "OpenAPIDefinition")
	g.pf("func %s(ref %s) %s {\n", schemaFunc(t), common, def)
	// typeAndFormat writes a definition of a type with its own type and
	// format methods (or oneOf types, for v3).
	typeAndFormat := func(oneOf bool) error {
		raw := g.raw(t)
		g.wroteSchema = true
		g.pf("%s{\nSchema: spec.Schema{\nSchemaProps: spec.SchemaProps{\n", def)
		g.description(g.u.typeComments(t))
		if oneOf {
			g.pf("OneOf:common.GenerateOpenAPIV3OneOfSchema(%s{}.OpenAPIV3OneOfTypes()),\nFormat:%s{}.OpenAPISchemaFormat(),\n", raw, raw)
		} else {
			g.pf("Type:%s{}.OpenAPISchemaType(),\nFormat:%s{}.OpenAPISchemaFormat(),\n", raw, raw)
		}
		if err := g.valueValidations(vs); err != nil {
			return err
		}
		g.p("},\n")
		if err := g.structExtensions(t, vs.extensions); err != nil {
			return err
		}
		g.p("},\n")
		return nil
	}
	switch {
	case v2TypeFormat && v3:
		g.pf("return common.EmbedOpenAPIDefinitionIntoV2Extension(%s{}.OpenAPIV3Definition(), ", g.raw(t))
		if err := typeAndFormat(false); err != nil {
			return err
		}
		g.p("})\n}\n\n")
		return nil
	case v2TypeFormat && v3OneOf:
		g.p("return common.EmbedOpenAPIDefinitionIntoV2Extension(")
		if err := typeAndFormat(true); err != nil {
			return err
		}
		g.p("},")
		if err := typeAndFormat(false); err != nil {
			return err
		}
		g.p("})\n}\n\n")
		return nil
	case v2TypeFormat:
		g.p("return ")
		if err := typeAndFormat(false); err != nil {
			return err
		}
		g.p("}\n}\n\n")
		return nil
	case v3OneOf:
		return fmt.Errorf("type %q has v3 one of types but not v2 type or format", typeString(t))
	}

	node, err := g.publishedNode(t)
	if err != nil {
		return err
	}
	g.node = node
	defer func() { g.node = nil }()
	g.wroteSchema = true
	g.pf("return %s{\nSchema: spec.Schema{\nSchemaProps: spec.SchemaProps{\n", def)
	g.description(g.u.typeComments(t))
	g.p("Type: []string{\"object\"},\n")
	if err := g.valueValidations(vs); err != nil {
		return err
	}
	if err := g.publishKeywords(node, vs, false, fmt.Sprintf("%s: %s", g.u.position(t), typeString(t))); err != nil {
		return err
	}
	// Properties are written to a buffer first: the map literal is left
	// out when there are none.
	outer := g.b
	props := &strings.Builder{}
	g.b = props
	g.seen = map[string]member{}
	required, err := g.members(t, nil)
	g.b = outer
	if err != nil {
		return err
	}
	if required, err = g.publishRequired(t, node, required); err != nil {
		return err
	}
	if props.Len() > 0 {
		g.pf("Properties: map[string]%s{\n", g.im.ref(specPkg, "Schema"))
		g.p(props.String())
		g.p("},\n")
	}
	if len(required) > 0 {
		g.pf("Required: []string{\"%s\"},\n", strings.Join(required, "\",\""))
	}
	g.p("},\n")
	if err := g.structExtensions(t, publishedExtensions(node, vs.extensions)); err != nil {
		return err
	}
	g.p("},\n")

	keys := make([]string, 0, len(g.refs))
	for k := range g.refs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var deps []string
	for _, k := range keys {
		if typ, _ := typeFormat(typeString(g.refs[k])); typ == "" {
			deps = append(deps, k)
		}
	}
	if len(deps) > 0 {
		g.p("Dependencies: []string{\n")
		for _, k := range deps {
			if r := g.refs[k]; g.useModelName(r) {
				g.pf("%s{}.OpenAPIModelName(),", g.raw(r))
			} else {
				g.pf("\"%s\",", k)
			}
		}
		g.p("},\n")
	}
	g.p("}\n}\n\n")
	return nil
}

// members writes the properties of a struct, inlining embedded structs
// without a JSON name, and returns the required JSON names.
func (g *defWriter) members(t types.Type, required []string) ([]string, error) {
	t = resolvePtr(t)
	for _, m := range g.u.members(t) {
		if g.u.hasOpenAPIGenValue(m.comments, "false") || g.u.skipsUnexported(t, m) {
			continue
		}
		if shouldInline(m) {
			var err error
			if required, err = g.members(m.typ, required); err != nil {
				return required, err
			}
			continue
		}
		name := referableName(m)
		if name == "" {
			continue
		}
		// Upstream writes both into one map literal, which does not compile.
		if prev, dup := g.seen[name]; dup {
			return required, fmt.Errorf("%s: %s.%s: JSON name %q is also the name of field %s (%s); give one of them another json name, or json:\"-\"",
				g.u.fset.Position(m.pos), typeString(t), m.name, name, prev.name, g.u.fset.Position(prev.pos))
		}
		g.seen[name] = m
		optional, err := g.u.isOptional(m)
		if err != nil {
			return required, err
		}
		if !optional {
			required = append(required, name)
		}
		if err := g.property(m, t); err != nil {
			return required, err
		}
	}
	return required, nil
}

var patchTags = []string{"patchMergeKey", "patchStrategy"}

func (g *defWriter) property(m member, parent types.Type) error {
	name := referableName(m)
	vs, err := parseMarkers(m.typ, m.comments, g.u)
	if err != nil {
		return err
	}
	for _, tag := range patchTags {
		v, err := g.u.singleTag(m.comments, tag)
		if err != nil {
			return err
		}
		if reflect.StructTag(m.tags).Get(tag) != v {
			return fmt.Errorf("Tags in comment and struct should match for member (%s) of (%s)", m.name, typeString(parent))
		}
	}
	g.pf("\"%s\": {\n", name)
	var node *schema.Props
	if g.node != nil {
		node = g.node.Properties[name]
	}
	at := fmt.Sprintf("%s: %s.%s", g.u.fset.Position(m.pos), typeString(parent), m.name)
	exts, errs := g.u.parseExtensions(m.comments)
	if err := literalSafe(exts); err != nil {
		return fmt.Errorf("%s: %s.%s: %v", g.u.fset.Position(m.pos), typeString(parent), m.name, err)
	}
	errs = append(errs, checkMemberExtensions(exts, m.typ)...)
	for _, e := range errs {
		klog.V(2).Infof("[%s] %s: %s\n", typeString(parent), m.name, e)
	}
	if g.pub != nil {
		g.checkListType(node, exts, g.u.fset.Position(m.pos), "field "+m.name)
	}
	g.extensions(exts, nil, publishedExtensions(node, vs.extensions))
	g.p("SchemaProps: spec.SchemaProps{\n")
	enum, isEnum := g.enumOf(m.typ)
	lines := m.comments
	if isEnum {
		lines = append(append([]string(nil), lines...), enum.descriptionLines()...)
	}
	g.description(lines)
	if tags := jsonTags(m.tags); len(tags) > 1 && tags[1] == "string" {
		if hasPublished(node) {
			g.leftOut(g.u.fset.Position(m.pos), "the +k8s: tags of field %s are left out of the published OpenAPI: its JSON form is a string (json:\",string\"), not the value the tags check", m.name)
		}
		g.simple("string", "")
		g.p("},\n},\n")
		return nil
	}
	if err := g.defaultValue(m, parent); err != nil {
		if _, ours := err.(positionedError); ours {
			return err
		}
		return fmt.Errorf("failed to generate default in %v: %v: %v", typeString(parent), m.name, err)
	}
	if err := g.valueValidations(vs); err != nil {
		return err
	}
	if err := g.publishKeywords(node, vs, isEnum, at); err != nil {
		return err
	}
	t := resolveAliasAndPtr(m.typ)
	if typ, format := typeFormat(typeString(t)); typ != "" {
		g.simple(typ, format)
		if isEnum {
			g.pf("Enum: []interface{}{%s},\n", strings.Join(enum.valueStrings(), ", "))
		}
		g.p("},\n},\n")
		return nil
	}
	switch kindOf(t) {
	case kBuiltin:
		return fmt.Errorf("please add type %v to getOpenAPITypeFormat function", typeString(t))
	case kMap:
		if err := g.mapProperty(t, node, at); err != nil {
			return fmt.Errorf("failed to generate map property in %v: %v: %v", typeString(parent), m.name, err)
		}
	case kSlice, kArray:
		if err := g.sliceProperty(t, node, at); err != nil {
			return fmt.Errorf("failed to generate slice property in %v: %v: %v", typeString(parent), m.name, err)
		}
	case kStruct:
		g.reference(t)
	case kInterface:
		// Interfaces are not described.
	default:
		return fmt.Errorf("cannot generate spec for type %v", typeString(t))
	}
	g.p("},\n},\n")
	return nil
}

func (g *defWriter) enumOf(t types.Type) (*enumType, bool) {
	if kindOf(t) == kPointer {
		t = elemOf(t)
	}
	e, ok := g.enums[typeString(t)]
	return e, ok
}

func (g *defWriter) simple(typ, format string) {
	g.pf("Type: []string{\"%s\"},\nFormat: \"%s\",\n", typ, format)
}

func (g *defWriter) reference(t types.Type) {
	g.refs[typeString(t)] = t
	if g.useModelName(t) {
		g.pf("Ref: ref(%s{}.OpenAPIModelName()),\n", g.raw(t))
	} else {
		g.pf("Ref: ref(\"%s\"),\n", typeString(t))
	}
}

// elemProperty writes the schema of a map value or list item; node is
// its published node (nil without --publish-validation).
func (g *defWriter) elemProperty(container, elem types.Type, what string, node *schema.Props, at string) error {
	resolved := resolveAliasAndPtr(elem)
	// end closes the SchemaProps, then the schema and its wrapper.
	end := func() {
		g.p("},\n")
		g.extensions(nil, nil, publishedExtensions(node, nil))
		g.p("},\n},\n")
	}
	if typ, format := typeFormat(typeString(resolved)); typ != "" {
		g.simple(typ, format)
		e, isEnum := g.enumOf(elem)
		if isEnum {
			g.pf("Enum: []interface{}{%s},\n", strings.Join(e.valueStrings(), ", "))
		}
		if err := g.publishKeywords(node, nil, isEnum, at); err != nil {
			return err
		}
		end()
		return nil
	}
	if err := g.publishKeywords(node, nil, false, at); err != nil {
		return err
	}
	switch kindOf(resolved) {
	case kBuiltin:
		return fmt.Errorf("please add type %v to getOpenAPITypeFormat function", typeString(resolved))
	case kStruct:
		g.reference(resolved)
	case kSlice, kArray:
		if err := g.sliceProperty(resolved, node, at); err != nil {
			return err
		}
	case kMap:
		if err := g.mapProperty(resolved, node, at); err != nil {
			return err
		}
	default:
		if what == "map" {
			return fmt.Errorf("map Element kind %v is not supported in %v", kindOf(resolved), typeString(container))
		}
		return fmt.Errorf("slice Element kind %v is not supported in %v", kindOf(resolved), typeString(container))
	}
	end()
	return nil
}

func (g *defWriter) mapProperty(t types.Type, node *schema.Props, at string) error {
	if _, key := nameOf(resolveAliasAndPtr(keyOf(t))); key != "string" {
		return fmt.Errorf("map with non-string keys are not supported by OpenAPI in %v", typeString(t))
	}
	g.p("Type: []string{\"object\"},\n")
	g.p("AdditionalProperties: &spec.SchemaOrBool{\nAllows: true,\nSchema: &spec.Schema{\nSchemaProps: spec.SchemaProps{\n")
	var values *schema.Props
	if node != nil {
		values = node.AdditionalProperties
	}
	return g.elemProperty(t, elemOf(t), "map", values, at)
}

func (g *defWriter) sliceProperty(t types.Type, node *schema.Props, at string) error {
	g.p("Type: []string{\"array\"},\n")
	g.p("Items: &spec.SchemaOrArray{\nSchema: &spec.Schema{\nSchemaProps: spec.SchemaProps{\n")
	var items *schema.Props
	if node != nil {
		items = node.Items
	}
	return g.elemProperty(t, elemOf(t), "slice", items, at)
}

func (g *defWriter) description(lines []string) {
	if d := description(lines); d != "" {
		g.pf("Description: %#v,\n", d)
	}
}

// valueValidations writes the keywords markers set.
func (g *defWriter) valueValidations(s *valueSchema) error {
	if s == nil {
		return nil
	}
	ptr := func() string { return g.im.ref("k8s.io/utils/ptr", "To") }
	if s.minimum != nil {
		g.pf("Minimum: %s[float64](%v),\n", ptr(), *s.minimum)
	}
	if s.maximum != nil {
		g.pf("Maximum: %s[float64](%v),\n", ptr(), *s.maximum)
	}
	if s.exclusiveMinimum {
		g.p("ExclusiveMinimum: true,\n")
	}
	if s.exclusiveMaximum {
		g.p("ExclusiveMaximum: true,\n")
	}
	if s.minLength != nil {
		g.pf("MinLength: %s[int64](%v),\n", ptr(), *s.minLength)
	}
	if s.maxLength != nil {
		g.pf("MaxLength: %s[int64](%v),\n", ptr(), *s.maxLength)
	}
	if s.minProperties != nil {
		g.pf("MinProperties: %s[int64](%v),\n", ptr(), *s.minProperties)
	}
	if s.maxProperties != nil {
		g.pf("MaxProperties: %s[int64](%v),\n", ptr(), *s.maxProperties)
	}
	if s.pattern != "" {
		b, err := json.Marshal(s.pattern)
		if err != nil {
			return err
		}
		g.pf("Pattern: %s,\n", b)
	}
	if s.multipleOf != nil {
		g.pf("MultipleOf: %s[float64](%v),\n", ptr(), *s.multipleOf)
	}
	if s.minItems != nil {
		g.pf("MinItems: %s[int64](%v),\n", ptr(), *s.minItems)
	}
	if s.maxItems != nil {
		g.pf("MaxItems: %s[int64](%v),\n", ptr(), *s.maxItems)
	}
	if s.uniqueItems {
		g.p("UniqueItems: true,\n")
	}
	if len(s.allOf) > 0 {
		g.p("AllOf: []spec.Schema{\n")
		for _, a := range s.allOf {
			g.p("{\n")
			if err := g.schema(a); err != nil {
				return err
			}
			g.p("},\n")
		}
		g.p("},\n")
	}
	return nil
}

// schema writes a nested marker schema (an allOf entry).
func (g *defWriter) schema(s *valueSchema) error {
	if !s.propsEmpty() {
		g.p("SchemaProps: spec.SchemaProps{\n")
		if err := g.valueValidations(s); err != nil {
			return err
		}
		if len(s.properties) > 0 {
			g.p("Properties: map[string]spec.Schema{\n")
			keys := make([]string, 0, len(s.properties))
			for k := range s.properties {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				g.pf("%#v: {\n", k)
				if err := g.schema(s.properties[k]); err != nil {
					return err
				}
				g.p("},\n")
			}
			g.p("},\n")
		}
		for _, nested := range []struct {
			s      *valueSchema
			prefix string
		}{{s.additional, "AdditionalProperties: &spec.SchemaOrBool{\nAllows: true,\n"}, {s.items, "Items: &spec.SchemaOrArray{\n"}} {
			if nested.s == nil {
				continue
			}
			g.p(nested.prefix)
			g.p("Schema: &spec.Schema{\n")
			if err := g.schema(nested.s); err != nil {
				return err
			}
			g.p("},\n},\n")
		}
		g.p("},\n")
	}
	if len(s.extensions) > 0 {
		g.p("VendorExtensible: spec.VendorExtensible{\nExtensions: spec.Extensions{\n")
		g.sortedValues(s.extensions)
		g.p("},\n},\n")
	}
	return nil
}

func (g *defWriter) sortedValues(m map[string]any) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		g.pf("%#v: %#v,\n", k, m[k])
	}
}

func (g *defWriter) structExtensions(t types.Type, other map[string]any) error {
	exts, errs := g.u.parseExtensions(g.u.typeComments(t))
	if err := literalSafe(exts); err != nil {
		return fmt.Errorf("%s: %s: %v", g.u.position(t), typeString(t), err)
	}
	for _, e := range errs {
		klog.Errorf("[%s]: %s\n", typeString(t), e)
	}
	unions, errs := g.u.parseUnions(t)
	for _, e := range errs {
		var dup duplicateMemberError
		if errors.As(e, &dup) {
			return fmt.Errorf("%s: %s: %v; give each field its own JSON name", g.u.position(t), typeString(t), e)
		}
		klog.Errorf("[%s]: %s\n", typeString(t), e)
	}
	g.extensions(exts, unions, other)
	return nil
}

// literalSafe refuses tag values that cannot be written inside a Go
// string literal as they are (upstream would write code that does not
// compile).
func literalSafe(exts []extension) error {
	for _, e := range exts {
		for _, v := range e.values {
			if strings.ContainsAny(v, "\"\\\n") {
				return fmt.Errorf("the value %q of %s holds a quote or backslash, which an extension value cannot; remove it", v, e.xName)
			}
		}
	}
	return nil
}

func (g *defWriter) extensions(exts []extension, unions []union, other map[string]any) {
	if len(exts) == 0 && len(unions) == 0 && len(other) == 0 {
		return
	}
	g.p("VendorExtensible: spec.VendorExtensible{\nExtensions: spec.Extensions{\n")
	for _, e := range exts {
		g.pf("\"%s\": ", e.xName)
		if e.asList() {
			g.p("[]interface{}{\n")
		}
		for _, v := range e.values {
			g.pf("\"%s\",\n", v)
		}
		if e.asList() {
			g.p("},\n")
		}
	}
	if len(unions) > 0 {
		g.p("\"x-kubernetes-unions\": []interface{}{\n")
		for _, un := range unions {
			g.p("map[string]interface{}{\n")
			if un.discriminator != "" {
				g.pf("\"discriminator\": \"%s\",\n", un.discriminator)
			}
			g.p("\"fields-to-discriminateBy\": map[string]interface{}{\n")
			keys := make([]string, 0, len(un.fields))
			for k := range un.fields {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				g.pf("\"%s\": \"%s\",\n", k, un.fields[k])
			}
			g.p("},\n},\n")
		}
		g.p("},\n")
	}
	g.sortedValues(other)
	g.p("},\n},\n")
}
