package lint

import (
	"go/ast"
	"go/token"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// nolintTag on a package or a type opts it out of lint: of every rule,
// or, with a value, of the rules it names (+k8s:validation-gen-nolint=
// presence,stability).
const nolintTag = validators.NolintTag

// ruleSet is the rules a nolint tag names; nil means every rule.
type ruleSet map[string]bool

func (r ruleSet) has(rule string) bool { return r == nil || r[rule] }

// span is a byte range of one file and the rules quiet there.
type span struct {
	start, end int
	rules      ruleSet
}

// nolintIndex knows which source ranges opted out of which rules.
type nolintIndex struct {
	files map[string]ruleSet // every file of an opted-out package
	spans map[string][]span  // opted-out type declarations, by file
}

// nolintRules reads the nolint tag of ts: found is false without one.
// Names that are not rules are left out (nolintValues reports them).
func nolintRules(ts []tags.Tag) (rules ruleSet, found bool) {
	for _, t := range ts {
		if t.Name != nolintTag {
			continue
		}
		names := nolintNames(t)
		if names == nil {
			return nil, true
		}
		if rules == nil {
			rules = ruleSet{}
		}
		for _, n := range names {
			rules[n] = true
		}
		found = true
	}
	return rules, found
}

// nolintNames returns the rule names of a nolint tag's value, or nil for
// a tag without one.
func nolintNames(t tags.Tag) []string {
	if t.Value.Kind == tags.ValueNone {
		return nil
	}
	var out []string
	for _, n := range strings.Split(t.Value.Text, ",") {
		out = append(out, strings.TrimSpace(n))
	}
	return out
}

// nolintValues reports the names in nolint tags of ts that are not rules.
func (l *linter) nolintValues(ts []tags.Tag) {
	for _, t := range ts {
		if t.Name != nolintTag {
			continue
		}
		for _, n := range nolintNames(t) {
			if ruleNamed(n) != nil {
				continue
			}
			names := make([]string, len(rules))
			for i, r := range rules {
				names[i] = r.Name
			}
			if near := tags.Suggest(n, names); near != "" {
				l.report(t.Pos, "%s: %q is not a lint rule; did you mean %s?", t.Text, n, near)
				continue
			}
			l.report(t.Pos, "%s: %q is not a lint rule; the rules are %s", t.Text, n, strings.Join(names, ", "))
		}
	}
}

func newNolintIndex(u *model.Universe, pkgs []*model.Package) nolintIndex {
	idx := nolintIndex{files: map[string]ruleSet{}, spans: map[string][]span{}}
	for _, p := range pkgs {
		if rules, ok := nolintRules(p.Tags); ok {
			for _, f := range p.Files {
				idx.files[u.Position(f.Package).Filename] = rules
			}
			continue
		}
		quiet := map[token.Position]*model.Named{}
		for _, n := range p.Named {
			if _, ok := nolintRules(n.Tags); ok {
				quiet[n.Pos] = n
			}
		}
		if len(quiet) == 0 {
			continue
		}
		for _, f := range p.Files {
			for _, d := range f.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok {
					continue
				}
				for _, s := range gd.Specs {
					ts, ok := s.(*ast.TypeSpec)
					if !ok {
						continue
					}
					n := quiet[u.Position(ts.Name.Pos())]
					if n == nil {
						continue
					}
					end := u.Position(ts.End())
					start := u.Position(gd.Pos()).Offset
					if len(gd.Specs) > 1 {
						start = u.Position(ts.Pos()).Offset
					}
					// The tags may sit in comments above the declaration.
					for _, t := range n.Tags {
						start = min(start, t.Pos.Offset)
					}
					for _, o := range n.Other {
						start = min(start, o.Pos.Offset)
					}
					rules, _ := nolintRules(n.Tags)
					idx.spans[end.Filename] = append(idx.spans[end.Filename], span{start, end.Offset, rules})
				}
			}
		}
	}
	return idx
}

// covers reports whether f lies in a package or type opted out of its
// rule.
func (idx nolintIndex) covers(f Finding) bool {
	pos := f.Pos
	if rules, ok := idx.files[pos.Filename]; ok && rules.has(f.Rule) {
		return true
	}
	for _, s := range idx.spans[pos.Filename] {
		if pos.Offset >= s.start && pos.Offset < s.end && s.rules.has(f.Rule) {
			return true
		}
	}
	return false
}
