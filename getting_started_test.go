package kubedv_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kubedv/kubedv/internal/doccheck"
)

// TestGettingStarted runs docs/getting-started.md as written: its files
// (```go file=PATH blocks) are written and its ```sh step blocks run in
// order, in a temporary directory, with $KUBEDV this repository. It runs
// offline first (GOPROXY=off: dependencies come from the module cache);
// when the cache lacks one, as on a fresh machine, it starts over with
// the module proxy the caller's go command uses, as a user's would, and
// skips only when that cannot be reached. The output of a step followed
// by an ```output block must be that block.
func TestGettingStarted(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a new module")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH")
	}
	src, err := os.ReadFile("docs/getting-started.md")
	if err != nil {
		t.Fatal(err)
	}
	if walkThrough(t, src, true) == errCacheMiss {
		t.Log("the module cache lacks a dependency: running the page again with the module proxy")
		if err := walkThrough(t, src, false); err != nil {
			t.Skipf("the module proxy cannot be reached: %v", err)
		}
	}
}

// errCacheMiss: an offline walk-through needed a module the cache lacks.
var errCacheMiss = errors.New("module cache miss")

// walkThrough runs the page in a new directory, offline or through the
// module proxy. It fails the test for a wrong step or output, and returns
// errCacheMiss offline, or the step's error online, when the modules
// cannot be had.
func walkThrough(t *testing.T, src []byte, offline bool) error {
	t.Helper()
	repo := mustAbs(t, ".")
	tmp := t.TempDir()
	pwdFile := filepath.Join(tmp, ".pwd")
	dir := tmp
	env := append(os.Environ(), "KUBEDV="+repo, "GOSUMDB=off", "GOWORK=off",
		"GOFLAGS=-mod=mod", "GOTOOLCHAIN=local", "HOME="+tmp)
	if offline {
		env = append(env, "GOPROXY=off")
	}
	if os.Getenv("GOCACHE") == "" {
		// HOME moves; keep the build cache the caller uses.
		out, _ := exec.Command("go", "env", "GOCACHE").Output()
		env = append(env, "GOCACHE="+strings.TrimSpace(string(out)))
	}
	if os.Getenv("GOPATH") == "" {
		out, _ := exec.Command("go", "env", "GOPATH").Output()
		env = append(env, "GOPATH="+strings.TrimSpace(string(out)))
	}
	blocks := doccheck.Parse(src).Blocks
	steps, files := 0, 0
	var lastOut string
	for _, b := range blocks {
		body := strings.Join(b.Lines, "\n") + "\n"
		switch {
		case strings.Contains(" "+b.Info+" ", " step "):
			steps++
			start := time.Now()
			script := "trap 'pwd > \"$DOCTEST_PWD\"' EXIT\nset -euo pipefail\n" + body
			cmd := exec.Command("bash", "-c", script)
			cmd.Dir = dir
			cmd.Env = append(env, "DOCTEST_PWD="+pwdFile)
			out, err := cmd.CombinedOutput()
			lastOut = string(out)
			if err != nil {
				if offline && (strings.Contains(lastOut, "GOPROXY=off") || strings.Contains(lastOut, "module lookup disabled")) {
					t.Logf("docs/getting-started.md:%d: offline:\n%s", b.Line, out)
					return errCacheMiss
				}
				if !offline && unreachable(lastOut) {
					return fmt.Errorf("docs/getting-started.md:%d: %v\n%s", b.Line, err, out)
				}
				t.Fatalf("docs/getting-started.md:%d: step failed: %v\n%s\n%s", b.Line, err, body, out)
			}
			t.Logf("docs/getting-started.md:%d: step done in %v", b.Line, time.Since(start).Round(time.Millisecond))
			if p, err := os.ReadFile(pwdFile); err == nil {
				dir = strings.TrimSpace(string(p))
			}
		case b.Lang == "output":
			if strings.TrimSpace(lastOut) != strings.TrimSpace(body) {
				t.Errorf("docs/getting-started.md:%d: the step before printed\n%s\nthe page says\n%s", b.Line, lastOut, body)
			}
		default:
			for _, f := range strings.Fields(b.Info) {
				if p, ok := strings.CutPrefix(f, "file="); ok {
					files++
					path := filepath.Join(dir, filepath.FromSlash(p))
					if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	if steps < 3 || files < 3 {
		t.Fatalf("found %d steps and %d files in docs/getting-started.md", steps, files)
	}
	crds, _ := filepath.Glob(filepath.Join(dir, "config/crds/*.yaml"))
	if len(crds) == 0 {
		t.Errorf("no CRD written in config/crds")
	}
	return nil
}

// unreachable tells a go command's network failure from a wrong step.
func unreachable(out string) bool {
	for _, s := range []string{"dial tcp", "no such host", "connection refused", "i/o timeout", "TLS handshake", "network is unreachable"} {
		if strings.Contains(out, s) {
			return true
		}
	}
	return false
}
