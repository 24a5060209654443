package schema

import (
	"go/token"
	"slices"
	"strings"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
)

// A tag without a faithful CRD form is left out of the CRD and reported at
// the tag as a crd-inexpressible finding: the CRD is still written, and
// the author sees what the API server will not enforce. With Strict
// (--crd-strict) such findings are errors and nothing is written. Tags the
// CRD enforces, but differently from the Go code in some requests, are
// reported as crd-drift (Info) findings naming each difference (drift.go).
// Both rules are lint rules, so +k8s:validation-gen-nolint=crd-inexpressible
// on a type or package the author owns accepts the loss there.

// inexpressible records that the tag (text at pos) is left out of the CRD.
func (b *builder) inexpressible(pos token.Position, tag, where, why string) {
	if b.publish {
		b.findings = append(b.findings, lint.CRDFinding(lint.CRDInexpressible, pos,
			"%s on %s is left out of the published OpenAPI, so its clients do not see it: %s; "+
				"the OpenAPI still publishes the other rules of %s", tag, where, why, where))
		return
	}
	b.findings = append(b.findings, lint.CRDFinding(lint.CRDInexpressible, pos,
		"%s on %s is left out of the CRD, so the API server does not enforce it: %s; "+
			"the CRD still enforces the other rules of %s", tag, where, why, where))
}

// finish filters the findings by nolint, and keeps crd-drift findings to
// the tags of the run's own packages: the author can change those, and
// the drift of a readonly package's tags (k8s.io/api) is the same for
// everyone and listed in docs/crd.md. With strict, the crd-inexpressible
// findings left become errors.
func (b *builder) finish(res *load.Result) []lint.Finding {
	own := map[string]bool{}
	for _, t := range res.Targets {
		for _, p := range []*model.Package{t, res.InputOf[t.Path]} {
			if p == nil {
				continue
			}
			for _, f := range p.Files {
				own[res.Universe.Position(f.Package).Filename] = true
			}
		}
	}
	var fs []lint.Finding
	for _, f := range append(b.findings, b.driftFindings()...) {
		if f.Rule == lint.CRDDrift && !own[f.Pos.Filename] {
			continue
		}
		fs = append(fs, f)
	}
	var pkgs []*model.Package
	for _, p := range res.Universe.Packages {
		if len(p.Files) > 0 {
			pkgs = append(pkgs, p)
		}
	}
	slices.SortFunc(pkgs, func(x, y *model.Package) int { return strings.Compare(x.Path, y.Path) })
	fs = lint.Quiet(res.Universe, pkgs, fs)
	if b.opts.Strict {
		for _, f := range fs {
			if f.Rule == lint.CRDInexpressible {
				b.errs.add(errorAt(f.Pos, "[%s] %s (--crd-strict)", f.Rule, f.Message))
			}
		}
	}
	return fs
}
