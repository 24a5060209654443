package gen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLintKubebuilderFormatDefaults: --lint evaluates a +kubebuilder:default
// against the field's Format as the generated code checks it (the formats
// the API server checks with kube-openapi's registry, and the Kubernetes
// name formats), on the field and on each item.
func TestLintKubebuilderFormatDefaults(t *testing.T) {
	src := `package p

// +kubebuilder:object:root=true
type Root struct {
	// +kubebuilder:validation:Format=uri
	// +kubebuilder:default=example.com
	A *string ` + "`json:\"a,omitempty\"`" + `
	// +kubebuilder:validation:Format=date-time
	// +kubebuilder:default="2006-01-02T15:04:05Z"
	B *string ` + "`json:\"b,omitempty\"`" + `
	// +kubebuilder:validation:items:Format=ipv4
	// +kubebuilder:default={10.0.0.1, "::1"}
	C []string ` + "`json:\"c,omitempty\"`" + `
	// +kubebuilder:validation:Format=k8s-short-name
	// +kubebuilder:default=Bad_Name
	D *string ` + "`json:\"d,omitempty\"`" + `
	// +kubebuilder:validation:Format=password
	// +kubebuilder:default="any thing"
	E *string ` + "`json:\"e,omitempty\"`" + `
}
`
	all := lintModule(t, map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "p/types.go": src}, "./p")
	for _, want := range []string{
		"types.go:6:5: [default-value] +kubebuilder:default=example.com: the value fails +kubebuilder:validation:Format=uri: must be a URI",
		"types.go:12:5: [default-value] +kubebuilder:default={10.0.0.1, \"::1\"}: at [1], the value fails +kubebuilder:validation:items:Format=ipv4: must be an IPv4 address",
		"types.go:15:5: [default-value] +kubebuilder:default=Bad_Name: the value fails +kubebuilder:validation:Format=k8s-short-name",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("findings lack %q:\n%s", want, all)
		}
	}
	// ipv4 is checked on the items (not on the list); password on no value.
	if strings.Contains(all, "types.go:11:5: [kubebuilder-marker]") || !strings.Contains(all, "types.go:17:5: [kubebuilder-marker] +kubebuilder:validation:Format: format password accepts every string") {
		t.Errorf("wrong notes on the formats:\n%s", all)
	}
	if strings.Contains(all, "types.go:9:") || strings.Contains(all, "types.go:18:") {
		t.Errorf("a valid default was reported:\n%s", all)
	}
}

// lintModule writes files (paths relative to a new module's directory) and
// returns --lint's findings on the packages, one a line.
func lintModule(t *testing.T, files map[string]string, packages ...string) string {
	t.Helper()
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "")
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	findings, err := Lint(LintConfig{Config: Config{Dir: dir, Packages: packages}})
	if err != nil {
		t.Fatal(err)
	}
	got := make([]string, len(findings))
	for i, f := range findings {
		got[i] = f.String()
	}
	return strings.Join(got, "\n")
}
