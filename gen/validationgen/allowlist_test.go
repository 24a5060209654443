package validationgen

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/kubedv/kubedv/gen/emit"
	"github.com/kubedv/kubedv/gen/release"
)

// TestAllowlistGlobs: on Kubernetes 1.38 trees an apiVersion's group or
// version may be "*" and a path "*.<suffix>"; 1.37 trees compare both
// literally (code-generator v0.37.2 matched nothing with them).
func TestAllowlistGlobs(t *testing.T) {
	apps := &emit.CoverageReport{Group: "apps", Version: "v1", Kind: "Deployment"}
	core := &emit.CoverageReport{Group: "", Version: "v1", Kind: "Pod"}
	rule := emit.CoverageRule{ErrorType: "FieldValueRequired", Origin: ""}
	for _, tc := range []struct {
		apiVersion, path string
		r                *emit.CoverageReport
		at               string
		v137, v138       bool
	}{
		{"apps/v1", "*", apps, "spec.replicas", true, true},
		{"*/*", "*", apps, "spec.replicas", false, true},
		{"*/*", "*", core, "spec.replicas", false, true}, // "*" is any group, the core group ("") too
		{"*/v1", "*", apps, "spec.replicas", false, true},
		{"apps/*", "*", apps, "spec.replicas", false, true},
		{"*", "*", core, "spec", false, true}, // every core version
		{"*", "*", apps, "spec", false, false},
		{"apps/v1", "*.replicas", apps, "spec.replicas", false, true},
		{"apps/v1", "*.replicas", apps, "spec.maxReplicas", false, false},
		{"apps/v1", "*.replicas", apps, "replicas", false, false},
		{"apps/v1", "*.replicas", apps, "*.replicas", true, true},
	} {
		for _, rel := range []release.Release{release.V137, release.V138} {
			entries := loadEntries(t, "- {apiVersion: '"+tc.apiVersion+"', kind: '*', path: '"+tc.path+"', errorType: '*', origin: '*', reason: test}\n", rel)
			want := tc.v137
			if rel == release.V138 {
				want = tc.v138
			}
			if got := entries[0].matches(tc.r, tc.at, rule); got != want {
				t.Errorf("%s: apiVersion %q path %q on %s/%s at %s: matches %v, want %v", rel, tc.apiVersion, tc.path, tc.r.Group, tc.r.Version, tc.at, got, want)
			}
		}
	}
}

func loadEntries(t *testing.T, yaml string, rel release.Release) []allowEntry {
	t.Helper()
	path := filepath.Join(t.TempDir(), "allowlist.yaml")
	if err := os.WriteFile(path, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	entries, err := loadAllowlist(path, rel)
	if err != nil {
		t.Fatal(err)
	}
	return entries
}
