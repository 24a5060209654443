package cli

import (
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
