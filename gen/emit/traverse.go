package emit

import (
	"fmt"
	"go/types"
	"math"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// Generated code walks a value the way the tags describe it:
//
//  1. ratcheting: on update, a value equal to its old value skips its own
//     checks (and everything below it, which is equal too);
//  2. short-circuit checks (presence and flagged checks, and those eachVal
//     and eachKey put on the items), all of them; if one fails, nothing
//     else about the value runs;
//  3. the value's own checks, then its named cohorts;
//  4. its item and subfield rules, then the validation function of its
//     type;
//  5. its list items, map keys and map values (see passes.go).
//
// Values are addressed by pointer expressions, old values by pointers that
// are nil when there is no correlated old value. Field paths are
// validate.Path values on the stack, rendered only for errors.

// pathExpr names a validate.Path: ref is a *validate.Path expression, recv
// an expression to call its methods on.
type pathExpr struct{ ref, recv expr }

// rootPath is the path a type's function validates at.
func (g *fn) rootPath() pathExpr { return pathExpr{code(g.par.fldPath), code(g.par.fldPath)} }

// site is one value being traversed.
type site struct {
	t          types.Type
	v          *validators.Validations
	ptr        expr // of type *t, never nil
	old        expr // of type *t, may be nil; nilExpr when uncorrelated
	path       pathExpr
	structural bool // the items of t are traversed here, not by t's function
	// set is true where the value is known to be set (past a presence
	// check), so a pointer needs no nil check.
	set bool
	// self marks the value a type's own function validates: t is that
	// named type, whose function is not called again; a typedef chain
	// opted in to n-deep validation continues with the function of the
	// declared right-hand side (link), and a struct with the validation of
	// its fields (inside).
	self   bool
	link   types.Type
	inside func()
	// declared is the value as declared, pointer included, once rest has
	// dereferenced it: raw checks see that.
	declared *operands
	// hoisted: the short-circuit checks on the items ran in the value's
	// short-circuit phase (see passes.go); itemsStop is the flag that phase
	// stops on, which the items' checks set when they fail; stop is that
	// flag seen from an item.
	hoisted   bool
	itemsStop string
	stop      string
	// liftedStops and lifted are the unscoped subfield chains of the value
	// (validators.Subfield.Unscoped), which run with its own checks by
	// rank: the short-circuit ones in its short-circuit phase, stopping
	// the rest of it, the others among its regular checks.
	liftedStops, lifted []*validators.Subfield
}

// fn renders the body of one validation function.
type fn struct {
	f     *File
	plan  *validators.Plan
	input *types.Package  // the package whose types this file validates
	self  *types.TypeName // the type whose function is being rendered
	calls callGraph
	b     *strings.Builder
	names namer
	par   params
}

func (g *fn) p(format string, args ...any) {
	fmt.Fprintf(g.b, format, args...)
	g.b.WriteByte('\n')
}

// appendErrs emits errs = append(errs, <list>...), list rendered from
// format and args.
func (g *fn) appendErrs(format string, args ...any) {
	g.p("%s", g.appendStmt(fmt.Sprintf(format, args...)))
}

// appendStmt renders errs = append(errs, list...).
func (g *fn) appendStmt(list string) string {
	return g.par.errs + " = append(" + g.par.errs + ", " + list + "...)"
}

// capture renders body into a separate buffer and returns it, so that the
// caller can declare the locals the body used in front of it, and leave
// out a block that would be empty.
func (g *fn) capture(body func()) string {
	saved := g.b
	g.b = &strings.Builder{}
	body()
	out := g.b.String()
	g.b = saved
	return out
}

func (g *fn) rt() string { return g.f.Import(runtimePkg) }

// value emits the validation of one site.
func (g *fn) value(s site) {
	if s.inside == nil && !g.plan.Needs(s.t, s.v, s.structural) {
		return
	}
	v := s.v
	if v == nil {
		v = &validators.Validations{}
	}
	s.v = v
	// Unchanged data is not re-validated: one comparison of the whole value
	// covers its own checks and those of its items and keys. A value whose
	// only validation is its type's function leaves that to the function;
	// an atomic list compares itself, as its items have no old values.
	ratcheted := !s.old.isNil() && (!v.Empty() || atomicItems(s.t, v))
	mark := g.mark()
	body := g.capture(func() { g.phases(s) })
	if ratcheted {
		g.release(mark) // body goes into the guard's block
	}
	if body == "" {
		return
	}
	if !ratcheted {
		g.b.WriteString(body)
		return
	}
	g.ratchetGuard(s, v)
	g.b.WriteString(body)
	g.p("}")
}

// phases emits the validation of a site without its ratcheting: the
// short-circuit phase, then the rest, which a failure there skips, item
// rules included.
func (g *fn) phases(s site) {
	v := s.v
	s.hoisted = hoists(s)
	if scoped, stops, regular := splitUnscoped(v.Subfields); len(stops)+len(regular) > 0 {
		cp := *v
		cp.Subfields = scoped
		v, s.v = &cp, &cp
		s.liftedStops, s.lifted = stops, regular
	}
	defaultChecks, cohorts := splitCohorts(v.Checks)
	rest, stop := "", ""
	shortCircuits := hasShortCircuit(defaultChecks) || s.hoisted || len(s.liftedStops) > 0
	if v.Presence != validators.Forbidden { // a forbidden value is never validated further
		set := s
		set.stop = ""
		// Past +k8s:required or +k8s:optional the value is known to be set.
		set.set = v.Presence == validators.Required || v.Presence == validators.Optional
		if shortCircuits {
			stop = g.fresh("stop") // named before rest, so that nothing in rest hides it
		}
		restMark := g.mark()
		rest = g.capture(func() { g.rest(set, v, defaultChecks, cohorts) })
		if set.set || stop != "" {
			g.release(restMark) // rest goes into a block (see shortCircuit)
		}
	}
	var passes func(stop string)
	if s.hoisted {
		passes = func(stop string) { g.itemStops(s, stop) }
	}
	// Item rules run with the rest. An unset list, which the rest does not
	// see, has no item to check, but its old items may be protected from
	// removal (a kubedv rule Kubernetes does not have), unless the
	// short-circuit phase reported an error, as a required list does.
	unset, reported := "", ""
	if forbidsRemoval(v.Items) && !s.old.isNil() && v.Presence != validators.Required && v.Presence != validators.Forbidden {
		unset = g.unsetList(s)
	}
	if unset != "" && shortCircuits {
		reported = g.fresh("n")
		g.p("%s := len(%s)", reported, g.par.errs)
	}
	g.shortCircuit(s, v.Presence, defaultChecks, rest, stop, passes)
	if unset == "" {
		return
	}
	removals := g.capture(func() { g.removalsOf(s, v.Items) })
	if removals == "" {
		return
	}
	if reported != "" {
		unset += " && len(" + g.par.errs + ") == " + reported
	}
	g.p("if %s {", unset)
	g.b.WriteString(removals)
	g.p("}")
}

func forbidsRemoval(items []*validators.Item) bool {
	for _, it := range items {
		if it.ForbidsRemoval() {
			return true
		}
	}
	return false
}

// unsetList returns the test that list site s is unset where the rest of
// its validation does not run: an optional list, or a nil pointer to a
// list; "" where the rest sees every list.
func (g *fn) unsetList(s site) string {
	if s.v.Presence == validators.Optional {
		u, _ := g.f.zeroTest(s.t, s.ptr.deref())
		return u
	}
	if _, isPtr := types.Unalias(s.t).(*types.Pointer); isPtr {
		return s.ptr.deref() + " == nil"
	}
	return ""
}

// ratchetGuard opens the block that validates a value only when it is new
// or changed.
func (g *fn) ratchetGuard(s site, v *validators.Validations) {
	conds := []string{
		s.old.String() + " == nil",
		g.par.op + ".Type != " + g.f.Import(operationPkg) + ".Update",
		g.f.Differ(s.t, s.ptr.String(), s.old.String()),
	}
	// Checks that depend on a sibling's value (+k8s:ifMode) must run
	// again when that sibling changed, even if this value did not.
	var siblings []string
	for _, sib := range siblingsOf(v) {
		conds = append(conds, g.f.Differ(sib.Type(), "&"+g.par.obj+"."+sib.Name(), "&"+g.par.oldObj+"."+sib.Name()))
		siblings = append(siblings, sib.Name())
	}
	if len(siblings) == 0 {
		g.p("// Ratcheting: an unchanged value is not validated again.")
	} else {
		g.p("// Ratcheting: validated again only if it or %s changed.", strings.Join(siblings, " or "))
	}
	g.p("if %s {", wrapOr(conds, bodyWidth))
}

// hasShortCircuit reports whether one of checks is a short-circuit check.
func hasShortCircuit(checks []validators.Check) bool {
	for _, c := range checks {
		if c.ShortCircuit {
			return true
		}
	}
	return false
}

// removalsOf emits the removal checks of the item rules of an unset list,
// or of a pointer to one (a nil pointer is an empty list).
func (g *fn) removalsOf(s site, items []*validators.Item) {
	pt, isPtr := types.Unalias(s.t).(*types.Pointer)
	if !isPtr {
		if sl, ok := s.t.Underlying().(*types.Slice); ok {
			g.itemRemovals(s, sl.Elem(), items)
		}
		return
	}
	sl, isSlice := pt.Elem().Underlying().(*types.Slice)
	if !isSlice {
		return
	}
	ol := g.local("olst")
	inner := site{t: pt.Elem(), ptr: nilExpr, old: ol.ref(), path: s.path}
	body := g.capture(func() { g.itemRemovals(inner, sl.Elem(), items) })
	if ol.used {
		g.p("var %s %s\nif %s != nil {\n%s = %s\n}", ol.name, g.f.TypeName(s.t), s.old, ol.name, s.old.deref())
	}
	g.b.WriteString(body)
}

// siblingsOf returns the sibling fields the checks of v and of everything
// nested in it depend on, in order of first use.
func siblingsOf(v *validators.Validations) []*types.Var {
	var out []*types.Var
	seen := map[*types.Var]bool{}
	var walk func(v *validators.Validations)
	walk = func(v *validators.Validations) {
		if v == nil {
			return
		}
		for _, c := range v.Checks {
			for _, cond := range c.Cond {
				if cond.Sibling != nil && !seen[cond.Sibling] {
					seen[cond.Sibling] = true
					out = append(out, cond.Sibling)
				}
			}
		}
		for n := range v.Nested() {
			walk(n)
		}
	}
	walk(v)
	return out
}

func (g *fn) close(n int) {
	for ; n > 0; n-- {
		g.p("}")
	}
}

// deref opens a nil check for every pointer level of t and returns an
// expression of type *E for the pointed-to value.
func (g *fn) deref(t types.Type, ptr expr) (expr, int) {
	opened := 0
	for {
		pt, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			return ptr, opened
		}
		name := g.fresh("pv")
		g.p("if %s := %s; %s != nil {", name, ptr.deref(), name)
		opened++
		ptr, t = code(name), pt.Elem()
	}
}

// rest emits everything after the short-circuit phase: the value's own
// checks, its cohorts, its type's function and its items.
// With v nil it emits the given checks only.
func (g *fn) rest(s site, v *validators.Validations, checks []validators.Check, cohorts []cohort) {
	if pt, ok := types.Unalias(s.t).(*types.Pointer); ok {
		if i := firstRaw(checks); i >= 0 {
			// A raw check sees the pointer itself, nil included (Kubernetes'
			// test tags), in its place among the value's checks; the others
			// see what it points to.
			g.rest(s, nil, checks[:i], nil)
			g.check(checks[i], operands{t: s.t, ptr: s.ptr, old: s.old, path: s.path.ref})
			g.rest(s, v, checks[i+1:], cohorts)
			return
		}
		if !s.set {
			// All of it goes into the block that runs when the pointer is set.
			defer g.release(g.mark())
		}
		nv := g.local("pv")
		inner := s
		inner.t, inner.ptr, inner.set = pt.Elem(), nv.ref(), false
		if inner.declared == nil {
			inner.declared = &operands{t: s.t, ptr: s.ptr, old: s.old, path: s.path.ref}
		}
		var ov *local
		if !s.old.isNil() {
			ov = g.local("opv")
			inner.old = ov.ref()
		}
		body := g.capture(func() { g.rest(inner, v, checks, cohorts) })
		if body == "" {
			return
		}
		switch {
		case nv.used && s.set: // checked non-nil by the presence check already
			g.p("%s := %s", nv.name, s.ptr.deref())
		case nv.used:
			g.p("if %s := %s; %s != nil {", nv.name, s.ptr.deref(), nv.name)
		case !s.set:
			// The checks do not read the value, but run only when it is set.
			g.p("if %s != nil {", s.ptr.deref())
		}
		if ov != nil && ov.used {
			g.p("var %s %s", ov.name, g.f.TypeName(s.t))
			g.p("if %s != nil {", s.old)
			g.p("%s = %s", ov.name, s.old.deref())
			g.p("}")
		}
		g.b.WriteString(body)
		if !s.set {
			if unset := g.unsetTypeChecks(pt.Elem(), v, inner.structural && !inner.self, s.path); unset != "" {
				// Unset now: changed unless it was unset before too.
				if s.old.isNil() {
					g.p("} else {")
				} else {
					g.p("} else if %s == nil || %s != nil || %s.Type != %s.Update {", s.old, s.old.deref(), g.par.op, g.f.Import(operationPkg))
				}
				g.b.WriteString(unset)
			}
			g.p("}")
		}
		return
	}
	t, ptr, old := s.t, s.ptr, s.old
	opened := 0
	split := g.splitItems(s, v)
	// A map's eachKey passes run in tag order with the map's own checks, as
	// Kubernetes orders them by tag name: an own check named after eachKey
	// (minProperties, format of the values' tags...) reports after the
	// keys' errors.
	keyRank, keysFirst := 0, false
	if _, isMap := t.Underlying().(*types.Map); isMap && split && v != nil && v.Keys != nil {
		keyRank, keysFirst = firstRank(v.Keys)
	}
	var late []validators.Check
	lifted := s.lifted
	if v == nil {
		lifted = nil
	}
	liftBefore := func(rank int) {
		for len(lifted) > 0 && lifted[0].Rank < rank {
			g.liftedSubfield(s, lifted[0])
			lifted = lifted[1:]
		}
	}
	for _, c := range checks {
		if !c.ShortCircuit && !(split && c.AfterItems) {
			liftBefore(c.Order)
			// (+k8s: tags only: CEL rules and controller-gen markers keep
			// their place, Kubernetes' generator has none.)
			if keysFirst && c.Order > keyRank && c.Order != inherited && !c.Tag.Marker && !strings.HasPrefix(c.Tag.Name, "validation:") {
				late = append(late, c)
				continue
			}
			g.check(c, operands{t: t, ptr: ptr, old: old, path: s.path.ref})
		}
	}
	liftBefore(math.MaxInt)
	if v == nil {
		return
	}
	cohortMark := g.mark()
	for _, co := range cohorts {
		g.release(cohortMark) // each cohort's block is a scope
		g.p("{ // cohort %q", co.name)
		var flagged []validators.Check
		regular := 0
		for _, c := range co.checks {
			if c.ShortCircuit {
				flagged = append(flagged, c)
			} else {
				regular++
			}
		}
		closeCohort := 0
		cs := site{t: t, ptr: ptr, old: old, path: s.path, declared: s.declared}
		switch {
		case len(flagged) > 0 && regular > 0:
			stop := g.fresh("stop")
			g.p("%s := false", stop)
			g.flagged(cs, flagged, stop)
			g.p("if !%s {", stop)
			closeCohort = 1
		case len(flagged) > 0: // nothing to stop
			g.flagged(cs, flagged, "")
		}
		for _, c := range co.checks {
			switch {
			case c.ShortCircuit:
			case c.Raw && s.declared != nil:
				g.check(c, *s.declared)
			default:
				g.check(c, operands{t: t, ptr: ptr, old: old, path: s.path.ref})
			}
		}
		g.close(closeCohort)
		g.p("}")
	}
	g.release(cohortMark)
	structural := s.structural
	typeCall := func() {}
	if s.self && v.Opaque { // +k8s:opaqueType on the type: nothing inside it
		structural = false
	} else if s.self {
		if next, ok := types.Unalias(s.link).(*types.Named); ok {
			if g.plan.HasNamed(next) {
				conv := "(*" + g.f.TypeName(next) + ")"
				typeCall = func() { g.callType(next, conv+"("+ptr.String()+")", conv+"("+old.String()+")", s.path) }
			}
			structural = false
		}
	} else if named, ok := types.Unalias(t).(*types.Named); ok {
		if structural && !v.Opaque && g.plan.HasNamed(named) {
			typeCall = func() { g.callType(named, ptr.String(), old.String(), s.path) }
		}
		structural = false
	}
	// As in Kubernetes, the item and subfield rules (cohorts of their own
	// there) run before the type's function.
	withType := func() {
		if sl, ok := t.Underlying().(*types.Slice); ok && len(v.Items) > 0 {
			g.itemSelectors(site{t: t, ptr: ptr, old: old, path: s.path}, sl.Elem(), v.Items)
		}
		g.subfields(site{t: t, ptr: ptr, old: old, path: s.path}, v.Subfields)
		typeCall()
	}
	if split {
		g.itemPasses(site{t: t, v: v, ptr: ptr, old: old, path: s.path, structural: structural, hoisted: s.hoisted}, checks, late, withType)
	} else {
		withType()
		g.items(site{t: t, v: v, ptr: ptr, old: old, path: s.path, structural: structural})
	}
	if s.inside != nil {
		s.inside()
	}
	g.close(opened)
}

// splitUnscoped separates the unscoped subfield chains, in rank order,
// short-circuit ones first, from the others.
func splitUnscoped(subs []*validators.Subfield) (scoped, stops, regular []*validators.Subfield) {
	for _, sf := range subs {
		switch {
		case !sf.Unscoped:
			scoped = append(scoped, sf)
		case stopsSomething(sf.V):
			stops = append(stops, sf)
		default:
			regular = append(regular, sf)
		}
	}
	byRank := func(l []*validators.Subfield) {
		sort.SliceStable(l, func(i, j int) bool { return l[i].Rank < l[j].Rank })
	}
	byRank(stops)
	byRank(regular)
	return scoped, stops, regular
}

// stopsSomething reports whether validations v (at any depth) hold a
// short-circuit check that reports errors or a presence tag: what makes
// Kubernetes' function for the chain a short-circuit one.
func stopsSomething(v *validators.Validations) bool {
	if v == nil {
		return false
	}
	if v.Presence != validators.NoPresence {
		return true
	}
	for _, c := range v.Checks {
		// Not the silent stops a v1.37 subfield inherits from the field's
		// declaration (a known difference, see passes.go).
		if c.ShortCircuit && !c.NonError {
			return true
		}
	}
	for n := range v.Nested() {
		if stopsSomething(n) {
			return true
		}
	}
	return false
}

// liftedSubfield emits one unscoped subfield chain of the value at s, as
// the value's own check: through its pointer, if it is one.
func (g *fn) liftedSubfield(s site, sf *validators.Subfield) {
	only := site{t: s.t, ptr: s.ptr, old: s.old, path: s.path, set: s.set}
	g.rest(only, &validators.Validations{Subfields: []*validators.Subfield{sf}}, nil, nil)
}

// liftedStop emits an unscoped short-circuit subfield chain: any error it
// reports sets stop, as Kubernetes' short-circuit functions do.
func (g *fn) liftedStop(s site, sf *validators.Subfield, stop string) {
	if stop == "" {
		g.liftedSubfield(s, sf)
		return
	}
	n := g.fresh("n")
	g.p("%s := len(%s)", n, g.par.errs)
	g.liftedSubfield(s, sf)
	g.p("if len(%s) > %s {\n%s = true\n}", g.par.errs, n, stop)
}

// firstRaw returns the index of the first regular check that sees the
// value as declared, or -1.
func firstRaw(checks []validators.Check) int {
	for i, c := range checks {
		if c.Raw && !c.ShortCircuit {
			return i
		}
	}
	return -1
}

// callType calls the validation function of a named type: its lazy-path
// form (ValidateAt_<Type>) when the type's package was generated by this
// tool, or Kubernetes' Validate_<Type> with a materialized path otherwise.
func (g *fn) callType(named *types.Named, ptr, old string, path pathExpr) {
	obj := named.Origin().Obj()
	if g.plan.Type(obj) != nil && obj.Pkg() == g.input {
		if g.calls.recursive(g.self, obj) {
			g.appendErrs("%s.Under(%s, %s(%s, %s, %s.Restart(), %s, %s))", g.rt(), path.ref, lazyName(obj.Name()), g.par.ctx, g.par.op, g.rt(), ptr, old)
			return
		}
		g.appendErrs("%s(%s, %s, %s, %s, %s)", lazyName(obj.Name()), g.par.ctx, g.par.op, path.ref, ptr, old)
		return
	}
	pkg := g.f.FuncPkg(g.plan, obj.Pkg().Path())
	qual := ""
	if pkg != g.f.pkg.Path() {
		qual = g.f.Import(pkg) + "."
	}
	if g.lazyCallable(obj, pkg) {
		g.appendErrs("%s%s(%s, %s, %s, %s, %s)", qual, lazyName(obj.Name()), g.par.ctx, g.par.op, path.ref, ptr, old)
		return
	}
	g.appendErrs("%sValidate_%s(%s, %s, %s.Field(), %s, %s)", qual, obj.Name(), g.par.ctx, g.par.op, path.recv, ptr, old)
}

// lazyCallable reports whether package pkg has the lazy-path function of
// obj: it is generated by this tool (its types are analyzed in this run),
// or it already declares ValidateAt_<Type>.
func (g *fn) lazyCallable(obj *types.TypeName, pkg string) bool {
	if g.plan.Type(obj) != nil {
		return true
	}
	p := g.plan.Universe.Packages[pkg]
	if p == nil || p.Types == nil {
		return false
	}
	_, ok := p.Types.Scope().Lookup(lazyName(obj.Name())).(*types.Func)
	return ok
}

// items emits the traversal of list items, map keys and map values.
func (g *fn) items(s site) {
	var each, keys *validators.Validations
	if s.v != nil {
		each, keys = s.v.Each, s.v.Keys
	}
	if s.v == nil && !g.plan.Needs(s.t, nil, s.structural) {
		return
	}
	switch u := s.t.Underlying().(type) {
	case *types.Slice, *types.Array:
		elem := u.(interface{ Elem() types.Type }).Elem()
		if g.plan.Needs(elem, each, s.structural) {
			g.listItems(s, elem, each, s.v.Identity())
		}
	case *types.Map:
		keyTypes := g.plan.KeysStructural(u.Key(), s.structural)
		needKeys := g.plan.Needs(u.Key(), keys, keyTypes)
		needVals := g.plan.Needs(u.Elem(), each, s.structural)
		g.mapEntries(s, u, entryPass{keys, keyTypes, needKeys}, entryPass{each, s.structural, needVals})
	}
}

// keyPath renders the path step for a map key of type t.
func (g *fn) keyPath(recv, k string, t types.Type) string {
	b, _ := t.Underlying().(*types.Basic)
	switch {
	case b != nil && b.Info()&types.IsString != 0:
		return fmt.Sprintf("%s.Key(string(%s))", recv, k)
	case b != nil && b.Info()&types.IsInteger != 0:
		return fmt.Sprintf("%s.IntKey(int64(%s))", recv, k)
	}
	return fmt.Sprintf("%s.Key(%s.Sprint(%s))", recv, g.f.Import("fmt"), k)
}

type cohort struct {
	name   string
	checks []validators.Check
}

// splitCohorts separates the unnamed cohort from the named ones, which keep
// their order of first appearance.
func splitCohorts(checks []validators.Check) ([]validators.Check, []cohort) {
	// Kubernetes' order: by the rank of the tag that asked for each check.
	checks = append([]validators.Check(nil), checks...)
	sort.SliceStable(checks, func(i, j int) bool { return checks[i].Order < checks[j].Order })
	var def []validators.Check
	var named []cohort
	index := map[string]int{}
	for _, c := range checks {
		if c.Cohort == "" {
			def = append(def, c)
			continue
		}
		i, ok := index[c.Cohort]
		if !ok {
			i = len(named)
			index[c.Cohort] = i
			named = append(named, cohort{name: c.Cohort})
		}
		named[i].checks = append(named[i].checks, c)
	}
	return def, named
}

// lazyName is the exported function that validates a type at a
// validate.Path; Validate_<Type> wraps it with Kubernetes' signature.
func lazyName(typeName string) string { return "ValidateAt_" + typeName }
