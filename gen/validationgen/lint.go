package validationgen

import (
	"errors"
	"fmt"
	"go/token"
	"os"
	"sort"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/tags"
)

// LintConfig is one --lint run.
type LintConfig struct {
	Config
	// ExceptionsFile lists the version-sync differences that are allowed
	// (--lint-exceptions).
	ExceptionsFile string
	// Verbose adds the effective tags of every field and type.
	Verbose bool
	// CRD adds the findings of building the packages' CRDs (--lint-crd):
	// crd-inexpressible and crd-drift, and what would stop --crd-dir.
	CRD bool
}

// Lint loads the packages like Generate and lints them instead of
// generating code. Nothing is written. The error is for runs that could
// not lint at all (a package that does not compile, an unreadable
// exceptions file); problems in tags are findings.
func Lint(cfg LintConfig) ([]lint.Finding, error) {
	var exceptions []lint.Exception
	if cfg.ExceptionsFile != "" {
		data, err := os.ReadFile(cfg.ExceptionsFile)
		if err != nil {
			return nil, &ExceptionsError{fmt.Errorf("--lint-exceptions: cannot read the exceptions file: %w", err)}
		}
		if exceptions, err = lint.ParseExceptions(cfg.ExceptionsFile, data); err != nil {
			return nil, &ExceptionsError{fmt.Errorf("--lint-exceptions: %w", err)}
		}
	}
	lc := cfg.loadConfig()
	res, err := cfg.loadWith(lc)
	if err == nil {
		generated, problems := generationInputs(res)
		findings := lint.Run(res.Universe, lintedPackages(res), lint.Options{
			Verbose:    cfg.Verbose,
			Exceptions: exceptions,
			Generated:  generated,
			FuncPkgOf:  res.FuncPkgOf,
			Extra:      problems,
		})
		findings = append(findings, generationFindings(cfg.Config, res, cfg.Verbose, findings)...)
		lint.SortFindings(findings)
		if !cfg.CRD {
			return findings, nil
		}
		return crdFindings(res, cfg.Config.CRD, findings)
	}
	malformed, ok := lint.MalformedTags(err)
	if !ok {
		return nil, err
	}
	// Tag syntax errors stop the loader for targets. Lint reports them and
	// goes on: loaded as readonly packages, whose malformed tags the loader
	// skips, the packages can still be checked for everything else. The
	// loader wants a target; "unsafe" is the smallest package there is.
	// Of generation's own checks, the CEL rules' run there too
	// (celPastMalformed).
	lc.Readonly = append(append([]string(nil), cfg.Packages...), cfg.Readonly...)
	lc.Targets, lc.OutputFile = []string{"unsafe"}, ""
	res, err = cfg.loadWith(lc)
	if err != nil {
		return malformed, nil
	}
	paths, err := importPaths(cfg.Config)
	if err != nil {
		return malformed, nil
	}
	var linted []*model.Package
	for _, p := range res.Universe.Packages {
		if paths[p.Path] {
			linted = append(linted, p)
		}
	}
	findings := lint.Run(res.Universe, linted, lint.Options{Verbose: cfg.Verbose, Exceptions: exceptions, FuncPkgOf: res.FuncPkgOf})
	findings = append(findings, malformed...)
	findings = append(findings, celPastMalformed(res, linted, malformed, findings)...)
	lint.SortFindings(findings)
	return findings, nil
}

// lintedPackages returns the targets and the packages they generate for.
func lintedPackages(res *load.Result) []*model.Package {
	var out []*model.Package
	seen := map[*model.Package]bool{}
	for _, t := range res.Targets {
		for _, p := range []*model.Package{t, res.InputOf[t.Path]} {
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// generationInputs returns the packages Generate would analyze for this
// load, and the problems in the package tags that select them.
func generationInputs(res *load.Result) ([]*model.Package, []error) {
	jobs, inputs, problems := selectJobs(res)
	for _, j := range jobs {
		if _, _, _, err := schemeRegistry(j.target); err != nil {
			problems = append(problems, err)
		}
		if _, err := fixtureTest(j.target, nil); err != nil {
			problems = append(problems, err)
		}
	}
	return inputs, problems
}

// ExceptionsError is a --lint-exceptions file that cannot be used; the
// packages were not looked at.
type ExceptionsError struct{ Err error }

func (e *ExceptionsError) Error() string { return e.Err.Error() }
func (e *ExceptionsError) Unwrap() error { return e.Err }

// importPaths resolves the package patterns of cfg to import paths.
func importPaths(cfg Config) (map[string]bool, error) {
	paths, err := load.ImportPaths(cfg.Dir, cfg.BuildTags, cfg.Packages)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, p := range paths {
		out[p] = true
	}
	return out, nil
}

// crdFindings adds to findings what building the CRDs of res finds
// (--lint-crd): the CRD backend's findings, and its errors as findings of
// the generate rule. An error without a position means the packages are
// not bound for CRDs (no +groupName, no root type): the run fails.
func crdFindings(res *load.Result, opts schema.Options, findings []lint.Finding) ([]lint.Finding, error) {
	// --crd-strict makes the crd-inexpressible findings errors here,
	// rather than repeating them as Build's errors.
	strict := opts.Strict
	opts.Strict = false
	_, crd, err := schema.Build(res, opts)
	for i, f := range crd {
		if strict && f.Rule == lint.CRDInexpressible {
			crd[i].Severity = lint.Error
		}
	}
	findings = append(findings, crd...)
	for _, e := range flattenErrors(err) {
		at, ok := e.(interface {
			At() (token.Position, string)
		})
		if !ok {
			return nil, fmt.Errorf("--lint-crd: %w", e)
		}
		pos, msg := at.At()
		findings = append(findings, lint.CRDFinding("generate", pos, "--crd-dir: %s", msg))
	}
	lint.SortFindings(findings)
	return findings, nil
}

// errorPos returns the position of a diagnostic: a tag's (tags.Error) or
// a backend's (At).
func errorPos(e error) (token.Position, string, bool) {
	var te *tags.Error
	if errors.As(e, &te) {
		return te.Pos, te.Msg, true
	}
	if at, ok := e.(interface {
		At() (token.Position, string)
	}); ok {
		pos, msg := at.At()
		return pos, msg, true
	}
	return token.Position{}, e.Error(), false
}

// sortedErrors joins the leaves of errs ordered by position (file, line,
// column), so that the problems of every stage read top to bottom; those
// without a position come first, in their order. nil when there are none.
func sortedErrors(errs ...error) error {
	leaves := flattenErrors(errors.Join(errs...))
	if len(leaves) == 0 {
		return nil
	}
	sort.SliceStable(leaves, func(i, j int) bool {
		a, _, _ := errorPos(leaves[i])
		b, _, _ := errorPos(leaves[j])
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return errors.Join(leaves...)
}

// flattenErrors lists the leaves of a tree of errors.Join errors.
func flattenErrors(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, flattenErrors(e)...)
		}
		return out
	}
	return []error{err}
}
