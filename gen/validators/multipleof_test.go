package validators

import (
	"strings"
	"testing"
)

func TestMultipleOfPlan(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
type T struct {
	// +k8s:multipleOf=1024
	Size *uint64 `+"`json:\"size\"`"+`
}`)
	c := only(t, fieldChecks(t, plan, pkg, "T", "Size"))
	sameRule(t, c.Rule, &Call{Func: "MultipleOf", Args: []Operand{ArgPath{}, ArgValue{}, Literal{IntLit, "1024"}}})
	if c.ShortCircuit || len(c.Emits) != 1 || c.Emits[0].Origin != "multipleOf" {
		t.Errorf("multipleOf: short-circuit %t, emits %+v; want a plain check with origin multipleOf", c.ShortCircuit, c.Emits)
	}
}

func TestMultipleOfRejectsMistakes(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"type T struct {\n// +k8s:multipleOf=0\nA int32 `json:\"a\"`\n}", "the factor must be positive, got 0"},
		{"type T struct {\n// +k8s:multipleOf=-4\nA int32 `json:\"a\"`\n}", "the factor must be positive, got -4"},
		{"type T struct {\n// +k8s:multipleOf=2\nA string `json:\"a\"`\n}", "applies only to integer types"},
		{"type T struct {\n// +k8s:multipleOf=2\nA float64 `json:\"a\"`\n}", "applies only to integer types"},
		{"type T struct {\n// +k8s:multipleOf=300\nA int8 `json:\"a\"`\n}", "does not fit"},
		{"type T struct {\n// +k8s:multipleOf=x\nA int32 `json:\"a\"`\n}", "multipleOf"},
		{"type T struct {\n// +k8s:multipleOf\nA int32 `json:\"a\"`\n}", "multipleOf"},
	} {
		_, _, err := analyzeSource(t, tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s:\n got error %v\n want one containing %q", tc.src, err, tc.want)
		}
	}
}
