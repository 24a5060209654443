package emit

import (
	"go/types"
	"math"
	"sort"

	"github.com/kubedv/kubedv/gen/validators"
)

// Kubernetes validates the items of a list or map in passes, each over all
// items, one per function its eachKey and eachVal tags produce:
//
//   - in the value's short-circuit phase, the short-circuit checks those tags
//     put on the keys and items (+k8s:eachVal=+k8s:immutable, update,
//     maxItems, ...): one failing item stops the whole value, uniqueness and
//     the other items included (itemStops);
//   - after the value's own checks, the other checks of each eachKey tag,
//     then of each eachVal tag, in tag order; the list's uniqueness; the
//     value's item and subfield rules; the value's type function; the type
//     validation of the keys and of the items (itemPasses).
//
// Known difference: a short-circuit rule that reaches the items through a
// chain (eachVal=+k8s:subfield(x)=+k8s:immutable, and the rules a subfield
// inherits from its field's declaration, such as an optional field's
// "stop when unset") stops only its item's checks of that pass. In
// Kubernetes v1.37.2 it stops the whole value, silently for inherited
// rules: one item without the optional field turns off every check of the
// list, uniqueness included.

// hoists reports whether the short-circuit checks that eachKey and eachVal
// put directly on the keys and items of site s run in s's short-circuit
// phase. They cannot for a pointer to a list (Kubernetes has none), nor
// for items with a presence tag, which keep one pass.
func hoists(s site) bool {
	if _, isPtr := types.Unalias(s.t).(*types.Pointer); isPtr || s.v == nil {
		return false
	}
	switch s.t.Underlying().(type) {
	case *types.Slice, *types.Array, *types.Map:
	default:
		return false
	}
	found := false
	for _, v := range []*validators.Validations{s.v.Each, s.v.Keys} {
		if v == nil {
			continue
		}
		if v.Presence != validators.NoPresence {
			return false
		}
		found = found || len(stopChecks(v)) > 0
	}
	return found
}

// stopChecks returns the short-circuit checks of item validations v that
// run in the value's short-circuit phase, in tag order.
func stopChecks(v *validators.Validations) []validators.Check {
	if v == nil {
		return nil
	}
	var out []validators.Check
	for _, c := range v.Checks {
		if c.ShortCircuit && c.Cohort == "" {
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Order < out[j].Order })
	return out
}

// itemStops emits, in the short-circuit phase of list or map site s, one
// pass over its keys, then its items, per short-circuit check that eachKey
// or eachVal puts on them; a failure sets stop (when given).
func (g *fn) itemStops(s site, stop string) {
	own := s
	own.structural, own.itemsStop = false, stop
	one := func(c validators.Check) *validators.Validations {
		return &validators.Validations{Checks: []validators.Check{c}}
	}
	none := entryPass{}
	switch u := s.t.Underlying().(type) {
	case *types.Slice, *types.Array:
		elem := u.(interface{ Elem() types.Type }).Elem()
		for _, c := range stopChecks(s.v.Each) {
			g.listItems(own, elem, one(c), s.v.Identity())
		}
	case *types.Map:
		for _, c := range stopChecks(s.v.Keys) {
			g.mapEntries(own, u, entryPass{one(c), false, true}, none)
		}
		for _, c := range stopChecks(s.v.Each) {
			g.mapEntries(own, u, none, entryPass{one(c), false, true})
		}
	}
}

// passable reports whether item checks v can run in passes: checks that
// short-circuit their item would have nothing to stop there, unless they
// ran in the value's short-circuit phase already (hoisted).
func passable(v *validators.Validations, hoisted bool) bool {
	if v == nil {
		return true
	}
	if v.Presence != validators.NoPresence {
		return false
	}
	for _, c := range v.Checks {
		if c.ShortCircuit && !(hoisted && c.Cohort == "") {
			return false
		}
	}
	return true
}

// splitItems reports whether the items of site s (with validations v) are
// validated in passes.
func (g *fn) splitItems(s site, v *validators.Validations) bool {
	if v == nil || !passable(v.Each, s.hoisted) || !passable(v.Keys, s.hoisted) {
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
// checks and typeCall, the item and subfield rules and the call of the
// value's type function.
func (g *fn) itemPasses(s site, checks, late []validators.Check, typeCall func()) {
	v := s.v
	own := s
	own.structural = false
	// The AfterItems checks run among the passes by rank: an alpha or
	// beta listType's uniqueness before the eachVal passes, as Kubernetes
	// runs them in name order.
	done := make([]bool, len(checks))
	afterItemsBefore := func(rank int) {
		for i, c := range checks {
			if !c.ShortCircuit && c.AfterItems && !done[i] && c.Order < rank {
				done[i] = true
				g.check(c, operands{t: s.t, ptr: s.ptr, old: s.old, path: s.path.ref})
			}
		}
	}
	afterItems := func() { afterItemsBefore(math.MaxInt) }
	// +k8s:opaqueType on the items (or keys): their types are not validated.
	itemTypes := s.structural && (v.Each == nil || !v.Each.Opaque)
	switch u := s.t.Underlying().(type) {
	case *types.Slice, *types.Array:
		elem := u.(interface{ Elem() types.Type }).Elem()
		for _, each := range passesOf(v.Each, s.hoisted) {
			if r, ok := passRank(each); ok {
				afterItemsBefore(r)
			}
			g.listItems(own, elem, each, v.Identity())
		}
		afterItems()
		typeCall()
		if g.plan.Needs(elem, nil, itemTypes) {
			typed := s
			typed.structural = itemTypes
			g.listItems(typed, elem, nil, v.Identity())
		}
	case *types.Map:
		none := entryPass{}
		for _, keys := range passesOf(v.Keys, s.hoisted) {
			g.mapEntries(own, u, entryPass{keys, false, g.plan.Needs(u.Key(), keys, false)}, none)
		}
		for _, c := range late { // the map's own checks named after eachKey
			g.check(c, operands{t: s.t, ptr: s.ptr, old: s.old, path: s.path.ref})
		}
		for _, each := range passesOf(v.Each, s.hoisted) {
			g.mapEntries(own, u, none, entryPass{each, false, g.plan.Needs(u.Elem(), each, false)})
		}
		afterItems()
		typeCall()
		keyTypes := g.plan.KeysStructural(u.Key(), s.structural) && (v.Keys == nil || !v.Keys.Opaque)
		g.mapEntries(s, u, entryPass{nil, keyTypes, g.plan.Needs(u.Key(), nil, keyTypes)}, none)
		g.mapEntries(s, u, none, entryPass{nil, itemTypes, g.plan.Needs(u.Elem(), nil, itemTypes)})
	}
}

// firstRank is the smallest tag rank of the checks at v (not below it),
// and whether there is one.
func firstRank(v *validators.Validations) (int, bool) {
	r, ok := 0, false
	for _, c := range v.Checks {
		if c.Order != inherited && (!ok || c.Order < r) {
			r, ok = c.Order, true
		}
	}
	return r, ok
}

// passRank is the smallest tag rank of the checks in pass v, at any depth.
func passRank(v *validators.Validations) (int, bool) {
	ranks := map[int]bool{}
	collectRanks(v, ranks, true)
	r, ok := 0, false
	for k := range ranks {
		if !ok || k < r {
			r, ok = k, true
		}
	}
	return r, ok
}

// inherited is the rank of the rules a subfield inherits from its field's
// declaration (see validators.inheritSubfieldRules): they go with every
// pass that validates the subfield.
const inherited = math.MaxInt

// passesOf splits item validations v into one pass per eachVal (or
// eachKey) tag, in tag order, leaving out the short-circuit checks that
// ran in the value's short-circuit phase (hoisted). Items with a presence
// tag anywhere keep one pass, presence belonging to no tag's rank, unless
// it stops nothing (PresenceUnmarked): then it is its tag's.
func passesOf(v *validators.Validations, hoisted bool) []*validators.Validations {
	if v == nil {
		return nil
	}
	if hoisted {
		cp := *v
		cp.Checks = nil
		for _, c := range v.Checks {
			if !(c.ShortCircuit && c.Cohort == "") {
				cp.Checks = append(cp.Checks, c)
			}
		}
		v = &cp
	}
	ranks := map[int]bool{}
	if !collectRanks(v, ranks, true) || len(ranks) < 2 {
		return []*validators.Validations{v}
	}
	order := make([]int, 0, len(ranks))
	for r := range ranks {
		order = append(order, r)
	}
	sort.Ints(order)
	out := make([]*validators.Validations, 0, len(order))
	for _, r := range order {
		if p := project(v, r); p != nil {
			out = append(out, p)
		}
	}
	return out
}

// collectRanks adds the tag ranks of the checks in v, at any depth, to
// ranks, and reports false where a presence tag below top prevents the
// split.
func collectRanks(v *validators.Validations, ranks map[int]bool, top bool) bool {
	if v == nil {
		return true
	}
	if !top && v.Presence != validators.NoPresence {
		if !v.PresenceUnmarked {
			return false
		}
		// A presence tag that stops nothing (v1.38: eachVal=subfield(x)=
		// +k8s:required) belongs to the pass of its tag.
		ranks[v.PresenceOrder] = true
	}
	for _, c := range v.Checks {
		if c.Order != inherited {
			ranks[c.Order] = true
		}
	}
	ok := collectRanks(v.Each, ranks, false) && collectRanks(v.Keys, ranks, false)
	for _, it := range v.Items {
		ok = ok && collectRanks(it.V, ranks, false)
	}
	for _, sf := range v.Subfields {
		ok = ok && collectRanks(sf.V, ranks, false)
	}
	return ok
}

// project returns the part of v that the tag of rank r asked for, or nil.
func project(v *validators.Validations, r int) *validators.Validations {
	if v == nil {
		return nil
	}
	cp := *v
	cp.Checks, cp.Items, cp.Subfields = nil, nil, nil
	own := false
	if v.PresenceUnmarked {
		if own = v.PresenceOrder == r; !own {
			cp.Presence = validators.NoPresence
		}
	}
	for _, c := range v.Checks {
		if c.Order == r {
			own = true
		}
		if c.Order == r || c.Order == inherited {
			cp.Checks = append(cp.Checks, c)
		}
	}
	cp.Each, cp.Keys = project(v.Each, r), project(v.Keys, r)
	for _, it := range v.Items {
		if pv := project(it.V, r); pv != nil {
			n := *it
			n.V = pv
			cp.Items = append(cp.Items, &n)
		}
	}
	for _, sf := range v.Subfields {
		if pv := project(sf.V, r); pv != nil {
			n := *sf
			n.V = pv
			cp.Subfields = append(cp.Subfields, &n)
		}
	}
	if !own && cp.Each == nil && cp.Keys == nil && len(cp.Items) == 0 && len(cp.Subfields) == 0 {
		return nil
	}
	return &cp
}
