package schema

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
)

// TestPublisherDefinition: one definition at a time, struct values as
// stubs, typedefs inlined with their tags, inlined structs' fields in
// place, no defaults, rules under options left out with a finding.
func TestPublisherDefinition(t *testing.T) {
	res := loadTestdata(t, "./shop/v1")
	pub, err := NewPublisher(res, Options{OptionsUnknown: true})
	if err != nil {
		t.Fatal(err)
	}
	const pkg = "github.com/kubedv/kubedv/gen/schema/testdata/shop/v1"
	spec, ok, err := pub.Definition(pkg, "WidgetSpec")
	if err != nil || !ok {
		t.Fatalf("WidgetSpec: ok %v, %v", ok, err)
	}
	if d := spec.Properties["description"]; d == nil || d.MaxLength == nil || *d.MaxLength != 200 {
		t.Errorf("the inlined Common's description: %+v", d)
	}
	if r := spec.Properties["replicas"]; r.Minimum == nil || *r.Minimum != 0 || r.Maximum == nil || *r.Maximum != 10 {
		t.Errorf("replicas: %+v", r)
	}
	if w := spec.Properties["weights"]; w.AdditionalProperties == nil || w.AdditionalProperties.Items == nil ||
		w.AdditionalProperties.Items.Minimum == nil || *w.AdditionalProperties.Items.Minimum != 1 {
		t.Errorf("weights: the typedef Weight's minimum on the items of the map values: %+v", w)
	}
	if p := spec.Properties["ports"]; !p.Items.IsStub() || len(p.Items.Properties) != 0 || p.ListType != "map" {
		t.Errorf("ports: items %+v, want a stub (Port is its own definition)", p.Items)
	}
	if !contains(spec.Required, "name") {
		t.Errorf("required %v, want name", spec.Required)
	}
	widget, ok, err := pub.Definition(pkg, "Widget")
	if err != nil || !ok {
		t.Fatalf("Widget: ok %v, %v", ok, err)
	}
	if s := widget.Properties["spec"]; !s.IsStub() || s.Properties != nil {
		t.Errorf("Widget.spec %+v, want a stub", s)
	}
	if _, ok, _ := pub.Definition(pkg, "Weight"); ok {
		t.Errorf("Weight is not a struct: no definition of its own")
	}
	if _, ok, _ := pub.Definition("example.com/none", "X"); ok {
		t.Errorf("a package not loaded has no definitions")
	}

	gadget, _, err := pub.Definition(pkg, "GadgetSpec")
	if err != nil {
		t.Fatal(err)
	}
	if m := gadget.Properties["motto"]; m.MaxLength == nil || *m.MaxLength != 10 || m.MinLength != nil || len(m.Validations) != 0 {
		t.Errorf("motto %+v: want the beta maxLength only (no alpha, nothing under options)", m)
	}
	var options []lint.Finding
	for _, f := range pub.Findings() {
		if strings.Contains(f.Message, "option Fancy") {
			options = append(options, f)
		}
		if !strings.Contains(f.Message, "left out of the published OpenAPI") {
			t.Errorf("finding %s does not say it is about the published OpenAPI", f)
		}
	}
	if len(options) != 2 {
		t.Errorf("%d findings about option Fancy, want 2 (ifEnabled, ifDisabled): %v", len(options), pub.Findings())
	}
}
