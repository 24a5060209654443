package crdtest

import (
	"encoding/json"
	"fmt"
	"go/token"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting"

	"github.com/kubedv/kubedv/crdtest/defaultapi/v1"
	"github.com/kubedv/kubedv/gen/defaultergen"
	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// defaultAPIConfig is the run of defaultapi/v1/doc.go's go:generate lines.
var defaultAPIConfig = validationgen.Config{
	Dir:      "defaultapi/v1",
	Packages: []string{"."},
	Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"},
}

// TestDefaultAPIUpToDate regenerates the one-truth API's Go defaulter and
// CRD in memory and compares them with the checked-in files.
func TestDefaultAPIUpToDate(t *testing.T) {
	files, err := defaultergen.Generate(defaultergen.Options{
		Dir: defaultAPIConfig.Dir, Patterns: []string{"."}, OutputFile: "zz_generated.defaults.go",
		BuildTag: defaultergen.DefaultBuildTag, GeneratorName: "defaulter-gen",
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("generated %d defaulter files, want 1", len(files))
	}
	for name, data := range files {
		staleIn(t, name, data, "defaultapi")
	}
	crds, findings, err := validationgen.BuildCRDs(defaultAPIConfig)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range findings {
		if f.Rule == "crd-inexpressible" {
			t.Errorf("the one-truth API's CRD leaves a tag out: %s", f)
		}
	}
	for _, f := range crds {
		data, err := schema.Marshal(f.CRD)
		if err != nil {
			t.Fatal(err)
		}
		staleIn(t, filepath.Join("defaultapi", "crds", f.Name), data, "defaultapi")
	}
}

func staleIn(t *testing.T, path string, want []byte, api string) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil || string(got) != string(want) {
		t.Errorf("%s is stale (%v); run go -C crdtest generate ./%s/...", path, err, api)
	}
}

// TestOneTruthOfDefaults defaults random Preset objects twice: as a
// built-in type (decode into Go, SetObjectDefaults_Preset) and as a custom
// resource (the API server's structural defaulting of the JSON with the
// generated CRD's schema). The two results must be the same object, except
// in fields whose +default the lint rule default-drift flags: every
// difference must be predicted by a finding.
func TestOneTruthOfDefaults(t *testing.T) {
	crd := readCRDFile(t, "defaultapi/crds/defaults.kubedv.io_presets.yaml")
	if errs := crd.Validate(); len(errs) > 0 {
		t.Fatalf("the API server rejects the CRD: %v", errs.ToAggregate())
	}
	s, _, err := crd.structural("v1")
	if err != nil {
		t.Fatal(err)
	}
	sites := defaultSites(t)
	drift := driftFindings(t)

	cases := 3000
	if n, err := strconv.Atoi(os.Getenv("KUBEDV_KIT_CASES")); err == nil && n > 0 {
		cases = n
	}
	r := compareDefaulting(t, s, cases, sites, drift)
	t.Logf("%d cases: %d objects the same on both sides, %d different", cases, r.agree, r.differ)
	for _, k := range sortedKeys(r.predicted) {
		t.Logf("  predicted by default-drift: %s: %d", k, r.predicted[k])
	}
	for _, k := range sortedKeys(r.unexplained) {
		t.Errorf("a difference default-drift does not predict, at %s: %s", k, r.unexplained[k])
	}
	same := 0
	for _, f := range sortedKeys(sites.fields) {
		if r.casesDiffering[f] == 0 {
			same++
		}
	}
	t.Logf("  %d of %d fields with a +default never differed; per field, cases that differed:", same, len(sites.fields))
	for _, f := range sortedKeys(sites.fields) {
		t.Logf("    %s: %d", f, r.casesDiffering[f])
	}
	for _, pos := range sortedPositions(drift) {
		if !r.seen[pos] {
			t.Logf("  default-drift finding with no difference seen: %s:%d", filepath.Base(pos.Filename), pos.Line)
		}
	}
	if r.agree == 0 || r.differ == 0 {
		t.Errorf("%d agreements and %d differences: the random objects miss one side of the comparison", r.agree, r.differ)
	}

	// The comparison sees a default the CRD lacks: without spec.replicas's
	// default, the differences there are not predicted.
	replicas := s.Properties["spec"].Properties["replicas"]
	replicas.Default.Object = nil
	s.Properties["spec"].Properties["replicas"] = replicas
	if r := compareDefaulting(t, s, 200, sites, drift); r.unexplained["PresetSpec.Replicas"] == "" {
		t.Errorf("without the replicas default in the CRD, no unexplained difference at PresetSpec.Replicas: %v", r.unexplained)
	}
}

// comparison counts what compareDefaulting saw.
type comparison struct {
	agree, differ  int
	predicted      map[string]int          // differences by Go field and finding
	unexplained    map[string]string       // by Go field: an example
	seen           map[token.Position]bool // the findings that predicted one
	casesDiffering map[string]int          // by Go field: cases with a difference there
}

// compareDefaulting defaults random objects both ways and compares.
func compareDefaulting(t *testing.T, s *structuralschema.Structural, cases int, sites defaultPositions, drift map[token.Position]bool) comparison {
	t.Helper()
	rng := rand.New(rand.NewPCG(13, 1929))
	r := comparison{predicted: map[string]int{}, unexplained: map[string]string{}, seen: map[token.Position]bool{}, casesDiffering: map[string]int{}}
	for i := 0; i < cases; i++ {
		spec := s.Properties["spec"]
		obj := randomObject(rng, reflect.TypeFor[v1.PresetSpec](), &spec).(map[string]any)
		data := mustJSON(t, map[string]any{"apiVersion": "defaults.kubedv.io/v1", "kind": "Preset", "metadata": map[string]any{"name": "p"}, "spec": obj})
		if i%2 == 1 {
			// What a Go client sends: every field without omitempty, zeros included.
			var typed v1.Preset
			mustUnmarshal(t, data, &typed)
			data = mustJSON(t, &typed)
		}

		var goSide v1.Preset
		mustUnmarshal(t, data, &goSide)
		v1.SetObjectDefaults_Preset(&goSide)

		var u map[string]any
		mustUnmarshal(t, data, &u)
		defaulting.PruneNonNullableNullsWithoutDefaults(u, s)
		defaulting.Default(u, s)
		var crdSide v1.Preset
		mustUnmarshal(t, mustJSON(t, u), &crdSide)

		diffs := diffValues(reflect.ValueOf(goSide.Spec), reflect.ValueOf(crdSide.Spec), "PresetSpec", "spec")
		if len(diffs) == 0 {
			r.agree++
			continue
		}
		r.differ++
		fieldsHere := map[string]bool{}
		for _, d := range diffs {
			fieldsHere[d.site] = true
		}
		for f := range fieldsHere {
			r.casesDiffering[f]++
		}
		for _, d := range diffs {
			if pos, ok := predicted(d, sites, drift); ok {
				r.predicted[d.site+" ("+filepath.Base(pos.Filename)+":"+strconv.Itoa(pos.Line)+")"]++
				r.seen[pos] = true
				continue
			}
			if _, seen := r.unexplained[d.site]; !seen {
				r.unexplained[d.site] = fmt.Sprintf("%s: Go %s, CRD %s, from %s", d.path, d.goValue, d.crdValue, data)
			}
		}
	}
	return r
}

// diff is one leaf where the two sides differ.
type diff struct {
	path              string // JSON path, for messages
	site              string // Type.Field, or Type[] for an item or value of Type
	elemType          string // the item or value type, for item differences
	goValue, crdValue string
}

// diffValues compares two Go values and returns the leaves that differ,
// each with the field (or item type) that holds it.
func diffValues(a, b reflect.Value, site, path string) []diff {
	leaf := func() []diff {
		return []diff{{path: path, site: site, goValue: show(a), crdValue: show(b)}}
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return leaf()
			}
			return nil
		}
		return diffValues(a.Elem(), b.Elem(), site, path)
	case reflect.Struct:
		var out []diff
		for i := 0; i < a.NumField(); i++ {
			f := a.Type().Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			out = append(out, diffValues(a.Field(i), b.Field(i), a.Type().Name()+"."+f.Name, path+"."+name)...)
		}
		return out
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return leaf()
		}
		var out []diff
		for i := 0; i < a.Len(); i++ {
			out = append(out, elemDiffs(diffValues(a.Index(i), b.Index(i), site, path+"["+strconv.Itoa(i)+"]"), a.Type().Elem())...)
		}
		return out
	case reflect.Map:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return leaf()
		}
		var out []diff
		for _, k := range a.MapKeys() {
			bv := b.MapIndex(k)
			if !bv.IsValid() {
				return leaf()
			}
			out = append(out, elemDiffs(diffValues(a.MapIndex(k), bv, site, path+"["+k.String()+"]"), a.Type().Elem())...)
		}
		return out
	}
	if !reflect.DeepEqual(a.Interface(), b.Interface()) {
		return leaf()
	}
	return nil
}

// elemDiffs marks differences of a list item or map value itself (not of
// a field inside it) with the item type, whose default applies there.
func elemDiffs(ds []diff, elem reflect.Type) []diff {
	for i := range ds {
		if ds[i].elemType == "" && !strings.Contains(ds[i].path[strings.LastIndex(ds[i].path, "]"):], ".") {
			for elem.Kind() == reflect.Pointer {
				elem = elem.Elem()
			}
			ds[i].elemType = elem.Name()
		}
	}
	return ds
}

func show(v reflect.Value) string {
	if v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	data, err := json.Marshal(v.Interface())
	if err != nil {
		return fmt.Sprint(v.Interface())
	}
	return string(data)
}

// predicted reports the default-drift finding that explains d: at the
// +default of the field that holds it, or of the type of the field (its
// pointed-to type) or of the item.
func predicted(d diff, sites defaultPositions, drift map[token.Position]bool) (token.Position, bool) {
	var candidates []token.Position
	if d.elemType != "" {
		candidates = append(candidates, sites.types[d.elemType])
	} else {
		candidates = append(candidates, sites.fields[d.site], sites.types[sites.fieldType[d.site]])
	}
	for _, pos := range candidates {
		if pos.IsValid() && drift[pos] {
			return pos, true
		}
	}
	return token.Position{}, false
}

// defaultPositions are where the API's defaults are declared.
type defaultPositions struct {
	fields    map[string]token.Position // Type.Field
	types     map[string]token.Position // Type
	fieldType map[string]string         // Type.Field: the named type behind its pointers
}

func defaultSites(t *testing.T) defaultPositions {
	res, err := load.Load(load.Config{Dir: defaultAPIConfig.Dir, Targets: defaultAPIConfig.Packages, Readonly: defaultAPIConfig.Readonly})
	if err != nil {
		t.Fatal(err)
	}
	out := defaultPositions{fields: map[string]token.Position{}, types: map[string]token.Position{}, fieldType: map[string]string{}}
	for _, n := range res.Targets[0].Named {
		if d, ok := defaulttag.Of(n.Other, n.Tags); ok {
			out.types[n.Name()] = d.Pos
		}
		for _, f := range n.Fields {
			key := n.Name() + "." + f.Name
			if d, ok := defaulttag.Of(f.Other, f.Tags); ok {
				out.fields[key] = d.Pos
			}
			out.fieldType[key] = strings.TrimLeft(strings.TrimPrefix(f.Var.Type().String(), "*"), "*")
			if i := strings.LastIndex(out.fieldType[key], "."); i >= 0 {
				out.fieldType[key] = out.fieldType[key][i+1:]
			}
		}
	}
	if len(out.fields) == 0 {
		t.Fatal("the API declares no defaults")
	}
	return out
}

func driftFindings(t *testing.T) map[token.Position]bool {
	findings, err := validationgen.Lint(validationgen.LintConfig{Config: defaultAPIConfig})
	if err != nil {
		t.Fatal(err)
	}
	out := map[token.Position]bool{}
	for _, f := range findings {
		switch f.Rule {
		case "default-drift":
			out[f.Pos] = true
		case "default-value", "zero-value":
			t.Errorf("the one-truth API has a bad default: %s", f)
		}
	}
	return out
}

// randomObject returns JSON data for Go type typ with schema s: fields
// absent, null, zero or set; lists and maps with zero and set entries, and
// null ones where the schema has a default for them (elsewhere the API
// server rejects or prunes a null entry before any defaulting).
func randomObject(rng *rand.Rand, typ reflect.Type, s *structuralschema.Structural) any {
	for typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	entry := func(elem reflect.Type, es *structuralschema.Structural) any {
		if es != nil && es.Default.Object != nil && rng.IntN(4) == 0 {
			return nil
		}
		return randomObject(rng, elem, es)
	}
	switch typ.Kind() {
	case reflect.Struct:
		obj := map[string]any{}
		for i := 0; i < typ.NumField(); i++ {
			f := typ.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			var fs *structuralschema.Structural
			if sub, ok := s.Properties[name]; ok {
				fs = &sub
			}
			switch r := rng.IntN(8); {
			case r < 3: // absent
			case r == 3:
				obj[name] = nil
			default:
				obj[name] = randomObject(rng, f.Type, fs)
			}
		}
		return obj
	case reflect.Slice:
		items := make([]any, rng.IntN(4))
		for i := range items {
			items[i] = entry(typ.Elem(), s.Items)
		}
		return items
	case reflect.Map:
		var vs *structuralschema.Structural
		if s.AdditionalProperties != nil {
			vs = s.AdditionalProperties.Structural
		}
		m := map[string]any{}
		for i := rng.IntN(3); i > 0; i-- {
			m["k"+strconv.Itoa(rng.IntN(4))] = entry(typ.Elem(), vs)
		}
		return m
	case reflect.String:
		return []string{"", "", "x", "manual"}[rng.IntN(4)]
	case reflect.Bool:
		return rng.IntN(2) == 0
	case reflect.Int32, reflect.Int64:
		return []int{0, 0, 1, 7}[rng.IntN(4)]
	case reflect.Float64:
		return []float64{0, 0.5}[rng.IntN(2)]
	}
	panic("randomObject: unexpected kind " + typ.Kind().String())
}

func sortedPositions(m map[token.Position]bool) []token.Position {
	out := make([]token.Position, 0, len(m))
	for p := range m {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func mustUnmarshal(t *testing.T, data []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
