package validators

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeExt(t *testing.T, dir, name, body string) string {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return name
}

func extFormat(name, pattern string) string {
	return "  - name: " + name + "\n    docs: d\n    pattern: '" + pattern + "'\n    message: m\n"
}

func TestLoadExtensions(t *testing.T) {
	if f, err := LoadExtensions("", nil); f != nil || err != nil {
		t.Fatalf("no files: got %v, %v; want nil, nil", f, err)
	}
	dir := t.TempDir()
	a := writeExt(t, dir, "a.yaml", "formats:\n"+extFormat("a-one", "^a$"))
	// Several documents in one file, an empty one among them.
	b := writeExt(t, dir, "b.yaml", "formats:\n"+extFormat("b-one", `^\d$`)+"---\n---\nformats:\n"+extFormat("b-two", "^2$"))
	f, err := LoadExtensions(dir, []string{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if len(f) != 3 || f["a-one"].Pattern != "^a$" || f["b-one"].Pattern != `^\d$` || f["b-two"].Pattern != "^2$" {
		t.Errorf("formats = %+v, want a-one, b-one (single quotes keep the backslash) and b-two", f)
	}
	if p := f["b-two"].Pos; p.Filename != filepath.Join(dir, b) || p.Line != 9 || p.Column != 5 {
		t.Errorf("b-two declared at %s, want %s:9:5", p, filepath.Join(dir, b))
	}
}

// TestLoadExtensionsErrors has the error cases of Kubernetes' own tests
// (kubernetes/kubernetes#142116, extensions_test.go), each reported at its
// place in the file.
func TestLoadExtensionsErrors(t *testing.T) {
	for _, tc := range []struct {
		name, body, want string
	}{
		{"not yaml", "formats: [", "x.yaml:1:1: did not find expected node content"},
		{"not a mapping", "- a\n", "x.yaml:1:1: an extensions document is a mapping with the key formats:, not a list"},
		{"unknown top-level key", "format: []\n", `x.yaml:1:1: unknown key "format"`},
		{"formats not a list", "formats: x\n", "x.yaml:1:10: formats: must be a list"},
		{"unknown field", "formats:\n  - name: x\n    patern: y\n    docs: d\n", `x.yaml:3:5: formats[0]: unknown key "patern"`},
		{"missing name", "formats:\n  - docs: d\n    pattern: x\n    message: m\n", "x.yaml:2:5: formats[0]: name is required"},
		{"missing docs", "formats:\n  - name: project-uri\n    pattern: x\n    message: m\n", "x.yaml:2:5: formats[0]: docs is required"},
		{"no pattern", "formats:\n  - name: project-uri\n    docs: d\n    message: m\n", "formats[0]: pattern is required"},
		{"empty pattern", "formats:\n  - name: a\n    docs: d\n    pattern: ''\n    message: m\n", "formats[0]: pattern is required"},
		{"pattern that does not compile", "formats:\n" + extFormat("a", "[unterminated"), `x.yaml:4:14: pattern "[unterminated" does not compile`},
		{"no message", "formats:\n  - name: a\n    docs: d\n    pattern: '^x$'\n", "formats[0]: message is required"},
		{"not a string", "formats:\n  - name: a\n    docs: [d]\n    pattern: x\n    message: m\n", "x.yaml:3:11: formats[0]: docs must be a string"},
		{"key twice", "formats:\n  - name: a\n    name: b\n    docs: d\n    pattern: x\n    message: m\n", "x.yaml:3:5: formats[0]: name is given twice"},
		{"name in the wrong shape", "formats:\n" + extFormat("Project_URI", "x"), `x.yaml:2:11: format name "Project_URI" must be lower-case letters and digits, with dashes between words`},
		{"name with a trailing dash", "formats:\n" + extFormat("a-", "x"), `format name "a-" must be lower-case`},
		{"duplicate format", "formats:\n" + extFormat("a", "x") + extFormat("a", "y"), `x.yaml:6:11: format "a" is already declared at`},
		{"shadows a built-in format", "formats:\n" + extFormat("k8s-short-name", "x"), `"k8s-short-name" is a built-in format and cannot be redefined`},
		{"reserved k8s- prefix", "formats:\n" + extFormat("k8s-not-yet-a-thing", "x"), `uses the prefix "k8s-", which is reserved`},
		{"reserved k8s", "formats:\n" + extFormat("k8s", "x"), `uses the prefix "k8s-", which is reserved`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			_, err := LoadExtensions(dir, []string{writeExt(t, dir, "x.yaml", tc.body)})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got error %v, want one containing %q", err, tc.want)
			}
			if !strings.HasPrefix(err.Error(), filepath.Join(dir, "x.yaml")+":") {
				t.Errorf("error %q does not start with the file's position", err)
			}
		})
	}
}

func TestLoadExtensionsAcrossFiles(t *testing.T) {
	dir := t.TempDir()
	a := writeExt(t, dir, "a.yaml", "formats:\n"+extFormat("dup", "^a$"))
	b := writeExt(t, dir, "b.yaml", "formats:\n"+extFormat("dup", "^b$"))
	_, err := LoadExtensions(dir, []string{a, b})
	if err == nil {
		t.Fatal("want a duplicate error")
	}
	// The second declaration, and where the first one is.
	want := filepath.Join(dir, b) + `:2:11: format "dup" is already declared at ` + filepath.Join(dir, a) + ":2:5"
	if !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
	if _, err := LoadExtensions(dir, []string{"missing.yaml"}); err == nil || !strings.Contains(err.Error(), "missing.yaml") {
		t.Errorf("a missing file: got %v", err)
	}
}

func TestExtensionFormatPlan(t *testing.T) {
	// The universe's formats are what the loader puts there.
	plan, pkg := mustAnalyzeWith(t, map[string]string{"ticket": "^[A-Z]+-[0-9]+$"}, `
type T struct {
	// +k8s:format=ticket
	Ref string `+"`json:\"ref\"`"+`
}`)
	c := only(t, fieldChecks(t, plan, pkg, "T", "Ref"))
	sameRule(t, c.Rule, &Call{Func: "Matches", Args: []Operand{ArgPath{}, ArgValue{}, ArgRegexp{Pattern: "^[A-Z]+-[0-9]+$"},
		Literal{StringLit, "must be ticket"}, Literal{StringLit, "format=ticket"}}})
	if len(c.Emits) != 1 || c.Emits[0].Origin != "format=ticket" {
		t.Errorf("emits %+v, want Invalid with origin format=ticket", c.Emits)
	}
	if _, _, err := analyzeSourceWith(t, map[string]string{"ticket": "x"}, "type T struct {\n// +k8s:format=tiket\nA string `json:\"a\"`\n}"); err == nil ||
		!strings.Contains(err.Error(), `unknown format "tiket"; did you mean "ticket"?`) {
		t.Errorf("a misspelled project format: got %v", err)
	}
}
