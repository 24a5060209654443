package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestInstallInNewModule follows docs/validation-gen.md's route for another module: a
// fresh module requires this one through a replace and a tool directive,
// runs `go tool validation-gen` on its own API package and builds the
// result. It runs offline (GOPROXY=off, modules from the local cache).
func TestInstallInNewModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command in a new module")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	sum, err := os.ReadFile(filepath.Join(repo, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string]string{
		"go.mod": "module example.com/newcomer\n\ngo 1.26.0\n",
		"go.sum": string(sum), // the same dependencies, so nothing needs a checksum database
		"api/types.go": "// +k8s:validation-gen=*\n// +k8s:validation-gen-scheme-registry=nil\n\npackage api\n\n" +
			"type T struct {\n\t// +k8s:optional\n\t// +k8s:maxLength=3\n\tName string `json:\"name,omitempty\"`\n}\n",
	} {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	goCmd := func(args ...string) (string, error) {
		cmd := exec.Command(goBin, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off", "GOWORK=off")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := goCmd("mod", "edit", "-require", "github.com/kubedv/kubedv@v0.0.0",
		"-replace", "github.com/kubedv/kubedv="+repo, "-tool", "github.com/kubedv/kubedv/cmd/validation-gen"); err != nil {
		t.Fatalf("go mod edit: %v\n%s", err, out)
	}
	if out, err := goCmd("mod", "tidy"); err != nil {
		if strings.Contains(out, "GOPROXY=off") || strings.Contains(out, "module lookup disabled") {
			t.Skipf("the module cache lacks a dependency and the network is off:\n%s", out)
		}
		t.Fatalf("go mod tidy: %v\n%s", err, out)
	}
	out, err := goCmd("tool", "validation-gen", "-v", "1", "./api")
	if err != nil || !strings.Contains(out, "wrote ") {
		t.Fatalf("go tool validation-gen: %v\n%s", err, out)
	}
	if out, err := goCmd("build", "./api"); err != nil {
		t.Fatalf("the generated package does not build: %v\n%s", err, out)
	}
	src, err := os.ReadFile(filepath.Join(dir, "api", outputFile))
	if err != nil || !strings.Contains(string(src), "validate.MaxLength(") {
		t.Errorf("generated file: %v\n%s", err, src)
	}
}
