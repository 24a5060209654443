package gen

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Options are the command line of validation-gen.
type Options struct {
	Config
	Verbose int
	// Lint reports problems in the tags instead of generating (--lint).
	Lint bool
	// LintExceptions is the file of allowed version-sync differences.
	LintExceptions string
	// Docs prints the tag reference instead of generating (--docs).
	Docs bool
	// DocsFormat is markdown or json.
	DocsFormat string
	// CRDDir is where --crd-dir writes CustomResourceDefinitions instead of
	// generating Go code.
	CRDDir string
}

// LintConfig returns the configuration of a --lint run.
func (o Options) LintConfig() LintConfig {
	return LintConfig{Config: o.Config, ExceptionsFile: o.LintExceptions, Verbose: o.Verbose > 0}
}

// listFlag collects a repeatable, comma-separable flag.
type listFlag struct{ values *[]string }

func (l listFlag) String() string {
	if l.values == nil {
		return ""
	}
	return strings.Join(*l.values, ",")
}

func (l listFlag) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*l.values = append(*l.values, s)
		}
	}
	return nil
}

// ParseFlags parses validation-gen's command line (the flags of Kubernetes'
// validation-gen). Usage and flag errors are written to stderr.
func ParseFlags(args []string, stderr io.Writer) (Options, error) {
	var o Options
	fs := flag.NewFlagSet("validation-gen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.OutputFile, "output-file", DefaultOutputFile, "name of the file written into each target package")
	fs.StringVar(&o.HeaderFile, "go-header-file", "", "file whose contents (a license header) start every generated file")
	fs.Var(listFlag{&o.Readonly}, "readonly-pkg", "package whose generated validation may be called but is not written (repeatable)")
	fs.Var(listFlag{&o.BuildTags}, "build-tag", "build tag to use when loading packages (repeatable)")
	fs.IntVar(&o.Verbose, "v", 0, "verbosity: 1 lists the files written; with --lint, the effective tags of every field and type")
	fs.BoolVar(&o.Lint, "lint", false, "check the tags and print findings as file:line:col: [rule] message; generate nothing; exit 1 on errors")
	fs.StringVar(&o.LintExceptions, "lint-exceptions", "", "with --lint, a file of allowed version-sync differences, one <import path>.<Type>[.<jsonField>] per line")
	fs.BoolVar(&o.Docs, "docs", false, "print the reference of every tag to stdout; generate nothing")
	fs.StringVar(&o.DocsFormat, "docs-format", DocsFormats[0], "with --docs, the output format: "+strings.Join(DocsFormats, " or "))
	fs.StringVar(&o.CRDDir, "crd-dir", "", "write one CustomResourceDefinition per root type into this directory as <group>_<plural>.yaml; generate no Go code")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: validation-gen [flags] PACKAGE...\n"+
			"       validation-gen --lint [-v] [--lint-exceptions FILE] PACKAGE...\n"+
			"       validation-gen --docs [--docs-format markdown|json]\n"+
			"       validation-gen --crd-dir DIR [--readonly-pkg PKG]... PACKAGE...\n\n"+
			"Writes %s into each Go package tagged +k8s:validation-gen.\n\nflags:\n", DefaultOutputFile)
		fs.PrintDefaults()
	}
	if err := fs.Parse(bareVerbose(args)); err != nil {
		return o, err
	}
	o.Packages = fs.Args()
	switch {
	case o.Lint && o.Docs:
		return o, usageError(fs, "--lint and --docs cannot be combined")
	case o.Docs && fs.NArg() > 0:
		return o, usageError(fs, "--docs takes no packages; it documents the tags this validation-gen implements")
	case o.Docs && !slices.Contains(DocsFormats, o.DocsFormat):
		return o, usageError(fs, fmt.Sprintf("--docs-format %q: want %s", o.DocsFormat, strings.Join(DocsFormats, " or ")))
	case o.CRDDir != "" && (o.Lint || o.Docs):
		return o, usageError(fs, "--crd-dir cannot be combined with --lint or --docs")
	case o.LintExceptions != "" && !o.Lint:
		return o, usageError(fs, "--lint-exceptions needs --lint")
	case !o.Docs && fs.NArg() == 0:
		fs.Usage()
		return o, fmt.Errorf("no packages given")
	}
	return o, nil
}

func usageError(fs *flag.FlagSet, msg string) error {
	fmt.Fprintln(fs.Output(), msg)
	return errors.New(msg)
}

// bareVerbose lets -v stand alone, as in `--lint -v ./...`: the flag
// package would read the next argument as its value. -v N and -v=N keep
// working.
func bareVerbose(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if a == "-v" || a == "--v" {
			if i+1 == len(args) || !isNumber(args[i+1]) {
				a += "=1"
			}
		}
		out = append(out, a)
	}
	return out
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}
