package schema

import (
	"testing"

	"github.com/kubedv/kubedv/gen/load"
)

// TestKubebuilderShapeMarkers: --crd-dir writes controller-gen's
// schema-shaping markers as controller-gen v0.23 writes them (the same
// package is compared with controller-gen's CRD structurally by crdtest's
// TestControllerGenEquivalence): Type, XIntOrString (items: too),
// EmbeddedResource, XEmbeddedResource, Schemaless, XPreserveUnknownFields
// and pruning:PreserveUnknownFields, Format off strings; a type with its own MarshalJSON and a
// Type marker is described by its markers alone.
func TestKubebuilderShapeMarkers(t *testing.T) {
	t.Setenv("GOWORK", "off") // its own module
	res, err := load.Load(load.Config{Dir: "testdata/kbshape", Targets: []string{"./..."}, Readonly: []string{metaV1Pkg}})
	if err != nil {
		t.Fatal(err)
	}
	files, _, err := Build(res, Options{})
	if err != nil {
		t.Fatal(err)
	}
	spec := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"].Properties
	preserve := func(name string) bool {
		p := spec[name].PreserveUnknownFields
		return p != nil && *p
	}
	for _, name := range []string{"embedded", "unpruned"} {
		if p := spec[name]; !p.EmbeddedResource || p.Type != "object" || !preserve(name) {
			t.Errorf("%s: %+v, want an embedded resource (object, unknown fields kept)", name, p)
		}
	}
	if p := spec["percent"]; !p.IntOrString {
		t.Errorf("percent: %+v, want int-or-string", p)
	}
	if p := spec["steps"]; p.Items == nil || !p.Items.IntOrString {
		t.Errorf("steps: %+v, want int-or-string items", p)
	}
	// Schemaless: an empty schema, then the field's other markers; Inner's
	// maxLength is not written (the Go code does not check it either).
	if p := spec["free"]; p.Type != "object" || !preserve("free") || len(p.Properties) != 0 {
		t.Errorf("free: %+v, want an empty object keeping unknown fields", p)
	}
	if p := spec["open"]; !preserve("open") || p.Properties["name"].MaxLength == nil {
		t.Errorf("open: %+v, want Inner's schema keeping unknown fields", p)
	}
	// A package of shared types, a target without +groupName, is read as
	// controller-gen reads it and gets no CRD of its own.
	if len(files) != 1 {
		t.Errorf("%d CRDs, want 1 (the shared package has none)", len(files))
	}
	if p := spec["shared"].Properties["span"]; p.MapType != "atomic" {
		t.Errorf("shared.span: %+v, want x-kubernetes-map-type: atomic (+structType in the shared package)", p)
	}
	if p := spec["raw"]; p.Type != "string" || p.Format != "byte" {
		t.Errorf("raw: %+v, want type string, format byte", p)
	}
	// Types that marshal themselves: their markers alone.
	if p := spec["kept"]; p.Type != "object" || !preserve("kept") || len(p.Properties) != 0 {
		t.Errorf("kept: %+v, want an object keeping unknown fields, no properties", p)
	}
	if p := spec["count"]; p.Type != "integer" || p.Format != "int64" || len(p.Properties) != 0 {
		t.Errorf("count: %+v, want type integer, format int64 (its Format marker)", p)
	}
	if p := spec["host"]; p.Type != "string" || len(p.Properties) != 0 {
		t.Errorf("host: %+v, want a string (a text marshaler)", p)
	}
	if p := spec["byHost"]; p.Type != "object" || p.AdditionalProperties == nil || p.AdditionalProperties.Type != "string" {
		t.Errorf("byHost: %+v, want a map keyed by a text marshaler", p)
	}
	if p := spec["triple"]; p.Type != "array" || p.Items == nil || p.Items.Type != "integer" || p.MaxItems != nil {
		t.Errorf("triple: %+v, want an array of integers (its length not written, as controller-gen)", p)
	}
	// +k8s:required: controller-gen's minimum of 1.
	for name, min := range map[string]*int64{"label": spec["label"].MinLength, "tags": spec["tags"].MinItems, "notes": spec["notes"].MinProperties} {
		if min == nil || *min != 1 {
			t.Errorf("%s: %+v, want a minimum of 1", name, spec[name])
		}
	}
	if p := spec["size"]; !p.IntOrString || p.Pattern != quantityPattern {
		t.Errorf("size: %+v, want an int-or-string with the quantity pattern", p)
	}
	if p := spec["template"].Properties["metadata"]; p.Type != "object" || len(p.Properties) != 0 {
		t.Errorf("template.metadata: %+v, want type object, no properties", p)
	}
	if p := spec["ref"]; p.MapType != "atomic" || p.Properties["name"] == nil {
		t.Errorf("ref: %+v, want the inlined struct's name and map type atomic", p)
	}
	// A type alias's markers, next to the field's own (the tightest).
	for name, want := range map[string][2]int64{"handle": {2, 16}, "shortHandle": {2, 8}} {
		if p := spec[name]; p.MinLength == nil || p.MaxLength == nil || *p.MinLength != want[0] || *p.MaxLength != want[1] {
			t.Errorf("%s: %+v, want lengths %v (the alias's markers)", name, p, want)
		}
	}
	// A type that marshals itself without a Type marker: its structure.
	if p := spec["window"].Properties["hours"]; p.Minimum == nil || *p.Minimum != 1 {
		t.Errorf("window.hours: %+v, want minimum 1", p)
	}
}
