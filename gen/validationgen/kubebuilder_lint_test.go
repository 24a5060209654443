package validationgen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// --lint on a package written for controller-gen: a malformed marker is an
// error; markers controller-gen ignores, and markers enforced differently
// in Go and in the CRD, are warnings at their lines.
func TestLintKubebuilderMarkers(t *testing.T) {
	src := `package p

// +kubebuilder:object:root=true
// +optional
type Root struct {
	// +kubebuilder:validation:MaxLenght=5
	A string ` + "`json:\"a\"`" + `
	// +kubebuilder:validation:Format=hostname2
	B string ` + "`json:\"b\"`" + `
	// +optional
	C []string ` + "`json:\"c\"`" + `
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:ExclusiveMinimum=false
	D int32 ` + "`json:\"d\"`" + `
	// +kubebuilder:validation:MaxLength=x
	E string ` + "`json:\"e\"`" + `
	// +optional
	// +kubebuilder:validation:MaxItems=3
	Fine []string ` + "`json:\"fine,omitempty\"`" + `
}
`
	all := lintModule(t, map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "p/types.go": src}, "./p")
	got := strings.Split(all, "\n")
	for _, want := range []string{
		"types.go:4:4: [kubebuilder-marker] +optional: controller-gen reads it on fields only",
		"types.go:6:5: [kubebuilder-marker] controller-gen knows no marker +kubebuilder:validation:MaxLenght and ignores it, as validation-gen does; did you mean +kubebuilder:validation:MaxLength?",
		"types.go:8:5: [kubebuilder-marker] +kubebuilder:validation:Format: the API server checks no format hostname2",
		"types.go:10:5: [kubebuilder-marker] +optional: without omitempty an empty (non-nil) list",
		"types.go:13:5: [kubebuilder-marker] +kubebuilder:validation:ExclusiveMinimum: =false is the default",
		"types.go:15:5: [invalid-tag] +kubebuilder:validation:MaxLength=x: +kubebuilder:validation:MaxLength needs a non-negative integer",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("findings lack %q:\n%s", want, all)
		}
	}
	if len(got) != 6 {
		t.Errorf("%d findings, want 6:\n%s", len(got), all)
	}
}

// --lint on +kubebuilder:default: a value that fails the field's rules
// (its markers' and +k8s: tags') is a default-value error, a malformed one
// an invalid-tag error; on a type, and next to a +default, a warning.
func TestLintKubebuilderDefaults(t *testing.T) {
	src := `package p

// +kubebuilder:object:root=true
type Root struct {
	// +kubebuilder:validation:MaxLength=3
	// +kubebuilder:default=toolong
	A *string ` + "`json:\"a,omitempty\"`" + `
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:default=0
	B *int32 ` + "`json:\"b,omitempty\"`" + `
	// +kubebuilder:default={1, x}
	C []int32 ` + "`json:\"c,omitempty\"`" + `
	// +kubebuilder:default=abc
	D *int32 ` + "`json:\"d,omitempty\"`" + `
	// +default="x"
	// +kubebuilder:default=y
	E *string ` + "`json:\"e,omitempty\"`" + `
	// +kubebuilder:validation:items:MaxLength=1
	// +kubebuilder:default={a, bc}
	F []string ` + "`json:\"f,omitempty\"`" + `
	// +kubebuilder:validation:MaxLength=3
	// +kubebuilder:default=ok
	Fine *string ` + "`json:\"fine,omitempty\"`" + `
	// +kubebuilder:default={x: 1}
	S S ` + "`json:\"s,omitzero\"`" + `
	// +kubebuilder:validation:Minimum=0.5
	// +kubebuilder:validation:ExclusiveMinimum=true
	// +kubebuilder:default=0.5
	G *float64 ` + "`json:\"g,omitempty\"`" + `
	// +kubebuilder:validation:Maximum=1.5
	// +kubebuilder:default=1
	H *float64 ` + "`json:\"h,omitempty\"`" + `
	// +kubebuilder:validation:items:Maximum=0.5
	// +kubebuilder:default={0.25, 0.75}
	I []float32 ` + "`json:\"i,omitempty\"`" + `
}

type S struct {
	X int32 ` + "`json:\"x,omitempty\"`" + `
}

// +kubebuilder:default=x
type Named string
`
	all := lintModule(t, map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "p/types.go": src}, "./p")
	for _, want := range []string{
		"types.go:6:5: [default-value] +kubebuilder:default=toolong: the value fails +kubebuilder:validation:MaxLength=3",
		"types.go:9:5: [default-value] +kubebuilder:default=0: the value fails +kubebuilder:validation:Minimum=1",
		"types.go:11:30: [invalid-tag] +kubebuilder:default={1, x}: expected an integer",
		"types.go:13:5: [default-value] +kubebuilder:default=abc:",
		"types.go:16:5: [kubebuilder-marker] +kubebuilder:default: controller-gen applies it after +default=\"x\", so it wins",
		"types.go:19:5: [default-value] +kubebuilder:default={a, bc}: at [1], the value fails +kubebuilder:validation:items:MaxLength=1",
		"types.go:24:5: [default-drift] +kubebuilder:default={x: 1} on a non-pointer struct with omitzero: an explicit empty object ({}) is replaced by the Go defaulter but kept by a CRD",
		"types.go:42:4: [kubebuilder-marker] +kubebuilder:default: controller-gen reads it on fields only",
		"types.go:28:5: [default-value] +kubebuilder:default=0.5: the value fails +kubebuilder:validation:Minimum=0.5: must be greater than 0.5",
		"types.go:34:5: [default-value] +kubebuilder:default={0.25, 0.75}: at [1], the value fails +kubebuilder:validation:items:Maximum=0.5: must be less than or equal to 0.5",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("findings lack %q:\n%s", want, all)
		}
	}
	// 1 is an integer in JSON: the API server compares it with Maximum=1.5
	// truncated to 1, and so does lint.
	if strings.Contains(all, "types.go:22:") || strings.Contains(all, "types.go:23:") || strings.Contains(all, "types.go:31:") {
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
