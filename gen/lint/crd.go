package lint

import (
	"fmt"
	"go/token"

	"github.com/kubedv/kubedv/gen/model"
)

// The CRD backend (gen/schema) reports two rules of its own, at the tags
// they concern, in --crd-dir runs and in --lint --lint-crd runs. They
// have no check here: only building the CRD schema finds them. Their names
// are lint rules so that +k8s:validation-gen-nolint can name them and the
// findings print like every other.
var (
	crdInexpressible = &Rule{Name: "crd-inexpressible", Severity: Warning, reportedBy: "the CRD backend (--crd-dir, --lint-crd)",
		Doc: "a tag a CRD cannot express faithfully: the CRD is written without it, so the API server does not enforce it (--crd-strict makes this an error)"}
	crdDrift = &Rule{Name: "crd-drift", Severity: Info, reportedBy: "the CRD backend (--crd-dir -v, --lint-crd)",
		Doc: "a tag the CRD enforces differently from the Go code in some requests (ratcheting, CEL rules skipped after a keyword failed, ...); docs/crd.md lists each difference"}
)

// celTier is reported by the generator, which alone decides where a CEL
// rule runs (it translates the rule at its Go site).
var celTier = &Rule{Name: "cel-tier", Severity: Info, reportedBy: "the generator (--lint -v)",
	Doc: "with -v: where each CEL rule runs, compiled to Go or interpreted by validate/celinterp, and for an interpreted rule why the compiler left it"}

// celValueTag is reported by the generator too: it reads the rule's
// checked program.
var celValueTag = &Rule{Name: "cel-value-tag", Severity: Warning, reportedBy: "the generator (--lint)",
	Doc: "a CEL rule that only restates value tags (self.size() <= 10 on a string is +k8s:maxLength=10): the tags give Kubernetes' standard error and need no CEL to evaluate; a suggestion (info) in a package written for controller-gen"}

// CELValueTagFinding reports a CEL rule that restates value tags.
func CELValueTagFinding(pos token.Position, format string, args ...any) Finding {
	return Finding{Pos: pos, Rule: celValueTag.Name, Severity: celValueTag.Severity, Message: fmt.Sprintf(format, args...)}
}

// GenerateFinding reports what generation stops at (the generate rule).
func GenerateFinding(pos token.Position, format string, args ...any) Finding {
	r := ruleNamed("generate")
	return Finding{Pos: pos, Rule: r.Name, Severity: r.Severity, Message: fmt.Sprintf(format, args...)}
}

// CELTierFinding reports where the CEL rule at pos runs.
func CELTierFinding(pos token.Position, format string, args ...any) Finding {
	return Finding{Pos: pos, Rule: celTier.Name, Severity: celTier.Severity, Message: fmt.Sprintf(format, args...)}
}

// CRDInexpressible and CRDDrift are the names of the CRD backend's rules.
const (
	CRDInexpressible = "crd-inexpressible"
	CRDDrift         = "crd-drift"
)

// CRDFinding returns a finding of one of the CRD backend's rules (or, for
// what stops --crd-dir, of the generate rule), with the rule's severity.
func CRDFinding(rule string, pos token.Position, format string, args ...any) Finding {
	r := ruleNamed(rule)
	if r == nil {
		r = crdInexpressible
	}
	return Finding{Pos: pos, Rule: r.Name, Severity: r.Severity, Message: fmt.Sprintf(format, args...)}
}

// Quiet drops the findings that lie in a package or type of pkgs opted
// out of their rule by +k8s:validation-gen-nolint, and returns the rest
// sorted and without duplicates.
func Quiet(u *model.Universe, pkgs []*model.Package, fs []Finding) []Finding {
	idx := newNolintIndex(u, pkgs)
	seen := map[Finding]bool{}
	var out []Finding
	for _, f := range fs {
		if seen[f] || idx.covers(f) {
			continue
		}
		seen[f] = true
		out = append(out, f)
	}
	SortFindings(out)
	return out
}
