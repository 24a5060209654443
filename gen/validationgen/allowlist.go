package validationgen

import (
	"fmt"
	"os"
	"strings"

	"sigs.k8s.io/yaml"

	"github.com/kubedv/kubedv/gen/emit"
	"github.com/kubedv/kubedv/gen/release"
)

// allowEntry is one entry of the --test-allowlist file: declared rules left
// out of the coverage fixtures. apiVersion ("<group>/<version>", or
// "<version>" for the core group) matches exactly; the other fields match
// exactly or, written "*", anything. On Kubernetes 1.38 trees the group
// and the version may each be "*" ("*/*", "*/v1", "apps/*") and a path
// "*.<suffix>" matches the paths that end in .<suffix>. Every field is
// required, so that an entry cannot exclude more than its author wrote.
type allowEntry struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Path       string `json:"path"`
	ErrorType  string `json:"errorType"`
	Origin     string `json:"origin"`
	Reason     string `json:"reason"`
	// globs is whether the tree's release reads the wildcards above.
	globs bool
}

func (e allowEntry) matches(r *emit.CoverageReport, path string, rule emit.CoverageRule) bool {
	group, version := "", e.APIVersion
	if i := strings.IndexByte(e.APIVersion, '/'); i >= 0 {
		group, version = e.APIVersion[:i], e.APIVersion[i+1:]
	}
	wild := func(pattern, v string) bool { return pattern == "*" || pattern == v }
	exact := func(pattern, v string) bool { return pattern == v || e.globs && pattern == "*" }
	pathMatches := wild(e.Path, path) ||
		e.globs && strings.HasPrefix(e.Path, "*.") && strings.HasSuffix(path, e.Path[1:])
	return exact(group, r.Group) && exact(version, r.Version) && wild(e.Kind, r.Kind) && pathMatches &&
		wild(e.ErrorType, rule.ErrorType) && wild(e.Origin, rule.Origin)
}

// loadAllowlist reads the --test-allowlist file; "" means none. rel decides
// which wildcards the entries may use.
func loadAllowlist(path string, rel release.Release) ([]allowEntry, error) {
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("--test-allowlist: %w", err)
	}
	var entries []allowEntry
	if err := yaml.Unmarshal(data, &entries); err != nil {
		return nil, fmt.Errorf("--test-allowlist %s: %w; want a YAML list of entries with apiVersion, kind, path, errorType, origin and reason", path, err)
	}
	for i, e := range entries {
		for _, f := range []struct{ name, value string }{
			{"apiVersion", e.APIVersion}, {"kind", e.Kind}, {"path", e.Path},
			{"errorType", e.ErrorType}, {"origin", e.Origin}, {"reason", e.Reason},
		} {
			if strings.TrimSpace(f.value) == "" {
				return nil, fmt.Errorf("--test-allowlist %s: entry %d: %s is required (write \"*\" to match any)", path, i, f.name)
			}
		}
		entries[i].globs = rel.AllowlistMatchesGlobs()
	}
	return entries, nil
}
