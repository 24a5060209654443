package schema

import (
	"slices"
	"strings"
	"testing"
)

const kindsPkg = "github.com/kubedv/kubedv/gen/schema/testdata/kinds"

func TestKinds(t *testing.T) {
	k, err := NewKinds(loadTestdata(t, "./kinds"), Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	crd, err := k.CRD("kinds.example.com", kindsPkg, "Root")
	if err != nil {
		t.Fatal(err)
	}
	if got := crd.Metadata.Name; got != "roots.kinds.example.com" {
		t.Errorf("name %s", got)
	}
	root := crd.Spec.Versions[0].Schema.OpenAPIV3Schema
	for _, p := range []string{"apiVersion", "kind", "metadata"} {
		if root.Properties[p] == nil {
			t.Errorf("no property %s", p)
		}
	}
	rules := func(p *Props) (out []string) {
		for _, r := range p.Validations {
			out = append(out, r.Rule)
		}
		return out
	}
	// A map's key type's rules are the map's key rules.
	if got := rules(root.Properties["byMode"]); !slices.Contains(got, "self.all(k, k in ['A', 'B'])") {
		t.Errorf("byMode rules %q, want the key type's enum", got)
	}
	// +k8s:eachVal=+k8s:opaqueType drops the values' type rules only there.
	if p := root.Properties["opaque"].Items.Properties["count"]; p.Minimum != nil {
		t.Errorf("opaque items keep their type's minimum")
	}
	if p := root.Properties["checked"].Items.Properties["count"]; p.Minimum == nil {
		t.Errorf("checked items lost their type's minimum")
	}
	if got := root.Properties["pairs"].Items.MapType; got != "atomic" {
		t.Errorf("set items have map type %q, want atomic", got)
	}
	// An optional value JSON carries when unset: its zero passes.
	mode := root.Properties["mode"]
	if !slices.Contains(mode.Enum, any("")) || mode.MinLength != nil || !slices.Contains(rules(mode), "self.size() == 0 || self.size() >= 2") {
		t.Errorf("mode: enum %v, minLength %v, rules %q: want the zero exempted", mode.Enum, mode.MinLength, rules(mode))
	}
	if omitted := root.Properties["omitted"]; omitted.MinLength == nil || len(omitted.Validations) > 0 {
		t.Errorf("omitted (omitempty) should keep its keyword")
	}
	// A bound float64 cannot hold exactly is a CEL rule.
	wide := root.Properties["wide"]
	if wide.Minimum != nil || !slices.Contains(rules(wide), "self >= -9223372036854775807") || wide.Maximum == nil {
		t.Errorf("wide: minimum %v, maximum %v, rules %q", wide.Minimum, wide.Maximum, rules(wide))
	}

	for name, want := range map[string]string{
		"Clash":   `type Clash has a JSON field "kind"`,
		"Missing": "declares no type Missing",
		"Mode":    "type Mode is not a struct",
	} {
		if _, err := k.CRD("kinds.example.com", kindsPkg, name); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CRD(%s): error %v, want %q", name, err, want)
		}
	}
}
