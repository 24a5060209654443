package validationgen_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/validationgen"
)

// TestDocsListProjectFormats: --docs with --validation-extensions-file
// lists the project's formats with the built-in ones, in both formats;
// a bad file is an error and prints nothing.
func TestDocsListProjectFormats(t *testing.T) {
	dir := t.TempDir()
	ext := "formats:\n  - name: example-uri\n    docs: An absolute URI.\n    pattern: '^[a-z]+://'\n    message: must be a URI\n"
	if err := os.WriteFile(filepath.Join(dir, "ext.yaml"), []byte(ext), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, format := range validationgen.DocsFormats {
		var plain, with bytes.Buffer
		if err := validationgen.Docs(&plain, format, "", nil); err != nil {
			t.Fatal(err)
		}
		if err := validationgen.Docs(&with, format, dir, []string{"ext.yaml"}); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(plain.String(), "example-uri") {
			t.Errorf("%s: a project format without the flag", format)
		}
		for _, want := range []string{"|example-uri>", "example-uri: An absolute URI", "must be a URI"} {
			if !strings.Contains(with.String(), want) {
				t.Errorf("%s docs do not contain %q", format, want)
			}
		}
	}
	var out bytes.Buffer
	if err := validationgen.Docs(&out, "json", dir, []string{"missing.yaml"}); err == nil || out.Len() != 0 {
		t.Errorf("a missing extensions file: error %v, %d bytes written", err, out.Len())
	}
}

// TestGenerateWithExtensions: the output_tests package that declares its
// own formats generates only with its file, and a bad file stops the run
// with its position before any package loads.
func TestGenerateWithExtensions(t *testing.T) {
	dir := filepath.Join("output_tests", "formatext")
	if _, err := validationgen.Generate(validationgen.Config{Dir: dir, Packages: []string{"."}, ExtensionFiles: []string{"extensions.yaml"}}); err != nil {
		t.Fatal(err)
	}
	_, err := validationgen.Generate(validationgen.Config{Dir: dir, Packages: []string{"."}})
	if err == nil || !strings.Contains(err.Error(), `unknown format "example-uri"`) {
		t.Errorf("without the file: got %v, want unknown format", err)
	}
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	if err := os.WriteFile(bad, []byte("formats:\n  - name: k8s-uri\n    docs: d\n    pattern: x\n    message: m\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = validationgen.Generate(validationgen.Config{Dir: dir, Packages: []string{"."}, ExtensionFiles: []string{bad}})
	if err == nil || !strings.HasPrefix(err.Error(), bad+":2:11: ") {
		t.Errorf("a reserved name: got %v, want an error at %s:2:11", err, bad)
	}
}
