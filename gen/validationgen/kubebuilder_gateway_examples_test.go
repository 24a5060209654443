package validationgen

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/defaultergen"
)

// TestKubebuilderGatewayAPIExamples generates validation and defaults for
// Gateway API v1.6.3's apis/v1 (unchanged), then runs every valid example
// of group gateway.networking.k8s.io/v1 under examples/standard as the API
// server would on create: decoded strictly into the Go type (unknown and
// duplicate fields are errors), defaulted (+kubebuilder:default, by the
// generated SetObjectDefaults_<Kind>), validated (Validate_<Kind>). Every
// one must pass. KUBEDV_GATEWAY_API as for TestKubebuilderGatewayAPI.
func TestKubebuilderGatewayAPIExamples(t *testing.T) {
	dir, goCmd := gatewayCopy(t)
	if _, err := Run(Config{Dir: dir, Packages: []string{"./apis/v1"}, Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"},
		OutputFile: "zz_generated.validations.go"}); err != nil {
		t.Fatalf("validation-gen:\n%v", err)
	}
	if _, err := defaultergen.Run(defaultergen.Options{Dir: dir, Patterns: []string{"./apis/v1"}, OutputFile: "zz_generated.defaults.go",
		BuildTag: defaultergen.DefaultBuildTag, GeneratorName: "defaulter-gen"}); err != nil {
		t.Fatalf("defaulter-gen:\n%v", err)
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, "apis", "v1", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	validations, defs := read("zz_generated.validations.go"), read("zz_generated.defaults.go")
	// The kinds: the roots validation-gen generated for.
	var table strings.Builder
	for _, m := range regexp.MustCompile(`\nfunc Validate_(\w+)\(`).FindAllStringSubmatch(validations, -1) {
		kind := m[1]
		if !regexp.MustCompile(`\ntype ` + kind + ` struct \{\n\tmetav1\.TypeMeta`).MatchString(readAll(t, filepath.Join(dir, "apis", "v1"))) {
			continue
		}
		def := "func(*" + kind + ") {}"
		if strings.Contains(defs, "\nfunc SetObjectDefaults_"+kind+"(") {
			def = "SetObjectDefaults_" + kind
		}
		fmt.Fprintf(&table, "\t%q: func(b []byte) (field.ErrorList, error) { return kubedvCheck(b, %s, Validate_%s) },\n", kind, def, kind)
	}
	check := strings.Replace(examplesCheck, "\t// KINDS\n", table.String(), 1)
	if err := os.WriteFile(filepath.Join(dir, "apis", "v1", "kubedv_examples_test.go"), []byte(check), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("KUBEDV_EXAMPLES", filepath.Join(dir, "examples", "standard"))
	out := goCmd("test", "./apis/v1", "-run", "TestKubedvExamples", "-count=1", "-v")
	var failures []string
	for _, l := range strings.Split(out, "\n") {
		if _, f, ok := strings.Cut(l, "FAIL example "); ok {
			failures = append(failures, f)
		}
	}
	passed, failed := strings.Count(out, "PASS example "), len(failures)
	t.Logf("examples/standard, gateway.networking.k8s.io/v1: %d pass, %d fail", passed, failed)
	if passed == 0 || failed > 0 {
		t.Errorf("every valid example must pass:\n%s", strings.Join(failures, "\n"))
	}
}

// readAll concatenates the Go files of dir.
func readAll(t *testing.T, dir string) string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
	}
	return b.String()
}

// examplesCheck is the test written into the copy's apis/v1; KINDS is
// replaced by one entry per kind.
const examplesCheck = `package v1

import (
	"bufio"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"sigs.k8s.io/yaml"
)

func kubedvCheck[T any](data []byte, setDefaults func(*T), validate func(context.Context, operation.Operation, *field.Path, *T, *T) field.ErrorList) (field.ErrorList, error) {
	obj := new(T)
	if err := yaml.UnmarshalStrict(data, obj); err != nil {
		return nil, err
	}
	setDefaults(obj)
	return validate(context.Background(), operation.Operation{Type: operation.Create}, nil, obj, nil), nil
}

func TestKubedvExamples(t *testing.T) {
	kinds := map[string]func([]byte) (field.ErrorList, error){
	// KINDS
	}
	root := os.Getenv("KUBEDV_EXAMPLES")
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".yaml") {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		r := utilyaml.NewYAMLReader(bufio.NewReader(f))
		for {
			doc, err := r.Read()
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				return err
			}
			var head struct {
				APIVersion string ` + "`json:\"apiVersion\"`" + `
				Kind       string ` + "`json:\"kind\"`" + `
				Metadata   struct{ Name string ` + "`json:\"name\"`" + ` } ` + "`json:\"metadata\"`" + `
			}
			if err := yaml.Unmarshal(doc, &head); err != nil || head.APIVersion != "gateway.networking.k8s.io/v1" {
				continue
			}
			rel, _ := filepath.Rel(root, path)
			what := rel + " " + head.Kind + " " + head.Metadata.Name
			check, ok := kinds[head.Kind]
			if !ok {
				t.Logf("FAIL example %s: no validation for kind %s", what, head.Kind)
				continue
			}
			errs, err := check(doc)
			switch {
			case err != nil:
				t.Logf("FAIL example %s: decoding: %v", what, err)
			case len(errs) > 0:
				t.Logf("FAIL example %s: %v", what, errs.ToAggregate())
			default:
				t.Logf("PASS example %s", what)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}
`
