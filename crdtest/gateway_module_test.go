package crdtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/defaultergen"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// gatewayModule copies sigs.k8s.io/gateway-api (KUBEDV_GATEWAY_API names
// its module directory; the module cache will do) into a temporary
// directory, generates Go validation and defaults for apis/v1 there with none of
// Gateway API's files changed, and adds the package kubedvcheck
// (testdata/gatewaycheck) that runs the generated code. It returns the
// copy and the original module. The test skips without KUBEDV_GATEWAY_API:
//
//	d=$(go mod download -json sigs.k8s.io/gateway-api@v1.6.3 | sed -n 's/.*"Dir": "\(.*\)",/\1/p')
//	KUBEDV_GATEWAY_API=$d go -C crdtest test -run TestGateway -v
func gatewayModule(t *testing.T) (dir, src string) {
	t.Helper()
	src = os.Getenv("KUBEDV_GATEWAY_API")
	if src == "" {
		t.Skip("KUBEDV_GATEWAY_API is not set")
	}
	crdtestDir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	repo := filepath.Dir(crdtestDir)
	dir = filepath.Join(t.TempDir(), "gateway-api")
	run := func(name string, args ...string) {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = filepath.Dir(dir)
		if name == "go" {
			cmd.Dir = dir
		}
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
	}
	run("cp", "-r", src, dir)
	run("chmod", "-R", "u+w", dir)
	// The module's go.work names modules its published copy leaves out.
	os.Remove(filepath.Join(dir, "go.work"))
	// The generated code imports the runtime library and the CEL
	// interpreter; kubedvcheck imports crdtest (the API server's side).
	run("go", "mod", "edit",
		"-require=github.com/kubedv/kubedv@v0.0.0", "-replace=github.com/kubedv/kubedv="+repo,
		"-require=github.com/kubedv/kubedv/validate/celinterp@v0.0.0", "-replace=github.com/kubedv/kubedv/validate/celinterp="+filepath.Join(repo, "validate", "celinterp"),
		"-require=github.com/kubedv/kubedv/crdtest@v0.0.0", "-replace=github.com/kubedv/kubedv/crdtest="+crdtestDir)
	// Settle go.mod on the versions they need (apimachinery's above all)
	// before the generator loads the packages.
	run("go", "list", "-deps", "github.com/kubedv/kubedv/validate", "github.com/kubedv/kubedv/validate/cel",
		"github.com/kubedv/kubedv/validate/celinterp", "github.com/kubedv/kubedv/crdtest", "sigs.k8s.io/json")
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	if _, err := validationgen.Run(validationgen.Config{
		Dir:        dir,
		Packages:   []string{"./apis/v1"},
		Readonly:   []string{"k8s.io/apimachinery/pkg/apis/meta/v1"},
		OutputFile: "zz_generated.validations.go",
	}); err != nil {
		t.Fatalf("generating apis/v1:\n%v", err)
	}
	// The Go side defaults as a controller would before validating: with
	// the defaulter defaulter-gen generates from +kubebuilder:default.
	if _, err := defaultergen.Run(defaultergen.Options{Dir: dir, Patterns: []string{"./apis/v1"}, OutputFile: "zz_generated.defaults.go",
		BuildTag: defaultergen.DefaultBuildTag, GeneratorName: "defaulter-gen"}); err != nil {
		t.Fatalf("defaulter-gen for apis/v1:\n%v", err)
	}
	check, err := os.ReadFile(filepath.Join(crdtestDir, "testdata", "gatewaycheck", "check_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "kubedvcheck"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "kubedvcheck", "check_test.go"), check, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, src
}

// goTestIn runs go test in the generated module's kubedvcheck package with
// env added, and returns its output.
func goTestIn(t *testing.T, dir string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", append([]string{"test", "./kubedvcheck", "-count=1"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go test %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}
