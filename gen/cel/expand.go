package cel

const accuName = "@result"

// expand builds the expansion cel-go's macro expanders produce for m, so the
// checker and the cost estimator treat the macro exactly as cel-go does.
func (p *parser) expand(m *Expr) *Expr {
	off := m.Offset
	ident := func(name string) *Expr { e := p.node(Ident, off); e.Name = name; return e }
	lit := func(v any) *Expr { e := p.node(Literal, off); e.Lit = v; return e }
	call := func(fn string, args ...*Expr) *Expr { return p.call(off, fn, nil, args...) }
	list := func(elems ...*Expr) *Expr { e := p.node(ListLit, off); e.Args = elems; return e }
	comp := func(c *compr) *Expr { e := p.node(comprehension, off); e.compr = c; return e }
	accu := func() *Expr { return ident(accuName) }
	filtered := func(filter, step *Expr) *Expr {
		if filter == nil {
			return step
		}
		return call("_?_:_", filter, step, accu())
	}
	// last is the transform, the one before it (if any) the filter.
	last := m.Args[len(m.Args)-1]
	var filter *Expr
	if len(m.Args) == 2 {
		filter = m.Args[0]
	}
	c := &compr{iterRange: m.Target, iterVar: m.IterVar, iterVar2: m.IterVar2, accuVar: accuName, result: accu()}
	switch m.Name {
	case "all":
		c.accuInit, c.cond, c.step = lit(true), call("@not_strictly_false", accu()), call("_&&_", accu(), last)
	case "exists":
		c.accuInit, c.cond, c.step = lit(false), call("@not_strictly_false", call("!_", accu())), call("_||_", accu(), last)
	case "exists_one", "existsOne":
		c.accuInit, c.cond = lit(int64(0)), lit(true)
		c.step = call("_?_:_", last, call("_+_", accu(), lit(int64(1))), accu())
		c.result = call("_==_", accu(), lit(int64(1)))
	case "map", "transformList":
		c.accuInit, c.cond = list(), lit(true)
		c.step = filtered(filter, call("_+_", accu(), list(last)))
	case "filter":
		c.accuInit, c.cond = list(), lit(true)
		c.step = call("_?_:_", last, call("_+_", accu(), list(ident(m.IterVar))), accu())
	case "transformMap":
		c.accuInit, c.cond = p.node(MapLit, off), lit(true)
		c.step = filtered(filter, call("cel.@mapInsert", accu(), ident(m.IterVar), last))
	case "transformMapEntry":
		c.accuInit, c.cond = p.node(MapLit, off), lit(true)
		c.step = filtered(filter, call("cel.@mapInsert", accu(), last))
	case "optMap", "optFlatMap":
		bind := comp(&compr{iterRange: list(), iterVar: "#unused", accuVar: m.IterVar,
			accuInit: p.call(off, "value", m.Target), cond: lit(false), step: ident(m.IterVar), result: last})
		if m.Name == "optMap" {
			bind = call("optional.of", bind)
		}
		return call("_?_:_", p.call(off, "hasValue", m.Target), bind, call("optional.none"))
	case "sortBy":
		const input = "@__sortBy_input__"
		keys := comp(&compr{iterRange: ident(input), iterVar: m.IterVar, accuVar: accuName,
			accuInit: list(), cond: lit(true), step: call("_+_", accu(), list(last)), result: accu()})
		return comp(&compr{iterRange: list(), iterVar: "#unused", accuVar: input, accuInit: m.Target,
			cond: lit(false), step: ident(input), result: p.call(off, "@sortByAssociatedKeys", ident(input), keys)})
	}
	return comp(c)
}
