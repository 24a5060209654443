// Command validation-gen generates declarative validation code from +k8s:
// tags on Go API types. It is a drop-in replacement for Kubernetes'
// validation-gen: same flags, package tags and generated API.
//
//	validation-gen [--output-file NAME] [--go-header-file FILE] [--readonly-pkg PKG]...
//	    [--test-output-root DIR [--test-output-file-prefix P] [--test-allowlist FILE]]
//	    [--lint-rules RULE,...] PACKAGE...
//	validation-gen --lint [-v] [--lint-exceptions FILE] [--lint-crd] [--readonly-pkg PKG]... PACKAGE...
//	validation-gen --docs [--docs-format json|markdown]
//	validation-gen --crd-dir DIR [--crd-strict] [--readonly-pkg PKG]... PACKAGE...
//
// --crd-dir writes one CustomResourceDefinition per root type (a struct
// embedding metav1.TypeMeta with a metav1.ObjectMeta field) into DIR as
// <group>_<plural>.yaml, all files or none, and no Go code. Tags a CRD
// cannot express are left out and reported on stderr as
// [crd-inexpressible] findings; --crd-strict makes them errors.
//
// --lint prints one finding per line, file:line:col: [rule] message, sorted
// by position, and a summary on stderr. Exit codes: 0 success (for --lint:
// no error findings; warnings allowed), 1 generation failed, error
// findings, or the packages could not be loaded, 2 bad command line.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/validationgen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	opts, err := validationgen.ParseFlags(args, stderr)
	if errors.Is(err, pflag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	switch {
	case opts.Docs:
		if err := validationgen.Docs(stdout, opts.DocsFormat, opts.Dir, opts.ExtensionFiles); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		return 0
	case opts.Lint:
		return runLint(opts, stdout, stderr)
	case opts.CRDDir != "":
		return runCRDs(opts, stdout, stderr)
	}
	opts.Log = logTo(opts.Verbose, stdout, stderr)
	if _, err := validationgen.Run(opts.Config); err != nil {
		fmt.Fprintln(stderr, err)
		fmt.Fprintln(stderr, "validation-gen: no files were written")
		return 1
	}
	return 0
}

// logTo prints the run's notes: warnings (level 0) to stderr, what -v
// shows to stdout.
func logTo(verbose int, stdout, stderr io.Writer) func(level int, msg string) {
	return func(level int, msg string) {
		switch {
		case level == 0:
			fmt.Fprintln(stderr, msg)
		case level <= verbose:
			fmt.Fprintln(stdout, msg)
		}
	}
}

// runCRDs writes the CRDs. crd-inexpressible findings go to stderr and
// leave the exit status alone (with --crd-strict they are errors); the
// crd-drift findings are Info, shown with -v.
func runCRDs(opts validationgen.Options, stdout, stderr io.Writer) int {
	opts.Log = logTo(opts.Verbose, stdout, stderr)
	paths, findings, err := validationgen.WriteCRDs(opts.Config, opts.CRDDir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		fmt.Fprintln(stderr, "validation-gen --crd-dir: no files were written")
		return 1
	}
	left := 0
	for _, f := range findings {
		if f.Severity > lint.Info || opts.Verbose > 0 {
			fmt.Fprintln(stderr, f)
		}
		if f.Rule == lint.CRDInexpressible {
			left++
		}
	}
	if left > 0 {
		fmt.Fprintf(stderr, "validation-gen --crd-dir: %s left out of the CRDs (see docs/crd.md; --crd-strict makes this an error)\n", plural(left, "tag"))
	}
	if opts.Verbose > 0 {
		for _, p := range paths {
			fmt.Fprintf(stdout, "wrote %s\n", p)
		}
	}
	return 0
}

func runLint(opts validationgen.Options, stdout, stderr io.Writer) int {
	findings, err := validationgen.Lint(opts.LintConfig())
	if err != nil {
		fmt.Fprintln(stderr, err)
		var exc *validationgen.ExceptionsError
		if !errors.As(err, &exc) {
			fmt.Fprintln(stderr, "validation-gen --lint: the packages could not be linted")
		}
		return 1
	}
	counts := map[lint.Severity]int{}
	for _, f := range findings {
		fmt.Fprintln(stdout, f)
		counts[f.Severity]++
	}
	if counts[lint.Error]+counts[lint.Warning] > 0 {
		fmt.Fprintf(stderr, "validation-gen --lint: %s, %s\n", plural(counts[lint.Error], "error"), plural(counts[lint.Warning], "warning"))
	}
	if lint.HasErrors(findings) {
		return 1
	}
	return 0
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
