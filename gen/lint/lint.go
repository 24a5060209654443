// Package lint checks the +k8s: tags of Go API types without generating
// code: it reports what generation would reject and the mistakes that
// generation accepts but that make validation wrong (missing presence tags,
// defaults that fail their own rules, tags out of sync between versions,
// alpha tags in stable APIs, ...).
//
// Every finding names a rule and a position, and prints as
//
//	file:line:col: [rule-name] message
//
// which editors and CI systems understand. Each rule has one severity; a run
// fails when any finding has error severity.
package lint

import (
	"errors"
	"fmt"
	"go/token"
	"sort"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// Finding is one problem (or, for Info, one observation) at a position.
type Finding struct {
	Pos      token.Position
	Rule     string
	Severity Severity
	Message  string
}

// String renders the finding as file:line:col: [rule] message.
func (f Finding) String() string {
	return fmt.Sprintf("%s: [%s] %s", f.Pos, f.Rule, f.Message)
}

// HasErrors reports whether any finding has error severity.
func HasErrors(fs []Finding) bool {
	for _, f := range fs {
		if f.Severity == Error {
			return true
		}
	}
	return false
}

// Options configure a run.
type Options struct {
	// Verbose adds the effective-tags findings.
	Verbose bool
	// Exceptions allow version-sync differences.
	Exceptions []Exception
	// Generated are the packages generation would analyze (targets tagged
	// +k8s:validation-gen and their inputs); generation-only problems are
	// reported for them.
	Generated []*model.Package
	// FuncPkgOf maps a package declaring types to the package holding their
	// generated functions (load.Result.FuncPkgOf).
	FuncPkgOf map[string]string
	// Extra are problems the caller found in package tags (+k8s:validation-gen
	// values, the scheme registry), reported under the generate rule.
	Extra []error
}

// linter holds one run.
type linter struct {
	u        *model.Universe
	pkgs     []*model.Package
	opts     Options
	has      map[*model.Named]bool // types with validation, for presence
	findings []Finding
	// usedExceptions are the --lint-exceptions subjects version-sync used.
	usedExceptions map[string]bool
	rule           *Rule // the rule running
}

// Run lints pkgs, the packages whose declarations are checked; u may hold
// more (readonly packages), which inform the analysis but are not linted.
// Findings come back sorted by position; those inside a package or type
// tagged +k8s:validation-gen-nolint are left out.
func Run(u *model.Universe, pkgs []*model.Package, opts Options) []Finding {
	l := &linter{u: u, pkgs: sortedPackages(pkgs), opts: opts}
	l.computeHas()
	l.runRules()
	return l.finish()
}

// report records a finding of the running rule at pos: a rule reports
// under its own name only.
func (l *linter) report(pos token.Position, format string, args ...any) {
	l.reportAs(l.rule.Severity, pos, format, args...)
}

// reportAs reports a finding of the current rule with another severity.
func (l *linter) reportAs(sev Severity, pos token.Position, format string, args ...any) {
	l.findings = append(l.findings, Finding{Pos: pos, Rule: l.rule.Name, Severity: sev, Message: fmt.Sprintf(format, args...)})
}

// finish drops what nolint opts out of and what another rule already says
// at the same place, and sorts.
func (l *linter) finish() []Finding {
	quiet := newNolintIndex(l.u, l.pkgs)
	byRule := map[string]map[token.Position]bool{"invalid-tag": {}, "lifecycle": {}, "default-value": {}}
	for _, f := range l.findings {
		if at := byRule[f.Rule]; at != nil {
			at[f.Pos] = true
		}
	}
	var out []Finding
	seen := map[Finding]bool{}
	for _, f := range l.findings {
		switch {
		// Where lint and generation say the same thing about one tag, one
		// message is enough: generation's for list tags, lint's for
		// lifecycle prefixes.
		case f.Rule == "conflict" && byRule["invalid-tag"][f.Pos],
			f.Rule == "invalid-tag" && byRule["lifecycle"][f.Pos],
			// A default that is wrong in itself is fixed first.
			f.Rule == "default-drift" && byRule["default-value"][f.Pos],
			seen[f], quiet.covers(f):
			continue
		}
		seen[f] = true
		out = append(out, f)
	}
	SortFindings(out)
	return out
}

// SortFindings orders findings by file, line, column, rule and message.
func SortFindings(fs []Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Pos.Filename != b.Pos.Filename {
			return a.Pos.Filename < b.Pos.Filename
		}
		if a.Pos.Line != b.Pos.Line {
			return a.Pos.Line < b.Pos.Line
		}
		if a.Pos.Column != b.Pos.Column {
			return a.Pos.Column < b.Pos.Column
		}
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		return a.Message < b.Message
	})
}

// MalformedTags turns a loading error made only of tag syntax errors into
// malformed-tag findings. ok is false when err holds anything else (a
// package that does not compile, a missing package), which lint cannot
// report by position.
func MalformedTags(err error) (fs []Finding, ok bool) {
	for _, e := range flatten(err) {
		var te *tags.Error
		if !errors.As(e, &te) {
			return nil, false
		}
		fs = append(fs, Finding{Pos: te.Pos, Rule: malformedTag.Name, Severity: malformedTag.Severity, Message: te.Msg})
	}
	SortFindings(fs)
	return fs, len(fs) > 0
}

// flatten lists the leaves of a tree of errors.Join errors.
func flatten(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, flatten(e)...)
		}
		return out
	}
	return []error{err}
}

func sortedPackages(pkgs []*model.Package) []*model.Package {
	out := append([]*model.Package(nil), pkgs...)
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// DefaultValues runs only the default-value rule: what is wrong with the
// +default values of pkgs, checked with the tags' own runtime functions.
// The CRD backend uses it for the rules it writes as CEL, which it cannot
// evaluate itself.
func DefaultValues(u *model.Universe, pkgs []*model.Package) []Finding {
	l := &linter{u: u, pkgs: sortedPackages(pkgs), rule: ruleNamed("default-value")}
	l.computeHas()
	for _, p := range l.pkgs {
		maturity := maturityOf(p)
		eachSite(p, func(s site) { l.rule.site(l, &siteCheck{site: s, maturity: maturity}) })
	}
	return l.finish()
}
