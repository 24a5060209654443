package emit

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/validators"
)

// Kubernetes validates the items of a list or map in passes, each over all
// items: the checks +k8s:eachKey puts on the keys, those +k8s:eachVal puts
// on the items, the list's uniqueness, the value's type function, then the
// type validation of the keys and of the items. A value whose item checks
// short-circuit keeps one pass (see splitItems), so that a failing check
// still stops its item's type validation.

// passable reports whether item checks v can run in a pass of their own.
func passable(v *validators.Validations) bool {
	return v == nil || (v.Presence == validators.NoPresence && !hasShortCircuit(v.Checks))
}

// splitItems reports whether the items of site s (with validations v) are
// validated in passes.
//
// Known difference: Kubernetes' short-circuit item checks stop the whole
// value (uniqueness and every other item included); ours stop their item.
func (g *fn) splitItems(s site, v *validators.Validations) bool {
	if v == nil || !passable(v.Each) || !passable(v.Keys) {
		return false
	}
	switch u := s.t.Underlying().(type) {
	case *types.Slice, *types.Array:
		return v.Each != nil && g.plan.Needs(u.(interface{ Elem() types.Type }).Elem(), v.Each, false)
	case *types.Map:
		return (v.Each != nil && g.plan.Needs(u.Elem(), v.Each, false)) ||
			(v.Keys != nil && g.plan.Needs(u.Key(), v.Keys, false))
	}
	return false
}

// itemPasses emits the passes over the items of site s: checks are the
// site's own, whose AfterItems ones (uniqueness) run between the item
// checks and typeCall, the call of the value's type function.
func (g *fn) itemPasses(s site, checks []validators.Check, typeCall func()) {
	v := s.v
	own := s
	own.structural = false
	afterItems := func() {
		for _, c := range checks {
			if !c.ShortCircuit && c.AfterItems {
				g.check(c, operands{t: s.t, ptr: s.ptr, old: s.old, path: s.path.ref})
			}
		}
	}
	// +k8s:opaqueType on the items (or keys): their types are not validated.
	itemTypes := s.structural && (v.Each == nil || !v.Each.Opaque)
	switch u := s.t.Underlying().(type) {
	case *types.Slice, *types.Array:
		elem := u.(interface{ Elem() types.Type }).Elem()
		g.listItems(own, elem, v.Each, v.Identity())
		afterItems()
		typeCall()
		if g.plan.Needs(elem, nil, itemTypes) {
			typed := s
			typed.structural = itemTypes
			g.listItems(typed, elem, nil, v.Identity())
		}
	case *types.Map:
		none := entryPass{}
		g.mapEntries(own, u, entryPass{v.Keys, false, v.Keys != nil && g.plan.Needs(u.Key(), v.Keys, false)}, none)
		g.mapEntries(own, u, none, entryPass{v.Each, false, v.Each != nil && g.plan.Needs(u.Elem(), v.Each, false)})
		afterItems()
		typeCall()
		keyTypes := s.structural && (v.Keys == nil || !v.Keys.Opaque)
		g.mapEntries(s, u, entryPass{nil, keyTypes, g.plan.Needs(u.Key(), nil, keyTypes)}, none)
		g.mapEntries(s, u, none, entryPass{nil, itemTypes, g.plan.Needs(u.Elem(), nil, itemTypes)})
	}
}
