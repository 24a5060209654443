package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
)

// lintCase is one fixture of testdata/lint: a package tree, the extra
// flags in args (one per line; $DIR is the fixture's absolute directory)
// and the exact expected output in want.txt, with the fixture's directory
// stripped from paths. The exit code follows the rules' severities, or
// the file exit where a finding has another severity than its rule's.
type lintCase struct {
	name string
	dir  string // absolute
	args []string
	want string
	exit string // the exit file's content, "" when there is none
}

func lintCases(t *testing.T) []lintCase {
	t.Helper()
	dirs, err := filepath.Glob("testdata/lint/*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no lint fixtures: %v", err)
	}
	var out []lintCase
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join(d, "want.txt"))
		if err != nil {
			t.Fatal(err)
		}
		c := lintCase{name: filepath.Base(d), dir: abs, want: string(want)}
		if b, err := os.ReadFile(filepath.Join(d, "exit")); err == nil {
			c.exit = strings.TrimSpace(string(b))
		}
		if b, err := os.ReadFile(filepath.Join(d, "args")); err == nil {
			for _, a := range strings.Fields(string(b)) {
				c.args = append(c.args, strings.ReplaceAll(a, "$DIR", abs))
			}
		}
		out = append(out, c)
	}
	return out
}

// runLint runs --lint on a fixture and returns stdout with the fixture's
// directory stripped, stderr and the exit code.
func (c lintCase) run() (stdout, stderr string, code int) {
	var out, errb bytes.Buffer
	args := append([]string{"--lint"}, c.args...)
	args = append(args, c.dir+"/...")
	code = run(args, &out, &errb)
	return strings.ReplaceAll(out.String(), c.dir+string(filepath.Separator), ""), errb.String(), code
}

var ruleOfLine = regexp.MustCompile(`^[^ ]+:\d+:\d+: \[([a-z-]+)\] `)

// TestLint runs every fixture and compares the findings line for line. The
// exit code must be 1 exactly when a finding has error severity.
func TestLint(t *testing.T) {
	severity := map[string]lint.Severity{}
	for _, r := range lint.Rules() {
		severity[r.Name] = r.Severity
	}
	for _, c := range lintCases(t) {
		t.Run(c.name, func(t *testing.T) {
			got, stderr, code := c.run()
			if got != c.want {
				t.Errorf("findings:\n%s\nwant:\n%s\nstderr: %s", got, c.want, stderr)
			}
			wantCode := 0
			for _, line := range strings.Split(strings.TrimSpace(c.want), "\n") {
				if line == "" {
					continue
				}
				m := ruleOfLine.FindStringSubmatch(line)
				if m == nil {
					t.Fatalf("want.txt line is not file:line:col: [rule] message: %q", line)
				}
				if severity[m[1]] == lint.Error {
					wantCode = 1
				}
			}
			if c.exit != "" {
				wantCode, _ = strconv.Atoi(c.exit)
			}
			if code != wantCode {
				t.Errorf("exit code %d, want %d; stderr: %s", code, wantCode, stderr)
			}
		})
	}
}

// TestLintFixturePerRule checks that every rule is shown by its own
// fixture, named after it, and that the clean fixture has no findings.
func TestLintFixturePerRule(t *testing.T) {
	byName := map[string]lintCase{}
	for _, c := range lintCases(t) {
		byName[c.name] = c
	}
	for _, r := range lint.Rules() {
		c, ok := byName[r.Name]
		if !ok {
			t.Errorf("rule %s has no fixture testdata/lint/%s", r.Name, r.Name)
			continue
		}
		if !strings.Contains(c.want, "["+r.Name+"]") {
			t.Errorf("testdata/lint/%s/want.txt shows no [%s] finding", r.Name, r.Name)
		}
	}
	if c := byName["clean"]; c.want != "" {
		t.Errorf("the clean fixture expects findings:\n%s", c.want)
	}
}

// TestLintExitCodes is the exit code contract: 0 when there are no error
// findings (warnings allowed), 1 for error findings or packages that
// cannot be loaded, 2 for a bad command line. Nothing is ever written.
func TestLintExitCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		out  string // in stdout
		err  string // in stderr
	}{
		{[]string{"--lint", "./testdata/lint/clean"}, 0, "", ""},
		{[]string{"--lint", "./testdata/lint/deprecated"}, 0, "[deprecated]", "0 errors, 2 warnings"},
		{[]string{"--lint", "./testdata/lint/presence"}, 1, "[presence]", "6 errors, 0 warnings"},
		{[]string{"--lint", "./testdata/lint/malformed-tag"}, 1, "[malformed-tag]", "2 errors"},
		{[]string{"--lint", "./testdata/nonexistent"}, 1, "", "could not be linted"},
		{[]string{"--lint", "--lint-exceptions", "testdata/missing.txt", "./testdata/lint/clean"}, 1, "", "cannot read the exceptions file: open testdata/missing.txt"},
		{[]string{"--lint", "--docs"}, 2, "", "cannot be combined"},
		{[]string{"--docs", "./testdata/lint/clean"}, 2, "", "takes no packages"},
		{[]string{"--docs", "--docs-format", "yaml"}, 2, "", "want json or markdown"},
		{[]string{"--docs", "--docs-format", "markdown"}, 0, "# Validation tags", ""},
		{[]string{"--docs"}, 0, `"Tag": "k8s:required"`, ""},
		{[]string{"--docs-format", "markdown", "./testdata/lint/clean"}, 2, "", "--docs-format needs --docs"},
		{[]string{"--lint-exceptions", "x.txt", "./testdata/lint/clean"}, 2, "", "needs --lint"},
		{[]string{"--lint"}, 2, "", "usage: validation-gen"},
		// CRD findings are opt-in (TestLintCRDOptIn); --crd-strict makes
		// crd-inexpressible an error.
		{[]string{"--lint", "--lint-crd", "--readonly-pkg", metaV1, "./testdata/lint/crd-inexpressible/..."}, 0, "[crd-inexpressible]", "0 errors, 1 warning"},
		{[]string{"--lint", "--lint-crd", "--crd-strict", "--readonly-pkg", metaV1, "./testdata/lint/crd-inexpressible/..."}, 1, "[crd-inexpressible]", "1 error, 0 warnings"},
		// Packages not bound for CRDs: the run fails, naming what is missing.
		{[]string{"--lint", "--lint-crd", "./testdata/lint/clean"}, 1, "", "no root types found"},
		{[]string{"--lint-crd", "./testdata/lint/clean"}, 2, "", "--lint-crd needs --lint"},
		{[]string{"--lint", "--crd-strict", "./testdata/lint/clean"}, 2, "", "need --crd-dir or --lint-crd"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(tc.args, &stdout, &stderr)
		if strings.Contains(tc.err, "exceptions file") && strings.Contains(stderr.String(), "could not be linted") {
			t.Errorf("run(%q): a missing exceptions file is not a package problem:\n%s", tc.args, stderr.String())
		}
		if code != tc.code || !strings.Contains(stdout.String(), tc.out) || !strings.Contains(stderr.String(), tc.err) {
			t.Errorf("run(%q) = %d\nstdout: %s\nstderr: %s\nwant %d, stdout with %q, stderr with %q", tc.args, code, stdout.String(), stderr.String(), tc.code, tc.out, tc.err)
		}
	}
	if _, err := os.Stat(filepath.Join("testdata/lint/clean", outputFile)); err == nil {
		t.Errorf("--lint wrote %s", outputFile)
	}
}

const metaV1 = "k8s.io/apimachinery/pkg/apis/meta/v1"

// TestLintCRDOptIn: without --lint-crd, packages bound for CRDs get no CRD
// findings, so existing lint runs see nothing new.
func TestLintCRDOptIn(t *testing.T) {
	for _, dir := range []string{"crd-inexpressible", "crd-drift"} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"--lint", "--readonly-pkg", metaV1, "./testdata/lint/" + dir + "/..."}, &stdout, &stderr); code != 0 || stdout.Len() != 0 {
			t.Errorf("%s without --lint-crd: exit %d, findings %q", dir, code, stdout.String())
		}
	}
}

// TestLintVerboseFlag checks that -v needs no value before the packages.
func TestLintVerboseFlag(t *testing.T) {
	for _, args := range [][]string{
		{"--lint", "-v", "./testdata/lint/effective-tags"},
		{"--lint", "-v", "1", "./testdata/lint/effective-tags"},
		{"--lint", "-v=1", "./testdata/lint/effective-tags"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "[effective-tags]") {
			t.Errorf("run(%q) = %d, stdout %q, stderr %q", args, code, stdout.String(), stderr.String())
		}
	}
}

// TestLintExampleWidget lints the example API with the command line of its
// generate directive: it must lint clean (its Beta and Alpha tags carry
// lifecycle prefixes, as a v1 package needs).
func TestLintExampleWidget(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"--lint", "--readonly-pkg", "k8s.io/apimachinery/pkg/apis/meta/v1", "../../examples/widget/v1"}, &stdout, &stderr)
	if code != 0 || stdout.Len() != 0 {
		t.Fatalf("examples/widget/v1 does not lint clean: exit code %d\n%s%s", code, stdout.String(), stderr.String())
	}
}

// upstreamRejects are the diagnostics cases of inputs Kubernetes'
// validation-gen refuses: --lint must report each of their errors too.
var upstreamRejects = []string{"lifecyclesince", "modalityreserved", "properties"}

func TestLintReportsUpstreamRejects(t *testing.T) {
	for _, name := range upstreamRejects {
		t.Run(name, func(t *testing.T) {
			dir, err := filepath.Abs(filepath.Join("testdata/diagnostics", name))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join(dir, "want.txt"))
			if err != nil {
				t.Fatal(err)
			}
			stdout, _, code := lintCase{dir: dir}.run()
			if code != 1 {
				t.Errorf("exit code %d, want 1", code)
			}
			severity := map[string]lint.Severity{}
			for _, r := range lint.Rules() {
				severity[r.Name] = r.Severity
			}
			// Each error's position has an error finding (lint's own rule
			// may word the same problem its way).
			errorAt := map[string]bool{}
			for _, line := range strings.Split(stdout, "\n") {
				if m := ruleOfLine.FindStringSubmatch(line); m != nil && severity[m[1]] == lint.Error {
					pos, _, _ := strings.Cut(line, ": [")
					errorAt[pos] = true
				}
			}
			for _, line := range strings.Split(strings.TrimSpace(string(want)), "\n") {
				pos, _, ok := strings.Cut(line, ": ")
				if !ok || strings.HasPrefix(line, "validation-gen:") {
					continue
				}
				if !errorAt[pos] {
					t.Errorf("--lint reports no error at %s for\n%s\nfindings:\n%s", pos, line, stdout)
				}
			}
		})
	}
}

// TestInterpretedTierNeedsItsModule: generating for a package whose CEL
// rules stay interpreted, in a module without validate/celinterp, names
// the module to require instead of reporting an internal error, and
// writes nothing.
func TestInterpretedTierNeedsItsModule(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"./testdata/lint/cel-tier/..."}, &stdout, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), "fix: go mod edit -require=github.com/kubedv/kubedv/validate/celinterp@v0.0.0") || strings.Contains(stderr.String(), "internal error") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr.String())
	}
	if _, err := os.Stat("testdata/lint/cel-tier/zz_generated.validations.go"); !os.IsNotExist(err) {
		t.Errorf("a file was written: %v", err)
	}
}
