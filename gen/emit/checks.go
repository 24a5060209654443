package emit

import (
	"fmt"
	"go/types"
	"strconv"

	"github.com/kubedv/kubedv/gen/validators"
)

// Checks: the short-circuit phase of a value, the guards of conditioned
// checks (ifEnabled, ifSubresource, ifMode) and lifecycle marks.

// shortCircuit emits the presence check and the short-circuit checks of the
// unnamed cohort, all of them, then passes (the short-circuit checks on the
// items, when given), and then rest (the value's other checks) only if
// none of them failed and the value is set (when optional). stop names the
// flag the short-circuit checks set when there are any; rest goes into a
// block unless there are none and the value has no presence tag. An item's
// checks set its list's flag (s.stop) instead.
func (g *fn) shortCircuit(s site, presence validators.Presence, checks []validators.Check, rest, stop string, passes func(stop string)) {
	var flagged []validators.Check
	for _, c := range checks {
		if c.ShortCircuit && !(c.NonError && rest == "" && s.stop == "") {
			flagged = append(flagged, c)
		}
	}
	// Rendered only where used: rendering marks the value's local as read.
	unset := func() string {
		u, _ := g.f.zeroTest(s.t, s.ptr.deref())
		return u
	}
	isSet := func() string {
		u, _ := g.f.setTest(s.t, s.ptr.deref())
		return u
	}
	mark := levelMark(s.v.PresenceLevel)
	sc := ".MarkShortCircuit()"
	if s.v.PresenceUnmarked {
		sc = ""
	}
	detail := "" // the tag's payload, the presence error's detail
	if d := s.v.PresenceDetail; d != "" {
		detail = ", " + strconv.Quote(d)
	}
	required := func(extra string) {
		g.p("if %s {", unset())
		g.p("%s%s", g.appendStmt(fmt.Sprintf("%s.Required(%s%s)%s%s", g.rt(), s.path.ref, detail, mark, sc)), extra)
		g.p("}")
	}
	forbidden := func() {
		g.p("if %s {", isSet())
		g.appendErrs("%s.Forbidden(%s%s)%s%s", g.rt(), s.path.ref, detail, mark, sc)
		g.p("}")
	}
	// The short-circuit checks of tags named before the presence tag run
	// (and report) before it.
	var before []validators.Check
	liftedBefore, lifted := []*validators.Subfield(nil), s.liftedStops
	if presence == validators.Required || presence == validators.Forbidden {
		var after []validators.Check
		for _, c := range flagged {
			if c.Order < s.v.PresenceOrder && c.Tag.Name != "update" {
				before = append(before, c)
			} else {
				after = append(after, c)
			}
		}
		flagged = after
		lifted = nil
		for _, sf := range s.liftedStops {
			if sf.Rank < s.v.PresenceOrder {
				liftedBefore = append(liftedBefore, sf)
			} else {
				lifted = append(lifted, sf)
			}
		}
	}
	s.liftedStops = lifted
	if (len(flagged) == 0 && len(before) == 0 && len(liftedBefore) == 0 && len(lifted) == 0 && passes == nil) || rest == "" {
		g.flaggedWithLifted(s, before, liftedBefore, s.stop)
		// Nothing to stop: emit the checks and the rest plainly.
		switch presence {
		case validators.Required:
			if rest != "" {
				g.p("if %s {", unset())
				g.appendErrs("%s.Required(%s%s)%s%s", g.rt(), s.path.ref, detail, mark, sc)
				g.p("} else {")
				g.b.WriteString(rest)
				g.p("}")
				return
			}
			required("")
		case validators.Forbidden:
			forbidden()
		}
		g.flaggedAndPasses(s, flagged, s.stop, passes)
		if rest != "" && presence == validators.Optional {
			g.p("if %s {", isSet())
			g.b.WriteString(rest)
			g.p("}")
		} else {
			g.b.WriteString(rest)
		}
		return
	}
	g.p("%s := false", stop)
	g.flaggedWithLifted(s, before, liftedBefore, stop)
	switch presence {
	case validators.Required:
		required("\n" + stop + " = true")
	case validators.Optional:
		g.p("if %s {\n%s = true\n}", unset(), stop)
	}
	g.flaggedAndPasses(s, flagged, stop, passes)
	g.p("if !%s {", stop)
	g.b.WriteString(rest)
	g.p("}")
}

// flaggedAndPasses emits the short-circuit checks and passes (when given)
// in Kubernetes' order: the checks it builds at once, the passes, then the
// +k8s:update checks, which it builds (as the passes) once the list's keys
// are known, and which come after the passes by tag name.
func (g *fn) flaggedAndPasses(s site, flagged []validators.Check, stop string, passes func(stop string)) {
	if passes == nil {
		g.flaggedWithLifted(s, flagged, s.liftedStops, stop)
		return
	}
	var now, later []validators.Check
	for _, c := range flagged {
		if c.Tag.Name == "update" {
			later = append(later, c)
		} else {
			now = append(now, c)
		}
	}
	g.flaggedWithLifted(s, now, s.liftedStops, stop)
	passes(stop)
	g.flagged(s, later, stop)
}

// flaggedWithLifted emits short-circuit checks and unscoped short-circuit
// subfield chains together, by rank.
func (g *fn) flaggedWithLifted(s site, checks []validators.Check, lifted []*validators.Subfield, stop string) {
	i := 0
	for _, sf := range lifted {
		j := i
		for j < len(checks) && checks[j].Order < sf.Rank {
			j++
		}
		g.flagged(s, checks[i:j], stop)
		i = j
		g.liftedStop(s, sf, stop)
	}
	g.flagged(s, checks[i:], stop)
}

// check emits a regular check, under its conditions.
func (g *fn) check(c validators.Check, o operands) {
	defer g.release(g.mark()) // the guards' names are local to their if
	opened := g.guard(c.Cond, pathExpr{ref: o.path}, "")
	g.p("%s", withTag(g.appendStmt(g.expr(c, o)), c.Tag.Text))
	g.close(opened)
}

// expr renders a check's expression with its lifecycle mark.
func (g *fn) expr(c validators.Check, o operands) string {
	return g.rule(c.Rule, o) + levelMark(c.Level)
}

func levelMark(l validators.Level) string {
	switch l {
	case validators.AlphaLevel:
		return ".MarkAlpha()"
	case validators.BetaLevel:
		return ".MarkBeta()"
	}
	return ""
}

// guard opens one block per condition (ifEnabled, ifSubresource, ...) and
// returns how many it opened. An option the operation does not define is
// reported as an internal error, as Kubernetes does; in a short-circuit
// check it also sets stop.
func (g *fn) guard(conds []validators.Condition, path pathExpr, stop string) int {
	return g.guardChecks(conds, path, stop, false, false)
}

// guardChecks is guard for the checks of flagged: there, as in Kubernetes'
// generated code, the internal error of an undefined option is one of the
// short-circuit check's errors: marked ShortCircuit, and not reported at all
// when the checks report none of theirs (+k8s:optional), which still stops.
func (g *fn) guardChecks(conds []validators.Condition, path pathExpr, stop string, shortCircuit, silent bool) int {
	for _, c := range conds {
		if c.Option != "" {
			on := g.fresh("on")
			// defined shadows no local the chain reads: only package names matter.
			defined := g.f.localNames("defined")[0]
			g.p("if %s, %s := %s.HasOption(%q); !%s {", on, defined, g.par.op, c.Option, defined)
			switch {
			case silent:
			case shortCircuit:
				g.appendErrs("%s.UndefinedOption(%s, %q).MarkShortCircuit()", g.rt(), path.ref, c.Option)
			default:
				g.appendErrs("%s.UndefinedOption(%s, %q)", g.rt(), path.ref, c.Option)
			}
			if stop != "" {
				// A short-circuit check that cannot run fails, as in Kubernetes.
				g.p("%s = true", stop)
			}
			if c.Want {
				g.p("} else if %s {", on)
			} else {
				g.p("} else if !%s {", on)
			}
			continue
		}
		neg := ""
		if !c.Want {
			neg = "!"
		}
		if c.Sibling != nil {
			// Field blocks run inside the struct's function: obj is the struct.
			sib := g.par.obj + "." + c.Sibling.Name()
			_, isPtr := types.Unalias(c.Sibling.Type()).(*types.Pointer)
			switch {
			case isPtr && c.Want:
				g.p("if %s != nil && *%s == %s {", sib, sib, literal(c.Equals))
			case isPtr:
				g.p("if %s == nil || *%s != %s {", sib, sib, literal(c.Equals))
			case c.Want:
				g.p("if %s == %s {", sib, literal(c.Equals))
			default:
				g.p("if %s != %s {", sib, literal(c.Equals))
			}
			continue
		}
		g.p("if %s%s.IsSubresource(%s, %q) {", neg, g.rt(), g.par.op, c.Subresource)
	}
	return len(conds)
}

// flagged emits short-circuit checks that set stop (when given) if they
// fail. Unless Raw, they see the value itself, so nil pointers skip them.
func (g *fn) flagged(s site, checks []validators.Check, stop string) {
	// Consecutive checks under the same conditions share one guard, so an
	// undefined option is reported once.
	for i := 0; i < len(checks); {
		j := i + 1
		for j < len(checks) && sameConds(checks[j].Cond, checks[i].Cond) {
			j++
		}
		groupMark := g.mark() // the guards' and checks' names are local to their if
		silent := true
		for _, c := range checks[i:j] {
			silent = silent && c.NonError
		}
		guarded := g.guardChecks(checks[i].Cond, s.path, stop, true, silent)
		checkMark := g.mark()
		for _, c := range checks[i:j] {
			g.release(checkMark)
			o, opened := operands{t: s.t, ptr: s.ptr, old: s.old, path: s.path.ref}, 0
			if c.Raw && s.declared != nil { // past a dereference
				o = *s.declared
			}
			if !c.Raw {
				o.ptr, opened = g.deref(s.t, s.ptr)
				o.t = validators.Deref(s.t)
				if opened > 0 {
					o.old = nilExpr
				}
			}
			expr := g.expr(c, o)
			if c.NonError {
				// Never reported, so never marked: the result may be shared.
				expr = g.rule(c.Rule, o)
			}
			g.stopIfFails(c, expr, stop)
			g.close(opened)
		}
		g.close(guarded)
		g.release(groupMark)
		i = j
	}
}

// stopIfFails emits a short-circuit check: its errors, marked, unless it is
// NonError, and stop set (when given) if it fails.
func (g *fn) stopIfFails(c validators.Check, expr, stop string) {
	e := g.fresh("e")
	g.p("%s", withTag(fmt.Sprintf("if %s := %s; len(%s) != 0 {", e, expr, e), c.Tag.Text))
	if !c.NonError {
		g.appendErrs("%s.MarkShortCircuit()", e)
	}
	if stop != "" {
		g.p("%s = true", stop)
	}
	g.p("}")
}

func sameConds(a, b []validators.Condition) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
