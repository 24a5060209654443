package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
)

// generationError is one line generation prints on stderr for a refused
// input: file:line:col: message.
var generationError = regexp.MustCompile(`^([^ ]+:\d+:\d+): (.*)$`)

// TestLintReportsWhatGenerationRefuses holds --lint to generation on every
// case of testdata/diagnostics: each error generation prints has an error
// finding of lint at the same position, and lint exits 1. Lint may word a
// problem its own way (a lint rule at that position), but the generate and
// invalid-tag rules say what generation says.
func TestLintReportsWhatGenerationRefuses(t *testing.T) {
	cases, err := filepath.Glob("testdata/diagnostics/*")
	if err != nil || len(cases) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	severity := map[string]lint.Severity{}
	for _, r := range lint.Rules() {
		severity[r.Name] = r.Severity
	}
	for _, dir := range cases {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			var args []string
			if b, err := os.ReadFile(filepath.Join(dir, "args")); err == nil {
				args = strings.Fields(string(b))
			}
			pkg := "./" + filepath.ToSlash(dir)
			var genOut, genErr bytes.Buffer
			if code := run(append(append([]string(nil), args...), pkg), &genOut, &genErr); code != 1 {
				t.Fatalf("generation: exit code %d, want 1", code)
			}
			var lintOut, lintErr bytes.Buffer
			code := run(append(append([]string{"--lint"}, args...), pkg), &lintOut, &lintErr)
			if code != 1 {
				t.Errorf("--lint: exit code %d, want 1; stderr: %s", code, lintErr.String())
			}
			// The messages of lint's error findings at each position.
			errorsAt := map[string][]string{}
			for _, line := range strings.Split(lintOut.String(), "\n") {
				m := ruleOfLine.FindStringSubmatch(line)
				if m == nil || severity[m[1]] != lint.Error {
					continue
				}
				pos, rest, _ := strings.Cut(line, ": [")
				_, msg, _ := strings.Cut(rest, "] ")
				errorsAt[pos] = append(errorsAt[pos], m[1]+"\x00"+msg)
			}
			n := 0
			for _, line := range strings.Split(strings.TrimSpace(genErr.String()), "\n") {
				if line == "validation-gen: no files were written" {
					continue
				}
				m := generationError.FindStringSubmatch(line)
				if m == nil {
					t.Errorf("generation printed an error without a position: %q", line)
					continue
				}
				n++
				found := errorsAt[m[1]]
				if len(found) == 0 {
					t.Errorf("--lint reports no error at %s for\n%s", m[1], line)
					continue
				}
				same := false
				for _, f := range found {
					rule, msg, _ := strings.Cut(f, "\x00")
					same = same || msg == m[2] || (rule != "generate" && rule != "invalid-tag")
				}
				if !same {
					t.Errorf("--lint words generation's error at %s differently:\n%s\nlint: %q", m[1], line, found)
				}
			}
			if n == 0 {
				t.Errorf("generation printed no positioned error:\n%s", genErr.String())
			}
			if t.Failed() {
				t.Logf("lint findings:\n%s", lintOut.String())
			}
		})
	}
}

// TestLintControllerGenSuggestions: in a package written for
// controller-gen, a CEL rule that restates a value tag is a suggestion
// (info): the run exits 0 and counts no warning.
func TestLintControllerGenSuggestions(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"--lint", "./testdata/lint/cel-value-tag-kubebuilder/..."}, &stdout, &stderr)
	if code != 0 || !strings.Contains(stdout.String(), "[cel-value-tag]") || stderr.Len() != 0 {
		t.Errorf("exit %d\nstdout: %s\nstderr: %s\nwant exit 0, a cel-value-tag finding and no warning", code, stdout.String(), stderr.String())
	}
	// Outside such packages the same rule is a warning.
	stdout.Reset()
	stderr.Reset()
	code = run([]string{"--lint", "./testdata/lint/cel-value-tag"}, &stdout, &stderr)
	if code != 0 || !strings.Contains(stderr.String(), "warning") {
		t.Errorf("cel-value-tag: exit %d, stderr %q; want exit 0 and warnings", code, stderr.String())
	}
}

// TestKubebuilderGuideLintStep runs step 4 of docs/kubebuilder.md ("Lint in
// CI") as written, in examples/kubebuilder: the project the guide walks
// through must lint clean.
func TestKubebuilderGuideLintStep(t *testing.T) {
	doc, err := os.ReadFile("../../docs/kubebuilder.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?m)^4\\. Lint in CI: `([^`]+)`").FindSubmatch(doc)
	if m == nil {
		t.Fatal("docs/kubebuilder.md has no step \"4. Lint in CI: `validation-gen ...`\"")
	}
	args := strings.Fields(string(m[1]))
	if len(args) < 2 || args[0] != "validation-gen" || args[1] != "--lint" {
		t.Fatalf("step 4 is %q; want a validation-gen --lint command line", m[1])
	}
	t.Chdir("../../examples/kubebuilder")
	var stdout, stderr bytes.Buffer
	if code := run(args[1:], &stdout, &stderr); code != 0 {
		t.Errorf("%s in examples/kubebuilder: exit %d\n%s%s", m[1], code, stdout.String(), stderr.String())
	}
}
