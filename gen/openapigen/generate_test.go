package openapigen

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const testdataPkg = "github.com/kubedv/kubedv/gen/openapigen/testdata"

// TestGoldens compares with what kube-openapi's openapi-gen writes for the
// fixtures (testdata/golden/README.md says how they were made).
func TestGoldens(t *testing.T) {
	outs, err := Generate(Options{
		Dir: "../..", OutputDir: "out", OutputPkg: testdataPkg + "/out", OutputFile: "generated.go",
		OutputModelNameFile: "zz_generated.model_name.go", ReportFilename: "report.txt",
		Patterns: []string{"./gen/openapigen/testdata/kitchen", "./gen/openapigen/testdata/models"},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"gen/openapigen/testdata/models/zz_generated.model_name.go": "models.model_name.go.golden",
		"out/generated.go": "generated.go.golden",
		"report.txt":       "report.golden",
	}
	if len(outs) != len(want) {
		t.Fatalf("got %d files, want %d", len(outs), len(want))
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		abs, err := filepath.Abs(o.Path)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, abs)
		golden, ok := want[filepath.ToSlash(rel)]
		if !ok {
			t.Errorf("unexpected output %s", o.Path)
			continue
		}
		expected, err := os.ReadFile(filepath.Join("testdata/golden", golden))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(o.Content, expected) {
			t.Errorf("%s differs from testdata/golden/%s:\n%s", rel, golden, firstDiff(string(expected), string(o.Content)))
		}
	}
}

func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + strconv.Itoa(i+1) + ":\n want " + wl + "\n got  " + gl
		}
	}
	return "(same lines)"
}

// TestErrors: where upstream fails, the same message; where upstream
// writes code that does not compile, a positioned error. Nothing is
// returned to write in either case.
func TestErrors(t *testing.T) {
	for name, want := range map[string]string{
		"baddefault":   `failed to generate default in ` + testdataPkg + `/errors/baddefault.T: Value: invalid default value ("x") for non-pointer/non-omitempty. If specified, must be: ""`,
		"badmarker":    "invalid marker comments: maxLength can only be used on string types",
		"bothoptional": "member Value cannot be both optional and required",
		"mapkey":       "failed to generate map property in " + testdataPkg + "/errors/mapkey.T: Counts: map with non-string keys are not supported by OpenAPI in map[int]string",
		"badquote":     `gen/openapigen/testdata/errors/badquote/types.go:7:2: ` + testdataPkg + `/errors/badquote.T.Items: the value "na\"me" of x-kubernetes-list-map-keys holds a quote or backslash`,
		// Upstream's errors, word for word (docs/openapi-gen.md#errors).
		"markerjson":     "failed to parse marker comments: failed to parse value for key maxLength as JSON: invalid character 'a' looking for beginning of value",
		"markertype":     "failed to unmarshal marker comments: json: cannot unmarshal string into Go struct field commentTags.maxLength of type int64",
		"markerbounds":   "invalid marker comments: minimum 10.000000 is greater than maximum 5.000000",
		"celmessage":     "invalid marker comments: invalid CEL tag at index 0: message or messageExpression must be set",
		"celindex":       `failed to parse marker comments: error parsing cel[1]:rule="self > 0": non-consecutive index 1 for key 'cel'`,
		"markerconflict": "invalid marker comments: expected map[string]any at key items, got float64",
		"markerprop":     `invalid marker comments: property used in comment tag "nope" not found in struct ` + testdataPkg + "/errors/markerprop.Inner",
		"chanfield":      "failed to generate default in " + testdataPkg + "/errors/chanfield.T: C: not sure how to enforce default for Chan",
		"complexfield":   "failed to generate default in " + testdataPkg + "/errors/complexfield.T: Z: not sure how to enforce default for Unsupported",
		"genericfield":   "failed to generate default in " + testdataPkg + "/errors/genericfield.G[X]: V: not sure how to enforce default for TypeParam",
		"patchtags":      "Tags in comment and struct should match for member (L) of (" + testdataPkg + "/errors/patchtags.T)",
		"oneofv2":        `type "` + testdataPkg + `/errors/oneofv2.Q" has v3 one of types but not v2 type or format`,
		// Ours, where upstream writes code that does not compile or panics.
		"dupjson":  `gen/openapigen/testdata/errors/dupjson/types.go:6:2: ` + testdataPkg + `/errors/dupjson.T.B: JSON name "x" is also the name of field A (`,
		"badref":   `gen/openapigen/testdata/errors/badref/types.go:6:2: ` + testdataPkg + `/errors/badref.T.S: +default=ref(Nope): package ` + testdataPkg + `/errors/badref has no constant or variable Nope`,
		"uniondup": `gen/openapigen/testdata/errors/uniondup/types.go:11:2: ` + testdataPkg + `/errors/uniondup.T.B: JSON name "a" is also the name of field A (`,
	} {
		t.Run(name, func(t *testing.T) {
			outs, err := Generate(Options{Dir: "../..", OutputDir: "out", OutputPkg: "x/out", OutputFile: "generated.go", ReportFilename: "-",
				Patterns: []string{"./gen/openapigen/testdata/errors/" + name}})
			if err == nil {
				t.Fatalf("no error; %d outputs", len(outs))
			}
			if outs != nil {
				t.Errorf("outputs returned with the error")
			}
			if !strings.Contains(err.Error(), want) {
				t.Errorf("error\n %v\nwant it to contain\n %s", err, want)
			}
		})
	}
}

// TestKubeOpenAPIIntegration runs kube-openapi's own generator test
// (test/integration) against its goldens when a copy of the kube-openapi
// repository is named by KUBE_OPENAPI_REPO; skipped otherwise.
func TestKubeOpenAPIIntegration(t *testing.T) {
	repo := os.Getenv("KUBE_OPENAPI_REPO")
	if repo == "" {
		t.Skip("set KUBE_OPENAPI_REPO to a checkout of github.com/kubernetes/kube-openapi")
	}
	dir := filepath.Join(repo, "test/integration")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOWORK", "off")
	const root = "k8s.io/kube-openapi/test/integration/testdata"
	var main []string
	for _, p := range []string{"listtype", "maptype", "structtype", "dummytype", "uniontype", "enumtype", "custom", "valuevalidation", "defaults"} {
		main = append(main, "./testdata/"+p)
	}
	header := filepath.Join(repo, "boilerplate/boilerplate.go.txt")
	outs, err := Generate(Options{Dir: dir, OutputDir: "out", OutputPkg: root + "/pkg/generated", OutputFile: "openapi_generated.go",
		ReportFilename: "generated.v2.report", HeaderFile: header, Patterns: main})
	if err != nil {
		t.Fatal(err)
	}
	compare(t, outs[0], filepath.Join(dir, "pkg/generated/openapi_generated.go"))
	compare(t, outs[1], filepath.Join(dir, "testdata/golden.v2.report"))

	outs, err = Generate(Options{Dir: dir, OutputDir: "out", OutputPkg: root + "/pkg/generated/namedmodels", OutputFile: "openapi_generated.go",
		OutputModelNameFile: "zz_generated_model_name.go", ReportFilename: "-", HeaderFile: header, Patterns: []string{"./testdata/namedmodels"}})
	if err != nil {
		t.Fatal(err)
	}
	compare(t, outs[0], filepath.Join(dir, "testdata/namedmodels/zz_generated_model_name.go"))
	compare(t, outs[1], filepath.Join(dir, "pkg/generated/namedmodels/openapi_generated.go"))
}

func compare(t *testing.T, got Output, golden string) {
	t.Helper()
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Content, want) {
		t.Errorf("%s differs from %s:\n%s", got.Path, golden, firstDiff(string(want), string(got.Content)))
	}
}

// TestCommand runs the command line as a user does.
func TestCommand(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	if _, err := ParseFlags([]string{"--output-pkg", "x"}, &bytes.Buffer{}); err == nil || err.Error() != "--output-dir must be specified" {
		t.Errorf("missing --output-dir: %v", err)
	}
	opts, err := ParseFlags([]string{"--output-dir", "d", "--output-pkg", "x/y", "-r", "r.txt", "-v", "3", "./a", "./b"}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if opts.OutputFile != "generated.openapi.go" || opts.ReportFilename != "r.txt" || len(opts.Patterns) != 2 {
		t.Errorf("flags parsed as %+v", opts)
	}
}

// TestNoPropertiesImportsSpec: a package whose structs have no properties
// gets a file that imports spec (upstream's does not compile), and
// []uint8 counts as []byte in the report, as for upstream.
func TestNoPropertiesImportsSpec(t *testing.T) {
	outs, err := Generate(Options{Dir: "../..", OutputDir: "out", OutputPkg: "x/out", OutputFile: "generated.go", ReportFilename: "-",
		Patterns: []string{"./gen/openapigen/testdata/nospec"}})
	if err != nil {
		t.Fatal(err)
	}
	if src := string(outs[0].Content); !strings.Contains(src, `spec "k8s.io/kube-openapi/pkg/validation/spec"`) || !strings.Contains(src, "spec.Schema{") {
		t.Errorf("no spec import:\n%s", src)
	}
	if report := string(outs[1].Content); report != "" {
		t.Errorf("report:\n%s", report)
	}
}
