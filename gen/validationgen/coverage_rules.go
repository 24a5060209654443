package validationgen

import (
	"go/types"
	"strings"

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
		if w.plan.Universe.Release.CoverageRootPathsHaveNoDot() {
			p = strings.TrimPrefix(p, ".") // a root's ".name" fragment is "name"
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
	// What the type's function validates besides its own tags, as the
	// generated code does: of a typedef chain, only the declared type's
	// tags apply (unless the package opts in to every link).
	body := w.plan.Body(tp)
	switch {
	case body.Fields != nil:
		for _, f := range body.Fields.Fields {
			seg := f.Field.JSONName
			if seg == "" && path == "" && w.plan.Universe.Release.CoverageEmbeddedByTypeName() {
				seg = f.Field.Name // in a root type, Kubernetes v1.38 names an embedded struct after its type
			}
			v := f.V
			if path == "" && !w.plan.Universe.Release.CoverageRootPathsHaveNoDot() {
				v = w.modeChecksAt(v, "."+seg)
			}
			w.value(f.Field.Var.Type(), v, joinPath(path, seg))
		}
	case body.Link != nil:
		if lp := w.plan.Type(body.Link.Origin().Obj()); lp != nil {
			w.named(lp.Named, path)
		}
	case body.Items != nil:
		w.contents(body.Items, tp.Own.Each, tp.Own.Keys, path)
	}
}

// ifModeTag is the name of the validators' +k8s:ifMode.
const ifModeTag = "ifMode"

// modeChecksAt records the +k8s:ifMode checks of a root type's field at
// path and returns v without them: Kubernetes runs them from the struct,
// with the field's name as a fragment, which v1.37 declares as ".name" at
// the root.
func (w *ruleWalker) modeChecksAt(v *validators.Validations, path string) *validators.Validations {
	if v == nil {
		return nil
	}
	var rest []validators.Check
	for _, c := range v.Checks {
		if c.Tag.Name == ifModeTag {
			w.add(path, c.Emits)
		} else {
			rest = append(rest, c)
		}
	}
	if len(rest) == len(v.Checks) {
		return v
	}
	cp := *v
	cp.Checks = rest
	return &cp
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
