package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCallsNearestCopy: the types of testdata/nearestcopy/types are
// generated into two packages; consumer calls the registering copy on a
// Kubernetes 1.37 tree and the copy nearest it by import path on a 1.38
// tree (code-generator v0.38's resolveFunc).
func TestCallsNearestCopy(t *testing.T) {
	dir := "testdata/nearestcopy"
	t.Cleanup(func() {
		for _, p := range []string{"registered", "other/external", "other/consumer"} {
			os.Remove(filepath.Join(dir, p, outputFile))
		}
	})
	for rel, want := range map[string]string{"1.37": "registered.", "1.38": "external."} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"--kubernetes-release=" + rel, "./" + dir + "/..."}, &stdout, &stderr); code != 0 {
			t.Fatalf("%s: exit code %d: %s", rel, code, stderr.String())
		}
		src, err := os.ReadFile(filepath.Join(dir, "other/consumer", outputFile))
		if err != nil {
			t.Fatal(err)
		}
		var calls []string
		for _, line := range strings.Split(string(src), "\n") {
			if strings.Contains(line, "_T2(") {
				calls = append(calls, strings.TrimSpace(line))
			}
		}
		if len(calls) != 1 || !strings.Contains(calls[0], want+"ValidateAt_T2(") && !strings.Contains(calls[0], want+"Validate_T2(") {
			t.Errorf("%s: consumer calls %q, want a call of %sValidate(At)_T2", rel, calls, want)
		}
	}
}
