package lint

import (
	"errors"
	"fmt"
	"go/token"
	"go/types"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// site is a declaration whose tags are linted: a type, a struct field or a
// constant.
type site struct {
	pkg   *model.Package
	named *model.Named // the type, or the struct declaring the field
	field *model.Field // nil unless a field
	cnst  *model.Const // nil unless a constant
	tags  []tags.Tag
	other []tags.Line // +default=..., +listType=..., +optional
	pos   token.Position
	what  string // "field T.F", "type T", "constant C"
}

// valueType is the type of the values the site's tags check (pointers
// included) and own are the tags at that level. For a type declaration the
// chain continues at its right-hand side; the type's own tags are own.
func (s site) valueType() types.Type {
	switch {
	case s.field != nil:
		return s.field.Var.Type()
	case s.named != nil:
		return s.named.RHS
	}
	return s.cnst.Obj.Type()
}

// eachSite calls fn for every type, serialized field and constant of p.
// Unserialized fields are generation's business (it rejects their tags).
func eachSite(p *model.Package, fn func(site)) {
	for _, n := range p.Named {
		fn(site{pkg: p, named: n, tags: n.Tags, other: n.Other, pos: n.Pos, what: "type " + n.Name()})
		for _, f := range n.Fields {
			if f.Skip {
				continue
			}
			fn(site{pkg: p, named: n, field: f, tags: f.Tags, other: f.Other, pos: f.Pos, what: "field " + n.Name() + "." + f.Name})
		}
	}
	for _, c := range p.Consts {
		fn(site{pkg: p, cnst: c, tags: c.Tags, pos: c.Pos, what: "constant " + c.Obj.Name()})
	}
}

// unknownTags reports every link of every chain that no validator
// implements.
func (l *linter) unknownTags(s site) {
	for _, t := range s.tags {
		if foreign(t.Name) {
			continue
		}
		for _, link := range links(t) {
			if registered(link.Name) || foreign(link.Name) {
				continue
			}
			name := link.Name
			if to, ok := validators.Default.Renamed(name); ok {
				l.report(link.Pos, "%s: unknown tag +k8s:%s; it was renamed to +k8s:%s", link.Text, name, to.Name)
				continue
			}
			if near := validators.Default.Suggest(name); near != "" {
				l.report(link.Pos, "%s: unknown tag +k8s:%s; did you mean +k8s:%s?", link.Text, name, near)
				continue
			}
			l.report(link.Pos, "%s: unknown tag +k8s:%s; run `validation-gen --docs` for the list of tags", link.Text, name)
		}
	}
}

// invalidTags runs the generator's analysis without emitting: every tag
// that generation would reject becomes an invalid-tag finding. Tags already
// reported as unknown are left out first, so that one typo does not hide
// the other findings; lifecycle prefixes that are not implemented yet are
// stripped so that their payload is still checked.
func (l *linter) invalidTags() {
	restore := l.sanitize()
	defer restore()
	if err := l.analyze(l.pkgs); err != nil {
		for _, e := range flatten(err) {
			var te *tags.Error
			if errors.As(e, &te) {
				l.report(te.Pos, "%s", te.Msg)
			}
		}
	}
}

// generateErrors reports, for the packages generation would write,
// anything else it stops at, and the problems the caller found in their
// package tags; what invalid-tag already says at a position is left out.
func (l *linter) generateErrors() {
	reported := map[token.Position]bool{}
	for _, f := range l.findings {
		if f.Rule == "invalid-tag" {
			reported[f.Pos] = true
		}
	}
	restore := l.sanitize()
	defer restore()
	var extra []error
	if len(l.opts.Generated) > 0 {
		if err := l.analyze(l.opts.Generated); err != nil {
			extra = append(extra, err)
		}
	}
	var problems tags.ErrorList
	problems.Add(errors.Join(append(extra, l.opts.Extra...)...))
	for _, te := range problems {
		if !reported[te.Pos] {
			l.report(te.Pos, "%s", te.Msg)
		}
	}
}

// analyze runs the generator's analysis of pkgs. Plugins' panics already
// become diagnostics; a panic elsewhere in the analysis becomes one too,
// so that lint always finishes.
func (l *linter) analyze(pkgs []*model.Package) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error in the generator's analysis: %v (please report this)", r)
		}
	}()
	_, err = validators.Analyze(l.u, pkgs, l.opts.FuncPkgOf)
	return err
}

// sanitize replaces the tags of every declaration in the universe with
// the ones generation can apply, and returns the function that puts the
// originals back.
func (l *linter) sanitize() (restore func()) {
	var undo []func()
	swap := func(ts *[]tags.Tag) {
		orig := *ts
		*ts = implemented(orig)
		undo = append(undo, func() { *ts = orig })
	}
	for _, p := range l.u.Packages {
		for _, n := range p.Named {
			swap(&n.Tags)
			for _, f := range n.Fields {
				swap(&f.Tags)
			}
		}
		for _, c := range p.Consts {
			swap(&c.Tags)
		}
	}
	return func() {
		for _, u := range undo {
			u()
		}
	}
}

// implemented returns the tags of ts whose chains the registry fully
// implements, after stripping unimplemented lifecycle prefixes.
func implemented(ts []tags.Tag) []tags.Tag {
	out := make([]tags.Tag, 0, len(ts))
	for _, t := range ts {
		if !foreign(t.Name) {
			for !registered(t.Name) && isLifecycle(t.Name) && t.Value.Tag != nil {
				t = *t.Value.Tag
			}
		}
		ok := true
		for _, link := range links(t) {
			ok = ok && (registered(link.Name) || foreign(link.Name))
		}
		if ok {
			out = append(out, t)
		}
	}
	return out
}
