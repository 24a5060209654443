package validationgen

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestKubebuilderGatewayAPI generates Go validation for Gateway API's
// apis/v1 (a project written for controller-gen, sigs.k8s.io/gateway-api
// v1.6.3) with none of its files changed, and vets the result: every
// marker is read, and the generated code compiles against the module.
// KUBEDV_GATEWAY_API names the module (its directory in the module cache
// will do; the test works on a copy):
//
//	d=$(go mod download -json sigs.k8s.io/gateway-api@v1.6.3 | sed -n 's/.*"Dir": "\(.*\)",/\1/p')
//	KUBEDV_GATEWAY_API=$d go test ./gen -run TestKubebuilderGatewayAPI -v
func TestKubebuilderGatewayAPI(t *testing.T) {
	dir, goCmd := gatewayCopy(t)
	outs, err := Run(Config{
		Dir:        dir,
		Packages:   []string{"./apis/v1"},
		Readonly:   []string{"k8s.io/apimachinery/pkg/apis/meta/v1"},
		OutputFile: "zz_generated.validations.go",
	})
	if err != nil {
		t.Fatalf("generation failed:\n%v", err)
	}
	if len(outs) != 1 {
		t.Fatalf("%d files written, want 1", len(outs))
	}
	goCmd("vet", "./apis/v1")
	code, err := os.ReadFile(filepath.Join(dir, "apis", "v1", "zz_generated.validations.go"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(code)
	funcs := strings.Count(text, "\nfunc Validate_")
	interpreted := strings.Count(text, "celinterp.New")
	t.Logf("apis/v1: %d Validate_ functions, %d bytes; CEL rules interpreted: %d", funcs, len(code), interpreted)
	for _, root := range []string{"Gateway", "GatewayClass", "HTTPRoute", "GRPCRoute", "ReferenceGrant", "BackendTLSPolicy", "ListenerSet", "TLSRoute"} {
		if !strings.Contains(text, "\nfunc Validate_"+root+"(") {
			t.Errorf("no Validate_%s", root)
		}
	}
}

// gatewayCopy copies the Gateway API module named by KUBEDV_GATEWAY_API
// (skipping the test when unset) into a temporary directory, set up to
// build against this repository's runtime library; goCmd runs the go
// command there.
func gatewayCopy(t *testing.T) (dir string, goCmd func(args ...string) string) {
	t.Helper()
	src := os.Getenv("KUBEDV_GATEWAY_API")
	if src == "" {
		t.Skip("KUBEDV_GATEWAY_API is not set")
	}
	dir = filepath.Join(t.TempDir(), "gateway-api")
	if out, err := exec.Command("cp", "-r", src, dir).CombinedOutput(); err != nil {
		t.Fatalf("copy: %v\n%s", err, out)
	}
	if out, err := exec.Command("chmod", "-R", "u+w", dir).CombinedOutput(); err != nil {
		t.Fatalf("chmod: %v\n%s", err, out)
	}
	// The module's go.work names modules its published copy leaves out.
	os.Remove(filepath.Join(dir, "go.work"))
	_, here, _, _ := runtime.Caller(0)
	repo := filepath.Dir(filepath.Dir(here))
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	goCmd = func(args ...string) string {
		t.Helper()
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	// The generated code imports the runtime library (and the CEL
	// interpreter for the rules the compiler does not translate).
	goCmd("mod", "edit",
		"-require=github.com/kubedv/kubedv@v0.0.0", "-replace=github.com/kubedv/kubedv="+repo,
		"-require=github.com/kubedv/kubedv/validate/celinterp@v0.0.0", "-replace=github.com/kubedv/kubedv/validate/celinterp="+filepath.Join(repo, "validate", "celinterp"))
	// Settle go.mod on the versions they need (apimachinery's above all)
	// before the generator loads the packages.
	goCmd("list", "-deps", "github.com/kubedv/kubedv/validate", "github.com/kubedv/kubedv/validate/cel", "github.com/kubedv/kubedv/validate/celinterp")
	return dir, goCmd
}
