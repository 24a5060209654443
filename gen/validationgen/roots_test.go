package validationgen

import (
	"strings"
	"testing"
)

// TestUnreachedTypes: generation looks at what Kubernetes' generator
// discovers from the root types (testdata/golden/unreached, whose golden
// file shows the functions written), while lint still reports a malformed
// tag on a type that no root reaches.
func TestUnreachedTypes(t *testing.T) {
	outs, err := Generate(Config{Dir: "testdata/golden/unreached", Packages: []string{"."}})
	if err != nil {
		t.Fatalf("a malformed tag on a type no root reaches stopped generation: %v", err)
	}
	if len(outs) != 1 {
		t.Fatalf("want one file, got %d", len(outs))
	}
	src := string(outs[0].Content)
	for _, fn := range []string{"Validate_Root(", "Validate_Child(", "Validate_Top("} {
		if !strings.Contains(src, fn) {
			t.Errorf("no %s in the generated file", fn)
		}
	}
	for _, fn := range []string{"Orphan", "Validate_Base(", "type Base"} {
		if strings.Contains(src, fn) {
			t.Errorf("the generated file has %s, which no root reaches", fn)
		}
	}
	findings, err := Lint(LintConfig{Config: Config{Dir: "testdata/golden/unreached", Packages: []string{"."}}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range findings {
		got = append(got, f.String())
	}
	if all := strings.Join(got, "\n"); !strings.Contains(all, "types.go:35:5:") || !strings.Contains(all, "maxLength=-1") {
		t.Errorf("lint does not report BadOrphan's tag:\n%s", all)
	}
}
