// Package release says which Kubernetes release's generator behavior a
// target tree gets. Kubernetes switches generators by swapping a binary at
// whatever release it is on, so one binary must generate what v1.37's
// validation-gen generates for a v1.37 tree and what v1.38's generates for
// a v1.38 tree. Every behavior that differs between the two is a method
// here, read by the stages that need it; nothing else compares releases.
package release

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// Release is a Kubernetes minor release (1.N) whose generators we follow.
type Release int

// The releases one binary generates for.
const (
	V137 Release = 37
	V138 Release = 38
)

// Oldest and Newest bound the releases we know; a tree on a later release
// gets the newest behavior we know.
const (
	Oldest = V137
	Newest = V138
)

// Auto is the flag value that detects the release from the target tree.
const Auto = "auto"

// Supported lists the flag values, for help and errors.
const Supported = "auto, 1.37 or 1.38"

func (r Release) String() string { return "1." + strconv.Itoa(int(r)) }

// Parse reads a flag value: "1.37", "v1.37", "1.38", ... ("auto" is the
// caller's business).
func Parse(s string) (Release, error) {
	t := strings.TrimPrefix(s, "v")
	if minor, ok := strings.CutPrefix(t, "1."); ok {
		if n, err := strconv.Atoi(minor); err == nil && Release(n) >= Oldest && Release(n) <= Newest {
			return Release(n), nil
		}
	}
	return 0, fmt.Errorf("--kubernetes-release %q: want %s", s, Supported)
}

// apimachinery is the module every Kubernetes-style API depends on: its
// version is the release of the tree (v0.N.M is Kubernetes 1.N).
const apimachinery = "k8s.io/apimachinery"

// Detect finds the release of the module in dir from the version of
// k8s.io/apimachinery it builds with. Kubernetes' own tree replaces that
// module with its staging directory (version v0.0.0): there a file that
// the v0.38 sources added (pkg/api/validate/regex.go) tells the releases
// apart. A module without apimachinery gets the newest release. how says
// what decided, for -v.
func Detect(dir string) (r Release, how string, err error) {
	cmd := exec.Command("go", "list", "-m", "-json", apimachinery)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if strings.Contains(stderr.String(), "not a known dependency") || strings.Contains(stderr.String(), "module "+apimachinery+": not") {
			return Newest, "the module does not require " + apimachinery, nil
		}
		return 0, "", fmt.Errorf("finding the Kubernetes release of the tree (go list -m %s): %s; or say it with --kubernetes-release=1.37|1.38", apimachinery, strings.TrimSpace(stderr.String()))
	}
	var m struct {
		Version string
		Dir     string
		Replace *struct {
			Version string
			Dir     string
		}
	}
	if err := json.Unmarshal(stdout.Bytes(), &m); err != nil {
		return 0, "", fmt.Errorf("reading go list -m %s: %v", apimachinery, err)
	}
	version, srcDir := m.Version, m.Dir
	if m.Replace != nil {
		version, srcDir = m.Replace.Version, m.Replace.Dir
	}
	if r, ok := FromVersion(version); ok {
		return r, apimachinery + " " + version, nil
	}
	if srcDir != "" {
		if _, err := os.Stat(filepath.Join(srcDir, "pkg", "api", "validate", "regex.go")); err == nil {
			return V138, apimachinery + " at " + srcDir + " (v0.38's sources)", nil
		}
		return V137, apimachinery + " at " + srcDir + " (v0.37's sources)", nil
	}
	return Newest, apimachinery + " without a version or sources", nil
}

// FromVersion maps a staging module version (v0.N.M, pre-releases
// included) to its release: earlier than we know is the oldest, later the
// newest. v0.0.0 (a replaced module) says nothing.
func FromVersion(v string) (Release, bool) {
	t, ok := strings.CutPrefix(v, "v0.")
	if !ok {
		return 0, false
	}
	minor, _, _ := strings.Cut(t, ".")
	n, err := strconv.Atoi(minor)
	if err != nil || n == 0 {
		return 0, false
	}
	return min(max(Release(n), Oldest), Newest), true
}
