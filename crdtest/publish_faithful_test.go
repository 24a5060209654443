package crdtest

import (
	"bytes"
	"encoding/json"
	"io"
	"maps"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/validation/spec"
	"sigs.k8s.io/yaml"

	kitv1 "github.com/kubedv/kubedv/crdtest/kitapi/v1"
	"github.com/kubedv/kubedv/crdtest/publishdefs"
	basedefs "github.com/kubedv/kubedv/crdtest/publishdefs/base"
	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
	"github.com/kubedv/kubedv/gen/openapigen"
)

// The published OpenAPI is faithful (issue 20): the schema that openapi-gen
// --publish-validation's definitions describe for a kind, with every $ref
// resolved into one structural schema, is put in place of the kind's CRD
// schema, and the differential kit validates its random creates and
// updates with it as the API server validates a CRD, next to the
// generated Go validation. Every difference must have a known reason: the
// kit's shared ones (the CRD drift table), a tag the run reports as left
// out of the published OpenAPI, or a field openapi-gen itself makes
// required (notPublished).

func TestPublishedOpenAPIFaithfulWidget(t *testing.T) {
	const root = "github.com/kubedv/kubedv/examples/widget/v1.Widget"
	k := &Kit[widgetv1.Widget]{Version: "v1", Validate: widgetv1.Validate_Widget, Namespaced: true, Extra: notPublished(t, root)}
	k.CRD = publishedCRD(t, exampleDir+"/widgets.kubedv.io_widgets.yaml", root)
	res, err := k.CRD.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	k.Resource = res
	runKit(t, k, 20, kitCases(t))
}

func TestPublishedOpenAPIFaithfulGizmo(t *testing.T) {
	const root = "github.com/kubedv/kubedv/crdtest/kitapi/v1.Gizmo"
	k := &Kit[kitv1.Gizmo]{Version: "v1", Validate: kitv1.Validate_Gizmo, Namespaced: true, Extra: notPublished(t, root)}
	k.CRD = publishedCRD(t, "kitapi/crds/kit.kubedv.io_gizmos.yaml", root)
	res, err := k.CRD.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	k.Resource = res
	runKit(t, k, 21, kitCases(t))
}

// notPublished are the differences between the published schema and the
// Go code that are no published rule's:
//
//   - the uniqueness of a +k8s:listType=set|map that the +listType
//     comments do not repeat is left out (openapi-gen reports the tag;
//     publishing never sets x-kubernetes-list-type, which also sets
//     server-side apply's merge): a Go-only Duplicate at an item of a list
//     with no published set or map type; and since such a list's items
//     are not matched with old ones, a CRD-only problem at or below an
//     item the old list holds unchanged (the Go code ratchets it by key);
//   - openapi-gen makes fields required by its own rule (+required, or a
//     json tag without omitempty: upstream's, with or without the flag):
//     a CRD-only Required at a field that the definitions generated
//     without the flag (package base) already list as required.
func notPublished(t *testing.T, root string) []reason {
	base := resolveDefinitions(t, basedefs.GetOpenAPIDefinitions, root)
	noListType := func(s *structuralschema.Structural) bool {
		return s != nil && (s.XListType == nil || *s.XListType == "atomic")
	}
	return []reason{{
		"the uniqueness a +k8s:listType checks is left out of the published OpenAPI when +listType does not say it (openapi-gen --publish-validation reports the tag)",
		"crd-inexpressible", func(c *Case, d Difference) bool {
			if !d.GoOnly || !slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeDuplicate}) || !strings.HasSuffix(d.Path, "]") {
				return false
			}
			list, _, _ := nodeAt(c.schema, d.Path[:strings.LastIndexByte(d.Path, '[')])
			return noListType(list)
		},
	}, {
		"the items of a list whose +k8s:listType=map is not published are not matched with the old ones by the API server, so an unchanged item, or an unchanged value in a changed item, is checked again; the Go code ratchets it",
		"crd-inexpressible", func(c *Case, d Difference) bool {
			if d.GoOnly || c.Old == nil {
				return false
			}
			for i := strings.IndexByte(d.Path, '['); i >= 0; i = next(d.Path, i) {
				end := strings.IndexByte(d.Path[i:], ']')
				list, _, _ := nodeAt(c.schema, d.Path[:i])
				if end < 0 || !noListType(list) {
					continue
				}
				// The value the error is about, within its item: the item
				// itself, or a value below it that an old item holds too.
				itemPath, below := d.Path[:i+end+1], strings.TrimPrefix(d.Path[i+end+1:], ".")
				item, ok := lookup(c.New, itemPath)
				value, found := item, ok
				if m, isMap := item.(map[string]any); ok && isMap && below != "" {
					value, found = lookup(m, below)
				}
				olds, _ := lookupList(c.Old, d.Path[:i])
				return found && slices.ContainsFunc(olds, func(o any) bool {
					if below == "" {
						return reflect.DeepEqual(o, value)
					}
					m, isMap := o.(map[string]any)
					if !isMap {
						return false
					}
					ov, ok := lookup(m, below)
					return ok && reflect.DeepEqual(ov, value)
				})
			}
			return false
		},
	}, {
		"openapi-gen makes a field required by its own rule (+required, or a json tag without omitempty), with or without --publish-validation; the Go code checks the +k8s: tags",
		"", func(c *Case, d Difference) bool {
			if d.GoOnly || !slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeRequired}) {
				return false
			}
			return requiredIn(base, d.Path)
		},
	}}
}

// lookupList returns the list at path of obj.
func lookupList(obj map[string]any, path string) ([]any, bool) {
	v, ok := lookup(obj, path)
	l, isList := v.([]any)
	return l, ok && isList
}

// requiredIn reports whether the resolved schema lists the last field of
// path (written the Go way) as required in its parent.
func requiredIn(schema map[string]any, path string) bool {
	node := schema
	var parent map[string]any
	last := ""
	for rest := path; rest != ""; {
		parent = node
		if rest[0] == '[' {
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return false
			}
			rest, last = rest[end+1:], ""
			next, ok := node["items"].(map[string]any)
			if !ok {
				next, ok = node["additionalProperties"].(map[string]any)
			}
			if !ok {
				return false
			}
			node = next
			continue
		}
		rest = strings.TrimPrefix(rest, ".")
		end := strings.IndexAny(rest, ".[")
		if end < 0 {
			end = len(rest)
		}
		last, rest = rest[:end], rest[end:]
		props, _ := node["properties"].(map[string]any)
		next, ok := props[last].(map[string]any)
		if !ok {
			return false
		}
		node = next
	}
	req, _ := parent["required"].([]any)
	return last != "" && slices.Contains(req, any(last))
}

// publishedCRD returns the CRD at path with its schema replaced by the
// published definition root, resolved.
func publishedCRD(t *testing.T, path, root string) *CRD {
	t.Helper()
	schema := resolveDefinitions(t, publishdefs.GetOpenAPIDefinitions, root)
	// A custom resource's apiVersion, kind and metadata are the API
	// server's, as in every CRD.
	props := schema["properties"].(map[string]any)
	props["metadata"] = map[string]any{"type": "object"}
	props["apiVersion"] = map[string]any{"type": "string"}
	props["kind"] = map[string]any{"type": "string"}

	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var crd map[string]any
	if err := yaml.Unmarshal(data, &crd); err != nil {
		t.Fatal(err)
	}
	versions := crd["spec"].(map[string]any)["versions"].([]any)
	if len(versions) != 1 {
		t.Fatalf("%s: %d versions, want 1", path, len(versions))
	}
	versions[0].(map[string]any)["schema"] = map[string]any{"openAPIV3Schema": schema}
	out, err := json.Marshal(crd)
	if err != nil {
		t.Fatal(err)
	}
	c, err := DecodeCRD(out)
	if err != nil {
		t.Fatal(err)
	}
	if errs := c.Validate(); len(errs) > 0 {
		t.Fatalf("the API server rejects the published schema of %s as a CRD schema: %v", root, errs.ToAggregate())
	}
	return c
}

// resolveDefinitions returns the schema of the definition root with every
// $ref resolved, as JSON data.
func resolveDefinitions(t *testing.T, get common.GetOpenAPIDefinitions, root string) map[string]any {
	t.Helper()
	defs := map[string]map[string]any{}
	for name, d := range get(func(p string) spec.Ref { return spec.MustCreateRef(p) }) {
		data, err := json.Marshal(d.Schema)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		defs[name] = m
	}
	r := &resolver{defs: defs}
	schema := r.resolve(map[string]any{"$ref": root})
	if r.err != "" {
		t.Fatal(r.err)
	}
	return schema
}

// resolver inlines $refs into one schema, as a client that resolves the
// published OpenAPI does: a $ref's siblings (description, default, and the
// keywords and rules --publish-validation places next to a $ref) merge
// into the referenced schema.
type resolver struct {
	defs  map[string]map[string]any
	stack []string
	err   string
}

// intOrString are the definitions whose JSON is an integer or a string;
// a structural schema says so with x-kubernetes-int-or-string.
var intOrString = map[string]bool{
	"io.k8s.apimachinery.pkg.api.resource.Quantity":   true,
	"io.k8s.apimachinery.pkg.util.intstr.IntOrString": true,
}

func (r *resolver) resolve(n map[string]any) map[string]any {
	base := map[string]any{}
	if ref, ok := n["$ref"].(string); ok {
		switch def, found := r.defs[ref]; {
		case intOrString[ref]:
			base = map[string]any{"x-kubernetes-int-or-string": true, "anyOf": []any{map[string]any{"type": "integer"}, map[string]any{"type": "string"}}}
		case !found:
			r.err = "no definition " + ref
		case slices.Contains(r.stack, ref):
			r.err = "recursive definition " + ref
		default:
			r.stack = append(r.stack, ref)
			base = r.resolve(def)
			r.stack = r.stack[:len(r.stack)-1]
		}
	}
	own := map[string]any{}
	for k, v := range n {
		switch k {
		case "$ref", "x-kubernetes-patch-strategy", "x-kubernetes-patch-merge-key", "x-kubernetes-unions":
			// Not part of a CRD schema: merge strategies of kubectl's
			// strategic merge patch, and unions no API server checks.
		case "default":
			// Defaults are not validation: openapi-gen writes the zero
			// value Go's JSON decoder gives an absent field ("" for a
			// required string), which a CRD refuses as failing the
			// field's rules. The kit decodes the same JSON on both sides.
		case "properties":
			props := map[string]any{}
			for name, p := range v.(map[string]any) {
				props[name] = r.resolve(p.(map[string]any))
			}
			own[k] = props
		case "items", "additionalProperties":
			if m, ok := v.(map[string]any); ok {
				v = r.resolve(m)
			}
			own[k] = v
		default:
			own[k] = v
		}
	}
	return mergeSchema(base, own)
}

// mergeSchema merges the resolved schema over into base: keywords of over
// win, rules and required fields add up, properties, items and map values
// merge.
func mergeSchema(base, over map[string]any) map[string]any {
	out := maps.Clone(base)
	for k, v := range over {
		switch k {
		case "properties":
			props, _ := out[k].(map[string]any)
			props = maps.Clone(props)
			if props == nil {
				props = map[string]any{}
			}
			for name, p := range v.(map[string]any) {
				if b, ok := props[name].(map[string]any); ok {
					props[name] = mergeSchema(b, p.(map[string]any))
				} else {
					props[name] = p
				}
			}
			out[k] = props
		case "items", "additionalProperties":
			b, isMap := out[k].(map[string]any)
			o, overMap := v.(map[string]any)
			if isMap && overMap {
				v = mergeSchema(b, o)
			}
			out[k] = v
		case "x-kubernetes-validations":
			rules, _ := out[k].([]any)
			out[k] = append(slices.Clone(rules), v.([]any)...)
		case "required":
			req, _ := out[k].([]any)
			req = slices.Clone(req)
			for _, name := range v.([]any) {
				if !slices.Contains(req, name) {
					req = append(req, name)
				}
			}
			out[k] = req
		default:
			out[k] = v
		}
	}
	return out
}

// TestPublishDefinitionsUpToDate regenerates package publishdefs (and
// base) in memory from the go:generate lines of its doc.go and compares
// them with the checked-in files (go generate ./publishdefs rewrites them).
func TestPublishDefinitionsUpToDate(t *testing.T) {
	src, err := os.ReadFile("publishdefs/doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var runs int
	for _, line := range strings.Split(string(src), "\n") {
		rest, ok := strings.CutPrefix(line, "//go:generate go run github.com/kubedv/kubedv/cmd/openapi-gen ")
		if !ok {
			continue
		}
		runs++
		opts, err := openapigen.ParseFlags(strings.Fields(rest), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		opts.Dir = "publishdefs"
		outs, err := openapigen.Generate(opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range outs {
			want, err := os.ReadFile(o.Path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(o.Content, want) {
				t.Errorf("%s is stale; run go generate ./publishdefs in crdtest", o.Path)
			}
		}
	}
	if runs != 2 {
		t.Errorf("%d openapi-gen go:generate lines in publishdefs/doc.go, want 2", runs)
	}
}
