package validators

import (
	"strings"
	"testing"
)

func TestEqualToPlan(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
type Mode string
type T struct {
	// +k8s:equalTo("plain")
	Named *Mode `+"`json:\"named\"`"+`
	Plain string `+"`json:\"plain\"`"+`
}`)
	checks := typePlan(t, plan, pkg, "T").Own.Checks
	if len(checks) != 1 {
		t.Fatalf("got %d checks on T, want the equalTo rule", len(checks))
	}
	r, ok := checks[0].Rule.(*EqualToRule)
	if !ok || r.FieldJSON != "named" || r.SiblingJSON != "plain" || r.Field.Name() != "Named" || r.Sibling.Name() != "Plain" {
		t.Fatalf("rule %+v", checks[0].Rule)
	}
	if e := checks[0].Emits; len(e) != 1 || e[0].Origin != "equalTo" || e[0].Fragment != ".named" {
		t.Errorf("emits %+v", e)
	}
}

func TestEqualToRejectsMistakes(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"type T struct {\n// +k8s:equalTo(\"nope\")\nA string `json:\"a\"`\nB string `json:\"b\"`\n}", `types.go:4:4: +k8s:equalTo("nope"): type T has no field with JSON name "nope"`},
		{"type T struct {\n// +k8s:equalTo(\"bb\")\nA string `json:\"a\"`\nB string `json:\"b\"`\n}", `did you mean "b"?`},
		{"type T struct {\n// +k8s:equalTo(\"a\")\nA string `json:\"a\"`\n}", "names the field itself"},
		{"type T struct {\n// +k8s:equalTo(\"b\")\nA string `json:\"a\"`\nB int `json:\"b\"`\n}", "the field a has type string but the sibling b has type int"},
		{"type T struct {\n// +k8s:equalTo(\"b\")\nA []string `json:\"a\"`\nB []string `json:\"b\"`\n}", "the field a has type []string, which == cannot compare"},
		{"type T struct {\n// +k8s:equalTo(\"b\")\nA any `json:\"a\"`\nB any `json:\"b\"`\n}", "which == cannot compare"},
		{"type T struct {\n// +k8s:equalTo\nA string `json:\"a\"`\nB string `json:\"b\"`\n}", "equalTo"},
		{"type T struct {\n// +k8s:eachVal=+k8s:equalTo(\"b\")\nA []string `json:\"a\"`\nB string `json:\"b\"`\n}", "equalTo"},
		{"// +k8s:equalTo(\"b\")\ntype T string", "equalTo"},
	} {
		_, _, err := analyzeSource(t, tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s:\n got error %v\n want one containing %q", tc.src, err, tc.want)
		}
	}
}
