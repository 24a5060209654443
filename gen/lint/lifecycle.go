package lint

import (
	"path"
	"regexp"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Lifecycle (KEP-5073 "Lifecycle Tags"): +k8s:alpha(since: "1.N")=<tag>
// shadows a validation, +k8s:beta(since: "1.N")=<tag> gates it. They
// may be written anywhere in a chain (as in Kubernetes) and need a payload.
// Stability ("Tag Stability Levels"): a package's tags may be no less
// stable than the package, unless a lifecycle prefix says otherwise.

// versionPattern matches Kubernetes API version names: v1, v2beta1, v1alpha3.
var versionPattern = regexp.MustCompile(`^v[1-9][0-9]*(?:(alpha|beta)[1-9][0-9]*)?$`)

// maturityOf returns the stability a package's version name promises:
// v1alpha1 Alpha, v1beta1 Beta, anything else (v1, or not a version) Stable.
func maturityOf(p *model.Package) validators.Stability {
	m := versionPattern.FindStringSubmatch(path.Base(p.Path))
	switch {
	case m == nil:
		return validators.Stable
	case m[1] == "alpha":
		return validators.Alpha
	case m[1] == "beta":
		return validators.Beta
	}
	return validators.Stable
}

// lifecycle checks the lifecycle prefixes of every tag of s.
func (l *linter) lifecycle(s site) {
	for _, t := range s.tags {
		if foreign(t.Name) {
			continue
		}
		for _, link := range links(t) {
			if isLifecycle(link.Name) {
				l.lifecycleArgs(link)
			}
		}
	}
}

// stabilities checks the stability of every tag of s in a package of the
// given maturity.
func (l *linter) stabilities(s site, maturity validators.Stability) {
	for _, t := range s.tags {
		if !foreign(t.Name) {
			l.stability(t, maturity, s.pkg)
		}
	}
}

// lifecycleArgs checks +k8s:alpha/beta's since argument and payload.
func (l *linter) lifecycleArgs(t tags.Tag) {
	if t.Value.Kind != tags.ValueTag {
		l.report(t.Pos, "%s: +k8s:%s needs the validation it covers as its payload, e.g. +k8s:%s(since: \"1.35\")=+k8s:minimum=0", t.Text, t.Name, t.Name)
	}
	for _, a := range t.Args {
		switch {
		case a.Name != "since":
			l.report(t.Pos, "%s: +k8s:%s takes only since: \"1.N\", the release that added the validation", t.Text, t.Name)
		case !validators.KubeVersion.MatchString(a.Value) || !plausibleSince(a.Value):
			l.report(t.Pos, "%s: since %q is not a Kubernetes release; write since: \"1.N\", e.g. since: \"1.35\"", tags.Abbrev(t.Text), a.Value)
		}
	}
}

// stability checks that every implemented link of t is at least as stable
// as its context: the package's maturity, lowered by a lifecycle prefix
// (alpha: anything goes; beta: Beta and Stable tags) or by a feature-gate
// condition (gated validation may use Beta tags in a Stable package).
func (l *linter) stability(t tags.Tag, maturity validators.Stability, pkg *model.Package) {
	ctx := maturity
	where := "a " + ctx.String() + " package (" + path.Base(pkg.Path) + ") without a lifecycle prefix"
	level := "" // the outermost lifecycle link so far, which marks the errors
	for _, link := range links(t) {
		if isLifecycle(link.Name) && level == "" {
			level = link.Name
			ctx = validators.Beta
			if link.Name == "alpha" {
				ctx = validators.Alpha
			}
			where = "a +k8s:" + link.Name + " validation"
		}
		if def, ok := validators.Lookup(link.Name); ok && def.StabilityIn(l.u.Release) < ctx {
			st := def.StabilityIn(l.u.Release)
			fix := "prefix the chain with +k8s:" + lifecycleFor(st) + "(since: \"1.N\")="
			if unionTags[link.Name] {
				// Generation requires one lifecycle for the whole union.
				fix = "prefix this tag and every other tag of its union (members and discriminator) with +k8s:" +
					lifecycleFor(st) + "(since: \"1.N\")=, since a union is checked as a whole"
			}
			if level != "" {
				fix = "use +k8s:" + lifecycleFor(st) + " instead of +k8s:" + level
			}
			l.report(link.Pos, "%s: %s is %s and cannot be used in %s; %s, or use a %s tag",
				link.Text, def.Written(), st, where, fix, ctx)
		}
		// What a feature gate guards may be Beta in a Stable package.
		if (link.Name == "ifEnabled" || link.Name == "ifDisabled") && ctx == validators.Stable {
			ctx = validators.Beta
			where = "a feature-gated validation"
		}
	}
}

// unionTags are the tags of a union, which must share one lifecycle.
var unionTags = map[string]bool{"unionDiscriminator": true, "unionMember": true, "zeroOrOneOfMember": true}

// lifecycleFor names the prefix that admits a tag of stability st.
func lifecycleFor(st validators.Stability) string {
	if st == validators.Alpha {
		return "alpha"
	}
	return "beta"
}
