package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tests of what kubectl apply does to a document before the server
// sees it (testdata/new/kubectl.yaml, its updates' old versions in
// testdata/old/kubectl.yaml; the server's answers to them are in
// testdata/server/golden.json).

// TestDuplicateKeysAsKubectlReadsThem: kubectl keeps the last value of a
// key given twice and says nothing; the server judges that value only.
func TestDuplicateKeysAsKubectlReadsThem(t *testing.T) {
	code, out, errOut := runMain(t, "", "--old", td("old/kubectl.yaml"), td("new/kubectl.yaml"))
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	f := td("new/kubectl.yaml")
	want := f + `:18:3: metadata.labels: Invalid value: "not a label value!": a valid label must be an empty string or consist of alphanumeric characters`
	if !strings.Contains(out, want) {
		t.Errorf("missing %q in\n%s", want, out)
	}
	for _, valid := range []string{"dup-keys-valid,", "dup-keys-update,"} {
		if strings.Contains(out, valid) {
			t.Errorf("%s is valid as kubectl sends it, got\n%s", strings.TrimSuffix(valid, ","), out)
		}
	}
	if strings.Contains(errOut, "duplicate") || strings.Contains(out, "duplicate") {
		t.Errorf("kubectl says nothing of duplicate keys, got\n%s%s", out, errOut)
	}
}

// TestListsVersionsAndNamespacesAsKubectl: a typed list's items are sent
// one by one (an item without apiVersion and kind is of the list's kind);
// a kind the server does not serve in its version is kubectl's own
// refusal, in its words (the file as kubectl names it, STDIN for stdin),
// for a document, a list, or an item; a namespace no namespace can be
// named is the server's 404.
func TestListsVersionsAndNamespacesAsKubectl(t *testing.T) {
	code, out, errOut := runMain(t, "", "--old", td("old/kubectl.yaml"), td("new/kubectl.yaml"))
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	f := td("new/kubectl.yaml")
	for _, w := range []string{
		f + `:44:14: metadata.name: Invalid value: "list_cm_invalid": a lowercase RFC 1123 subdomain`,
		f + `:49:3: data: Forbidden: field is immutable when ` + "`immutable`" + ` is set (v1 ConfigMap list-cm-update, update)`,
		f + `:67:5: rules[0].verbs: Required value (rbac.authorization.k8s.io/v1 Role list-role-invalid, create)`,
		f + `:80:1: resource mapping not found for name: "hpa-v2beta2" namespace: "prod" from "` + f + `": no matches for kind "HorizontalPodAutoscaler" in version "autoscaling/v2beta2"; ensure CRDs are installed first (autoscaling/v2beta2 HorizontalPodAutoscaler prod/hpa-v2beta2, create)`,
		f + `:95:1: resource mapping not found for name: "typo" namespace: "" from "` + f + `": no matches for kind "Deploymnet" in version "apps/v1"; ensure CRDs are installed first`,
		f + `:102:3: unable to recognize no matches for kind "CronJob" in version "batch/v1beta1" (batch/v1beta1 CronJob cj-v1beta1, create)`,
		f + `:119:3: resource mapping not found for name: "" namespace: "" from "` + f + `": no matches for kind "StorageClassList" in version "storage.k8s.io/v1beta1"; ensure CRDs are installed first`,
		f + `:126:1: namespaces "prod.eu" not found (v1 ConfigMap prod.eu/in-bad-namespace, create)`,
		f + `:130:1: namespaces "Prod" not found (v1 ConfigMap Prod/bad_name_in_bad_namespace, create)`,
		f + `:134:1: namespaces "prod.eu" not found (v1 ConfigMap prod.eu/ns-update, update)`,
		f + `:148:3: resource mapping not found for name: "" namespace: "" from "` + f + `": no matches for kind "List" in version "storage.k8s.io/v1beta1"; ensure CRDs are installed first (v1 ConfigMap in-unserved-v1beta1-list, create)`,
	} {
		if !strings.Contains(out, w) {
			t.Errorf("missing %q in\n%s", w, out)
		}
	}
	for _, valid := range []string{"list-cm-valid", "list-cm-inferred", "list-role,", "list-rb", "list-next-to-unserved", "cm-in-secretlist", "in-storage-list"} {
		if strings.Contains(out, valid) {
			t.Errorf("%s is sent as an object of its own and valid, got\n%s", valid, out)
		}
	}
	if !strings.Contains(errOut, "23 documents, 14 invalid") {
		t.Errorf("summary %q", errOut)
	}

	in := "apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata: {name: p, namespace: web}\n---\n" +
		"apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: List\n  items: []\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: not-sent}}\n"
	code, out, _ = runMain(t, in, "-o", "json", "-")
	for _, w := range []string{
		`"message": "resource mapping not found for name: \"p\" namespace: \"web\" from \"STDIN\": no matches for kind \"PodDisruptionBudget\" in version \"policy/v1beta1\"\nensure CRDs are installed first"`,
		// A list in a list: kubectl refuses the whole document.
		`"message": "*unstructured.Unstructured is not a list: no Items field in this object"`,
	} {
		if !strings.Contains(out, w) {
			t.Errorf("missing %s in\n%s", w, out)
		}
	}
	if code != ExitInvalid || strings.Count(out, `"status": "Failure"`) != 2 {
		t.Errorf("exit %d, want %d and two answers:\n%s", code, ExitInvalid, out)
	}
}

// TestClientSideApplyAnnotation: plain kubectl apply (the default) adds
// the last-applied-configuration annotation, a copy of the object, whose
// size counts toward the 256 KiB of annotations: a create, an update
// (the new manifest's annotation) and a CRD over the limit fail as the
// server fails them; --server-side sends no annotation.
func TestClientSideApplyAnnotation(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cm := func(name string, size int) string {
		return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata:\n  blob: " + strings.Repeat("x", size) + "\n"
	}
	crd, err := os.ReadFile(td("crds/gadgets.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	bigCRD := strings.Replace(string(crd), "        type: object\n", "        type: object\n        description: "+strings.Repeat("d", 270000)+"\n", 1)
	old := write("old.yaml", cm("grows", 10))
	// 200,000 bytes fit with their copy; 263,000 do not.
	newer := write("new.yaml", cm("fits", 200000)+"---\n"+cm("grows", 263000)+"---\n"+bigCRD)
	tooLong := "metadata.annotations: Too long: may not be more than 262144 bytes"
	code, out, errOut := runMain(t, "", "--old", old, newer)
	if code != ExitInvalid || strings.Count(out, tooLong) != 2 || !strings.Contains(out, "(v1 ConfigMap grows, update)") ||
		!strings.Contains(out, "CustomResourceDefinition gadgets.example.com, create)") || strings.Contains(out, "fits") {
		t.Errorf("client-side apply: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = runMain(t, "", "--server-side", "--old", old, newer)
	if code != ExitOK {
		t.Errorf("--server-side: exit %d, want %d\n%s%s", code, ExitOK, out, errOut)
	}
}
