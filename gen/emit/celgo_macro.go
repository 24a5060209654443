package emit

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/cel"
)

// Macros become loops with the step and stop conditions of cel-go's
// expansion (parser/macro.go): all stops at the first false and otherwise
// keeps the first error (&&'s commutative rule), exists the mirror with ||;
// exists_one and filter never stop early and their result is the last
// error of the predicate, if any (the ternary of their step returns the
// condition's error, replacing the accumulator).

func (g *celGen) macro(e *cel.Expr) cval {
	switch e.Name {
	case "all", "exists":
		return g.quantifier(e)
	case "exists_one":
		n := g.countLoop(e)
		if g.why != "" {
			return n
		}
		return g.infallible(basicCEL(celBool), []cval{n}, func(xs []string) string { return xs[0] + " == 1" })
	case "filter", "map":
		return g.refuse("%s builds a list (it allocates); only size() of a filter is compiled", e.Name)
	}
	return g.refuse("macro %s is not compiled", e.Name)
}

// count is size(l.filter(x, p)): the number of items p holds for.
func (g *celGen) count(filter *cel.Expr) cval {
	return g.countLoop(filter)
}

// iteration opens a loop over a list's items or a map's keys, binding the
// macro's variable; close the loop with "}" after the body.
func (g *celGen) iteration(e *cel.Expr, rng cval) (restore func(), ok bool) {
	if e.IterVar2 != "" {
		g.refuse("two-variable comprehensions are not compiled")
		return nil, false
	}
	v := g.tmp("it")
	var bound cval
	switch rng.t.kind {
	case celList:
		i := g.tmp("i")
		g.p("for %s := range %s {", i, rng.x)
		bound = g.item(rng.x+"["+i+"]", rng.t.elem)
	case celMap:
		k := g.tmp("k")
		g.p("for %s := range %s {", k, rng.x)
		u := rng.t.gt.Underlying().(*types.Map)
		bound = g.goValue(k, &celType{kind: celString, gt: u.Key()})
	default:
		g.refuse("%s over a %s value is not compiled", e.Name, rng.t.gt)
		return nil, false
	}
	// Bind through a local so that the body reads one name.
	g.p("%s := %s", v, bound.x)
	old, had := g.scope[e.IterVar]
	g.scope[e.IterVar] = cval{x: v, t: bound.t}
	// The loop variable may be unused in the body.
	g.p("_ = %s", v)
	return func() {
		if had {
			g.scope[e.IterVar] = old
		} else {
			delete(g.scope, e.IterVar)
		}
	}, true
}

// quantifier is all or exists.
func (g *celGen) quantifier(e *cel.Expr) cval {
	all := e.Name == "all"
	rng := g.expr(e.Target)
	if g.why != "" {
		return rng
	}
	return g.strict(basicCEL(celBool), []cval{rng}, func(v, er string, xs []string) bool {
		g.p("%s = %v", v, all)
		restore, ok := g.iteration(e, cval{x: xs[0], t: rng.t})
		if !ok {
			return true
		}
		p := g.expr(e.Args[0])
		restore()
		if g.why != "" {
			return true
		}
		if !g.isBool(p) {
			g.refuse("the predicate of %s must be bool", e.Name)
			return true
		}
		fn, stop := "And", "!"+v
		if !all {
			fn, stop = "Or", v
		}
		g.p("%s, %s = %s.%s(%s, %s, %s, %s)", v, er, g.rt, fn, v, er, p.x, errOrZero(g, p))
		g.p("if !%s.Failed() && %s {", er, stop)
		g.p("break")
		g.p("}")
		g.p("}")
		return true
	})
}

// countLoop counts the items a predicate holds for (exists_one, filter).
func (g *celGen) countLoop(e *cel.Expr) cval {
	rng := g.expr(e.Target)
	if g.why != "" {
		return rng
	}
	if len(e.Args) != 1 {
		return g.refuse("%s with a transform is not compiled", e.Name)
	}
	return g.strict(basicCEL(celInt), []cval{rng}, func(v, er string, xs []string) bool {
		restore, ok := g.iteration(e, cval{x: xs[0], t: rng.t})
		if !ok {
			return true
		}
		p := g.expr(e.Args[0])
		restore()
		if g.why != "" {
			return true
		}
		if !g.isBool(p) {
			g.refuse("the predicate of %s must be bool", e.Name)
			return true
		}
		// The step is p ? accu + 1 : accu (filter: accu + [x]): an error
		// of p replaces the accumulator, an error accumulator stays
		// otherwise, so the last error of p is the result.
		if p.err != "" {
			g.p("if %s.Failed() {", p.err)
			g.p("%s = %s", er, p.err)
			g.p("} else if %s {", p.x)
		} else {
			g.p("if %s {", p.x)
		}
		g.p("%s++", v)
		g.p("}")
		g.p("}")
		return true
	})
}
