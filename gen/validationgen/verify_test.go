package validationgen

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestVerifyCallsIntoLaterTarget: a target whose generated code calls the
// generated functions of another target that its own code does not import
// (the functions of x's types live in xval, through
// +k8s:validation-gen-input) is checked after that target, whatever the
// order of their import paths.
func TestVerifyCallsIntoLaterTarget(t *testing.T) {
	os.MkdirAll("testdata", 0o755)
	root, err := os.MkdirTemp("testdata", "verify-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	base := "github.com/kubedv/kubedv/gen/validationgen/" + filepath.ToSlash(root)
	files := map[string]string{
		"x/types.go": "package x\n\ntype T struct {\n\t// +k8s:minimum=1\n\tN int `json:\"n\"`\n}\n",
		"xval/doc.go": "// +k8s:validation-gen=*\n// +k8s:validation-gen-input=" + base + "/x\n" +
			"// +k8s:validation-gen-scheme-registry=nil\npackage xval\n",
		"a/a.go": "// +k8s:validation-gen=*\n// +k8s:validation-gen-scheme-registry=nil\npackage a\n\nimport \"" + base + "/x\"\n\n" +
			"type A struct {\n\t// +k8s:optional\n\tX *x.T `json:\"x\"`\n}\n",
	}
	for name, src := range files {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Run(Config{Dir: root, Packages: []string{"./..."}}); err != nil {
		t.Fatalf("generation failed:\n%v", err)
	}
	gen, err := os.ReadFile(filepath.Join(root, "a", DefaultOutputFile))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(gen, []byte(`"`+base+`/xval"`)) {
		t.Fatalf("a's generated code does not call into xval:\n%s", gen)
	}
	vet := exec.Command("go", "vet", "./...")
	vet.Dir = root
	if out, err := vet.CombinedOutput(); err != nil {
		t.Errorf("go vet: %v\n%s", err, out)
	}
}
