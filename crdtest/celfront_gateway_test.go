package crdtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// gatewayAPIDir is sigs.k8s.io/gateway-api v1.6.3 in the module cache; the
// test skips when it is not there (go mod download sigs.k8s.io/gateway-api@v1.6.3).
func gatewayAPIDir(t *testing.T) string {
	t.Helper()
	cache := os.Getenv("GOMODCACHE")
	if cache == "" {
		out, err := exec.Command("go", "env", "GOMODCACHE").Output()
		if err != nil {
			t.Skipf("go env GOMODCACHE: %v", err)
		}
		cache = strings.TrimSpace(string(out))
	}
	dir := filepath.Join(cache, "sigs.k8s.io", "gateway-api@v1.6.3", "config", "crd", "standard")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("gateway-api v1.6.3 not in the module cache (go mod download sigs.k8s.io/gateway-api@v1.6.3): %v", err)
	}
	return dir
}

// TestCELFrontGatewayAPI compiles every x-kubernetes-validations rule of
// Gateway API v1.6.3's standard CRDs with apiextensions-apiserver and with
// gen/cel, node by node: same verdict, same estimated cost, same oldSelf use.
func TestCELFrontGatewayAPI(t *testing.T) {
	dir := gatewayAPIDir(t)
	files, err := filepath.Glob(filepath.Join(dir, "gateway.networking.k8s.io_*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no CRDs in %s: %v", dir, err)
	}
	total, totalDiffs := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		crd, err := DecodeCRD(data)
		if err != nil {
			continue // not a CRD (the ValidatingAdmissionPolicy file)
		}
		if errs := crd.Validate(); len(errs) > 0 {
			t.Errorf("%s: the API server refuses it: %v", filepath.Base(f), errs)
		}
		rules, diffs := compareCRD(t, crd)
		t.Logf("%s: %d rules, %d differences", filepath.Base(f), rules, diffs)
		total, totalDiffs = total+rules, totalDiffs+diffs
	}
	t.Logf("gateway-api v1.6.3 standard CRDs: %d rules (all versions), %d differences", total, totalDiffs)
	if total < 100 {
		t.Errorf("only %d rules found; want the standard CRDs' rules", total)
	}
}
