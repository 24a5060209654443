package lint

import (
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Effective tags: what applies to a value once typedef chains are resolved.
// For `type A string` (+k8s:minLength=4) and `type B A` (+k8s:maxLength=16),
// a field of type B is checked by its own tags and B's; A's apply too, at
// any depth, when B's package opts in with
// +k8s:validation-gen-typedef-chains=all;
// +k8s:eachVal / +k8s:eachKey move a tag down to the items, values or keys,
// where the item type's chain applies in turn.

// maxLevelDepth bounds the descent into nested collections, which recursive
// typedefs (type L []L) would otherwise make endless.
const maxLevelDepth = 8

// sourced is a tag with the declaration it was written on.
type sourced struct {
	tag  tags.Tag
	from *model.Named // nil: written on the site itself
}

func (s sourced) local() bool { return s.from == nil }

// origin is " (type X)" for a tag from a typedef link, "" for a local one.
func (s sourced) origin() string {
	if s.from == nil {
		return ""
	}
	return " (type " + s.from.Name() + ")"
}

// level is the tags applying to one value: a field's value, or its items,
// keys or values.
type level struct {
	name  string     // "", "items", "keys" or "values"
	typ   types.Type // the type held at this level, pointers included
	tags  []sourced
	items *level // list items or map values
	keys  *level // map keys
}

// levels returns the effective tags of a field or type site.
func (l *linter) levels(s site) *level {
	var own []sourced
	for _, t := range s.tags {
		own = append(own, sourced{tag: t})
	}
	t := s.valueType()
	if s.named != nil && !validators.ChainsAll(s.named.Pkg) {
		t = t.Underlying() // the right-hand side's structure, not its tags
	}
	return l.buildLevel("", own, t, 0)
}

func (l *linter) buildLevel(name string, own []sourced, typ types.Type, depth int) *level {
	lv := &level{name: name, typ: typ}
	var itemTags, keyTags []sourced
	add := func(ts []sourced) {
		for _, st := range ts {
			t := st.tag
			switch {
			case foreign(t.Name):
			case t.Name == "eachVal" && t.Value.Tag != nil:
				itemTags = append(itemTags, sourced{tag: *t.Value.Tag, from: st.from})
			case t.Name == "eachKey" && t.Value.Tag != nil:
				keyTags = append(keyTags, sourced{tag: *t.Value.Tag, from: st.from})
			default:
				lv.tags = append(lv.tags, st)
			}
		}
	}
	add(own)
	t := typ
	seen := map[*model.Named]bool{}
	for {
		t = validators.Deref(t)
		nt, ok := types.Unalias(t).(*types.Named)
		if !ok {
			break
		}
		n := l.u.NamedOf(nt.Origin().Obj())
		if n == nil || seen[n] {
			break
		}
		seen[n] = true
		var chain []sourced
		for _, tag := range n.Tags {
			chain = append(chain, sourced{tag: tag, from: n})
		}
		add(chain)
		if n.IsStruct() || !validators.ChainsAll(n.Pkg) {
			break // as Kubernetes: only the declared type's own tags apply
		}
		t = n.RHS
	}
	if depth >= maxLevelDepth {
		return lv
	}
	child := func(base string) string {
		if name == "" {
			return base
		}
		return name + "." + base
	}
	switch u := validators.Deref(t).Underlying().(type) {
	case *types.Slice:
		lv.items = l.buildLevel(child("items"), itemTags, u.Elem(), depth+1)
	case *types.Array:
		lv.items = l.buildLevel(child("items"), itemTags, u.Elem(), depth+1)
	case *types.Map:
		lv.keys = l.buildLevel(child("keys"), keyTags, u.Key(), depth+1)
		lv.items = l.buildLevel(child("values"), itemTags, u.Elem(), depth+1)
	}
	return lv
}

// enforced returns the level's tags that always apply: lifecycle prefixes
// removed, conditional tags left out.
func (lv *level) enforced() []sourced {
	var out []sourced
	for _, st := range lv.tags {
		inner, cond := unwrap(st.tag)
		if !cond {
			out = append(out, sourced{tag: inner, from: st.from})
		}
	}
	return out
}

// walk calls fn for lv and every level below it.
func (lv *level) walk(fn func(*level)) {
	if lv == nil {
		return
	}
	fn(lv)
	lv.keys.walk(fn)
	lv.items.walk(fn)
}

// effective reports, with -v, every tag that applies to a field or type.
func (l *linter) effective(s site, lv *level) {
	var parts []string
	lv.walk(func(x *level) {
		if len(x.tags) == 0 {
			return
		}
		var ts []string
		for _, st := range x.tags {
			ts = append(ts, strings.TrimSpace(st.tag.Text)+st.origin())
		}
		part := strings.Join(ts, ", ")
		if x.name != "" {
			part = x.name + ": " + part
		}
		parts = append(parts, part)
	})
	if len(parts) > 0 {
		l.report(s.pos, "%s: %s", s.what, strings.Join(parts, "; "))
	}
}
