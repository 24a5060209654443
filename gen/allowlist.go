package gen

import (
	"fmt"
	"os"
	"strings"

	"sigs.k8s.io/yaml"

	"github.com/kubedv/kubedv/gen/emit"
)

// allowEntry is one entry of the --test-allowlist file: declared rules left
// out of the coverage fixtures. apiVersion ("<group>/<version>", or
// "<version>" for the core group) matches exactly; the other fields match
// exactly or, written "*", anything. Every field is required, so that an
// entry cannot exclude more than its author wrote.
type allowEntry struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Path       string `json:"path"`
	ErrorType  string `json:"errorType"`
	Origin     string `json:"origin"`
	Reason     string `json:"reason"`
}

func (e allowEntry) matches(r *emit.CoverageReport, path string, rule emit.CoverageRule) bool {
	group, version := "", e.APIVersion
	if i := strings.IndexByte(e.APIVersion, '/'); i >= 0 {
		group, version = e.APIVersion[:i], e.APIVersion[i+1:]
	}
	wild := func(pattern, v string) bool { return pattern == "*" || pattern == v }
	return group == r.Group && version == r.Version && wild(e.Kind, r.Kind) && wild(e.Path, path) &&
		wild(e.ErrorType, rule.ErrorType) && wild(e.Origin, rule.Origin)
}

// loadAllowlist reads the --test-allowlist file; "" means none.
func loadAllowlist(path string) ([]allowEntry, error) {
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
	}
	return entries, nil
}
