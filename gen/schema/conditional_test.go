package schema

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
)

// TestGoldenConditional builds the CRD of testdata/cond (subfield, item,
// ifMode and field-bound rules, placed on an ancestor of the value they
// check) and compares it with the checked-in YAML, which the crdtest
// module feeds to the API server's CRD validation.
func TestGoldenConditional(t *testing.T) {
	files, findings, err := Build(loadTestdata(t, "./cond/..."), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range findings {
		if f.Rule == lint.CRDInexpressible {
			t.Errorf("left out of the CRD: %s", f)
		}
	}
	if len(files) != 1 || files[0].Name != "cond.example.com_rigs.yaml" {
		t.Fatalf("files = %v, want cond.example.com_rigs.yaml", files)
	}
	got, err := Marshal(files[0].CRD)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "golden", files[0].Name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./gen/schema -update)", err)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs from the generated CRD; run go test ./gen/schema -update and review the diff", path)
	}
}

// TestConditionalRules checks the rules of testdata/cond one by one: where
// each lands, what it reads, and where it reports.
func TestConditionalRules(t *testing.T) {
	files, _, err := Build(loadTestdata(t, "./cond/..."), Options{})
	if err != nil {
		t.Fatal(err)
	}
	spec := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"]
	has := func(p *Props, path, part string) {
		t.Helper()
		for _, r := range p.Validations {
			if r.FieldPath == path && strings.Contains(r.Rule, part) {
				return
			}
		}
		t.Errorf("no rule with fieldPath %q containing %q in %+v", path, part, p.Validations)
	}
	part := spec.Properties["part"]
	// A subfield's payload lands on the subfield's own node.
	if !contains(part.Required, "name") || part.Properties["parts"].MaxItems == nil || *part.Properties["parts"].MaxItems != 4 {
		t.Errorf("part: required %v, parts.maxItems %v; want name required and maxItems 4", part.Required, part.Properties["parts"].MaxItems)
	}
	if kind := part.Properties["ref"].Properties["kind"]; kind.MaxLength == nil || *kind.MaxLength != 8 {
		t.Errorf("part.ref.kind: maxLength %v, want 8 (nested subfield)", kind.MaxLength)
	}
	has(part, ".ref", "oldSelf.ref")                              // subfield immutable: transition on the struct
	has(part.Properties["name"], "", "format.dns1123Label()")     // format: CEL on the node
	has(spec.Properties["pets"], "", "((has(self.cat)) ? 1 : 0)") // a union reached by subfield
	// Items: guarded by every key, reported inside the item.
	conds := spec.Properties["conditions"]
	has(conds.Items, ".reason", "!(self.type == 'Ready' && self.port == 80) || (!(has(self.reason) && self.reason != '') || (self.reason != 'Late'))")
	has(conds.Items, ".message", "!(has(self.message) && self.message != '')")
	has(conds.Items, "", "self == oldSelf")
	has(conds.Items, ".note", "format.dns1123Subdomain().validate(self.note)") // bounded by the field's maxLength
	has(spec, ".conditions", "== 1")                                           // union of items: exactly one
	has(spec, ".conditions", "!has(oldSelf.conditions)")                       // NoRemoveItem
	has(spec, ".phases", "x.type == 'Succeeded' && x.port == 1")               // a +k8s:union of +k8s:listMapItem members
	// Modes: a boolean pointer and an integer discriminator.
	engine := spec.Properties["engine"]
	has(engine, ".volts", "(has(self.electric) && self.electric == true)")
	has(engine, ".layout", "((has(self.cylinders) ? self.cylinders : 0) == 4)")
	has(engine, ".layout", "!((has(self.cylinders) ? self.cylinders : 0) == 4) && !((has(self.cylinders) ? self.cylinders : 0) == 6)")
	// A bound by a nested field that is not a pointer: a missing one is 0.
	has(spec, ".start", "self.start < (has(self.window) && has(self.window.end) ? self.window.end : 0)")
}

// TestConditionalRefusals: the forms without a faithful CRD rule are left
// out with a crd-inexpressible finding at their tag that says why.
func TestConditionalRefusals(t *testing.T) {
	_, findings, err := Build(loadTestdata(t, "./refused/..."), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for _, f := range findings {
		if f.Rule == lint.CRDInexpressible {
			left = append(left, f.String())
		}
	}
	all := strings.Join(left, "\n")
	for _, want := range []string{
		`refused/v1/types.go:11:25: [crd-inexpressible] +k8s:format=k8s-short-name on metadata at the resource root is left out of the CRD, so the API server does not enforce it: the API server owns the schema of metadata; it checks that a name is a DNS subdomain`,
		`refused/v1/types.go:21:26: [crd-inexpressible] +k8s:immutable on the item (name: "a") of field Items is left out of the CRD, so the API server does not enforce it: the Go code also reports an added item`,
		`refused/v1/types.go:22:5: [crd-inexpressible] +k8s:item(name: "b")=+k8s:update=NoSet on the item (name: "b") of field Items is left out of the CRD, so the API server does not enforce it: the Go code reports an added item at its index`,
		`refused/v1/types.go:23:59: [crd-inexpressible] +k8s:maxLength=2 on subfield tags of the item (name: "c") of field Items is left out of the CRD`,
		`refused/v1/types.go:24:47: [crd-inexpressible] +k8s:format=k8s-short-name on the item (name: "d") of field Items is left out of the CRD, so the API server does not enforce it: the API server's cost estimate of this CEL rule needs a maxLength`,
		`refused/v1/types.go:46:35: [crd-inexpressible] +k8s:maxLength=2 on items of field List is left out of the CRD, so the API server does not enforce it: a rule of one mode reads the discriminator`,
	} {
		if !strings.Contains(all, want) {
			t.Errorf("missing finding %q in:\n%s", want, all)
		}
	}
	if len(left) != 6 {
		t.Errorf("got %d findings, want 6:\n%s", len(left), all)
	}
}
