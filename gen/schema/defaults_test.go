package schema

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestDefaults builds testdata/defaults and checks what each kind of
// +default becomes in the schema.
func TestDefaults(t *testing.T) {
	files, findings, err := Build(loadTestdata(t, "./defaults/..."), Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range findings {
		if f.Rule != "crd-drift" {
			t.Errorf("unexpected finding %s", f)
		}
	}
	spec := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"]
	if d, ok := spec.Default.(map[string]any); !ok || len(d) != 0 {
		t.Errorf("spec has the default %v, want {}: its fields have defaults", spec.Default)
	}
	prop := func(path ...string) *Props {
		p := spec
		for _, name := range path {
			switch name {
			case "[]":
				p = p.Items
			case "{}":
				p = p.AdditionalProperties
			default:
				p = p.Properties[name]
			}
			if p == nil {
				t.Fatalf("no schema at %v", path)
			}
		}
		return p
	}
	for _, c := range []struct {
		path []string
		want string // the default as JSON, "" for none
	}{
		{[]string{"greeting"}, `"hello"`},
		{[]string{"empty"}, ``},
		{[]string{"count"}, `5`},
		{[]string{"color"}, `"blue"`},
		{[]string{"size"}, `3`},
		{[]string{"ratio"}, `0.5`},
		{[]string{"pointerMode"}, `"fast"`},
		{[]string{"plainMode"}, ``},
		{[]string{"ownMode"}, `"slow"`},
		{[]string{"modes", "[]"}, `"fast"`},
		{[]string{"modes"}, ``},
		{[]string{"levels", "{}"}, `7`},
		{[]string{"tags"}, `["a","b"]`},
		{[]string{"labels"}, `{"x":"1"}`},
		{[]string{"sub"}, `{"name":"n"}`},
		{[]string{"sub", "name"}, `"anonymous"`},
		{[]string{"sub", "port"}, `80`},
		{[]string{"subs", "[]", "port"}, `80`},
		{[]string{"subs", "[]"}, `{}`},
		{[]string{"subsByName", "{}"}, ``},
		{[]string{"subsByName", "{}", "port"}, ``},
		{[]string{"subsByName", "{}", "weight"}, ``},
		{[]string{"sub", "weight"}, `1`},
		{[]string{"plain"}, `{}`},
	} {
		got := ""
		if d := prop(c.path...).Default; d != nil {
			data, err := json.Marshal(d)
			if err != nil {
				t.Fatal(err)
			}
			got = string(data)
		}
		if got != c.want {
			t.Errorf("default of %s = %s, want %s", strings.Join(c.path, "."), got, c.want)
		}
	}
	if r := prop("sub").Required; len(r) != 0 {
		t.Errorf("sub requires %v; its defaulted fields need not be listed", r)
	}
	if r := prop("subsByName", "{}").Required; strings.Join(r, ",") != "weight" {
		t.Errorf("values of subsByName require %v, want weight: nothing defaults it there", r)
	}
	out, err := Marshal(files[0].CRD)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "default: hello\n") {
		t.Errorf("the YAML has no default: hello:\n%s", out)
	}
	// The crdtest module gives the golden copy to the API server.
	path := filepath.Join("testdata", "golden", files[0].Name)
	if *update {
		if err := os.WriteFile(path, out, 0o644); err != nil {
			t.Fatal(err)
		}
	} else if want, err := os.ReadFile(path); err != nil || string(want) != string(out) {
		t.Errorf("%s is missing or differs from the generated CRD (%v); run go test ./gen/schema -update and review the diff", path, err)
	}
}

// TestDefaultRefusals: defaults the CRD cannot carry, or that fail the
// schema, stop generation at the +default's position.
func TestDefaultRefusals(t *testing.T) {
	_, _, err := Build(loadTestdata(t, "./baddefaults/..."), Options{Strict: true})
	if err == nil {
		t.Fatal("Build of testdata/baddefaults succeeded")
	}
	for _, want := range []string{
		`baddefaults/v1/types.go:9:5: [crd-inexpressible] +default={"labels": {"a": "b"}} on metadata at the resource root is left out of the CRD, so the API server does not enforce it: the API server allows no default in a resource's top-level metadata`,
		`baddefaults/v1/types.go:20:5: +default="toolong" on field TooLong: the default fails the CRD schema: "toolong" is longer than maxLength 3`,
		`baddefaults/v1/types.go:23:5: +default={"name": "x", "extra": 1} on field Unknown: the default fails the CRD schema: unknown field "extra"`,
		`baddefaults/v1/types.go:26:5: [crd-inexpressible] +default={"name": "x"} on field Always is left out of the CRD, so the API server does not enforce it: a non-pointer struct is always present in Go`,
		`baddefaults/v1/types.go:29:5: [crd-inexpressible] +default=ref(DefaultName) on field FromVar is left out of the CRD, so the API server does not enforce it: ref() names a variable`,
		`baddefaults/v1/types.go:32:5: +default=ref(Missing) on field Missing: no constant Missing in package v1`,
		`baddefaults/v1/types.go:43:5: +default="x" on field Code: the default fails a CEL rule of the CRD (+default="x": the value fails +k8s:neq="x": must not be equal to "x")`,
		`baddefaults/v1/types.go:49:4: +default="long" on items of []v1.Word: the default fails the CRD schema: "long" is longer than maxLength 2`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing error %q in:\n%v", want, err)
		}
	}
	if n := strings.Count(err.Error(), "\n") + 1; n != 8 {
		t.Errorf("got %d errors, want 8:\n%v", n, err)
	}
}

// TestDefaultRefusalsAreFindings: without --crd-strict a default the CRD
// cannot carry is left out with a crd-inexpressible finding; defaults that
// fail the schema stay errors.
func TestDefaultRefusalsAreFindings(t *testing.T) {
	_, findings, err := Build(loadTestdata(t, "./baddefaults/..."), Options{})
	if err == nil || strings.Contains(err.Error(), "crd-inexpressible") || !strings.Contains(err.Error(), "the default fails the CRD schema") {
		t.Errorf("error = %v; want the schema failures only", err)
	}
	var got []string
	for _, f := range findings {
		if f.Rule == "crd-inexpressible" {
			got = append(got, filepath.Base(f.Pos.Filename)+":"+strconv.Itoa(f.Pos.Line))
		}
	}
	if want := "types.go:9 types.go:26 types.go:29"; strings.Join(got, " ") != want {
		t.Errorf("crd-inexpressible findings at %v, want %s", got, want)
	}
}

func TestValidateValue(t *testing.T) {
	n := func(f float64) *float64 { return &f }
	obj := &Props{Type: "object", Required: []string{"a"}, Properties: map[string]*Props{
		"a": {Type: "integer", Minimum: n(1), Maximum: n(3)},
		"s": {Type: "array", ListType: "set", Items: &Props{Type: "string", Enum: []any{"x", "y"}}},
		"q": {IntOrString: true, AnyOf: []*Props{{Type: "integer"}, {Type: "string"}}},
	}}
	for _, c := range []struct {
		json string
		want string // the problems, joined; "" for none
	}{
		{`{"a": 2, "s": ["x", "y"], "q": "1Gi"}`, ``},
		{`{"a": 2, "q": 5}`, ``},
		{`{"a": 2.0}`, ``},
		{`{"s": ["x"]}`, `: the required field "a" is missing`},
		{`{"a": 4}`, `.a: 4 is above the maximum 3`},
		{`{"a": 1.5}`, `.a: an integer is needed, not the number 1.5`},
		{`{"a": 1, "s": ["x", "x"]}`, `.s: items 0 and 1 repeat the key "x" of x-kubernetes-list-type set`},
		{`{"a": 1, "s": ["z"]}`, `.s[0]: "z" is not one of the allowed values [x y]`},
		{`{"a": 1, "q": true}`, `.q: true is neither an integer nor a string`},
		{`{"a": 1, "b": 1}`, `: unknown field "b", which the API server prunes (a default must be pruned already)`},
		{`{"a": null}`, `.a: null is not allowed (the schema is not nullable)`},
	} {
		v, err := decodeForTest(c.json)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range validateValue(v, obj, "") {
			got = append(got, p.path+": "+p.msg)
		}
		if strings.Join(got, "; ") != c.want {
			t.Errorf("%s: got %q, want %q", c.json, strings.Join(got, "; "), c.want)
		}
	}
}

func decodeForTest(s string) (any, error) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var v any
	return v, dec.Decode(&v)
}

// TestKubebuilderDefaults: in a package written for controller-gen,
// +kubebuilder:default is written as controller-gen v0.23 writes it, and
// so is +default={} on a non-pointer struct.
func TestKubebuilderDefaults(t *testing.T) {
	files, _, err := Build(loadTestdata(t, "./kbdefaults/..."), Options{})
	if err != nil {
		t.Fatal(err)
	}
	spec := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"]
	for _, c := range []struct{ path, want string }{
		{"policy", `"Always"`}, {"quoted", `"a b"`}, {"count", `3`}, {"zero", `0`}, {"ratio", `1.5`}, {"on", `true`},
		{"ports", `[80,443]`}, {"empty", `[]`}, {"labels", `{"a":"1","b":"x"}`}, {"sub", `{"name":"n","port":8080}`},
		{"sub.name", `"anonymous"`}, {"both", `"marker"`}, {"plain", ``}, {"plain.name", `"anonymous"`},
		{"filled", `{}`}, {"filled.name", `"anonymous"`},
	} {
		p := spec
		for _, name := range strings.Split(c.path, ".") {
			p = p.Properties[name]
		}
		got := ""
		if p.Default != nil {
			data, err := json.Marshal(p.Default)
			if err != nil {
				t.Fatal(err)
			}
			got = string(data)
		}
		if got != c.want {
			t.Errorf("default of %s = %s, want %s", c.path, got, c.want)
		}
	}
}
