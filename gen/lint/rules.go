package lint

import (
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
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

// Rule is one lint rule, a value with its own check as
// golang.org/x/tools/go/analysis.Analyzer is: a rule checks declarations
// (site), packages (pkg) or the whole run (run), and reports findings
// under its own name only. Rules run in the order of rules; a run-level
// rule may read what an earlier one found.
type Rule struct {
	Name     string
	Severity Severity
	Doc      string
	// reportedBy names who reports the rule's findings when it has no
	// check of its own (the loader, the CRD backend).
	reportedBy string

	site func(l *linter, s *siteCheck)
	pkg  func(l *linter, p *model.Package)
	run  func(l *linter)
}

// siteCheck is one declaration being checked, with what several rules
// compute from it once.
type siteCheck struct {
	site
	maturity validators.Stability
	lv       *level
}

// levels returns the site's tags by level (levels.go), computed once.
func (s *siteCheck) levels(l *linter) *level {
	if s.lv == nil {
		s.lv = l.levels(s.site)
	}
	return s.lv
}

// malformedTag is reported from the loader's errors (MalformedTags): it
// has no check of its own.
var malformedTag = &Rule{Name: "malformed-tag", Severity: Error, reportedBy: "the loader", Doc: "a +k8s: line does not parse; nothing else is checked until it does"}

// rules are the rules, in the order they are documented and run. They
// are set in init: the unknown-tag check reads them to check nolint values.
var rules []*Rule

func init() {
	rules = []*Rule{
		malformedTag,
		{Name: "unknown-tag", Severity: Error, Doc: "a tag name that no validator implements, with the nearest known name, or a +k8s:validation-gen-nolint value that names no rule",
			site: func(l *linter, s *siteCheck) {
				l.unknownTags(s.site)
				if s.cnst == nil && s.field == nil {
					l.nolintValues(s.tags)
				}
			},
			pkg: func(l *linter, p *model.Package) { l.nolintValues(p.Tags) }},
		{Name: "invalid-tag", Severity: Error, Doc: "a tag generation rejects: wrong place, argument, payload or type",
			run: (*linter).invalidTags},
		{Name: "generate", Severity: Error, Doc: "other problems generation stops at, found by running it in memory: CEL rules (parse, types, cost, messages, fieldPath), package tags, types from packages outside the run",
			run: (*linter).generateErrors},
		{Name: "presence", Severity: Error, Doc: "a field with validation (its own or its type's) declares none of +k8s:optional, +k8s:required, +k8s:forbidden (in a package written for controller-gen, +optional, +required, +kubebuilder:validation:Optional/Required on the field or the package count)",
			site: func(l *linter, s *siteCheck) {
				if s.field != nil {
					l.presence(s.site)
				}
			}},
		{Name: "struct-presence", Severity: Error, Doc: "+k8s:required on a non-pointer struct with no required or union member, or +k8s:optional on one with such a member: the struct's zero value decides, not the tag (Kubernetes v1.38 refuses both at generation)",
			site: func(l *linter, s *siteCheck) { l.structPresence(s.site) }},
		{Name: "zero-value", Severity: Error, Doc: "+default together with +k8s:required or +k8s:forbidden (KEP-5073 zero values)",
			site: func(l *linter, s *siteCheck) {
				if s.field != nil {
					l.zeroValue(s.site)
				}
			}},
		{Name: "required-zero", Severity: Warning, Doc: "+k8s:required on a non-pointer bool or number whose zero value the field's own tags allow",
			site: func(l *linter, s *siteCheck) {
				if s.field != nil {
					l.requiredZero(s.site, s.levels(l))
				}
			}},
		{Name: "default-value", Severity: Error, Doc: "a +default value that does not have the field's type or fails the field's value tags",
			site: func(l *linter, s *siteCheck) {
				if s.cnst == nil {
					l.defaults(s.site, l.defaultLevels(s))
				}
			}},
		{Name: "default-drift", Severity: Warning, Doc: "a +default whose effect differs between the Go defaulter and CRD defaulting (KEP-1929): non-pointer zero values, non-pointer structs, +nullable, ref() to a variable, type-level (item) defaults",
			site: func(l *linter, s *siteCheck) {
				if s.cnst == nil {
					l.defaultDrift(s.site)
				}
			}},
		{Name: "lifecycle", Severity: Error, Doc: "+k8s:alpha / +k8s:beta without a payload, or with a bad since version",
			site: func(l *linter, s *siteCheck) { l.lifecycle(s.site) }},
		{Name: "typedef-chain", Severity: Warning, Doc: "tags on a type B that do not apply to `type A B`: only a type's own tags apply, unless the package opts in with +k8s:validation-gen-typedef-chains=all",
			site: func(l *linter, s *siteCheck) { l.typedefChain(s.site) }},
		{Name: "stability", Severity: Error, Doc: "a tag less stable than its package (v1 Stable, v1betaN Beta, v1alphaN Alpha) without an alpha/beta prefix",
			site: func(l *linter, s *siteCheck) { l.stabilities(s.site, s.maturity) }},
		{Name: "conflict", Severity: Error, Doc: "tags no value can satisfy (minimum > maximum, minLength > maxLength, ...) or list tags that disagree",
			site: func(l *linter, s *siteCheck) {
				l.neverRuns(s.site)
				l.neverModifies(s.site)
				if s.cnst == nil {
					// With the +k8s: tags a controller-gen package's
					// markers are read as (defaultLevels).
					l.conflicts(s.site, l.defaultLevels(s))
				}
			}},
		{Name: "duplicate", Severity: Error, Doc: "a single-valued tag (maxLength, minimum, format, ...) written twice at one place with different values",
			site: func(l *linter, s *siteCheck) { l.duplicates(s.site) }},
		{Name: "ignored-tag", Severity: Error, Doc: "a +k8s: tag on a function, variable or untyped constant, where nothing reads it",
			pkg: (*linter).ignoredTags},
		{Name: "deprecated", Severity: Warning, Doc: "a deprecated tag or tag value",
			site: func(l *linter, s *siteCheck) { l.deprecated(s.site) }},
		{Name: "enum-tag", Severity: Warning, Doc: "a type with OpenAPI's +enum but no +k8s:enum: its values are published as an enum that validation does not enforce (kubernetes/kubernetes#142102); on a Kubernetes v1.38 tree it is enum-consistency",
			site: func(l *linter, s *siteCheck) {
				if !l.u.Release.RefusesEnumWithoutK8sEnum() {
					l.enumTag(s.site)
				}
			}},
		{Name: "enum-consistency", Severity: Error, Doc: "on a Kubernetes v1.38 tree, a type with OpenAPI's +enum but no +k8s:enum (v1.38's validation-gen refuses it at generation)",
			site: func(l *linter, s *siteCheck) {
				if l.u.Release.RefusesEnumWithoutK8sEnum() {
					l.enumTag(s.site)
				}
			}},
		{Name: "version-sync", Severity: Error, Doc: "a type's tags differ from the same type in a sibling version package (info between packages written for controller-gen: each CRD version has its own schema)",
			run: (*linter).versionSync},
		{Name: "unused-exception", Severity: Warning, Doc: "a --lint-exceptions line that matches no difference",
			run: (*linter).unusedExceptions},
		{Name: "effective-tags", Severity: Info, Doc: "with -v: the tags that apply to each field and type, typedef chains resolved",
			site: func(l *linter, s *siteCheck) {
				if l.opts.Verbose && s.cnst == nil {
					l.effective(s.site, s.levels(l))
				}
			}},
		celValueTag,
		kubebuilderMarker,
		celTier,
		crdInexpressible,
		crdDrift,
	}
}

// Rules returns every rule, in documentation order.
func Rules() []Rule {
	out := make([]Rule, len(rules))
	for i, r := range rules {
		out[i] = *r
	}
	return out
}

// ruleNamed returns the rule called name, or nil.
func ruleNamed(name string) *Rule {
	for _, r := range rules {
		if r.Name == name {
			return r
		}
	}
	return nil
}

// runRules runs every rule: the declaration checks of each package, then
// its package checks, then the run-level checks, each in rule order.
func (l *linter) runRules() {
	for _, p := range l.pkgs {
		maturity := maturityOf(p)
		eachSite(p, func(s site) {
			sc := &siteCheck{site: s, maturity: maturity}
			for _, r := range rules {
				if r.site != nil {
					l.rule = r
					r.site(l, sc)
				}
			}
		})
		for _, r := range rules {
			if r.pkg != nil {
				l.rule = r
				r.pkg(l, p)
			}
		}
	}
	for _, r := range rules {
		if r.run != nil {
			l.rule = r
			r.run(l)
		}
	}
}
