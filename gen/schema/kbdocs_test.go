package schema

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/kubedv/kubedv/gen/load"
)

// TestKubebuilderDocMarkers: --crd-dir writes +kubebuilder:title and
// +kubebuilder:example as controller-gen v0.23 writes them (crdtest's
// TestControllerGenEquivalence compares the same package with
// controller-gen's CRD; crdtest's TestGoldenCRDsPassTheAPIServer gives the
// golden copy to apiextensions' validation): the example's value in
// controller-gen's value syntax as JSON, a type's title wherever the type
// is used and a field's own over it, no example from a type or an alias.
func TestKubebuilderDocMarkers(t *testing.T) {
	t.Setenv("GOWORK", "off") // its own module
	res, err := load.Load(load.Config{Dir: "testdata/kbdocs", Targets: []string{"./..."}, Readonly: []string{metaV1Pkg}})
	if err != nil {
		t.Fatal(err)
	}
	files, _, err := Build(res, Options{})
	if err != nil {
		t.Fatal(err)
	}
	root := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema
	if root.Title != "The manual" {
		t.Errorf("root title %q, want the root type's", root.Title)
	}
	spec := root.Properties["spec"].Properties
	for name, want := range map[string][2]string{
		"service":  {"Service name", `"my-service"`},
		"port":     {"124", `"8080"`},
		"replicas": {"", `5`},
		"share":    {"", `0.5`},
		"debug":    {"", `false`},
		"ports":    {"", `[8080,8443]`},
		"hosts":    {"", `{}`}, // not [] as a default would be
		"limits":   {"", `{"cpu":"100m","memory":"128Mi"}`},
		"volumes":  {"", `[{"name":"a","size":1},{"name":"b"}]`},
		"mode":     {"Restart mode", ""}, // the type's title, not its example
		"fallback": {"Fallback mode", `"Never"`},
		"other":    {"Other mode", ""},
		"disk":     {"A volume", ""},
		"label":    {"A label", ""}, // the alias's title, not its example
		"ownLabel": {"Own label", ""},
	} {
		p := spec[name]
		if p == nil {
			t.Errorf("no property %s", name)
			continue
		}
		if p.Title != want[0] || string(p.Example) != want[1] {
			t.Errorf("%s: title %q, example %s; want %q, %s", name, p.Title, p.Example, want[0], want[1])
		}
	}
	for _, name := range []string{"modes", "volumes"} {
		if items := spec[name].Items; items == nil || items.Title == "" || items.Example != nil {
			t.Errorf("items of %s: %+v, want the type's title and no example", name, items)
		}
	}
	out, err := Marshal(files[0].CRD)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "golden", files[0].Name)
	if *update {
		if err := os.WriteFile(path, out, 0o644); err != nil {
			t.Fatal(err)
		}
	} else if want, err := os.ReadFile(path); err != nil || string(want) != string(out) {
		t.Errorf("%s is missing or differs from the generated CRD (%v); run go test ./gen/schema -update and review the diff", path, err)
	}
}
