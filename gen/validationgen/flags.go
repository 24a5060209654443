package validationgen

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/klogflags"
	"github.com/spf13/pflag"

	"github.com/kubedv/kubedv/gen/pkglint"
	"github.com/kubedv/kubedv/gen/release"
)

// DefaultTagPrefix is the prefix of every tag (--tag-prefix, Kubernetes
// v1.38): +k8s:validation-gen, +k8s:required.
const DefaultTagPrefix = "k8s:"

// tagPrefixPattern is what Kubernetes' validation-gen accepts as a prefix.
var tagPrefixPattern = regexp.MustCompile(`^([a-zA-Z_][a-zA-Z0-9_.-]*:)*$`)

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
	// DocsFormat is json (Kubernetes' validation-gen's output) or markdown.
	DocsFormat string
	// CRDDir is where --crd-dir writes CustomResourceDefinitions instead of
	// generating Go code.
	CRDDir string
	// LintCRD adds the CRD backend's findings to --lint (--lint-crd).
	LintCRD bool
	// TagPrefix is --tag-prefix: only DefaultTagPrefix is read.
	TagPrefix string
}

// LintConfig returns the configuration of a --lint run.
func (o Options) LintConfig() LintConfig {
	return LintConfig{Config: o.Config, ExceptionsFile: o.LintExceptions, Verbose: o.Verbose > 0, CRD: o.LintCRD}
}

// ErrUsage marks a bad command line: the caller exits 2.
var ErrUsage = errors.New("bad command line")

// ParseFlags parses validation-gen's command line: the flags of Kubernetes'
// validation-gen (pflag syntax, klog's logging flags included) and ours.
// Usage and flag errors are written to stderr; errors wrap ErrUsage, and
// --help returns pflag.ErrHelp.
func ParseFlags(args []string, stderr io.Writer) (Options, error) {
	var o Options
	fs := pflag.NewFlagSet("validation-gen", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.SortFlags = true
	// Kubernetes' validation-gen names.
	fs.StringVar(&o.OutputFile, "output-file", DefaultOutputFile, "the name of the file to be generated")
	fs.StringSliceVar(&o.Readonly, "readonly-pkg", nil, "the import path of a package whose validation can be used by generated code, but is not being generated for")
	fs.StringVar(&o.HeaderFile, "go-header-file", "", "the path to a file containing boilerplate header text; the string \"YEAR\" will be replaced with the current 4-digit year")
	fs.BoolVar(&o.Docs, "docs", false, "print documentation for supported declarative validations, and then exit")
	fs.StringVar(&o.TestOutputRoot, "test-output-root", "", "if non-empty, also emit declarative-validation coverage test fixtures under this path, organized as <root>/<group>/<lowercase(kind)>/<file-prefix>{<version>,main}_test.go")
	fs.StringVar(&o.TestOutputFilePrefix, "test-output-file-prefix", "", "prefix prepended to every emitted test fixture filename; useful for marking files via a linguist-generated gitattributes pattern (e.g. \"zz_generated.\")")
	fs.StringVar(&o.TestAllowlist, "test-allowlist", "", "path to a YAML config file of rule-level filters to exclude from coverage fixture generation; only meaningful with --test-output-root")
	fs.StringSliceVar(&o.LintRules, "lint-rules", nil, pkglint.FlagHelp)
	fs.StringVar(&o.TagPrefix, "tag-prefix", DefaultTagPrefix, "the prefix of every tag this generator recognizes, e.g. \"k8s:\" for +k8s:validation-gen and +k8s:required; empty or one or more ':'-terminated segments (this validation-gen reads k8s: only)")
	fs.StringSliceVar(&o.ExtensionFiles, "validation-extensions-file", nil, "a YAML file of project-defined +k8s:format values (formats: [{name, docs, pattern, message}]); repeatable")
	// Ours.
	fs.StringSliceVar(&o.BuildTags, "build-tag", nil, "build tag to use when loading packages (repeatable)")
	fs.StringVar(&o.Release, "kubernetes-release", release.Auto, "the Kubernetes release whose validation-gen behavior to follow where releases differ: "+release.Supported+" (auto: the release of the k8s.io/apimachinery the target module builds with)")
	fs.StringVar(&o.CELTier, "cel-tier", CELTierAuto, "where CEL rules run: auto compiles to Go every rule the translator reproduces exactly and interprets the rest with validate/celinterp; interpreted interprets them all")
	fs.BoolVar(&o.Lint, "lint", false, "check the tags and print findings as file:line:col: [rule] message; generate nothing; exit 1 on errors")
	fs.StringVar(&o.LintExceptions, "lint-exceptions", "", "with --lint, a file of allowed version-sync differences, one <import path>.<Type>[.<jsonField>] per line")
	fs.StringVar(&o.DocsFormat, "docs-format", DocsFormats[0], "with --docs, the output format: "+strings.Join(DocsFormats, " or "))
	fs.StringVar(&o.CRDDir, "crd-dir", "", "write one CustomResourceDefinition per root type into this directory as <group>_<plural>.yaml; generate no Go code")
	crdBeta := fs.Bool("crd-beta", true, "with --crd-dir, write the +k8s:beta rules (+k8s:alpha rules are never written)")
	fs.StringSliceVar(&o.CRD.Enabled, "crd-enabled-options", nil, "with --crd-dir, the options that are on for +k8s:ifEnabled/+k8s:ifDisabled (comma-separated); options not listed are off")
	fs.BoolVar(&o.CRD.Strict, "crd-strict", false, "with --crd-dir, make every tag a CRD cannot express (a crd-inexpressible finding) an error: nothing is written; with --lint-crd, report those findings as errors")
	fs.BoolVar(&o.CRD.EmbeddedObjectMeta, "crd-embedded-object-meta", false, "with --crd-dir, write a metav1.ObjectMeta below the resource root (a template's metadata) with name, namespace, labels, annotations and finalizers, as controller-gen's crd:generateEmbeddedObjectMeta=true does")
	fs.BoolVar(&o.LintCRD, "lint-crd", false, "with --lint, also build the packages' CRDs (nothing is written) and report the tags they leave out (crd-inexpressible) or enforce differently (crd-drift, info); takes --crd-beta, --crd-enabled-options and --crd-strict")
	// klog's flags, as Kubernetes' generators have them; -v is also ours:
	// 1 lists the files written and the packages skipped; with --lint, the
	// effective tags of every field and type.
	if err := klogflags.Add(fs); err != nil {
		return o, err
	}
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: validation-gen [flags] PACKAGE...\n"+
			"       validation-gen --lint [-v] [--lint-exceptions FILE] [--lint-crd [--crd-strict]] PACKAGE...\n"+
			"       validation-gen --docs [--docs-format json|markdown]\n"+
			"       validation-gen --crd-dir DIR [--crd-strict] [--crd-beta=false] [--crd-enabled-options A,B] [--crd-embedded-object-meta] [--readonly-pkg PKG]... PACKAGE...\n\n"+
			"Writes --output-file (default %s) into each Go package tagged +k8s:validation-gen.\n\nflags:\n", DefaultOutputFile)
		fmt.Fprint(stderr, fs.FlagUsages())
	}
	if err := fs.Parse(bareVerbose(args)); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return o, err
		}
		fmt.Fprintln(stderr, err)
		fs.Usage()
		return o, fmt.Errorf("%w: %v", ErrUsage, err)
	}
	if v := fs.Lookup("v"); v != nil {
		o.Verbose, _ = strconv.Atoi(v.Value.String())
	}
	o.Packages = fs.Args()
	o.CRD.NoBeta = !*crdBeta
	if err := o.validate(fs); err != nil {
		fmt.Fprintln(stderr, err)
		return o, fmt.Errorf("%w: %v", ErrUsage, err)
	}
	return o, nil
}

// validate checks the combination of flags, with Kubernetes'
// validation-gen's rules for its own flags.
func (o *Options) validate(fs *pflag.FlagSet) error {
	switch {
	case o.OutputFile == "":
		return errors.New("--output-file must be specified")
	case !validOutputFile(o.OutputFile):
		return fmt.Errorf("--output-file %q: want a Go file name such as %s (it is written into each package's directory)", o.OutputFile, DefaultOutputFile)
	case o.TestAllowlist != "" && o.TestOutputRoot == "":
		return errors.New("--test-allowlist is only meaningful with --test-output-root")
	case o.TestOutputFilePrefix != "" && o.TestOutputRoot == "":
		return errors.New("--test-output-file-prefix is only meaningful with --test-output-root")
	case o.Lint && o.Docs:
		return errors.New("--lint and --docs cannot be combined")
	case o.Docs && fs.NArg() > 0:
		return errors.New("--docs takes no packages; it documents the tags this validation-gen implements")
	case fs.Changed("docs-format") && !o.Docs:
		return errors.New("--docs-format needs --docs")
	case o.Docs && !slices.Contains(DocsFormats, o.DocsFormat):
		return fmt.Errorf("--docs-format %q: want %s", o.DocsFormat, strings.Join(DocsFormats, " or "))
	case o.CRDDir != "" && (o.Lint || o.Docs):
		return errors.New("--crd-dir cannot be combined with --lint or --docs")
	case o.LintCRD && !o.Lint:
		return errors.New("--lint-crd needs --lint")
	case o.CRDDir == "" && !o.LintCRD && (fs.Changed("crd-beta") || fs.Changed("crd-enabled-options") || fs.Changed("crd-strict") || fs.Changed("crd-embedded-object-meta")):
		return errors.New("--crd-beta, --crd-enabled-options, --crd-strict and --crd-embedded-object-meta need --crd-dir or --lint-crd")
	case !slices.Contains(CELTiers, o.CELTier):
		return fmt.Errorf("--cel-tier %q: want %s", o.CELTier, strings.Join(CELTiers, " or "))
	case o.Release != release.Auto && !validRelease(o.Release):
		_, err := release.Parse(o.Release)
		return err
	case !tagPrefixPattern.MatchString(o.TagPrefix):
		return fmt.Errorf("--tag-prefix %q must be empty or one or more ':'-terminated tag name segments (e.g. \"k8s:\")", o.TagPrefix)
	case o.TagPrefix != DefaultTagPrefix:
		return fmt.Errorf("--tag-prefix %q: this validation-gen reads +%s tags only; a generator with tags of its own prefix is built on Kubernetes' validation-gen packages (its examples/custom-prefix), or keep +%s and register validators with gen/validators", o.TagPrefix, DefaultTagPrefix, DefaultTagPrefix)
	case o.LintExceptions != "" && !o.Lint:
		return errors.New("--lint-exceptions needs --lint")
	case !o.Docs && fs.NArg() == 0:
		fs.Usage()
		return errors.New("no packages given")
	}
	return pkglint.CheckNames(o.LintRules)
}

// bareVerbose lets -v stand alone, as in `--lint -v ./...`: pflag would
// want a value. -v N and -v=N keep working.
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

func validRelease(s string) bool {
	_, err := release.Parse(s)
	return err == nil
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}
