package schema

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/load"
)

// buildKBCRD builds the CRDs of testdata/kbcrd, a module of its own
// (crdtest's TestControllerGenCRDMetadata compares them with
// controller-gen v0.23's, whole; its TestGoldenCRDsPassTheAPIServer gives
// the golden copies to apiextensions' validation).
func buildKBCRD(t *testing.T, opts Options) map[string]*CRD {
	t.Helper()
	t.Setenv("GOWORK", "off")
	res, err := load.Load(load.Config{Dir: "testdata/kbcrd", Targets: []string{"./..."}, Readonly: []string{metaV1Pkg}})
	if err != nil {
		t.Fatal(err)
	}
	files, _, err := Build(res, opts)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*CRD{}
	for _, f := range files {
		out[f.CRD.Spec.Names.Kind] = f.CRD
	}
	return out
}

// kbcrdGolden compares crd with testdata/golden/name (-update rewrites it).
func kbcrdGolden(t *testing.T, name string, crd *CRD) {
	t.Helper()
	got, err := Marshal(crd)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if want, err := os.ReadFile(path); err != nil || string(want) != string(got) {
		t.Errorf("%s is missing or differs from the generated CRD (%v); run go test ./gen/schema -update and review the diff", path, err)
	}
}

func versionOf(crd *CRD, name string) *CRDVersion {
	for i := range crd.Spec.Versions {
		if crd.Spec.Versions[i].Name == name {
			return &crd.Spec.Versions[i]
		}
	}
	return nil
}

// TestControllerGenCRDMarkers: the CRD-level markers are read and written
// as controller-gen v0.23 writes them. Raw-string (`...`) arguments of
// +kubebuilder:resource, +kubebuilder:printcolumn and
// +kubebuilder:deprecatedversion lose their backquotes (the API server
// refuses a jsonPath that starts with one); lists in braces mix quoted,
// raw and bare items; a version with printer columns and no subresource
// marker has subresources: {}, one with neither has none; deprecation with
// and without a warning.
func TestControllerGenCRDMarkers(t *testing.T) {
	crds := buildKBCRD(t, Options{})
	h := crds["Holder"]
	if h == nil || crds["Column"] == nil || crds["Bare"] == nil {
		t.Fatalf("CRDs %v, want Holder, Column and Bare", crds)
	}
	n := h.Spec.Names
	if n.Plural != "holderz" || n.Singular != "holdr" || h.Spec.Scope != "Cluster" || h.Metadata.Name != "holderz.crd.kubedv.io" ||
		!slices.Equal(n.ShortNames, []string{"hd", "hld", "hl"}) || !slices.Equal(n.Categories, []string{"all", "kubedv"}) {
		t.Errorf("Holder names %+v, scope %s, name %s", n, h.Spec.Scope, h.Metadata.Name)
	}
	if got := crds["Bare"].Spec.Names.ShortNames; !slices.Equal(got, []string{"br", "bre"}) {
		t.Errorf("Bare short names %v, want br, bre (a;b)", got)
	}
	v1, v1beta1 := versionOf(h, "v1"), versionOf(h, "v1beta1")
	if v1 == nil || v1beta1 == nil {
		t.Fatalf("Holder versions %+v", h.Spec.Versions)
	}
	want := []PrintColumn{
		{Name: "Ready", Type: "boolean", JSONPath: ".status.ready", Description: `Ready, "really"`, Format: "byte", Priority: 1},
		{Name: "Age", Type: "date", JSONPath: ".metadata.creationTimestamp"},
		{Name: "Size", Type: "integer", JSONPath: ".spec.size"},
	}
	if !slices.Equal(v1.AdditionalPrinterColumns, want) {
		t.Errorf("v1 columns %+v\nwant %+v", v1.AdditionalPrinterColumns, want)
	}
	if !v1.Deprecated || v1.DeprecationWarning == nil || *v1.DeprecationWarning != "crd.kubedv.io/v1 Holder is deprecated; use v2" {
		t.Errorf("v1 deprecated %v, warning %v", v1.Deprecated, v1.DeprecationWarning)
	}
	if !v1beta1.Deprecated || v1beta1.DeprecationWarning != nil {
		t.Errorf("v1beta1 deprecated %v, warning %v; want deprecated, no warning", v1beta1.Deprecated, v1beta1.DeprecationWarning)
	}
	if s := v1.Subresources; s == nil || s.Status == nil || s.Scale != nil {
		t.Errorf("v1 subresources %+v, want status", s)
	}
	if s := v1beta1.Subresources; s == nil || s.Status != nil || s.Scale != nil {
		t.Errorf("v1beta1 subresources %+v, want {} (printer columns, no subresource marker)", s)
	}
	if s := crds["Column"].Spec.Versions[0].Subresources; s == nil || s.Status != nil || s.Scale != nil {
		t.Errorf("Column subresources %+v, want {}", s)
	}
	if s := crds["Bare"].Spec.Versions[0].Subresources; s != nil {
		t.Errorf("Bare subresources %+v, want none", s)
	}
	if s := crds["Scaled"].Spec.Versions[0].Subresources; s == nil || s.Status != nil || s.Scale == nil ||
		*s.Scale != (Scale{SpecReplicasPath: ".spec.replicas", StatusReplicasPath: ".status.replicas", LabelSelectorPath: ".status.selector"}) {
		t.Errorf("Scaled subresources %+v, want the scale paths without backquotes", s)
	}
	for _, crd := range crds {
		kbcrdGolden(t, crd.Spec.Group+"_"+crd.Spec.Names.Plural+".yaml", crd)
	}
}

// TestControllerGenVersionMarkers: +kubebuilder:unservedversion (served:
// false), +kubebuilder:skipversion (the version left out),
// +kubebuilder:selectablefield (the version's selectableFields, in order)
// and +kubebuilder:metadata (the CRD's annotations and labels, from every
// version), as controller-gen v0.23 writes them; versions are listed by
// name, as controller-gen lists them (v1, v1alpha1, v1beta1), not by
// priority.
func TestControllerGenVersionMarkers(t *testing.T) {
	crds := buildKBCRD(t, Options{})
	h := crds["Holder"]
	var names []string
	for _, v := range h.Spec.Versions {
		names = append(names, v.Name)
	}
	if !slices.Equal(names, []string{"v1", "v1alpha1", "v1beta1"}) {
		t.Errorf("Holder versions %v, want v1 v1alpha1 v1beta1", names)
	}
	for _, v := range h.Spec.Versions {
		if served := v.Name != "v1alpha1"; v.Served != served || v.Storage != (v.Name == "v1") {
			t.Errorf("%s: served %v, storage %v", v.Name, v.Served, v.Storage)
		}
	}
	if got, want := versionOf(h, "v1").SelectableFields, []SelectableField{{JSONPath: ".spec.phase"}, {JSONPath: ".spec.replicas"}}; !slices.Equal(got, want) {
		t.Errorf("v1 selectable fields %v, want %v", got, want)
	}
	if got := versionOf(h, "v1beta1").SelectableFields; got != nil {
		t.Errorf("v1beta1 selectable fields %v, want none", got)
	}
	if got, want := h.Metadata.Annotations, map[string]string{"crd.kubedv.io/owner": "kubedv", "crd.kubedv.io/a": "1", "crd.kubedv.io/b": "x=y"}; !maps.Equal(got, want) {
		t.Errorf("annotations %v, want %v", got, want)
	}
	if got, want := h.Metadata.Labels, map[string]string{"app": "kubedv", "tier": "test", "stage": "alpha"}; !maps.Equal(got, want) {
		t.Errorf("labels %v, want %v (from v1 and v1alpha1)", got, want)
	}
	if c := crds["Column"]; len(c.Spec.Versions) != 1 || c.Spec.Versions[0].Name != "v1" || !c.Spec.Versions[0].Storage {
		t.Errorf("Column versions %+v, want v1 alone, stored (v1beta1 is skipped)", c.Spec.Versions)
	}
}

// TestVersionMarkerRefusals: a CRD marker whose CRD the API server would
// refuse (no version left, none served), or which cannot be read, stops
// generation at the marker.
func TestVersionMarkerRefusals(t *testing.T) {
	_, _, err := Build(loadTestdata(t, "./badversions/..."), Options{})
	if err == nil {
		t.Fatal("Build of testdata/badversions succeeded")
	}
	for _, want := range []string{
		"badversions/extdocs/types.go:15:5: +kubebuilder:externalDocs: url \"not a url\" is not an absolute URL or path",
		"badversions/metaarg/types.go:10:4: +kubebuilder:metadata: unknown argument \"owners\"",
		"badversions/metavalue/types.go:10:4: +kubebuilder:metadata annotations: \"novalue\" is not key=value",
		"badversions/selectable/types.go:10:4: +kubebuilder:selectablefield takes one argument, JSONPath=",
		"badversions/skiponly/types.go:10:4: +kubebuilder:skipversion on Thing, the only version of its kind",
		"badversions/unserved/types.go:11:6: Thing: every version (v1) is marked +kubebuilder:unservedversion",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing error %q in:\n%v", want, err)
		}
	}
	if n := strings.Count(err.Error(), "\n") + 1; n != 6 {
		t.Errorf("got %d errors, want 6:\n%v", n, err)
	}
}

// TestExternalDocs: +kubebuilder:externalDocs on a root type, a type and a
// field, as controller-gen v0.23 writes it: the node's externalDocs
// (raw-string and quoted arguments), the type's wherever the type is used
// (list items too), a field's own over its type's.
func TestExternalDocs(t *testing.T) {
	crds := buildKBCRD(t, Options{})
	root := crds["Column"].Spec.Versions[0].Schema.OpenAPIV3Schema
	spec := root.Properties["spec"]
	for at, c := range map[string]struct {
		got  *ExternalDocs
		want ExternalDocs
	}{
		"Column":               {root.ExternalDocs, ExternalDocs{URL: "/docs/column"}},
		"spec":                 {spec.ExternalDocs, ExternalDocs{URL: "https://example.com/column-spec"}},
		"spec.inner":           {spec.Properties["inner"].ExternalDocs, ExternalDocs{URL: "https://example.com/inner", Description: "inner"}},
		"spec.inner.items[*]":  {spec.Properties["inner"].Properties["items"].Items.ExternalDocs, ExternalDocs{URL: "https://example.com/spec3"}},
		"Holder v1 spec":       {versionOf(crds["Holder"], "v1").Schema.OpenAPIV3Schema.Properties["spec"].ExternalDocs, ExternalDocs{URL: "https://example.com/holder-spec", Description: `the spec, "whole"`}},
		"Holder v1 spec.phase": {versionOf(crds["Holder"], "v1").Schema.OpenAPIV3Schema.Properties["spec"].Properties["phase"].ExternalDocs, ExternalDocs{URL: "https://example.com/phase"}},
	} {
		if c.got == nil || *c.got != c.want {
			t.Errorf("%s: externalDocs %+v, want %+v", at, c.got, c.want)
		}
	}
	if d := spec.Properties["phase"].ExternalDocs; d != nil {
		t.Errorf("spec.phase: externalDocs %+v, want none", d)
	}
}

// TestControllerGenKnownTypes: the types controller-gen v0.23 knows (its
// known_types.go) are written with its schemas, and so are those it reads
// by their structure where the +k8s: dialect differs (FieldsV1): JSON of
// apiextensions v1 and v1beta1 holds any value (no type), RawExtension any
// object, Unstructured an object whose content is pruned (unless the field
// keeps unknown fields), an embedded ObjectMeta no properties.
func TestControllerGenKnownTypes(t *testing.T) {
	spec := versionOf(buildKBCRD(t, Options{})["Holder"], "v1").Schema.OpenAPIV3Schema.Properties["spec"].Properties
	preserve := func(p *Props) bool { return p.PreserveUnknownFields != nil && *p.PreserveUnknownFields }
	for _, name := range []string{"value", "valuePtr", "oldValue"} {
		if p := spec[name]; p.Type != "" || !preserve(p) || len(p.Properties) != 0 {
			t.Errorf("%s: %+v, want only x-kubernetes-preserve-unknown-fields", name, p)
		}
	}
	if p := spec["values"].Items; p.Type != "" || !preserve(p) {
		t.Errorf("values items: %+v, want any JSON value", p)
	}
	if p := spec["valueMap"].AdditionalProperties; p.Type != "" || !preserve(p) {
		t.Errorf("valueMap values: %+v, want any JSON value", p)
	}
	for _, name := range []string{"raw", "rawPtr", "keptObject"} {
		if p := spec[name]; p.Type != "object" || !preserve(p) {
			t.Errorf("%s: %+v, want an object keeping unknown fields", name, p)
		}
	}
	for _, name := range []string{"object", "fields"} {
		if p := spec[name]; p.Type != "object" || p.PreserveUnknownFields != nil || len(p.Properties) != 0 {
			t.Errorf("%s: %+v, want type object alone", name, p)
		}
	}
	if p := spec["fields"]; p.Description == "" {
		t.Errorf("fields: no description; controller-gen writes FieldsV1's doc")
	}
	if p := spec["size"]; !p.IntOrString || p.Pattern != quantityPattern {
		t.Errorf("size: %+v", p)
	}
	if p := spec["port"]; !p.IntOrString || p.Pattern != "" {
		t.Errorf("port: %+v", p)
	}
	for _, name := range []string{"time", "microTime"} {
		if p := spec[name]; p.Type != "string" || p.Format != "date-time" {
			t.Errorf("%s: %+v", name, p)
		}
	}
	if p := spec["duration"]; p.Type != "string" || p.Format != "" {
		t.Errorf("duration: %+v", p)
	}
	if p := spec["template"].Properties["metadata"]; p.Type != "object" || len(p.Properties) != 0 {
		t.Errorf("template.metadata: %+v, want type object, no properties", p)
	}
}

// TestEmbeddedObjectMeta: with Options.EmbeddedObjectMeta
// (--crd-embedded-object-meta) an ObjectMeta below the root has the
// properties controller-gen's crd:generateEmbeddedObjectMeta=true writes;
// the root's metadata stays type: object. In the +k8s: dialect the option
// replaces ObjectMeta's Go structure the same way.
func TestEmbeddedObjectMeta(t *testing.T) {
	h := buildKBCRD(t, Options{EmbeddedObjectMeta: true})["Holder"]
	root := versionOf(h, "v1").Schema.OpenAPIV3Schema
	if p := root.Properties["metadata"]; p.Type != "object" || len(p.Properties) != 0 {
		t.Errorf("metadata: %+v, want type object", p)
	}
	meta := root.Properties["spec"].Properties["template"].Properties["metadata"]
	var names []string
	for name := range meta.Properties {
		names = append(names, name)
	}
	slices.Sort(names)
	if !slices.Equal(names, []string{"annotations", "finalizers", "labels", "name", "namespace"}) || meta.Type != "object" {
		t.Fatalf("template.metadata: %+v, want controller-gen's five properties", meta)
	}
	if meta.Description != "The metadata of the objects made from it." {
		t.Errorf("template.metadata description %q, want the field's doc", meta.Description)
	}
	if p := meta.Properties["labels"]; p.Type != "object" || p.AdditionalProperties == nil || p.AdditionalProperties.Type != "string" {
		t.Errorf("labels: %+v", p)
	}
	if p := meta.Properties["finalizers"]; p.Type != "array" || p.Items == nil || p.Items.Type != "string" || p.ListType != "" {
		t.Errorf("finalizers: %+v", p)
	}
	kbcrdGolden(t, "crd.kubedv.io_holderz.embedded-object-meta.yaml", h)

	// The +k8s: dialect: ObjectMeta's Go structure without the option,
	// the same five properties with it.
	for _, opt := range []bool{false, true} {
		res, err := load.Load(load.Config{Dir: "testdata", Targets: []string{"./embedmeta/..."}, Readonly: []string{metaV1Pkg, "k8s.io/apimachinery/pkg/types"}})
		if err != nil {
			t.Fatal(err)
		}
		files, _, err := Build(res, Options{EmbeddedObjectMeta: opt})
		if err != nil {
			t.Fatal(err)
		}
		root := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema
		meta := root.Properties["spec"].Properties["template"].Properties["metadata"]
		_, uid := meta.Properties["uid"]
		_, owners := meta.Properties["ownerReferences"]
		switch {
		case !opt && (!uid || !owners || meta.Properties["labels"] == nil):
			t.Errorf("+k8s: dialect, no option: template.metadata has %d properties, want ObjectMeta's Go structure", len(meta.Properties))
		case opt && (uid || owners || len(meta.Properties) != 5):
			t.Errorf("+k8s: dialect, with the option: template.metadata has %d properties, want controller-gen's five", len(meta.Properties))
		}
		if p := root.Properties["metadata"]; p.Type != "object" || len(p.Properties) != 0 {
			t.Errorf("option %v: root metadata %+v, want type object", opt, p)
		}
	}
}
