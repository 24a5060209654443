package crdtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"sigs.k8s.io/yaml"

	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// controllerGenInput is one run of both generators on a package.
type controllerGenInput struct {
	name     string
	module   string // module directory
	packages []string
	flags    string   // controller-gen's crd generator options
	readonly []string // --readonly-pkg: the packages controller-gen reads for the CRD
	crd      schema.Options
}

// TestControllerGenEquivalence runs controller-gen (KUBEDV_CONTROLLER_GEN,
// a binary built from sigs.k8s.io/controller-tools v0.23.0) and
// validation-gen --crd-dir on the same packages and compares the CRDs
// structurally (CompareSchemas): kubedv's packages of schema-shaping
// markers (gen/schema/testdata/kbshape) and of documentation markers
// (gen/schema/testdata/kbdocs), Gateway API's apis/v1
// (KUBEDV_GATEWAY_API) and controller-tools' CRD test types
// (KUBEDV_CONTROLLER_TOOLS: the directory holding pkg/crd/testdata, which
// the module zip leaves out, being its own module). Every difference is
// printed; those controllerGenExplained explains are counted, the others
// fail the test. A package --crd-dir refuses is reported with its errors.
func TestControllerGenEquivalence(t *testing.T) {
	bin := os.Getenv("KUBEDV_CONTROLLER_GEN")
	if bin == "" {
		t.Skip("KUBEDV_CONTROLLER_GEN is not set")
	}
	// The schema-shaping markers (Type, XIntOrString, EmbeddedResource,
	// Schemaless, PreserveUnknownFields), on a package of kubedv's own.
	shape, err := filepath.Abs(filepath.Join("..", "gen", "schema", "testdata", "kbshape"))
	if err != nil {
		t.Fatal(err)
	}
	inputs := []controllerGenInput{{name: "kubedv gen/schema/testdata/kbshape", module: shape, packages: []string{"./..."}}}
	// The documentation markers (Title, Example).
	docs, err := filepath.Abs(filepath.Join("..", "gen", "schema", "testdata", "kbdocs"))
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, controllerGenInput{name: "kubedv gen/schema/testdata/kbdocs", module: docs, packages: []string{"./..."}})
	// The CRD markers and controller-gen's known types, with and without
	// its embedded ObjectMeta (TestControllerGenCRDMetadata compares them
	// whole).
	kbcrd, err := filepath.Abs(filepath.Join("..", "gen", "schema", "testdata", "kbcrd"))
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs,
		controllerGenInput{name: "kubedv gen/schema/testdata/kbcrd", module: kbcrd, packages: []string{"./..."}},
		controllerGenInput{name: "kubedv gen/schema/testdata/kbcrd, embedded ObjectMeta", module: kbcrd, packages: []string{"./..."},
			flags: "crd:generateEmbeddedObjectMeta=true", crd: schema.Options{EmbeddedObjectMeta: true}})
	if d := os.Getenv("KUBEDV_GATEWAY_API"); d != "" {
		inputs = append(inputs, controllerGenInput{name: "gateway-api apis/v1", module: d, packages: []string{"./apis/v1"}})
	}
	if d := os.Getenv("KUBEDV_CONTROLLER_TOOLS"); d != "" {
		td := filepath.Join(d, "pkg", "crd", "testdata")
		// Every package controller-gen itself generates alone (not
		// ./unserved, which needs its served sibling, nor ./iface and the
		// *_error ones, which test its refusals).
		for _, p := range []string{".", "./job/...", "./deprecated", "./immutable", "./enum", "./oneof", "./external_docs",
			"./plural", "./multiple_versions/...", "./nogroup", "./typealias_base", "./typealias_middle", "./typealias_indirect"} {
			in := controllerGenInput{name: "controller-tools testdata " + p, module: td, packages: []string{p},
				flags: "crd:ignoreUnexportedFields=true,allowDangerousTypes=true"}
			if p == "." {
				// cronjob reaches k8s.io/api's types, whose markers
				// controller-gen writes into the CRD.
				in.readonly = []string{"k8s.io/api/core/v1", "k8s.io/api/batch/v1", "k8s.io/api/batch/v1beta1", "k8s.io/apimachinery/pkg/types"}
			}
			if p == "./job/..." {
				// job's CronJob reaches the unserved package's types.
				in.readonly = []string{"testdata.kubebuilder.io/cronjob/unserved"}
			}
			inputs = append(inputs, in)
		}
	}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	copies := map[string]string{}
	total, explained, refused := 0, 0, 0
	byReason := map[string]int{}
	for _, in := range inputs {
		dir := copies[in.module]
		if dir == "" {
			dir = filepath.Join(t.TempDir(), "module")
			if out, err := exec.Command("cp", "-r", in.module, dir).CombinedOutput(); err != nil {
				t.Fatalf("copy: %v\n%s", err, out)
			}
			if out, err := exec.Command("chmod", "-R", "u+w", dir).CombinedOutput(); err != nil {
				t.Fatalf("chmod: %v\n%s", err, out)
			}
			os.Remove(filepath.Join(dir, "go.work"))
			copies[in.module] = dir
		}
		refDir, oursDir := t.TempDir(), t.TempDir()
		flags := in.flags
		if flags == "" {
			flags = "crd"
		}
		args := []string{flags}
		for _, p := range in.packages {
			args = append(args, "paths="+p)
		}
		cmd := exec.Command(bin, append(args, "output:crd:dir="+refDir)...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s: controller-gen: %v\n%s", in.name, err, out)
			continue
		}
		readonly := append([]string{"k8s.io/apimachinery/pkg/apis/meta/v1"}, in.readonly...)
		_, _, err := validationgen.WriteCRDs(validationgen.Config{Dir: dir, Packages: in.packages, Readonly: readonly, CRD: in.crd}, oursDir)
		refs, _ := filepath.Glob(filepath.Join(refDir, "*.yaml"))
		if err != nil && len(refs) == 0 && strings.Contains(err.Error(), "no root types found") {
			// Both write no CRD: controller-gen silently, --crd-dir with
			// an error that says why.
			t.Logf("%s: no CRD from either (--crd-dir: %v)", in.name, err)
			continue
		}
		if err != nil {
			refused++
			t.Logf("%s: validation-gen --crd-dir refuses it:\n%v", in.name, err)
			continue
		}
		before := total
		for _, ref := range refs {
			name := filepath.Base(ref)
			a, err := readV1CRD(ref)
			if err != nil {
				t.Fatal(err)
			}
			b, err := readV1CRD(filepath.Join(oursDir, name))
			if err != nil {
				t.Errorf("%s: %s: controller-gen writes it, --crd-dir does not (%v)", in.name, name, err)
				continue
			}
			for _, d := range CompareSchemas(a, b) {
				total++
				why := explainControllerGen(d)
				if why == "" {
					t.Errorf("%s %s: %s", in.name, name, d)
					continue
				}
				explained++
				byReason[why]++
				t.Logf("%s %s: %s: %s", in.name, name, d, why)
			}
		}
		t.Logf("%s: %d CRDs compared, %d differences", in.name, len(refs), total-before)
		ours, _ := filepath.Glob(filepath.Join(oursDir, "*.yaml"))
		for _, o := range ours {
			if _, err := os.Stat(filepath.Join(refDir, filepath.Base(o))); err != nil {
				t.Errorf("%s: %s: --crd-dir writes it, controller-gen does not", in.name, filepath.Base(o))
			}
		}
	}
	var lines []string
	for why, n := range byReason {
		lines = append(lines, fmt.Sprintf("  %4d  %s", n, why))
	}
	sort.Strings(lines)
	t.Logf("%d differences, %d explained; %d packages refused by --crd-dir\n%s", total, explained, refused, strings.Join(lines, "\n"))
}

func readV1CRD(path string) (*apiextensionsv1.CustomResourceDefinition, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	crd := &apiextensionsv1.CustomResourceDefinition{}
	return crd, yaml.Unmarshal(data, crd)
}

// controllerGenExplained are the known differences between controller-gen
// v0.23's CRDs and --crd-dir's; docs/kubebuilder.md has the same table.
// Those whose reason starts with "open:" are divergences still to fix.
var controllerGenExplained = []struct {
	keyword string // the keyword, or a prefix of it ending in a space or "("
	match   func(SchemaDifference) bool
	why     string
}{
	{"x-kubernetes-validations self.size() != 0", oursOnlyRequired,
		"a required list or map with omitempty: the Go code cannot tell [] from absent and rejects both, and the CRD --crd-dir writes agrees with it; controller-gen's only needs the key"},
	{"x-kubernetes-validations self != 0", oursOnlyRequired,
		"a required number with omitempty: the Go code cannot tell 0 from absent and rejects both, and the CRD --crd-dir writes agrees with it; controller-gen's only needs the key"},
	{"format", func(d SchemaDifference) bool { return d.Want == "" && (d.Got == `"int64"` || d.Got == `"int32"`) },
		"an int, uint or uint16 field: --crd-dir writes the integer format, controller-gen none; the API server checks no integer format"},
	{"allOf of length bounds", func(d SchemaDifference) bool { return d.Got == "" },
		"controller-gen writes a field's minLength/maxLength next to its type's (or type alias's) own as an allOf; --crd-dir writes the tightest of each, which accepts the same strings (the comparison folds the allOf and compares the bounds)"},
	{"required ", func(d SchemaDifference) bool { return d.Want == `"listed, defaulted"` && d.Got == "" },
		"a required field with a default: --crd-dir leaves it out of required, since the API server defaults it before checking required (the same objects are accepted; a default that differs is a difference of its own); controller-gen lists it"},
	{"format", func(d SchemaDifference) bool { return d.Want == "" && d.Got == `"double"` },
		"a float64 field: --crd-dir writes format double, controller-gen none; the API server checks nothing for double (a JSON number is a float64 already)"},
	{"x-kubernetes-validations ", func(d SchemaDifference) bool { return strings.Contains(d.Keyword, "oldSelf") },
		"+k8s:immutable keeps its +k8s: meaning in kubedv, written as rules on the parent; controller-gen writes self == oldSelf on the field and has() rules on the parent"},
	{"x-kubernetes-validations self == oldSelf", func(d SchemaDifference) bool { return d.Got == "" },
		"+k8s:immutable keeps its +k8s: meaning in kubedv, written as rules on the parent; controller-gen writes self == oldSelf on the field and has() rules on the parent"},
}

// oursOnlyRequired: a Required rule --crd-dir adds.
func oursOnlyRequired(d SchemaDifference) bool {
	return d.Want == "" && strings.Contains(d.Got, `"reason":"FieldValueRequired"`)
}

func explainControllerGen(d SchemaDifference) string {
	for _, e := range controllerGenExplained {
		prefix := strings.HasSuffix(e.keyword, " ") || strings.HasSuffix(e.keyword, "(")
		if (d.Keyword == e.keyword || prefix && strings.HasPrefix(d.Keyword, e.keyword)) && (e.match == nil || e.match(d)) {
			return e.why
		}
	}
	return ""
}
