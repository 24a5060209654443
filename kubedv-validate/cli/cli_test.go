package cli

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func runMain(t *testing.T, stdin string, args ...string) (code int, out, errOut string) {
	t.Helper()
	var o, e bytes.Buffer
	c := Command{Stdin: strings.NewReader(stdin), Out: &o, Err: &e, Setup: corpusCluster().Add}
	code = c.Main(args)
	return code, o.String(), e.String()
}

func td(p string) string { return filepath.Join("..", "testdata", p) }

// TestCRDCreatesAndUpdates runs the CRD corpus: every invalid document is
// reported at its field, updates run transition rules and ratcheting.
func TestCRDCreatesAndUpdates(t *testing.T) {
	code, out, _ := runMain(t, "", "--local-crds", td("crds"), "--old", td("old"), td("new/gadgets.yaml"))
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	f := td("new/gadgets.yaml")
	want := []string{
		td("crds/broken.yaml") + `:18:13: spec.validation.openAPIV3Schema.properties[spec].type: Unsupported value: "strign"`,
		f + `:18:3: spec.mode: Unsupported value: "slow": supported values: "fast", "safe" (example.com/v1 Gadget bad, create)`,
		f + `:16:3: spec.size: Invalid value: 0: spec.size in body should be greater than or equal to 1 (example.com/v1 Gadget bad, create)`,
		f + `:26:3: spec.colour: unknown field "spec.colour" (example.com/v1 Gadget unknown, create)`,
		f + `:27:3: spec.shape: unknown field "spec.shape"`,
		f + `:38:5: spec.ports[1]: Duplicate value: {"name":"a"} (example.com/v1 Gadget cel, create)`,
		f + `:33:1: spec: Invalid value: minSize must not exceed size (example.com/v1 Gadget cel, create)`,
		f + `:46:3: spec.storageClass: Invalid value: "hdd": storageClass is immutable (example.com/v1 Gadget keep, update)`,
		f + `:56:1: resource mapping not found for name: "x" namespace: "" from "` + f + `": no matches for kind "Broken" in version "example.com/v1"; ensure CRDs are installed first`, // its CRD is invalid
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("missing %q in\n%s", w, out)
		}
	}
	for _, name := range []string{"Gadget good", "Gadget ratchet"} {
		if strings.Contains(out, name) {
			t.Errorf("%s is valid (ratchet: an unchanged invalid size), got\n%s", name, out)
		}
	}
	// Without --old, the ratcheted object is a create and fails; the
	// transition rule does not run.
	_, out, _ = runMain(t, "", "--local-crds", td("crds"), td("new/gadgets.yaml"))
	if !strings.Contains(out, "spec.size: Invalid value: 500") || strings.Contains(out, "immutable") {
		t.Errorf("as creates:\n%s", out)
	}
}

func TestJSONOutputIsKubectlValidates(t *testing.T) {
	src := "# nothing\n---\napiVersion: example.com/v1\nkind: Gadget\nmetadata: {name: a}\nspec: {size: 0}\n---\napiVersion: example.com/v1\nkind: Gadget\nmetadata: {name: b}\nspec: {size: 1}\n"
	code, out, _ := runMain(t, src, "--local-crds", td("crds/gadgets.yaml"), "-o", "json", "-")
	if code != ExitInvalid {
		t.Errorf("exit %d", code)
	}
	var got map[string][]metav1.Status
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in\n%s", err, out)
	}
	st := got["-"]
	if len(st) != 3 || st[0].Status != metav1.StatusSuccess || st[2].Status != metav1.StatusSuccess {
		t.Fatalf("got %+v", st)
	}
	bad := st[1]
	if bad.Code != 422 || bad.Reason != metav1.StatusReasonInvalid || bad.Details == nil || bad.Details.Kind != "Gadget" || bad.Details.Name != "a" ||
		len(bad.Details.Causes) != 2 || bad.Details.Causes[0].Field != "spec.size" || bad.Details.Causes[0].Type != metav1.CauseTypeFieldValueInvalid ||
		bad.Details.Causes[1].Field != "spec" || bad.Details.Causes[1].Message != "Invalid value: minSize must not exceed size" {
		t.Errorf("got %+v", bad)
	}
}

func TestJUnitAndSARIF(t *testing.T) {
	args := []string{"--local-crds", td("crds/gadgets.yaml"), td("new/gadgets.yaml")}
	code, out, _ := runMain(t, "", append([]string{"-o", "junit"}, args...)...)
	var suites junitSuites
	if err := xml.Unmarshal([]byte(out), &suites); err != nil || code != ExitInvalid {
		t.Fatalf("exit %d, %v in\n%s", code, err, out)
	}
	// Failures: bad, unknown, cel, ratchet (500 on create), Broken (no
	// CRD), Bad_Name, wrongtype, maptype.
	if len(suites.Suites) != 1 || suites.Suites[0].Tests != 12 || suites.Suites[0].Failures != 8 || len(suites.Suites[0].Cases) != 12 {
		t.Errorf("got %+v", suites)
	}
	_, out, _ = runMain(t, "", append([]string{"-o", "sarif"}, args...)...)
	var log sarifLog
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	res := log.Runs[0].Results
	if log.Version != "2.1.0" || len(res) == 0 {
		t.Fatalf("got %+v", log)
	}
	found := false
	for _, r := range res {
		loc := r.Locations[0].PhysicalLocation
		if r.RuleID == "FieldValueNotSupported" && loc.Region.StartLine == 18 && loc.Region.StartColumn == 3 && strings.HasSuffix(loc.ArtifactLocation.URI, "testdata/new/gadgets.yaml") {
			found = true
		}
	}
	if !found {
		t.Errorf("no result for spec.mode at 18:3 in %+v", res)
	}
}

func TestExitCodesAndArguments(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want int
		msg  string
	}{
		{"valid", []string{"--local-crds", td("crds/gadgets.yaml"), td("old/gadgets.yaml")}, ExitInvalid, ""}, // ratchet's size 500 fails on create
		{"no arguments", nil, ExitArgs, "give the manifests"},
		{"missing file", []string{"nope.yaml"}, ExitArgs, "nope.yaml"},
		{"missing --old", []string{"--old", "nope.yaml", td("new")}, ExitArgs, "--old"},
		{"bad output", []string{"-o", "xml", td("new")}, ExitArgs, "--output"},
		{"other version", []string{"--version", "1.30", td("new")}, ExitArgs, "only Kubernetes 1.37.2"},
		{"unknown flag", []string{"--nope", td("new")}, ExitArgs, "unknown flag"},
		{"stdin twice", []string{"--old", "-", "-"}, ExitArgs, "stdin"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runMain(t, "", tc.args...)
			if code != tc.want || !strings.Contains(errOut, tc.msg) {
				t.Errorf("exit %d (want %d), stderr %q (want %q)", code, tc.want, errOut, tc.msg)
			}
		})
	}
	code, out, _ := runMain(t, "", "--version")
	if code != ExitOK || !strings.Contains(out, "Kubernetes v1.37.2") {
		t.Errorf("--version: %d %q", code, out)
	}
	code, _, _ = runMain(t, "apiVersion: example.com/v1\nkind: Gadget\nmetadata: {name: a}\nspec: {size: 1}\n", "--version", "v1.37.2", "--local-crds", td("crds/gadgets.yaml"), "-")
	if code != ExitOK {
		t.Errorf("a valid object from stdin: exit %d", code)
	}
}

func TestOldFromStdinAndBadDocuments(t *testing.T) {
	old := "apiVersion: example.com/v1\nkind: Gadget\nmetadata: {name: keep}\nspec: {size: 5, storageClass: ssd}\n"
	dir := t.TempDir()
	src := "apiVersion: example.com/v1\nkind: Gadget\nmetadata: {name: keep}\nspec: {size: 5, storageClass: hdd}\n---\na: [1\n---\nb: 1\nb: 2\n---\nkind: Gadget\n"
	p := filepath.Join(dir, "m.yaml")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runMain(t, old, "--local-crds", td("crds/gadgets.yaml"), "--old", "-", p)
	if code != ExitInvalid {
		t.Errorf("exit %d", code)
	}
	for _, w := range []string{
		p + `:4:17: spec.storageClass: Invalid value: "hdd": storageClass is immutable`,
		p + `:5:1: malformed YAML or JSON`,
		p + `:8:1: Object 'Kind' is missing or invalid`, // b: 2, kubectl keeps the last of the duplicate keys
		p + `:11:1: Object 'Kind' is missing or invalid: apiVersion and kind must be set (strings)` + "\n",
	} {
		if !strings.Contains(out, w) {
			t.Errorf("missing %q in\n%s", w, out)
		}
	}
}

// TestUnnamedObjectsAreCreates: an object without a name has no earlier
// version (kubectl cannot apply it, and one with generateName is a new
// object each time): with --old it is validated as a create, as the
// server answers one, whatever --old holds without a name.
func TestUnnamedObjectsAreCreates(t *testing.T) {
	old := filepath.Join(t.TempDir(), "old.yaml")
	if err := os.WriteFile(old, []byte("apiVersion: batch/v1\nkind: Job\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {generateName: c-}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in := "apiVersion: batch/v1\nkind: Job\nspec: {template: {spec: {restartPolicy: Never, containers: [{name: w, image: b}]}}}\n---\n" +
		"apiVersion: v1\nkind: ConfigMap\nmetadata: {generateName: c-}\ndata: {a: b}\n"
	code, out, errOut := runMain(t, in, "--old", old, "-")
	// A generateName alone is kubectl apply's refusal, as kubectl v1.37.2
	// words it ("error: from c-: cannot use generate name with apply"),
	// client-side and --server-side alike: nothing reaches the server.
	want := "-:1:1: metadata.name: Required value: name or generateName is required (batch/v1 Job , create)\n" +
		"-:5:1: from c-: cannot use generate name with apply (v1 ConfigMap , create)\n"
	if code != ExitInvalid || !strings.HasPrefix(out, want) || strings.Contains(out, "update") {
		t.Errorf("exit %d, output\n%s%s\nwant exit %d and\n%s", code, out, errOut, ExitInvalid, want)
	}
	code, out, _ = runMain(t, in, "--server-side", "-")
	if code != ExitInvalid || !strings.Contains(out, "from c-: cannot use generate name with apply") {
		t.Errorf("--server-side: exit %d, output\n%s", code, out)
	}
}

// TestPairingByTheNamespaceKubectlUses: an object without a namespace is
// in the default namespace, as kubectl sends it, so it pairs with its old
// version written with `namespace: default`; another namespace is another
// object (a create).
func TestPairingByTheNamespaceKubectlUses(t *testing.T) {
	old := filepath.Join(t.TempDir(), "old.yaml")
	if err := os.WriteFile(old, []byte("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\nimmutable: true\ndata: {k: v}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in := "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: default}\nimmutable: true\ndata: {k: changed}\n---\n" +
		"apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: other}\nimmutable: true\ndata: {k: changed}\n"
	code, out, errOut := runMain(t, in, "--old", old, "-")
	want := "field is immutable when `immutable` is set (v1 ConfigMap default/a, update)\n"
	if code != ExitInvalid || !strings.Contains(out, want) || !strings.Contains(errOut, "2 documents, 1 invalid") {
		t.Errorf("exit %d, output\n%s%s\nwant exit %d, %q and the other namespace's object valid", code, out, errOut, ExitInvalid, want)
	}
}
