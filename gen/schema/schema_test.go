package schema

import (
	"flag"
	"maps"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/tags"
)

var update = flag.Bool("update", false, "rewrite the golden CRDs in testdata/golden")

func loadTestdata(t *testing.T, patterns ...string) *load.Result {
	t.Helper()
	res, err := load.Load(load.Config{Dir: "testdata", Targets: patterns})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestGolden builds the CRDs of testdata/shop and compares them with the
// checked-in YAML, which the crdtest module also feeds to the API server's
// CRD validation.
func TestGolden(t *testing.T) {
	files, _, err := Build(loadTestdata(t, "./shop/..."), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, f.Name)
		got, err := Marshal(f.CRD)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", "golden", f.Name)
		if *update {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test ./gen/schema -update)", err)
		}
		if string(got) != string(want) {
			t.Errorf("%s differs from the generated CRD; run go test ./gen/schema -update and review the diff", path)
		}
	}
	if got, want := strings.Join(names, " "), "shop.example.com_gadgets.yaml shop.example.com_widgets.yaml"; got != want {
		t.Errorf("files = %s, want %s", got, want)
	}
}

// TestRefusals checks that real mistakes stop generation with their
// position, and that tags without a faithful CRD form are left out with a
// crd-inexpressible finding at the tag: nothing is dropped silently.
func TestRefusals(t *testing.T) {
	_, findings, err := Build(loadTestdata(t, "./bad/..."), Options{})
	if err == nil {
		t.Fatal("Build of testdata/bad succeeded")
	}
	for _, want := range []string{
		"bad/customjson/types.go:9:2: type github.com/kubedv/kubedv/gen/schema/testdata/bad/customjson.Encoded has its own JSON form",
		"bad/recursive/types.go:13:2: recursive type Node (Node -> Node)",
		"bad/twov2/types.go:6:6: Pair has versions v2, v1 and none is marked +kubebuilder:storageversion",
		`bad/unmapped/types.go:18:5: +k8s:listMapKey=key on field Items: a CRD needs every map-list key to be required`,
		"bad/unmapped/types.go:20:2: type k8s.io/apimachinery/pkg/apis/meta/v1.LabelSelector is not loaded",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing error %q in:\n%v", want, err)
		}
	}
	if n := strings.Count(err.Error(), "\n") + 1; n != 5 {
		t.Errorf("got %d errors, want 5:\n%v", n, err)
	}
	var left []string
	for _, f := range findings {
		if f.Rule == lint.CRDInexpressible {
			left = append(left, f.String())
		}
	}
	for i, want := range []string{
		"bad/unmapped/types.go:13:5: [crd-inexpressible] +k8s:format=k8s-resource-pool-name on field Name is left out of the CRD, so the API server does not enforce it: the format k8s-resource-pool-name has no CEL form",
		"bad/unmapped/types.go:15:18: [crd-inexpressible] +k8s:immutable on items of field IDs is left out of the CRD, so the API server does not enforce it: update rules become CEL rules on the struct that declares a field",
		"bad/unmapped/types.go:35:5: [crd-inexpressible] +k8s:immutable on a value below an atomic or set list is left out of the CRD, so the API server does not enforce it: its CEL rule uses oldSelf",
	} {
		if i >= len(left) || !strings.Contains(left[i], want) {
			t.Errorf("finding %d: want %q in %q", i, want, left)
		}
	}
	if len(left) != 3 {
		t.Errorf("got %d crd-inexpressible findings, want 3:\n%s", len(left), strings.Join(left, "\n"))
	}
}

// TestLeftOut: a tag without a faithful CRD form is left out of the CRD
// with a finding at the tag (none where nolint names the rule); the tag's
// neighbours stay. With Strict it is an error and nothing is built.
func TestLeftOut(t *testing.T) {
	res := loadTestdata(t, "./lossy/...")
	files, findings, err := Build(res, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for _, f := range findings {
		if f.Rule == lint.CRDInexpressible {
			left = append(left, f.String())
		}
	}
	if len(left) != 1 || !strings.Contains(left[0], "lossy/v1/types.go:19:5: [crd-inexpressible] +k8s:format=k8s-resource-pool-name on field Name is left out of the CRD") {
		t.Errorf("crd-inexpressible findings = %q, want one at PoolSpec.Name (Accepted opts out)", left)
	}
	name := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"].Properties["name"]
	if name.MaxLength == nil || *name.MaxLength != 40 || len(name.Validations) != 0 {
		t.Errorf("spec.name = %+v, want maxLength 40 and no rule", name)
	}
	var zones string
	for _, f := range findings {
		if f.Rule == lint.CRDDrift && f.Pos.Line == 24 {
			zones = f.Message
		}
	}
	if !strings.HasSuffix(zones, "duplicate-reported-once, list-type-ratchet, set-items-recheck (see docs/crd.md#drift)") {
		t.Errorf("a set with item rules: finding %q, want set-items-recheck", zones)
	}
	_, _, err = Build(res, Options{Strict: true})
	if err == nil || !strings.Contains(err.Error(), "types.go:19:5: [crd-inexpressible] +k8s:format=k8s-resource-pool-name on field Name is left out") ||
		!strings.HasSuffix(err.Error(), "(--crd-strict)") || strings.Count(err.Error(), "\n") != 0 {
		t.Errorf("strict: error %v, want the one finding as a --crd-strict error", err)
	}
}

func TestPlural(t *testing.T) {
	for in, want := range map[string]string{
		"widget": "widgets", "policy": "policies", "gateway": "gateways", "status": "statuses",
		"box": "boxes", "batch": "batches", "mesh": "meshes",
	} {
		if got := plural(in); got != want {
			t.Errorf("plural(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMarkerLine(t *testing.T) {
	line := tags.Line{Text: `+kubebuilder:printcolumn:name="Ready, really",type=string,JSONPath=".status.ready"`}
	m, ok, err := markerLine(line, "+kubebuilder:printcolumn")
	if err != nil || !ok {
		t.Fatalf("markerLine: ok=%v err=%v", ok, err)
	}
	if m.Args["name"] != "Ready, really" || m.Args["jsonpath"] != ".status.ready" || m.Args["type"] != "string" {
		t.Errorf("args = %v", m.Args)
	}
	if _, ok, _ := markerLine(tags.Line{Text: "+kubebuilder:printcolumnx"}, "+kubebuilder:printcolumn"); ok {
		t.Error("a longer marker name matched")
	}
	for _, bad := range []string{`+kubebuilder:printcolumn:name="x`, `+kubebuilder:printcolumn:name`, `+kubebuilder:printcolumn:name="x"y`} {
		if _, _, err := markerLine(tags.Line{Text: bad}, "+kubebuilder:printcolumn"); err == nil {
			t.Errorf("markerLine(%s) accepted", bad)
		}
	}
}

// TestMarkerLineSpellings: the spellings controller-gen accepts for a
// resource or printer column marker read as it reads them.
func TestMarkerLineSpellings(t *testing.T) {
	for text, want := range map[string]map[string]string{
		"+kubebuilder:resource:shortName={a,b,c},scope=Cluster":            {"shortname": "a;b;c", "scope": "Cluster"},
		"+kubebuilder:resource:shortName={a}":                              {"shortname": "a"},
		`+kubebuilder:resource:shortName={"a", "b"}, categories={all}`:     {"shortname": "a;b", "categories": "all"},
		"+kubebuilder:resource:shortName=a;b":                              {"shortname": "a;b"},
		`+kubebuilder:resource:shortName="a";"b";c,scope=Cluster`:          {"shortname": "a;b;c", "scope": "Cluster"},
		"+kubebuilder:resource:shortName=`a`;\"b\"":                        {"shortname": "a;b"},
		"+kubebuilder:printcolumn:name=X,type=string,JSONPath=`.status.x`": {"name": "X", "type": "string", "jsonpath": ".status.x"},
		`+kubebuilder:printcolumn:name="X", type=string, JSONPath=".a"`:    {"name": "X", "type": "string", "jsonpath": ".a"},
	} {
		prefix := "+kubebuilder:resource"
		if strings.HasPrefix(text, "+kubebuilder:printcolumn") {
			prefix = "+kubebuilder:printcolumn"
		}
		m, ok, err := markerLine(tags.Line{Text: text}, prefix)
		if err != nil || !ok {
			t.Errorf("%s: ok=%v err=%v", text, ok, err)
			continue
		}
		if !maps.Equal(m.Args, want) {
			t.Errorf("%s: args %v, want %v", text, m.Args, want)
		}
	}
	for _, bad := range []string{"+kubebuilder:resource:shortName=\"a\";\"b;c\"", "+kubebuilder:resource:shortName=\"a\";;b", "+kubebuilder:resource:shortName={a,b", "+kubebuilder:resource:shortName={a b}x", "+kubebuilder:resource:shortName={a,,b}", "+kubebuilder:printcolumn:JSONPath=`.a"} {
		if _, _, err := markerLine(tags.Line{Text: bad}, "+kubebuilder:resource"); err == nil && strings.HasPrefix(bad, "+kubebuilder:resource") {
			t.Errorf("markerLine(%s) accepted", bad)
		}
		if _, _, err := markerLine(tags.Line{Text: bad}, "+kubebuilder:printcolumn"); err == nil && strings.HasPrefix(bad, "+kubebuilder:printcolumn") {
			t.Errorf("markerLine(%s) accepted", bad)
		}
	}
}

// TestLifecycleOptions: +k8s:alpha is never written, +k8s:beta unless
// NoBeta, ifEnabled/ifDisabled by the enabled options.
func TestLifecycleOptions(t *testing.T) {
	motto := func(opts Options) *Props {
		t.Helper()
		files, _, err := Build(loadTestdata(t, "./shop/..."), opts)
		if err != nil {
			t.Fatal(err)
		}
		return files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"].Properties["motto"]
	}
	rules := func(p *Props) string {
		var out []string
		for _, r := range p.Validations {
			out = append(out, r.Rule)
		}
		return strings.Join(out, "; ")
	}
	p := motto(Options{})
	if p.MinLength != nil || p.MaxLength == nil || *p.MaxLength != 10 || rules(p) != "self != 'plain'" {
		t.Errorf("defaults: minLength %v maxLength %v rules %q; want no alpha minLength, beta maxLength 10, ifDisabled neq", p.MinLength, p.MaxLength, rules(p))
	}
	p = motto(Options{NoBeta: true, Enabled: []string{"Fancy"}})
	if p.MinLength != nil || p.MaxLength == nil || *p.MaxLength != 5 || rules(p) != "" {
		t.Errorf("no beta, Fancy on: minLength %v maxLength %v rules %q; want maxLength 5 only", p.MinLength, p.MaxLength, rules(p))
	}
}

// TestDriftFindings: the tags a CRD enforces differently get one crd-drift
// finding each, naming the differences; plain keywords get none.
func TestDriftFindings(t *testing.T) {
	_, findings, err := Build(loadTestdata(t, "./shop/..."), Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{} // v1/types.go:line -> message
	for _, f := range findings {
		if f.Rule != lint.CRDDrift || f.Severity != lint.Info {
			t.Errorf("unexpected finding %s (severity %s)", f, f.Severity)
			continue
		}
		_, rel, _ := strings.Cut(filepath.ToSlash(f.Pos.Filename), "testdata/shop/")
		got[rel+":"+strconv.Itoa(f.Pos.Line)] = f.Message
	}
	for at, want := range map[string]string{
		"v1/types.go:43":  "+k8s:required: the CRD enforces it differently from the Go code in some requests: cel-skipped, required-ratchet, short-circuit (see docs/crd.md#drift)",
		"v1/types.go:56":  "+k8s:listType=set: the CRD enforces it differently from the Go code in some requests: duplicate-reported-once, list-type-ratchet (see",
		"v1/types.go:57":  "+k8s:maxItems=5: the CRD enforces it differently from the Go code in some requests: short-circuit (see",
		"v1/types.go:59":  "duplicate-reported-once, list-type-ratchet, map-list-uncorrelated, map-list-same-by-key, map-list-changed-by-key, map-list-repeated-key (see",
		"v1/types.go:130": "+k8s:format=k8s-short-name: the CRD enforces it differently from the Go code in some requests: cel-skipped (see",
		"v1/types.go:163": "cel-skipped, each-key-recheck (see",
		"v1/types.go:53":  "+k8s:multipleOf=3: the CRD enforces it differently from the Go code in some requests: cel-skipped (see",
	} {
		if !strings.Contains(got[at], want) {
			t.Errorf("%s: finding %q, want %q", at, got[at], want)
		}
	}
	for _, at := range []string{"v1/types.go:44", "v1/types.go:47", "v1/types.go:48", "v1/types.go:60", "v1/types.go:49"} {
		if m, ok := got[at]; ok {
			t.Errorf("%s is a plain keyword, but has the finding %q", at, m)
		}
	}
}
