package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

var headings = []string{
	"== 1. Create a valid widget ==",
	"== 2. Create a widget with six invalid fields ==",
	"== 3. Update a legacy widget, changing only a valid field (ratcheting) ==",
	"== 4. Update a legacy widget, changing an invalid field ==",
}

func TestRunPlaysEveryScenario(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out); err != nil {
		t.Fatalf("run: %v", err)
	}
	results := scenarioResults(t, out.String())

	if !validationIsGenerated(t) {
		// Nothing is registered, so nothing can be rejected.
		for i, got := range results {
			if got != "valid" {
				t.Errorf("scenario %d without generated validation printed %q, want %q", i+1, got, "valid")
			}
		}
		return
	}
	if results[0] != "valid" {
		t.Errorf("scenario 1 printed %q, want valid", results[0])
	}
	if results[2] != "valid" {
		t.Errorf("scenario 3 (unchanged legacy data is ratcheted) printed %q, want valid", results[2])
	}
	expectInvalid(t, results[1], "gizmo",
		[]string{"spec.replicas", "spec.tier", "spec.owner", "spec.zones[0]", "spec.template.ports[1].port", "spec.template.labels"}, nil)
	expectInvalid(t, results[3], "doohickey",
		[]string{"spec.owner"}, []string{"spec.template.labels"})
}

// scenarioResults checks that out holds the four headings in order, each
// followed by one result line, and returns those lines.
func scenarioResults(t *testing.T, out string) []string {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2*len(headings) {
		t.Fatalf("run printed %d lines, want a heading and a result for each of %d scenarios:\n%s", len(lines), len(headings), out)
	}
	results := make([]string, len(headings))
	for i, want := range headings {
		if got := lines[2*i]; got != want {
			t.Errorf("heading %d = %q, want %q", i+1, got, want)
		}
		results[i] = lines[2*i+1]
	}
	return results
}

func expectInvalid(t *testing.T, got, name string, fields, absent []string) {
	t.Helper()
	prefix := `Widget.widgets.kubedv.io "` + name + `" is invalid: `
	if !strings.HasPrefix(got, prefix) {
		t.Errorf("result for %s = %q, want it to start with %q", name, got, prefix)
		return
	}
	for _, f := range fields {
		if !strings.Contains(got, f+": ") {
			t.Errorf("result for %s does not report %s: %s", name, f, got)
		}
	}
	for _, f := range absent {
		if strings.Contains(got, f) {
			t.Errorf("result for %s reports %s, which it must not: %s", name, f, got)
		}
	}
}

func validationIsGenerated(t *testing.T) bool {
	t.Helper()
	scheme := runtime.NewScheme()
	if err := widgetv1.AddToScheme(scheme); err != nil {
		t.Fatalf("AddToScheme: %v", err)
	}
	return scheme.HasValidationFunc(&widgetv1.Widget{})
}

func TestOutcomeFormatsLikeAnAPIServer(t *testing.T) {
	replicas := field.NewPath("spec", "replicas")
	tier := field.NewPath("spec", "tier")
	cases := []struct {
		name string
		errs field.ErrorList
		want string
	}{
		{"no errors", nil, "valid"},
		{
			"one error",
			field.ErrorList{field.Invalid(replicas, 5000, "must be less than or equal to 1000")},
			`Widget.widgets.kubedv.io "gizmo" is invalid: spec.replicas: Invalid value: 5000: must be less than or equal to 1000`,
		},
		{
			"alpha errors are shadowed",
			field.ErrorList{
				field.Required(tier, "").MarkAlpha(),
				field.Invalid(replicas, 5000, "must be less than or equal to 1000"),
			},
			`Widget.widgets.kubedv.io "gizmo" is invalid: spec.replicas: Invalid value: 5000: must be less than or equal to 1000`,
		},
		{"only alpha errors", field.ErrorList{field.Required(tier, "").MarkAlpha()}, "valid"},
		{
			"beta errors are enforced",
			field.ErrorList{field.Required(tier, "").MarkBeta()},
			`Widget.widgets.kubedv.io "gizmo" is invalid: spec.tier: Required value`,
		},
	}
	for _, tc := range cases {
		if got := outcome("gizmo", tc.errs); got != tc.want {
			t.Errorf("%s: outcome = %q, want %q", tc.name, got, tc.want)
		}
	}
}

type failingWriter struct{}

var errDiskFull = errors.New("disk full")

func (failingWriter) Write([]byte) (int, error) { return 0, errDiskFull }

func TestRunReportsWriteErrors(t *testing.T) {
	if err := run(failingWriter{}); !errors.Is(err, errDiskFull) {
		t.Errorf("run on a failing writer returned %v, want an error wrapping %v", err, errDiskFull)
	}
}
