package main

import (
	"bytes"
	"errors"
	"os"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// TestRunMatchesGolden checks the whole demo transcript: every scenario's
// heading and the exact errors a client sees. Refresh it after an intended
// change with: go run ./examples/demo > examples/demo/testdata/demo.golden
func TestRunMatchesGolden(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out); err != nil {
		t.Fatalf("run: %v", err)
	}
	want, err := os.ReadFile("testdata/demo.golden")
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != string(want) {
		t.Errorf("demo output differs from testdata/demo.golden:\n--- got\n%s\n--- want\n%s", out.String(), want)
	}
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
			`The Widget "gizmo" is invalid: spec.replicas: Invalid value: 5000: must be less than or equal to 1000`,
		},
		{
			"several errors, one per line",
			field.ErrorList{field.Required(tier, ""), field.Invalid(replicas, 5000, "must be less than or equal to 1000")},
			"The Widget \"gizmo\" is invalid: \n* spec.tier: Required value\n* spec.replicas: Invalid value: 5000: must be less than or equal to 1000",
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
