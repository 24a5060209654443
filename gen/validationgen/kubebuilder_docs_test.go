package validationgen

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// kbDocsModule copies gen/schema/testdata/kbdocs into a new module
// directory, as a package validation-gen generates Go code for; strip
// removes its +kubebuilder:title and +kubebuilder:example lines.
func kbDocsModule(t *testing.T, strip bool) string {
	t.Helper()
	src := filepath.Join("..", "schema", "testdata", "kbdocs")
	dir := t.TempDir()
	for _, name := range []string{"go.mod", "go.sum", "types.go"} {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "types.go" {
			data = []byte(strings.Replace(string(data), "package kbdocs", "// +k8s:validation-gen=TypesWithField=TypeMeta\n// +k8s:validation-gen-scheme-registry=nil\npackage kbdocs", 1))
			if strip {
				data = regexp.MustCompile(`(?m)^\s*// \+kubebuilder:(title|example)=.*\n`).ReplaceAll(data, nil)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestKubebuilderDocMarkersLeaveGoUnchanged: Title and Example are
// documentation for the CRD; the Go code generated for a package is the
// same byte for byte with and without them.
func TestKubebuilderDocMarkersLeaveGoUnchanged(t *testing.T) {
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "")
	generated := func(strip bool) string {
		dir := kbDocsModule(t, strip)
		// Not compiled (verify false): the module does not require kubedv.
		out, _, err := generate(Config{Dir: dir, Packages: []string{"."}, Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"}}, false)
		if err != nil {
			t.Fatal(err)
		}
		if len(out) != 1 || out[0].Content == nil {
			t.Fatalf("%d outputs, want one file", len(out))
		}
		return string(out[0].Content)
	}
	with, without := generated(false), generated(true)
	if !strings.Contains(with, "Validate_ManualSpec") {
		t.Errorf("no validation generated for ManualSpec (its Minimum and Enum):\n%s", with)
	}
	if with != without {
		t.Errorf("the documentation markers change the Go code:\nwith them:\n%s\nwithout:\n%s", with, without)
	}
}

// TestKubebuilderDocMarkerErrors: a title that is not a string, and an
// example controller-gen's value syntax cannot read, stop generation at
// their position with the fix; an example on a type, which controller-gen
// ignores, is a lint warning.
func TestKubebuilderDocMarkerErrors(t *testing.T) {
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "")
	src := `package p

// +kubebuilder:object:root=true
// +kubebuilder:example={}
type Root struct {
	// +kubebuilder:title=124
	A string ` + "`json:\"a\"`" + `
	// +kubebuilder:example={a: 1
	B map[string]int ` + "`json:\"b\"`" + `
	// +kubebuilder:example=x, y
	C string ` + "`json:\"c\"`" + `
	// +kubebuilder:title={a,b}
	D []string ` + "`json:\"d\"`" + `
	// +kubebuilder:title="124"
	// +kubebuilder:example="x, y"
	Fine string ` + "`json:\"fine\"`" + `
}
`
	all := lintModule(t, map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "p/types.go": src}, "./p")
	for _, want := range []string{
		`types.go:6:5: [invalid-tag] +kubebuilder:title=124: a title is a string, and 124 reads as a number (controller-gen refuses it too); quote it: +kubebuilder:title="124"`,
		`types.go:8:31: [invalid-tag] +kubebuilder:example={a: 1: expected ',' between entries, found the end (controller-gen's value syntax: a string bare or quoted, "x, y"; a number; true or false; {a: 1, b: x} for an object; {1,2} for a list)`,
		`types.go:10:27: [invalid-tag] +kubebuilder:example=x, y: unexpected ',' after the value (controller-gen refuses extra text); quote a string with ','`,
		`types.go:12:5: [invalid-tag] +kubebuilder:title={a,b}: a title is a string, and {a,b} reads as a list`,
		`types.go:4:4: [kubebuilder-marker] +kubebuilder:example: controller-gen v0.23 writes no example for a type, and neither does --crd-dir; put it on the fields of this type`,
	} {
		if !strings.Contains(all, want) {
			t.Errorf("findings lack %q:\n%s", want, all)
		}
	}
	if n := len(strings.Split(all, "\n")); n != 5 {
		t.Errorf("%d findings, want 5:\n%s", n, all)
	}
}
