package gen

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/emit"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// declaredRules returns, by field path, the errors the validation of root
// type n can report: every check the validators recorded on n and on
// everything it contains, at the path where its errors are reported
// ("spec.ports[*].name"). Recursive types are walked once per path.
func declaredRules(plan *validators.Plan, n *model.Named) map[string][]emit.CoverageRule {
	w := ruleWalker{plan: plan, rules: map[string][]emit.CoverageRule{}, active: map[*model.Named]bool{}}
	w.named(n, "")
	return w.rules
}

type ruleWalker struct {
	plan   *validators.Plan
	rules  map[string][]emit.CoverageRule
	active map[*model.Named]bool // the types on the current path
}

// record adds what v asks for at path: its presence rule and checks, and
// those of its items, keys, selected items and subfields.
func (w *ruleWalker) record(v *validators.Validations, path string) {
	if v == nil {
		return
	}
	w.add(path, v.PresenceEmits())
	for _, c := range v.Checks {
		w.add(path, c.Emits)
	}
	w.record(v.Each, joinPath(path, "[*]"))
	w.record(v.Keys, path) // keys report at the map's path
	for _, it := range v.Items {
		if w.plan.Universe.Release.CoverageItemsAtItems() {
			w.record(it.V, joinPath(path, "[*]"))
		} else {
			w.record(it.V, path) // as Kubernetes v1.37 declares them: at the list
		}
	}
	for _, sf := range v.Subfields {
		w.record(sf.V, path+"."+sf.JSON)
	}
}

func (w *ruleWalker) add(path string, es []validators.Emission) {
	for _, e := range es {
		p := path + e.Fragment // as Kubernetes joins them, also at the root
		if e.Member {
			p = joinPath(path, e.Fragment[1:])
		}
		w.rules[p] = append(w.rules[p], emit.CoverageRule{ErrorType: string(e.Type), Origin: e.Origin})
	}
}

// value records the validations v of a value of type t at path, then walks
// into t.
func (w *ruleWalker) value(t types.Type, v *validators.Validations, path string) {
	w.record(v, path)
	if v != nil && v.Opaque {
		return
	}
	var each, keys *validators.Validations
	if v != nil {
		each, keys = v.Each, v.Keys
	}
	w.contents(t, each, keys, path)
}

// contents walks into a value of type t, whose items' and keys' own
// validations (each, keys) are already recorded: only their opaqueness
// matters here.
func (w *ruleWalker) contents(t types.Type, each, keys *validators.Validations, path string) {
	t = validators.Deref(t)
	if nt, ok := types.Unalias(t).(*types.Named); ok {
		if tp := w.plan.Type(nt.Origin().Obj()); tp != nil {
			w.named(tp.Named, path)
		}
		return
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		w.elem(u.Elem(), each, joinPath(path, "[*]"))
	case *types.Array:
		w.elem(u.Elem(), each, joinPath(path, "[*]"))
	case *types.Map:
		w.elem(u.Key(), keys, path)
		w.elem(u.Elem(), each, joinPath(path, "[*]"))
	}
}

func (w *ruleWalker) elem(t types.Type, v *validators.Validations, path string) {
	if v != nil && v.Opaque {
		return
	}
	var each, keys *validators.Validations
	if v != nil {
		each, keys = v.Each, v.Keys
	}
	w.contents(t, each, keys, path)
}

// named records a declared type's own validations and walks its fields,
// or what its declaration is made of.
func (w *ruleWalker) named(n *model.Named, path string) {
	tp := w.plan.Type(n.Obj)
	if tp == nil || w.active[n] {
		return
	}
	w.active[n] = true
	defer delete(w.active, n)
	w.record(tp.Own, path)
	if tp.Own.Opaque {
		return
	}
	if n.IsStruct() {
		for _, f := range tp.Fields {
			seg := f.Field.JSONName
			if seg == "" && path == "" && w.plan.Universe.Release.CoverageEmbeddedByTypeName() {
				seg = f.Field.Name // in a root type, Kubernetes v1.38 names an embedded struct after its type
			}
			w.value(f.Field.Var.Type(), f.V, joinPath(path, seg))
		}
		return
	}
	w.contents(n.RHS, tp.Own.Each, tp.Own.Keys, path)
}

// joinPath appends a JSON name or "[*]" to a field path; an empty name (an
// inlined embedded struct) adds nothing.
func joinPath(base, seg string) string {
	switch {
	case seg == "":
		return base
	case base == "":
		return seg
	case seg[0] == '[':
		return base + seg
	}
	return base + "." + seg
}
