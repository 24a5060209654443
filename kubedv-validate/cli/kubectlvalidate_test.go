package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/kubedv-validate/native"
)

// TestKubectlValidateCorpus runs kubectl-validate's own test corpus (its
// testcases/ directory, given in KUBECTL_VALIDATE_TESTCASES; it is not
// vendored here) and compares the verdict of every document with the
// expectation in its leading comment, or with kube-apiserver's verdict
// where the two differ (serverDisagrees). Documents of kinds
// kubedv-validate does not build in are counted, not compared.
func TestKubectlValidateCorpus(t *testing.T) {
	dir := os.Getenv("KUBECTL_VALIDATE_TESTCASES")
	if dir == "" {
		t.Skip("set KUBECTL_VALIDATE_TESTCASES to kubectl-validate's testcases directory")
	}
	files, err := filepath.Glob(filepath.Join(dir, "manifests", "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no manifests in %s: %v", dir, err)
	}
	compared, unknownKind := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := expectations(t, data)
		var out bytes.Buffer
		c := Command{Out: &out, Err: io.Discard, Setup: native.Add}
		c.Main([]string{"--local-crds", filepath.Join(dir, "crds"), "-o", "json", f})
		var got map[string][]metav1.Status
		if err := json.Unmarshal(out.Bytes(), &got); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if len(got[f]) != len(want) {
			t.Errorf("%s: %d documents, kubectl-validate expects %d", f, len(got[f]), len(want))
			continue
		}
		for i, g := range got[f] {
			if g.Reason == metav1.StatusReasonNotFound {
				unknownKind++
				t.Logf("%s document %d: %s", filepath.Base(f), i, g.Message)
				continue
			}
			compared++
			if server, ok := serverDisagrees[fmt.Sprintf("%s#%d", filepath.Base(f), i)]; ok {
				want[i].Status = server
			}
			if g.Status != want[i].Status {
				t.Errorf("%s document %d: %s (%s), kubectl-validate expects %s (%s)", f, i, g.Status, g.Message, want[i].Status, want[i].Message)
			}
		}
	}
	t.Logf("%d documents compared, %d of kinds not built in", compared, unknownKind)
}

// serverDisagrees holds the documents whose expectation in
// kubectl-validate's corpus kube-apiserver v1.37.2 does not share
// (kubectl apply --dry-run=server), with the server's verdict.
var serverDisagrees = map[string]string{
	// "metadata.finalizers[0]: Invalid value: "finalizers.compute.linkedin.com":
	// name is neither a standard finalizer name nor is it fully qualified"
	"configmap.yaml#0": metav1.StatusFailure,
	// Created, with the warning "spec.containers[0].ports[2]: duplicate
	// port definition with spec.containers[0].ports[1]": a Pod's ports are
	// not checked as a list map by the server.
	"error_x_list_map_duplicate_key.yaml#0": metav1.StatusSuccess,
	// Created: spec.containers given twice, kubectl keeps the last one
	// (its YAML reading) and the server judges that Pod.
	"error_multiple_fields.yaml#0": metav1.StatusSuccess,
}

// expectations reads the metav1.Status in the leading comment of each
// document, as kubectl-validate's validate_test.go does; an empty
// document expects Success.
func expectations(t *testing.T, data []byte) []metav1.Status {
	var out []metav1.Status
	for _, doc := range splitDocs(string(data)) {
		var comment strings.Builder
		content := false
		for _, line := range strings.Split(doc, "\n") {
			if comment.Len() == 0 && (strings.TrimSpace(line) == "" || strings.HasPrefix(line, "---")) {
				continue
			}
			if !strings.HasPrefix(line, "#") {
				content = strings.TrimSpace(line) != ""
				break
			}
			comment.WriteString(line[1:] + "\n")
		}
		var s metav1.Status
		if err := json.Unmarshal([]byte(comment.String()), &s); err != nil {
			if content {
				t.Fatalf("no expectation before a document: %v", err)
			}
			s = metav1.Status{Status: metav1.StatusSuccess}
		}
		out = append(out, s)
	}
	return out
}

func splitDocs(s string) []string {
	var docs []string
	var cur strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(line, "---") && cur.Len() > 0 {
			docs = append(docs, cur.String())
			cur.Reset()
		}
		cur.WriteString(line)
	}
	if cur.Len() > 0 {
		docs = append(docs, cur.String())
	}
	return docs
}
