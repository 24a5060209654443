package crdtest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"sigs.k8s.io/yaml"
)

// gatewayExample is one document of Gateway API's examples.
type gatewayExample struct {
	Name    string // file (relative to the module) and document index
	Channel string // standard or experimental: the CRDs it is written for
	Kind    string
	Raw     []byte // JSON, as written
	Invalid bool   // from hack/invalid-examples
}

// gatewayExamples reads the documents of group gateway.networking.k8s.io/v1
// under dirs (relative to the module src), each dir ending in its channel.
func gatewayExamples(t *testing.T, src string, invalid bool, dirs ...string) []gatewayExample {
	t.Helper()
	var out []gatewayExample
	for _, d := range dirs {
		channel := filepath.Base(d)
		err := filepath.WalkDir(filepath.Join(src, d), func(path string, e os.DirEntry, err error) error {
			if err != nil || e.IsDir() || !strings.HasSuffix(path, ".yaml") {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(src, path)
			r := utilyaml.NewYAMLReader(bufio.NewReader(bytes.NewReader(data)))
			for i := 0; ; i++ {
				doc, err := r.Read()
				if err == io.EOF {
					break
				}
				if err != nil {
					return fmt.Errorf("%s: %w", rel, err)
				}
				raw, err := yaml.YAMLToJSON(doc)
				if err != nil {
					return fmt.Errorf("%s document %d: %w", rel, i, err)
				}
				var head struct{ APIVersion, Kind string }
				if json.Unmarshal(raw, &head) != nil || head.APIVersion != "gateway.networking.k8s.io/v1" {
					continue
				}
				out = append(out, gatewayExample{Name: fmt.Sprintf("%s#%d", rel, i), Channel: channel, Kind: head.Kind, Raw: raw, Invalid: invalid})
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// gatewayResources returns, per channel, the v1 Resource of each kind of
// Gateway API's own CRDs (config/crd/<channel>).
func gatewayResources(t *testing.T, src string) map[string]map[string]*Resource {
	t.Helper()
	out := map[string]map[string]*Resource{}
	for _, ch := range []string{"standard", "experimental"} {
		out[ch] = map[string]*Resource{}
		files, _ := filepath.Glob(filepath.Join(src, "config", "crd", ch, "gateway.networking.k8s.io_*.yaml"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			crd, err := DecodeCRD(data)
			if err != nil {
				continue // the ValidatingAdmissionPolicy file
			}
			r, err := crd.NewResource("v1")
			if err != nil {
				continue // no v1 in this channel
			}
			out[ch][crd.Internal.Spec.Names.Kind] = r
		}
	}
	return out
}

// goOutput mirrors testdata/gatewaycheck's Output.
type goOutput struct {
	Name    string
	Errors  []Problem
	Unknown []string
	Failure string
}

// TestGatewayExamples validates Gateway API v1.6.3's examples of group v1
// (hack/invalid-examples and examples, standard and experimental) with the
// API server's validation of Gateway API's own CRDs (apiextensions-apiserver,
// as crdtest runs a CRD) and with the Go validation validation-gen generates
// for apis/v1, and compares the verdicts and the causes (field path and
// error type; details are printed). Both sides validate the object the API
// server validates: unknown fields pruned (and reported, as a strict client
// or fieldValidation=Strict reports them), the CRD's defaults applied.
func TestGatewayExamples(t *testing.T) {
	dir, src := gatewayModule(t)
	resources := gatewayResources(t, src)
	examples := slices.Concat(
		gatewayExamples(t, src, true, "hack/invalid-examples/standard", "hack/invalid-examples/experimental"),
		gatewayExamples(t, src, false, "examples/standard", "examples/experimental"))

	type input struct {
		Name   string          `json:"name"`
		Kind   string          `json:"kind"`
		Raw    json.RawMessage `json:"raw"`
		Served json.RawMessage `json:"served"`
	}
	var inputs []input
	apiserver := map[string]Result{}
	for i, ex := range examples {
		r := resources[ex.Channel][ex.Kind]
		if r == nil {
			t.Errorf("%s: no %s CRD of kind %s", ex.Name, ex.Channel, ex.Kind)
			continue
		}
		if r.namespaced {
			// kubectl sends a namespaced object without one to its
			// context's namespace ("default").
			ex.Raw = inNamespace(t, ex.Raw)
			examples[i].Raw = ex.Raw
		}
		res, err := r.Create(ex.Raw)
		if err != nil {
			t.Fatalf("%s: %v", ex.Name, err)
		}
		served, err := r.Served(ex.Raw)
		if err != nil {
			t.Fatalf("%s: %v", ex.Name, err)
		}
		apiserver[ex.Name] = res
		inputs = append(inputs, input{Name: ex.Name, Kind: ex.Kind, Raw: ex.Raw, Served: served})
	}
	tmp := t.TempDir()
	in, out := filepath.Join(tmp, "input.json"), filepath.Join(tmp, "output.json")
	data, err := json.Marshal(inputs)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	goTestIn(t, dir, []string{"KUBEDV_GATEWAY_INPUT=" + in, "KUBEDV_GATEWAY_OUTPUT=" + out}, "-run", "^TestPrintGoErrors$")
	data, err = os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var outputs []goOutput
	if err := json.Unmarshal(data, &outputs); err != nil {
		t.Fatal(err)
	}
	goSide := map[string]goOutput{}
	for _, o := range outputs {
		goSide[o.Name] = o
	}

	type tally struct{ docs, apiRejects, goRejects, sameVerdict, sameCauses, explained int }
	counts := map[bool]*tally{true: {}, false: {}}
	for i, ex := range examples {
		a, ok := apiserver[ex.Name]
		if !ok {
			continue
		}
		g := goSide[ex.Name]
		if g.Failure != "" {
			t.Errorf("%s: the Go side failed: %s", ex.Name, g.Failure)
			continue
		}
		c := counts[ex.Invalid]
		c.docs++
		apiBad := len(a.Problems)+len(a.Pruned) > 0
		goBad := len(g.Errors)+len(g.Unknown) > 0
		if apiBad {
			c.apiRejects++
		}
		if goBad {
			c.goRejects++
		}
		if apiBad == goBad {
			c.sameVerdict++
		}
		if ex.Invalid && !apiBad {
			t.Errorf("%s: the API server accepts an invalid example", ex.Name)
		}
		var goErrs field.ErrorList
		for _, p := range g.Errors {
			goErrs = append(goErrs, &field.Error{Type: p.Type, Field: p.Field, Detail: p.Detail})
		}
		served, _ := json.Marshal(inputs[i].Served)
		cs := newCase(nil, served, goErrs, a.Problems, resources[ex.Channel][ex.Kind].structural)
		var lines []string
		unexplained := 0
		for _, d := range cs.differences() {
			why := explainGateway(cs, d, resources["standard"][ex.Kind].structural)
			if why == "" {
				unexplained++
				why = "UNEXPLAINED"
			}
			lines = append(lines, fmt.Sprintf("    %s: %s", d, why))
		}
		if u := unknownDifferences(a.Pruned, g.Unknown); len(u) > 0 {
			unexplained += len(u)
			lines = append(lines, u...)
		}
		switch {
		case len(lines) == 0:
			c.sameCauses++
		case unexplained == 0:
			c.explained++
		}
		if len(lines) > 0 || apiBad != goBad {
			t.Logf("%s (%s): API server valid=%v, Go valid=%v\n%s\n%s", ex.Name, ex.Kind, !apiBad, !goBad, strings.Join(lines, "\n"), indent(cs.Example()))
		}
		if unexplained > 0 || apiBad != goBad && len(lines) == 0 {
			t.Errorf("%s: %d unexplained differences, API server valid=%v, Go valid=%v", ex.Name, unexplained, !apiBad, !goBad)
		}
	}
	for _, invalid := range []bool{true, false} {
		c := counts[invalid]
		what := "valid examples"
		if invalid {
			what = "invalid examples"
		}
		t.Logf("%s: %d documents; the API server rejects %d, the Go code %d; same verdict %d; same causes %d; only explained differences %d",
			what, c.docs, c.apiRejects, c.goRejects, c.sameVerdict, c.sameCauses, c.explained)
	}
}

// unknownDifferences compares the unknown fields the API server prunes
// with those a strict decode of the Go type reports.
func unknownDifferences(pruned, goUnknown []string) []string {
	var goPaths []string
	for _, u := range goUnknown {
		if _, rest, ok := strings.Cut(u, `unknown field "`); ok {
			u, _, _ = strings.Cut(rest, `"`)
		}
		goPaths = append(goPaths, u)
	}
	sort.Strings(goPaths)
	api := slices.Sorted(slices.Values(pruned))
	if slices.Equal(api, goPaths) {
		return nil
	}
	return []string{fmt.Sprintf("    unknown fields: API server %q, Go %q: UNEXPLAINED", api, goPaths)}
}

func indent(s string) string { return "    " + strings.ReplaceAll(s, "\n", "\n    ") }

// inNamespace sets metadata.namespace to "default" where obj has none.
func inNamespace(t *testing.T, obj []byte) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(obj, &m); err != nil {
		t.Fatal(err)
	}
	meta, _ := m["metadata"].(map[string]any)
	if meta == nil {
		meta = map[string]any{}
		m["metadata"] = meta
	}
	if ns, _ := meta["namespace"].(string); ns != "" {
		return obj
	}
	meta["namespace"] = "default"
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
