package cel

import "math"

// Cost units of cel-go (common/cost.go).
const (
	selectAndIdentCost   = 1
	listCreateBaseCost   = 10
	mapCreateBaseCost    = 30
	structCreateBaseCost = 40
	stringTraversal      = 0.1
	regexLengthFactor    = 0.25
)

var unknownSize = Cost{0, math.MaxUint64}

func fixed(n uint64) Cost { return Cost{n, n} }

func addSat(x, y uint64) uint64 {
	if y > 0 && x > math.MaxUint64-y {
		return math.MaxUint64
	}
	return x + y
}

func mulSat(x, y uint64) uint64 {
	if y != 0 && x > math.MaxUint64/y {
		return math.MaxUint64
	}
	return x * y
}

var twoTo64 = math.Ldexp(1, 64)

func mulFactor(x uint64, f float64) uint64 {
	xf := float64(x)
	if xf > 0 && f > 0 && xf > math.MaxUint64/f {
		return math.MaxUint64
	}
	c := math.Ceil(xf * f)
	if c >= twoTo64 {
		return math.MaxUint64
	}
	return uint64(c)
}

func (c Cost) add(o Cost) Cost       { return Cost{addSat(c.Min, o.Min), addSat(c.Max, o.Max)} }
func (c Cost) mul(o Cost) Cost       { return Cost{mulSat(c.Min, o.Min), mulSat(c.Max, o.Max)} }
func (c Cost) factor(f float64) Cost { return Cost{mulFactor(c.Min, f), mulFactor(c.Max, f)} }
func (c Cost) union(o Cost) Cost {
	r := c
	if o.Min < r.Min {
		r.Min = o.Min
	}
	if o.Max > r.Max {
		r.Max = o.Max
	}
	return r
}

// entrySize is the key and value size of a list or map built in the
// expression.
type entrySize struct {
	list     bool
	key, val Cost
}

func (s *entrySize) union(o *entrySize) *entrySize {
	if s == nil || o == nil {
		return nil
	}
	return &entrySize{list: s.list, key: s.key.union(o.key), val: s.val.union(o.val)}
}

type localVar struct {
	path  []string
	size  *Cost
	entry *entrySize
}

// node is what the library cost functions see of an argument (cel-go's
// checker.AstNode).
type node struct {
	path []string
	t    *Type
	e    *Expr // nil for a list's element node
	size *Cost
}

// coster estimates cost as cel-go's checker.Cost does with the Kubernetes
// CostEstimator (library cost functions and the schema's size bounds) and
// the presence test free (PresenceTestHasCost(false)).
type coster struct {
	root    *decl
	paths   map[*Expr][]string
	sizes   map[*Expr]Cost
	entries map[*Expr]entrySize
	locals  map[string][]*localVar
}

func estimateCost(e *Expr, root *decl) Cost {
	c := &coster{root: root, paths: map[*Expr][]string{}, sizes: map[*Expr]Cost{},
		entries: map[*Expr]entrySize{}, locals: map[string][]*localVar{}}
	return c.cost(e)
}

func (c *coster) push(name string, v *localVar) { c.locals[name] = append(c.locals[name], v) }
func (c *coster) pop(name string)               { c.locals[name] = c.locals[name][:len(c.locals[name])-1] }
func (c *coster) peek(name string) (*localVar, bool) {
	vs := c.locals[name]
	if len(vs) == 0 {
		return nil, false
	}
	return vs[len(vs)-1], true
}

func (c *coster) cost(e *Expr) Cost {
	if e == nil {
		return Cost{}
	}
	switch e.Kind {
	case Literal:
		return Cost{}
	case Ident:
		if v, ok := c.peek(e.Name); ok {
			c.paths[e] = v.path
		} else {
			c.paths[e] = []string{e.Name}
		}
		return fixed(selectAndIdentCost)
	case Select:
		return c.costSelect(e)
	case Call:
		return c.costCall(e)
	case ListLit:
		var sum Cost
		item := Cost{math.MaxUint64, 0}
		if len(e.Args) == 0 {
			item.Min = 0
		}
		for _, a := range e.Args {
			sum = sum.add(c.cost(a))
			item = item.union(c.sizeOrUnknown(a))
		}
		c.entries[e] = entrySize{list: true, key: fixed(1), val: item}
		return sum.add(fixed(listCreateBaseCost))
	case MapLit:
		var sum Cost
		ks, vs := Cost{math.MaxUint64, 0}, Cost{math.MaxUint64, 0}
		if len(e.Entries) == 0 {
			ks.Min, vs.Min = 0, 0
		}
		for _, en := range e.Entries {
			sum = sum.add(c.cost(en.Key))
			sum = sum.add(c.cost(en.Value))
			ks = ks.union(c.sizeOrUnknown(en.Key))
			vs = vs.union(c.sizeOrUnknown(en.Value))
		}
		c.entries[e] = entrySize{key: ks, val: vs}
		return sum.add(fixed(mapCreateBaseCost))
	case Struct:
		var sum Cost
		for _, en := range e.Entries {
			sum = sum.add(c.cost(en.Value))
		}
		return sum.add(fixed(structCreateBaseCost))
	case Macro:
		sum := c.cost(e.expansion)
		c.copySizes(e, e.expansion)
		if p, ok := c.paths[e.expansion]; ok {
			c.paths[e] = p
		}
		return sum
	case comprehension:
		if isBind(e.compr) {
			return c.costBind(e)
		}
		return c.costComprehension(e)
	}
	return Cost{}
}

func (c *coster) costSelect(e *Expr) Cost {
	var sum Cost
	if e.TestOnly {
		return sum.add(c.cost(e.Target)) // the presence test itself is free
	}
	sum = sum.add(c.cost(e.Target))
	switch e.Target.Type.Kind {
	case Map, Object, TypeParam:
		sum = sum.add(fixed(selectAndIdentCost))
	}
	c.paths[e] = append(c.getPath(e.Target), e.Name)
	return sum
}

func (c *coster) getPath(e *Expr) []string {
	if e.Kind == Ident {
		if v, ok := c.peek(e.Name); ok {
			return v.path[:]
		}
	}
	return c.paths[e][:]
}

func (c *coster) newNode(e *Expr) node {
	path := c.getPath(e)
	if len(path) > 0 && (path[0] == accuName || path[0] == "__result__") {
		path = nil
	}
	return node{path: path, t: e.Type, e: e, size: c.computeSize(e)}
}

func (c *coster) costCall(e *Expr) Cost {
	if e.Name == "dyn" && e.Target == nil && len(e.Args) == 1 {
		argCost := c.cost(e.Args[0])
		c.copySizes(e, e.Args[0])
		return fixed(1).add(argCost)
	}
	var sum Cost
	args := make([]node, len(e.Args))
	argCosts := make([]Cost, len(e.Args))
	for i, a := range e.Args {
		argCosts[i] = c.cost(a)
		args[i] = c.newNode(a)
	}
	if len(e.Overloads) == 0 {
		return Cost{}
	}
	var target *node
	if e.Target != nil {
		sum = sum.add(c.cost(e.Target))
		t := c.newNode(e.Target)
		target = &t
	}
	fnCost := Cost{math.MaxUint64, 0}
	var resultSize *Cost
	for _, id := range e.Overloads {
		oc, rs := c.functionCost(e, e.Name, id, target, args, argCosts)
		fnCost = fnCost.union(oc)
		if rs != nil {
			if resultSize == nil {
				resultSize = rs
			} else {
				u := resultSize.union(*rs)
				resultSize = &u
			}
		}
		switch id {
		case "index_list":
			if len(e.Args) > 0 {
				resultSize = c.computeEntrySize(e.Args[0]).valSize()
				c.paths[e] = append(c.getPath(e.Args[0]), "@items")
			}
		case "index_map":
			if len(e.Args) > 0 {
				resultSize = c.computeEntrySize(e.Args[0]).valSize()
				c.paths[e] = append(c.getPath(e.Args[0]), "@values")
			}
		}
		if resultSize == nil {
			resultSize = c.computeSize(e)
		}
	}
	if resultSize != nil {
		c.sizes[e] = *resultSize
	}
	return sum.add(fnCost)
}

func (s *entrySize) valSize() *Cost {
	if s == nil {
		return nil
	}
	v := s.val
	return &v
}

func (s *entrySize) keySize() *Cost {
	if s == nil {
		return nil
	}
	k := s.key
	return &k
}

func (c *coster) costComprehension(e *Expr) Cost {
	k := e.compr
	var sum Cost
	sum = sum.add(c.cost(k.iterRange))
	sum = sum.add(c.cost(k.accuInit))
	c.pushLocal(k.accuVar, k.accuInit)
	if k.iterVar2 != "" {
		c.pushIter(k.iterVar, k.iterRange, true)
		c.pushIter(k.iterVar2, k.iterRange, false)
	} else {
		c.pushIterSingle(k.iterVar, k.iterRange)
	}
	loop := c.cost(k.cond)
	step := c.cost(k.step)
	c.pop(k.iterVar)
	if k.iterVar2 != "" {
		c.pop(k.iterVar2)
	}
	sum = sum.add(c.cost(k.result))
	c.pop(k.accuVar)
	n := c.sizeOrUnknown(k.iterRange)
	sum = sum.add(n.mul(step.add(loop)))
	switch k.accuInit.Kind {
	case Literal:
		if s := c.computeSize(k.accuInit); s != nil {
			c.sizes[e] = *s
		}
	case ListLit, MapLit:
		c.sizes[e] = n
		if es := c.computeEntrySize(k.step); es != nil {
			c.entries[e] = *es
		}
	}
	return sum
}

// isBind: a comprehension over an empty list that never loops binds a
// variable (sortBy, optMap).
func isBind(k *compr) bool {
	cond, _ := k.cond.Lit.(bool)
	return k.iterRange.Kind == ListLit && len(k.iterRange.Args) == 0 &&
		k.cond.Kind == Literal && k.cond.Lit != nil && !cond && k.accuVar != "__result__"
}

func (c *coster) costBind(e *Expr) Cost {
	k := e.compr
	var sum Cost
	sum = sum.add(c.cost(k.iterRange))
	sum = sum.add(c.cost(k.accuInit))
	c.pushLocal(k.accuVar, k.accuInit)
	sum = sum.add(c.cost(k.result))
	c.pop(k.accuVar)
	c.copySizes(e, k.result)
	return sum
}

func (c *coster) pushLocal(name string, e *Expr) {
	c.push(name, &localVar{path: c.getPath(e), size: c.computeSize(e), entry: c.computeEntrySize(e)})
}

func (c *coster) rangeIsList(r *Expr, es *entrySize) bool {
	if es != nil {
		return es.list
	}
	return r.Type.Kind == List
}

func (c *coster) pushIter(name string, r *Expr, key bool) {
	es := c.computeEntrySize(r)
	path := c.getPath(r)
	list := c.rangeIsList(r, es)
	if key {
		sub := "@keys"
		if list {
			sub = "@indices"
		}
		c.push(name, &localVar{path: append(path, sub), size: es.keySize()})
		return
	}
	sub := "@values"
	if list {
		sub = "@items"
	}
	c.push(name, &localVar{path: append(path, sub), size: es.valSize()})
}

func (c *coster) pushIterSingle(name string, r *Expr) {
	es := c.computeEntrySize(r)
	size := es.keySize()
	sub := "@keys"
	if c.rangeIsList(r, es) {
		size, sub = es.valSize(), "@items"
	}
	path := c.getPath(r)
	c.push(name, &localVar{path: append(path, sub), size: size})
}

func (c *coster) copySizes(dst, src *Expr) {
	if s := c.computeSize(src); s != nil {
		c.sizes[dst] = *s
	}
	if es := c.computeEntrySize(src); es != nil {
		c.entries[dst] = *es
	}
}

func (c *coster) sizeOrUnknown(e *Expr) Cost {
	if s := c.computeSize(e); s != nil {
		return *s
	}
	return unknownSize
}

func nodeSize(n node) Cost {
	if n.size != nil {
		return *n.size
	}
	return unknownSize
}

func (c *coster) computeSize(e *Expr) *Cost {
	if s, ok := c.sizes[e]; ok {
		return &s
	}
	if s := literalSize(e); s != nil {
		return s
	}
	if s := c.schemaSize(c.getPath(e)); s != nil {
		c.sizes[e] = *s
		return s
	}
	if isScalar(e.Type) {
		s := fixed(1)
		return &s
	}
	if e.Kind == Ident {
		if v, ok := c.peek(e.Name); ok && v.size != nil {
			return v.size
		}
	}
	return nil
}

func (c *coster) computeEntrySize(e *Expr) *entrySize {
	if es, ok := c.entries[e]; ok {
		return &es
	}
	if e.Kind == Ident {
		if v, ok := c.peek(e.Name); ok && v.entry != nil {
			return v.entry
		}
	}
	return nil
}

func literalSize(e *Expr) *Cost {
	var n uint64
	switch e.Kind {
	case Literal:
		switch v := e.Lit.(type) {
		case string:
			n = uint64(len([]rune(v)))
		case []byte:
			n = uint64(len(v))
		default:
			n = 1
		}
	case ListLit:
		n = uint64(len(e.Args))
	case MapLit:
		n = uint64(len(e.Entries))
	default:
		return nil
	}
	s := fixed(n)
	return &s
}

func isScalar(t *Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case Bool, Double, Duration, Int, Timestamp, Uint:
		return true
	case Optional:
		return isScalar(t.Elem)
	}
	return false
}

// schemaSize is apiextensions' size estimator: the path's first element
// (self or oldSelf, or any identifier) stands for the rule's schema node.
func (c *coster) schemaSize(path []string) *Cost {
	if len(path) == 0 || c.root == nil {
		return nil
	}
	d := c.root
	for _, name := range path[1:] {
		switch name {
		case "@items", "@values":
			d = d.elem
		case "@keys":
			d = d.key
		default:
			if d.fields == nil {
				return nil
			}
			d = d.fields[name]
		}
		if d == nil {
			return nil
		}
	}
	return &Cost{0, uint64(d.maxElems)}
}

func (c *coster) nodeSizeEstimate(n node) Cost {
	if n.size != nil {
		return *n.size
	}
	if s := c.schemaSize(n.path); s != nil {
		return *s
	}
	return unknownSize
}
