package crdtest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// SchemaDifference is one validation keyword that two CRDs of the same
// kind state differently at the same place of the same version's schema.
type SchemaDifference struct {
	Version string
	Path    string // properties by name, [*] for items and map values
	Keyword string // a JSON schema or x-kubernetes keyword; "node" when one side has no schema here
	Want    string // the reference CRD's value ("" when absent)
	Got     string // the compared CRD's value
}

func (d SchemaDifference) String() string {
	return fmt.Sprintf("%s %s %s: reference %s, ours %s", d.Version, d.Path, d.Keyword, orAbsent(d.Want), orAbsent(d.Got))
}

func orAbsent(s string) string {
	if s == "" {
		return "(absent)"
	}
	return s
}

// CompareSchemas compares the validation two CRDs write, structurally:
// for every version both serve, the same keywords with the same values at
// the same places (descriptions, printer columns and other presentation
// are not compared; titles and examples are). ref is the reference (controller-gen's CRD).
func CompareSchemas(ref, ours *apiextensionsv1.CustomResourceDefinition) []SchemaDifference {
	var out []SchemaDifference
	versions := map[string]*apiextensionsv1.CustomResourceValidation{}
	for _, v := range ours.Spec.Versions {
		versions[v.Name] = v.Schema
	}
	for _, v := range ref.Spec.Versions {
		o, ok := versions[v.Name]
		if !ok {
			out = append(out, SchemaDifference{Version: v.Name, Keyword: "version", Want: "served"})
			continue
		}
		delete(versions, v.Name)
		var a, b *apiextensionsv1.JSONSchemaProps
		if v.Schema != nil {
			a = v.Schema.OpenAPIV3Schema
		}
		if o != nil {
			b = o.OpenAPIV3Schema
		}
		out = append(out, compareNode(v.Name, "", a, b)...)
	}
	for name := range versions {
		out = append(out, SchemaDifference{Version: name, Keyword: "version", Got: "served"})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Version != out[j].Version {
			return out[i].Version < out[j].Version
		}
		return out[i].Path < out[j].Path
	})
	return out
}

func compareNode(version, path string, a, b *apiextensionsv1.JSONSchemaProps) []SchemaDifference {
	switch {
	case a == nil && b == nil:
		return nil
	case a == nil:
		return []SchemaDifference{{Version: version, Path: path, Keyword: "node", Got: "schema"}}
	case b == nil:
		return []SchemaDifference{{Version: version, Path: path, Keyword: "node", Want: "schema"}}
	}
	var out []SchemaDifference
	a, foldedA := foldLengthAllOf(a)
	b, foldedB := foldLengthAllOf(b)
	if foldedA || foldedB {
		// Reported apart (and explained), then compared as the bounds.
		out = append(out, SchemaDifference{Version: version, Path: path, Keyword: "allOf of length bounds", Want: foldedJSON(foldedA, a), Got: foldedJSON(foldedB, b)})
	}
	fa, fb := keywords(a), keywords(b)
	for _, k := range slices.Sorted(keysOf(fa, fb)) {
		if fa[k] != fb[k] {
			out = append(out, SchemaDifference{Version: version, Path: path, Keyword: k, Want: fa[k], Got: fb[k]})
		}
	}
	for _, name := range slices.Sorted(keysOf(a.Properties, b.Properties)) {
		var pa, pb *apiextensionsv1.JSONSchemaProps
		if p, ok := a.Properties[name]; ok {
			pa = &p
		}
		if p, ok := b.Properties[name]; ok {
			pb = &p
		}
		child := name
		if path != "" {
			child = path + "." + name
		}
		out = append(out, compareNode(version, child, pa, pb)...)
	}
	var ia, ib *apiextensionsv1.JSONSchemaProps
	if a.Items != nil {
		ia = a.Items.Schema
	}
	if b.Items != nil {
		ib = b.Items.Schema
	}
	out = append(out, compareNode(version, path+"[*]", ia, ib)...)
	var ma, mb *apiextensionsv1.JSONSchemaProps
	if a.AdditionalProperties != nil {
		ma = a.AdditionalProperties.Schema
	}
	if b.AdditionalProperties != nil {
		mb = b.AdditionalProperties.Schema
	}
	return append(out, compareNode(version, path+"{*}", ma, mb)...)
}

func keysOf[V any](ms ...map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		seen := map[string]bool{}
		for _, m := range ms {
			for k := range m {
				if !seen[k] {
					seen[k] = true
					if !yield(k) {
						return
					}
				}
			}
		}
	}
}

// keywords returns the validation keywords of one node, each as
// canonical JSON; required is compared name by name, rules by their
// content.
func keywords(p *apiextensionsv1.JSONSchemaProps) map[string]string {
	m := map[string]string{}
	put := func(k string, v any, set bool) {
		if set {
			data, _ := json.Marshal(v)
			m[k] = string(data)
		}
	}
	put("type", p.Type, p.Type != "")
	put("format", p.Format, p.Format != "")
	put("minimum", p.Minimum, p.Minimum != nil)
	put("maximum", p.Maximum, p.Maximum != nil)
	put("exclusiveMinimum", p.ExclusiveMinimum, p.ExclusiveMinimum)
	put("exclusiveMaximum", p.ExclusiveMaximum, p.ExclusiveMaximum)
	put("multipleOf", p.MultipleOf, p.MultipleOf != nil)
	put("minLength", p.MinLength, p.MinLength != nil)
	put("maxLength", p.MaxLength, p.MaxLength != nil)
	put("pattern", p.Pattern, p.Pattern != "")
	put("minItems", p.MinItems, p.MinItems != nil)
	put("maxItems", p.MaxItems, p.MaxItems != nil)
	put("uniqueItems", p.UniqueItems, p.UniqueItems)
	put("minProperties", p.MinProperties, p.MinProperties != nil)
	put("maxProperties", p.MaxProperties, p.MaxProperties != nil)
	put("enum", p.Enum, len(p.Enum) > 0)
	// Each required name is its own keyword, noting a default the node
	// gives it (the API server defaults before it checks required).
	for _, name := range p.Required {
		listed := `"listed"`
		if prop, ok := p.Properties[name]; ok && prop.Default != nil {
			listed = `"listed, defaulted"`
		}
		m["required "+name] = listed
	}
	put("nullable", p.Nullable, p.Nullable)
	put("default", p.Default, p.Default != nil)
	put("x-kubernetes-int-or-string", p.XIntOrString, p.XIntOrString)
	put("x-kubernetes-embedded-resource", p.XEmbeddedResource, p.XEmbeddedResource)
	put("x-kubernetes-preserve-unknown-fields", p.XPreserveUnknownFields, p.XPreserveUnknownFields != nil && *p.XPreserveUnknownFields)
	put("x-kubernetes-list-type", p.XListType, p.XListType != nil)
	put("x-kubernetes-list-map-keys", p.XListMapKeys, len(p.XListMapKeys) > 0)
	put("x-kubernetes-map-type", p.XMapType, p.XMapType != nil)
	for _, k := range []struct {
		name  string
		props []apiextensionsv1.JSONSchemaProps
	}{{"allOf", p.AllOf}, {"anyOf", p.AnyOf}, {"oneOf", p.OneOf}} {
		put(k.name, k.props, len(k.props) > 0)
	}
	put("not", p.Not, p.Not != nil)
	// Documentation controller-gen writes from its markers (title,
	// example), compared as the keywords are.
	put("title", p.Title, p.Title != "")
	if p.Example != nil {
		var v any
		if err := json.Unmarshal(p.Example.Raw, &v); err != nil {
			m["example"] = "unreadable: " + string(p.Example.Raw)
		} else {
			put("example", v, true)
		}
	}
	// Each rule is its own keyword, so that a rule one side adds shows
	// alone; its message, reason and field path are its value.
	for _, r := range p.XValidations {
		rule := r.Rule
		r.Rule = ""
		data, _ := json.Marshal(r)
		m["x-kubernetes-validations "+rule] = string(data)
	}
	return m
}

// foldLengthAllOf rewrites an allOf whose members have only minLength and
// maxLength (controller-gen's form of a field's bounds on a type that has
// its own) as the node's tightest minLength and maxLength, which accept
// the same strings; folded reports whether it did.
func foldLengthAllOf(p *apiextensionsv1.JSONSchemaProps) (_ *apiextensionsv1.JSONSchemaProps, folded bool) {
	if len(p.AllOf) == 0 {
		return p, false
	}
	out := *p
	out.AllOf = nil
	for _, m := range p.AllOf {
		bounds := apiextensionsv1.JSONSchemaProps{MinLength: m.MinLength, MaxLength: m.MaxLength}
		if !reflect.DeepEqual(m, bounds) {
			return p, false
		}
		if m.MinLength != nil && (out.MinLength == nil || *m.MinLength > *out.MinLength) {
			out.MinLength = m.MinLength
		}
		if m.MaxLength != nil && (out.MaxLength == nil || *m.MaxLength < *out.MaxLength) {
			out.MaxLength = m.MaxLength
		}
	}
	return &out, true
}

// foldedJSON is the folded bounds of p, "" when nothing was folded.
func foldedJSON(folded bool, p *apiextensionsv1.JSONSchemaProps) string {
	if !folded {
		return ""
	}
	data, _ := json.Marshal(map[string]*int64{"minLength": p.MinLength, "maxLength": p.MaxLength})
	return "folded to " + string(data)
}
