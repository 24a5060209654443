package validationgen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A package with a malformed tag is still linted for everything else, and
// only the packages the patterns name are: the dependency with its own
// finding is not reported.
func TestLintGoesOnPastMalformedTags(t *testing.T) {
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "")
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"p/types.go": `// +k8s:validation-gen=*
package p

import "example.com/m/dep"

type T struct {
	// +k8s:maxLength(=3
	Bad string ` + "`json:\"bad\"`" + `

	// +k8s:maxLength=10
	NoPresence string ` + "`json:\"noPresence\"`" + `

	D dep.D ` + "`json:\"d\"`" + `
}
`,
		"dep/types.go": `package dep

type D struct {
	// +k8s:maxLength=10
	AlsoNoPresence string ` + "`json:\"alsoNoPresence\"`" + `
}
`,
	}
	for name, src := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	findings, err := Lint(LintConfig{Config: Config{Dir: dir, Packages: []string{"./p"}}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range findings {
		got = append(got, f.String())
	}
	all := strings.Join(got, "\n")
	for _, want := range []string{"types.go:7:20: [malformed-tag]", "NoPresence"} {
		if !strings.Contains(all, want) {
			t.Errorf("findings lack %q:\n%s", want, all)
		}
	}
	if strings.Contains(all, "AlsoNoPresence") || strings.Contains(all, "dep/types.go") {
		t.Errorf("a package the patterns do not name was linted:\n%s", all)
	}
}
