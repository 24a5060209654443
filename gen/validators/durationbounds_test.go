package validators

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/release"
)

// kubernetes/kubernetes#142368: quoted duration bounds on time.Duration.

func TestDurationBoundPlan(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
import "time"

type T struct {
	// +k8s:minimum="1m30s"
	// +k8s:maximum="2h"
	Wait *time.Duration `+"`json:\"wait\"`"+`
}`)
	checks := fieldChecks(t, plan, pkg, "T", "Wait")
	if len(checks) != 2 {
		t.Fatalf("got %d checks, want 2", len(checks))
	}
	want := map[string]*Call{
		"minimum": {Func: "DurationMinimum", Args: []Operand{ArgPath{}, ArgValue{}, Literal{IntLit, "90000000000"}}},
		"maximum": {Func: "DurationMaximum", Args: []Operand{ArgPath{}, ArgValue{}, Literal{IntLit, "7200000000000"}}},
	}
	for _, c := range checks {
		sameRule(t, c.Rule, want[c.Tag.Name])
		if len(c.Emits) != 1 || c.Emits[0].Origin != c.Tag.Name {
			t.Errorf("%s: emits %+v, want origin %s", c.Tag.Name, c.Emits, c.Tag.Name)
		}
	}
}

func TestDurationBoundRejectsMistakes(t *testing.T) {
	withRelease(t, release.V138)
	for _, tc := range []struct{ src, want string }{
		// Upstream refuses integer payloads on durations: they would mean
		// nanoseconds.
		{"import \"time\"\ntype T struct {\n// +k8s:minimum=1\nA time.Duration `json:\"a\"`\n}",
			`types.go:5:4: +k8s:minimum=1: field T.A has type time.Duration; write the bound as a quoted Go duration, e.g. +k8s:minimum="1s"`},
		{"import \"time\"\ntype T struct {\n// +k8s:eachVal=+k8s:maximum=5\nA []time.Duration `json:\"a\"`\n}",
			`write the bound as a quoted Go duration, e.g. +k8s:maximum="1s"`},
		// A quoted bound on anything else.
		{"type T struct {\n// +k8s:minimum=\"1s\"\nA int64 `json:\"a\"`\n}",
			`types.go:4:4: +k8s:minimum="1s": field T.A has type int64; a quoted duration bound applies only to time.Duration and metav1.Duration values; write an integer bound, e.g. +k8s:minimum=0`},
		{"type T struct {\n// +k8s:maximum=\"1s\"\nA string `json:\"a\"`\n}", "applies only to time.Duration and metav1.Duration values"},
		// A defined type loses time.Duration's methods; it is an integer.
		{"import \"time\"\ntype D time.Duration\ntype T struct {\n// +k8s:minimum=\"1s\"\nA D `json:\"a\"`\n}", "applies only to time.Duration and metav1.Duration values"},
		// Not a duration.
		{"import \"time\"\ntype T struct {\n// +k8s:minimum=\"1 second\"\nA time.Duration `json:\"a\"`\n}",
			`"1 second" is not a Go duration (time: unknown unit " second" in duration "1 second"); write e.g. +k8s:minimum="1s" or "1m30s"`},
		{"import \"time\"\ntype T struct {\n// +k8s:minimum=\"\"\nA time.Duration `json:\"a\"`\n}", "is not a Go duration"},
		// Only minimum and maximum take durations (as upstream).
		{"import \"time\"\ntype T struct {\n// +k8s:exclusiveMinimum=\"1s\"\nA time.Duration `json:\"a\"`\n}", "needs an integer value"},
	} {
		_, _, err := analyzeSource(t, tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s:\n got error %v\n want one containing %q", tc.src, err, tc.want)
		}
	}
}

// v1.37 read an integer bound on a time.Duration as nanoseconds and
// reported it as an integer; on 1.37 trees it still is. metav1.Duration
// is a struct to v1.37, refused there as on 1.38.
func TestDurationIntegerBoundOn137(t *testing.T) {
	withRelease(t, release.V137)
	plan, pkg := mustAnalyze(t, `
import "time"

type T struct {
	// +k8s:minimum=1000000000
	Wait time.Duration `+"`json:\"wait\"`"+`
	// +k8s:eachVal=+k8s:maximum=5
	Waits []time.Duration `+"`json:\"waits\"`"+`
	// +k8s:minimum="1s"
	Quoted time.Duration `+"`json:\"quoted\"`"+`
}`)
	sameRule(t, only(t, fieldChecks(t, plan, pkg, "T", "Wait")).Rule,
		&Call{Func: "Minimum", Args: []Operand{ArgPath{}, ArgValue{}, Literal{IntLit, "1000000000"}}})
	for _, c := range fieldChecks(t, plan, pkg, "T", "Quoted") {
		sameRule(t, c.Rule, &Call{Func: "DurationMinimum", Args: []Operand{ArgPath{}, ArgValue{}, Literal{IntLit, "1000000000"}}})
	}
	_, _, err := analyzeSource(t, "import \"time\"\ntype T struct {\n// +k8s:minimum=1\nA *time.Duration `json:\"a\"`\n}")
	if err != nil {
		t.Errorf("integer bound on *time.Duration refused on 1.37: %v", err)
	}
	_, _, err = analyzeSource(t, "import \"time\"\ntype T struct {\n// +k8s:minimum=1\nA time.Duration `json:\"a\"`\n}")
	if err != nil {
		t.Errorf("integer bound on time.Duration refused on 1.37: %v", err)
	}
}
