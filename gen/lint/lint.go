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

// Severity says whether a finding fails the run.
type Severity uint8

const (
	// Info findings only describe (the effective tags shown by -v).
	Info Severity = iota
	// Warning findings point at likely mistakes; they do not fail the run.
	Warning
	// Error findings fail the run: generation would fail or validation
	// would be wrong.
	Error
)

func (s Severity) String() string {
	return [...]string{"info", "warning", "error"}[s]
}

// Rule describes one lint rule.
type Rule struct {
	Name     string
	Severity Severity
	Doc      string
}

// The rules, in the order they are documented.
var rules = []Rule{
	{"malformed-tag", Error, "a +k8s: line does not parse; nothing else is checked until it does"},
	{"unknown-tag", Error, "a tag name that no validator implements, with the nearest known name"},
	{"invalid-tag", Error, "a tag generation rejects: wrong place, argument, payload or type"},
	{"generate", Error, "other problems generation would stop at, such as types from packages outside the run"},
	{"presence", Error, "a field with validation (its own or its type's) declares none of +k8s:optional, +k8s:required, +k8s:forbidden"},
	{"zero-value", Error, "+default together with +k8s:required or +k8s:forbidden (KEP-5073 zero values)"},
	{"required-zero", Warning, "+k8s:required on a non-pointer bool or number whose zero value the field's own tags allow"},
	{"default-value", Error, "a +default value that does not have the field's type or fails the field's value tags"},
	{"default-drift", Warning, "a +default whose effect differs between the Go defaulter and CRD defaulting (KEP-1929): non-pointer zero values, non-pointer structs, +nullable, ref(), type-level (item) defaults"},
	{"lifecycle", Error, "+k8s:alpha / +k8s:beta without a payload, or with a bad since version"},
	{"typedef-chain", Warning, "tags on a type B that do not apply to `type A B`: only a type's own tags apply, unless the package opts in with +k8s:validation-gen-typedef-chains=all"},
	{"stability", Error, "a tag less stable than its package (v1 Stable, v1betaN Beta, v1alphaN Alpha) without an alpha/beta prefix"},
	{"conflict", Error, "tags no value can satisfy (minimum > maximum, minLength > maxLength, ...) or list tags that disagree"},
	{"duplicate", Error, "a single-valued tag (maxLength, minimum, format, ...) written twice at one place with different values"},
	{"ignored-tag", Error, "a +k8s: tag on a function, variable or untyped constant, where nothing reads it"},
	{"deprecated", Warning, "a deprecated tag or tag value"},
	{"version-sync", Error, "a type's tags differ from the same type in a sibling version package"},
	{"unused-exception", Warning, "a --lint-exceptions line that matches no difference"},
	{"effective-tags", Info, "with -v: the tags that apply to each field and type, typedef chains resolved"},
}

// Rules returns every rule, in documentation order.
func Rules() []Rule { return append([]Rule(nil), rules...) }

func severityOf(rule string) Severity {
	for _, r := range rules {
		if r.Name == rule {
			return r.Severity
		}
	}
	panic("lint: unknown rule " + rule)
}

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
}

// Run lints pkgs, the packages whose declarations are checked; u may hold
// more (readonly packages), which inform the analysis but are not linted.
// Findings come back sorted by position; those inside a package or type
// tagged +k8s:validation-gen-nolint are left out.
func Run(u *model.Universe, pkgs []*model.Package, opts Options) []Finding {
	l := &linter{u: u, pkgs: sortedPackages(pkgs), opts: opts}
	l.computeHas()
	for _, p := range l.pkgs {
		l.ignoredTags(p)
		eachSite(p, func(s site) {
			l.unknownTags(s)
			l.neverRuns(s)
			l.duplicates(s)
			l.lifecycle(s, maturityOf(p))
			l.deprecated(s)
			l.typedefChain(s)
			if s.cnst != nil {
				return
			}
			lv := l.levels(s)
			if s.field != nil {
				l.presence(s)
				l.zeroValue(s, lv)
			}
			l.conflicts(s, lv)
			l.defaults(s, lv)
			l.defaultDrift(s)
			if opts.Verbose {
				l.effective(s, lv)
			}
		})
	}
	l.versionSync()
	l.generationErrors()
	return l.finish()
}

// report records a finding of rule at pos.
func (l *linter) report(pos token.Position, rule, format string, args ...any) {
	l.findings = append(l.findings, Finding{Pos: pos, Rule: rule, Severity: severityOf(rule), Message: fmt.Sprintf(format, args...)})
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
			seen[f], quiet.covers(f.Pos):
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
		fs = append(fs, Finding{Pos: te.Pos, Rule: "malformed-tag", Severity: Error, Message: te.Msg})
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
