package validators

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/release"
)

const eachStops = "type T struct {\n" +
	"// +k8s:eachVal=+k8s:immutable\n// +k8s:eachVal=+k8s:maxLength=3\nA map[string]string `json:\"a\"`\n" +
	"// +k8s:eachVal=+k8s:update=NoModify\nB map[string]string `json:\"b\"`\n" +
	"// +k8s:eachVal=+k8s:minimum=1\nC map[string]*int `json:\"c\"`\n}"

// TestEachStopsByRelease: on a 1.37 tree the short-circuit checks eachVal
// puts on items stay short-circuit (they stop the whole value); on a 1.38
// tree none does, and a validated map of pointers checks its nil values.
func TestEachStopsByRelease(t *testing.T) {
	for _, r := range []release.Release{release.V137, release.V138} {
		t.Run(r.String(), func(t *testing.T) {
			withRelease(t, r)
			plan, pkg := mustAnalyze(t, eachStops)
			tp := typePlan(t, plan, pkg, "T")
			stops := r < release.V138
			for _, f := range tp.Fields[:2] {
				for _, c := range f.V.Each.Checks {
					if c.Tag.Name != "maxLength" && c.ShortCircuit != stops {
						t.Errorf("field %s: %s ShortCircuit = %v, want %v", f.Field.Name, c.Tag.Text, c.ShortCircuit, stops)
					}
				}
			}
			nilCheck := false
			for _, c := range tp.Fields[2].V.Checks {
				if call, ok := c.Rule.(*Call); ok && call.Func == "NoNilValues" {
					nilCheck = c.ShortCircuit
				}
			}
			if nilCheck != !stops {
				t.Errorf("map of pointers has a nil check: %v, want %v", nilCheck, !stops)
			}
		})
	}
}

// TestEachNonErrorPayloads: a 1.38 tree refuses a payload that reports no
// error (kubernetes/kubernetes#141945); a 1.37 tree keeps it, as a check
// that silently stops the value.
func TestEachNonErrorPayloads(t *testing.T) {
	srcs := []string{
		"type T struct {\n// +k8s:eachVal=+k8s:validateFalse(flags: \"ShortCircuit,NonError\")=\"x\"\nA []string `json:\"a\"`\n}",
		"type T struct {\n// +k8s:eachKey=+k8s:validateFalse(flags: \"ShortCircuit,NonError\")=\"x\"\nA map[string]string `json:\"a\"`\n}",
		"type T struct {\n// +k8s:eachVal=+k8s:eachVal=+k8s:validateTrue(flags: \"ShortCircuit,NonError\")\nA [][]string `json:\"a\"`\n}",
	}
	withRelease(t, release.V138)
	for _, src := range srcs {
		_, _, err := analyzeSource(t, src)
		if err == nil || !strings.Contains(err.Error(), "has nothing to stop on each item or key") {
			t.Errorf("%s:\n got %v, want the NonError payload refused", src, err)
		}
	}
	mustAnalyze(t, "type T struct {\n// +k8s:eachVal=+k8s:validateFalse(flags: \"ShortCircuit\")=\"x\"\nA []string `json:\"a\"`\n}")
	withRelease(t, release.V137)
	for _, src := range srcs {
		mustAnalyze(t, src)
	}
}
