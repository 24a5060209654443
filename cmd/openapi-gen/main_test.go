package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRun covers the exit codes: 2 for a bad command line, 1 for a failed
// generation (nothing written), 0 with the files written.
func TestRun(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"--output-pkg", "x"}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "--output-dir must be specified") {
		t.Errorf("missing --output-dir: exit %d, stderr %q", code, stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"--output-dir", "d", "--output-pkg", "x", "--kubernetes-release", "1.39", "./p"}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "want auto, 1.37 or 1.38") {
		t.Errorf("--kubernetes-release 1.39: exit %d, stderr %q", code, stderr.String())
	}

	out := t.TempDir()
	stderr.Reset()
	code := run([]string{"--output-dir", out, "--output-pkg", "x/out", "--report-filename", filepath.Join(out, "report"),
		"../../gen/openapigen/testdata/errors/baddefault"}, &stdout, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), "invalid default value") {
		t.Errorf("bad default: exit %d, stderr %q", code, stderr.String())
	}
	if entries, _ := os.ReadDir(out); len(entries) != 0 {
		t.Errorf("a failed run wrote %d files", len(entries))
	}

	stdout.Reset()
	stderr.Reset()
	code = run([]string{"--output-dir", out, "--output-pkg", "x/out", "../../gen/openapigen/testdata/kitchen"}, &stdout, &stderr)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	src, err := os.ReadFile(filepath.Join(out, "generated.openapi.go"))
	if err != nil || !bytes.Contains(src, []byte("func GetOpenAPIDefinitions(")) {
		t.Errorf("generated.openapi.go: %v\n%.300s", err, src)
	}
	if !strings.Contains(stdout.String(), "API rule violation: names_match,") {
		t.Errorf("the report goes to standard output by default; got %q", stdout.String())
	}
}

// TestPublishValidation: --publish-validation writes the tags' rules and
// says how many tags it left out; -v 1 lists them, positioned.
func TestPublishValidation(t *testing.T) {
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	args := []string{"--publish-validation", "--output-dir", out, "--output-pkg", "x/out", "--report-filename", filepath.Join(out, "report"),
		"../../gen/openapigen/testdata/publish"}
	if code := run(args, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	src, err := os.ReadFile(filepath.Join(out, "generated.openapi.go"))
	if err != nil || !bytes.Contains(src, []byte(`"field is immutable"`)) {
		t.Errorf("generated.openapi.go lacks the published rules: %v\n%.300s", err, src)
	}
	const summary = "openapi-gen --publish-validation: 1 tags left out of the published OpenAPI"
	if !strings.Contains(stderr.String(), summary) || strings.Contains(stderr.String(), "[crd-inexpressible]") {
		t.Errorf("stderr %q, want only the summary", stderr.String())
	}
	stderr.Reset()
	if code := run(append([]string{"-v", "1"}, args...), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "testdata/publish/types.go:76:2: [crd-inexpressible] +k8s:listType=set on field Tags") {
		t.Errorf("-v 1: stderr %q, want the finding", stderr.String())
	}
}
