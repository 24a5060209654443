package defaultergen

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

const generateDirective = "//go:generate go run github.com/kubedv/kubedv/cmd/defaulter-gen "

// TestGeneratedFilesUpToDate regenerates, in memory, every checked-in file
// of a defaulter-gen go:generate line in the module and compares.
func TestGeneratedFilesUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every generated package")
	}
	found := 0
	err := filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "../.." {
			if err == nil {
				err = filepath.SkipDir
			}
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(bytes.NewReader(src))
		for sc.Scan() {
			if args, ok := strings.CutPrefix(sc.Text(), generateDirective); ok {
				found++
				checkUpToDate(t, filepath.Dir(path), strings.Fields(args))
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("no defaulter-gen go:generate lines found")
	}
}

func checkUpToDate(t *testing.T, dir string, args []string) {
	t.Helper()
	opts, err := ParseFlags(args, io.Discard)
	if err != nil {
		t.Errorf("%s: bad go:generate arguments %q: %v", dir, args, err)
		return
	}
	opts.Dir, opts.GeneratorName = dir, "defaulter-gen"
	files, err := Generate(opts)
	if err != nil {
		t.Errorf("%s: %v", dir, err)
		return
	}
	for name, want := range files {
		got, err := os.ReadFile(name)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s is stale; run go generate in %s", name, dir)
		}
	}
}

func TestGenerationErrors(t *testing.T) {
	for _, tc := range []struct {
		pkg  string
		want []string // each must appear in the error
	}{
		{"structdefault", []string{"types.go:5:2:", "non-pointer struct"}},
		{"badjson", []string{"types.go:5:2:", "+default=Always", "not JSON"}},
		{"wrongtype", []string{"types.go:5:2:", "JSON string needs a string type", "types.go:7:2:", "whole number"}},
		{"badref", []string{"types.go:5:2:", "no constant or variable Missing", "types.go:7:2:", "does not convert to string", "types.go:9:2:", "ref() needs a value of a basic type"}},
		{"spellings", []string{"types.go:5:", `+default="a" and +k8s:default="b" disagree`}},
		{"mixedfalse", []string{`cannot mix "false" with other values`}},
		{"relativeinput", []string{`relative path "../other" is not supported`}},
		{"kbbadmarker", []string{"types.go:6:30:", "expected an integer", "types.go:10:", "non-pointer struct"}},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			_, err := Generate(Options{OutputFile: "x.go", Patterns: []string{"./testdata/" + tc.pkg}})
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error does not contain %q:\n%v", w, err)
				}
			}
		})
	}
	// The spellings fixture's second field agrees with itself: one error only.
	_, err := Generate(Options{OutputFile: "x.go", Patterns: []string{"./testdata/spellings"}})
	if err != nil && strings.Count(err.Error(), "\n") != 0 {
		t.Errorf("identical +default and +k8s:default were reported: %v", err)
	}
}

// Type errors do not stop generation, as with Kubernetes' defaulter-gen;
// syntax errors do.
func TestTypeErrorsAreTolerated(t *testing.T) {
	files, err := Generate(Options{OutputFile: "x.go", Patterns: []string{"./testdata/typeerror"}})
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	if len(files) != 1 {
		t.Fatalf("generated %d files, want 1", len(files))
	}
	for _, src := range files {
		if !strings.Contains(string(src), "func SetObjectDefaults_T(in *T) {") || !strings.Contains(string(src), `in.Name = &ptrVar1`) {
			t.Errorf("the defaulter of T is missing:\n%s", src)
		}
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/s\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "types.go"), []byte("// +k8s:defaulter-gen=TypeMeta\npackage s\n\ntype T struct {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOWORK", "off")
	if _, err := Generate(Options{OutputFile: "x.go", Dir: dir, Patterns: []string{"."}}); err == nil || !strings.Contains(err.Error(), "types.go:4:17:") {
		t.Errorf("a syntax error gave %v, want one at types.go:4:17", err)
	}
}

func TestLintRules(t *testing.T) {
	for _, tc := range []struct {
		pkg, rule string
		want      string // "" for no error
	}{
		{"unknowntag", "known-tags-only", "doc.go:2:4: unrecognized generator tag +k8s:defaulter-gen-typo"},
		{"unknowntag", "require-explicit-disablement", ""},
		{"internal/v1", "require-explicit-disablement", "doc.go:\n\t+k8s:conversion-gen=<peer-package or false>\n\t+k8s:validation-gen=<TypeMeta or false>"},
		{"internal/v1", "known-tags-only", ""},
		{"deepequaltag", "known-tags-only", ""},
		{"internal/v1", "no-such-rule", "unrecognized rule in --lint-rules: no-such-rule"},
	} {
		_, err := Generate(Options{OutputFile: "x.go", LintRules: []string{tc.rule}, Patterns: []string{"./testdata/" + tc.pkg}})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s with %s: unexpected error %v", tc.pkg, tc.rule, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s with %s: error %v, want one containing %q", tc.pkg, tc.rule, err, tc.want)
		}
	}
}

func TestParseFlags(t *testing.T) {
	o, err := ParseFlags([]string{"-v", "3", "--output-file", "zz.go", "--extra-peer-dirs=a,b", "--lint-rules", "known-tags-only", "--logtostderr=false", "./x"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if o.OutputFile != "zz.go" || strings.Join(o.ExtraPeerDirs, " ") != "a b" || o.BuildTag != DefaultBuildTag || strings.Join(o.Patterns, " ") != "./x" || o.LintRules[0] != "known-tags-only" {
		t.Errorf("parsed %+v", o)
	}
	var usage bytes.Buffer
	if _, err := ParseFlags([]string{"--help"}, &usage); !errors.Is(err, pflag.ErrHelp) || !strings.Contains(usage.String(), "--vmodule") {
		t.Errorf("--help: %v, usage without klog's flags:\n%s", err, usage.String())
	}
	if o, err := ParseFlags(nil, io.Discard); err != nil || len(o.Patterns) != 0 {
		t.Errorf("no packages: %v %v", o.Patterns, err)
	}
	if _, err := ParseFlags([]string{"--no-such-flag", "./x"}, io.Discard); err == nil {
		t.Error("an unknown flag was accepted")
	}
}

// In a package written for controller-gen, +kubebuilder:default is the
// default (in controller-gen's value syntax, winning over +default), and
// the kinds are defaulted without a defaulter-gen tag.
func TestKubebuilderDefaults(t *testing.T) {
	files, err := Generate(Options{OutputFile: "x.go", Patterns: []string{"./testdata/kubebuilder"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("generated %d files, want 1", len(files))
	}
	for _, src := range files {
		for _, want := range []string{
			"func SetObjectDefaults_Thing(in *Thing) {",
			`var ptrVar1 string = "Always"`,
			"in.Spec.Count = 3",
			`var ptrVar1 string = "marker"`,
			"json.Unmarshal([]byte(`[]`), &in.Spec.Empty)",
			`in.Spec.Filled.Foo = "forty-two"`,
		} {
			if !strings.Contains(string(src), want) {
				t.Errorf("no %s in:\n%s", want, src)
			}
		}
		for _, unwanted := range []string{"plain", "Other", "in.Status"} {
			if strings.Contains(string(src), unwanted) {
				t.Errorf("%s in:\n%s", unwanted, src)
			}
		}
	}
}
