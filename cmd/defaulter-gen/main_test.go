package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExitCodes is the command's contract: 0 for success and --help, 1
// when generation fails (nothing written), 2 for a bad command line.
func TestExitCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"--help"}, 0, "--output-file"},
		{nil, 0, "no packages given; nothing to do"},
		{[]string{"--no-such-flag", "."}, 2, "unknown flag"},
		{[]string{"--lint-rules", "bogus", "../../gen/defaultergen/testdata/badjson"}, 1, "unrecognized rule in --lint-rules: bogus"},
		{[]string{"--output-file", "never.go", "../../gen/defaultergen/testdata/badjson"}, 1, "not JSON"},
	} {
		var stderr bytes.Buffer
		if code := run(tc.args, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.err) {
			t.Errorf("run(%q) = %d, stderr:\n%s\nwant %d and %q", tc.args, code, stderr.String(), tc.code, tc.err)
		}
	}
	if _, err := os.Stat(filepath.Join("../../gen/defaultergen/testdata/badjson", "never.go")); err == nil {
		t.Error("a failed run wrote a file")
	}
}

// TestWritesFile generates into a temporary copy of a test package.
func TestWritesFile(t *testing.T) {
	dir := t.TempDir()
	for name, src := range map[string]string{
		"go.mod": "module example.com/w\n\ngo 1.22\n",
		"doc.go": "// +k8s:defaulter-gen=Kind\n\npackage w\n",
		"w.go":   "package w\n\ntype W struct {\n\tKind string\n\t// +default=\"x\"\n\tS *string\n}\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	var stderr bytes.Buffer
	if code := run([]string{"--output-file", "zz.go", "."}, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got, err := os.ReadFile(filepath.Join(dir, "zz.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"func SetObjectDefaults_W(in *W) {", "if in.S == nil {", `var ptrVar1 string = "x"`} {
		if !bytes.Contains(got, []byte(want)) {
			t.Errorf("generated file lacks %q:\n%s", want, got)
		}
	}
}
