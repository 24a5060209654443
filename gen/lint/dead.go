package lint

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Tags that generation accepts, as Kubernetes' generator does, but that
// cannot mean what their author wanted: chains whose conditions exclude
// each other, a single-valued tag written twice with different values, and
// tags on declarations that nothing reads.

// neverRuns reports chains whose conditions cannot hold together: one
// option both enabled and disabled, a subresource both required and
// excluded, or two different subresources (a request has one).
func (l *linter) neverRuns(s site) {
	for _, t := range s.tags {
		options := map[string]tags.Tag{}
		var sub *string // the first ifSubresource path
		subWant := map[string]tags.Tag{}
		for _, link := range links(t) {
			arg, ok := link.Positional()
			if !ok {
				continue
			}
			switch link.Name {
			case "ifEnabled", "ifDisabled":
				if prev, seen := options[arg.Value]; seen && prev.Name != link.Name {
					l.report(link.Pos, "%s: this validation never runs: +k8s:%s(%s) and +k8s:%s(%s) exclude each other in one chain; remove one",
						tags.Abbrev(t.Text), prev.Name, arg.Value, link.Name, arg.Value)
				}
				options[arg.Value] = link
			case "ifSubresource", "ifNotSubresource":
				if prev, seen := subWant[arg.Value]; seen && prev.Name != link.Name {
					l.report(link.Pos, "%s: this validation never runs: +k8s:%s(%q) and +k8s:%s(%q) exclude each other in one chain; remove one",
						tags.Abbrev(t.Text), prev.Name, arg.Value, link.Name, arg.Value)
				}
				subWant[arg.Value] = link
				if link.Name != "ifSubresource" {
					continue
				}
				if sub == nil {
					first := arg.Value
					sub = &first
				} else if *sub != arg.Value {
					l.report(link.Pos, "%s: this validation never runs: a request has one subresource, not both %q and %q; remove one condition",
						tags.Abbrev(t.Text), *sub, arg.Value)
				}
			}
		}
	}
}

// neverModifies reports +k8s:eachVal=+k8s:update=NoModify on a list whose
// items have no key (not listType=map or unique=map): generation accepts
// it, as Kubernetes' generator does, but a changed item is a new item with
// no old value, so the rule never fires.
func (l *linter) neverModifies(s site) {
	if _, isList := s.valueType().Underlying().(*types.Slice); !isList || listByKey(s) {
		return
	}
	for _, t := range s.tags {
		chain := links(t)
		for i := 0; i+1 < len(chain); i++ {
			next := chain[i+1]
			if chain[i].Name != "eachVal" || next.Name != "update" || !slices.Contains(strings.Split(next.Value.Text, ","), "NoModify") {
				continue
			}
			l.report(next.Pos, "%s: this validation never runs: the items of %s have no key, so a changed item has no old value to compare; add +k8s:listType=map with +k8s:listMapKey, or use +k8s:immutable on the list",
				tags.Abbrev(t.Text), s.what)
		}
	}
}

// listByKey reports whether the list at s, or its named type, declares
// map semantics (+k8s:listType=map or +k8s:unique=map, in any chain).
func listByKey(s site) bool {
	byKey := func(ts []tags.Tag) bool {
		for _, t := range ts {
			last := links(t)
			end := last[len(last)-1]
			if (end.Name == "listType" || end.Name == "unique") && end.Value.Text == "map" {
				return true
			}
		}
		return false
	}
	if byKey(s.tags) {
		return true
	}
	if s.field != nil {
		if n, ok := types.Unalias(s.field.Var.Type()).(*types.Named); ok && s.pkg != nil {
			for _, d := range s.pkg.Named {
				if d.Obj == n.Obj() {
					return byKey(d.Tags)
				}
			}
		}
	}
	return false
}

// duplicates reports a single-valued tag written twice, under the same
// chain prefix, with different values.
func (l *linter) duplicates(s site) {
	seen := map[string]tags.Tag{}
	for _, t := range s.tags {
		chain := links(t)
		last := chain[len(chain)-1]
		if def, ok := validators.Lookup(last.Name); !ok || !def.SingleValued {
			continue
		}
		key := chainKey(chain)
		if prev, ok := seen[key]; ok && prev.Value.Text != last.Value.Text {
			l.report(t.Pos, "%s repeats %s (line %d) with a different value; both are enforced, so remove the one you did not mean",
				tags.Abbrev(t.Text), tags.Abbrev(prev.Text), prev.Pos.Line)
			continue
		}
		seen[key] = tags.Tag{Name: last.Name, Value: last.Value, Text: t.Text, Pos: t.Pos}
	}
}

// chainKey identifies a chain without its final value.
func chainKey(chain []tags.Tag) string {
	var b strings.Builder
	for i, link := range chain {
		b.WriteString(link.Name)
		for _, a := range link.Args {
			b.WriteString("(" + a.Name + ":" + a.Value + ")")
		}
		if i < len(chain)-1 {
			b.WriteString("=")
		}
	}
	return b.String()
}

// ignoredTags reports +k8s: tags on functions, variables and constants
// without a named type: no validation reads them.
func (l *linter) ignoredTags(p *model.Package) {
	typed := map[token.Position]bool{}
	for _, c := range p.Consts {
		typed[c.Pos] = true
	}
	for _, f := range p.Files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				l.reportIgnored(d.Doc, "function "+d.Name.Name, "functions")
			case *ast.GenDecl:
				if d.Tok != token.VAR && d.Tok != token.CONST {
					continue
				}
				for _, spec := range d.Specs {
					vs := spec.(*ast.ValueSpec)
					if d.Tok == token.CONST && typed[l.u.Fset.Position(vs.Names[0].Pos())] {
						continue // constants of named types carry enum tags
					}
					doc := vs.Doc
					if doc == nil && len(d.Specs) == 1 {
						doc = d.Doc
					}
					what, kind := "variable ", "variables"
					if d.Tok == token.CONST {
						what, kind = "constant ", "constants without a named type"
					}
					l.reportIgnored(doc, what+vs.Names[0].Name, kind)
				}
			}
		}
	}
}

func (l *linter) reportIgnored(doc *ast.CommentGroup, what, kind string) {
	if doc == nil {
		return
	}
	ts, _, err := tags.Extract(l.u.Fset, doc)
	if err != nil {
		return
	}
	for _, t := range ts {
		if foreign(t.Name) {
			continue
		}
		l.report(t.Pos, "%s on %s has no effect: validation tags apply to types, struct fields and constants of enum types, not to %s; move or remove it",
			tags.Abbrev(t.Text), what, kind)
	}
}

// plausibleSince reports whether v ("1.36" or "v1.36") is a Kubernetes
// release number that could exist: major 1, a minor below 100.
func plausibleSince(v string) bool {
	major, minor, ok := strings.Cut(strings.TrimPrefix(v, "v"), ".")
	if !ok || major != "1" {
		return false
	}
	n, err := strconv.Atoi(minor)
	return err == nil && n >= 0 && n < 100
}
