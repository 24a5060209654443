package check

import (
	"os/exec"
	"strings"
	"testing"
)

// An API author's validator (check, cli and the example built on them)
// must not build Kubernetes: only the package native imports it.
func TestNoKubernetesDependency(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	pkgs := []string{".", "../cli", "../manifest", "../examples/widget-validate"}
	out, err := exec.Command("go", append([]string{"list", "-deps"}, pkgs...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	for _, d := range deps {
		if strings.HasPrefix(d, "k8s.io/kubernetes/") || strings.HasSuffix(d, "/kubedv-validate/native") {
			t.Errorf("%v depend on %s", pkgs, d)
		}
	}
	if len(deps) < 50 || !strings.Contains(string(out), "k8s.io/apiextensions-apiserver/") {
		t.Errorf("go list -deps listed %d packages without apiextensions-apiserver: not the expected dependencies", len(deps))
	}
	// The command itself has the native kinds.
	out, err = exec.Command("go", "list", "-deps", "../cmd/kubedv-validate").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "k8s.io/kubernetes/pkg/registry/apps/deployment") {
		t.Errorf("kubedv-validate does not build the native kinds (%v)", err)
	}
}
