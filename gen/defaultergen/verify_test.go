package defaultergen

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// What the type check of the generated files finds is reported at the
// input, and nothing is written.
func TestCheckErrors(t *testing.T) {
	for _, tc := range []struct {
		pkg  string
		want []string
	}{
		{"notobject", []string{"notobject/types.go:5:6: type T gets an object defaulter", "*T has no DeepCopyObject method", "+k8s:defaulter-gen=false"}},
		{"registercollision", []string{"registercollision/types.go:19:6: RegisterDefaults is declared here, but the generated file defines it"}},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			dir := filepath.Join("testdata", tc.pkg)
			_, err := Run(Options{OutputFile: "x.go", Patterns: []string{"./" + dir}, GeneratorName: "defaulter-gen"})
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error does not contain %q:\n%v", w, err)
				}
			}
			if _, err := os.Stat(filepath.Join(dir, "x.go")); !os.IsNotExist(err) {
				t.Errorf("x.go was written (%v)", err)
			}
		})
	}
}

// The generated file is checked against the package as the go command
// builds it: with the generated files the generator does not read (the
// kubebuilder fixture's DeepCopyObject is in one), and without the file
// it replaces (stale's x.go no longer compiles).
func TestCheckedAsBuilt(t *testing.T) {
	for _, pkg := range []string{"kubebuilder", "stale"} {
		if _, err := Generate(Options{OutputFile: "x.go", BuildTag: DefaultBuildTag, Patterns: []string{"./testdata/" + pkg}}); err != nil {
			t.Errorf("%s: %v", pkg, err)
		}
	}
}

// A generator bug, code that does not compile, is reported at the type
// whose defaulter holds it.
func TestGeneratorBugsAreReportedAtTheInput(t *testing.T) {
	jobs, err := generate(Options{OutputFile: "x.go", BuildTag: DefaultBuildTag, Patterns: []string{"./testdata/stale"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(jobs) != 1 {
		t.Fatalf("%d files, want 1", len(jobs))
	}
	if err := verifyFiles("", jobs); err != nil {
		t.Fatalf("the generated file does not check: %v", err)
	}
	open := []byte("func SetObjectDefaults_T(in *T) {\n")
	if !bytes.Contains(jobs[0].out.Content, open) {
		t.Fatalf("no SetObjectDefaults_T in\n%s", jobs[0].out.Content)
	}
	jobs[0].out.Content = bytes.Replace(jobs[0].out.Content, open, append(open, "\tfor i := range in {\n\t\t_ = i\n\t}\n"...), 1)
	err = verifyFiles("", jobs)
	if err == nil {
		t.Fatal("no error")
	}
	for _, w := range []string{"stale/types.go:8:6: internal error: the code generated for type T does not compile", "cannot range over in", "nothing was written"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error does not contain %q:\n%v", w, err)
		}
	}
}
