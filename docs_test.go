package kubedv_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kubedv/kubedv/gen/defaultergen"
	"github.com/kubedv/kubedv/gen/openapigen"
	"github.com/kubedv/kubedv/gen/validationgen"
	"github.com/kubedv/kubedv/internal/doccheck"
)

// knownFindings are findings in parts of the pages another change owns
// and fixes; the test logs an entry that is no longer found.
var knownFindings = map[string]string{}

// TestDocCommands checks every command of README.md and docs/*.md against
// the tree: paths exist, go package paths resolve in the module the command
// runs in, the repository's tools have the flags named, links resolve inside
// the repository. Blocks marked runnable are executed (not with -short).
func TestDocCommands(t *testing.T) {
	tools := map[string]doccheck.FlagSet{}
	for name, parse := range map[string]func() string{
		"validation-gen": func() string { var b bytes.Buffer; validationgen.ParseFlags([]string{"--help"}, &b); return b.String() },
		"defaulter-gen":  func() string { var b bytes.Buffer; defaultergen.ParseFlags([]string{"--help"}, &b); return b.String() },
		"openapi-gen":    func() string { var b bytes.Buffer; openapigen.ParseFlags([]string{"--help"}, &b); return b.String() },
	} {
		fs := doccheck.FlagsFromUsage(parse())
		if len(fs.Long) < 5 {
			t.Fatalf("%s --help lists %d flags", name, len(fs.Long))
		}
		tools[name] = fs
	}
	for name, dirs := range map[string][]string{
		"kubedv-validate":  {"kubedv-validate/cli", "kubedv-validate/native"}, // native: the cluster options' flags
		"widget-validate":  {"kubedv-validate/cli"},
		"kubedv-apiserver": {"apiserver/cmd/kubedv-apiserver", "apiserver/server"},
	} {
		fs, err := doccheck.ScanFlags(dirs...)
		if err != nil {
			t.Fatal(err)
		}
		tools[name] = fs
	}
	pages, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	pages = append([]string{"README.md"}, pages...)
	c := &doccheck.Checker{Root: ".", Tools: tools, ModulePath: "github.com/kubedv/kubedv"}
	findings, runs, err := c.Check(pages)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, f := range findings {
		if _, ok := knownFindings[f.String()]; ok {
			seen[f.String()] = true
			continue
		}
		t.Error(f)
	}
	for f, why := range knownFindings {
		if !seen[f] {
			// Not an error: the other change may land before or after this
			// one. The entry is dead and should go.
			t.Logf("known finding %q (%s) is gone: remove it from knownFindings", f, why)
		}
	}
	if testing.Short() {
		return
	}
	for _, r := range runs {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		cmd := exec.CommandContext(ctx, "bash", "-euo", "pipefail", "-c", r.Script)
		cmd.Env = append(os.Environ(), "KUBEDV="+mustAbs(t, "."))
		out, err := cmd.CombinedOutput()
		cancel()
		if err != nil {
			t.Errorf("%s:%d: the runnable block failed: %v\n%s", r.File, r.Line, err, strings.TrimSpace(string(out)))
			continue
		}
		t.Logf("%s:%d: ran: %s", r.File, r.Line, strings.TrimSpace(string(out)))
	}
}

func mustAbs(t *testing.T, p string) string {
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
