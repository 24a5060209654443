package emit

import (
	"go/types"
	"regexp"
	"strconv"

	"github.com/kubedv/kubedv/gen/cel"
)

// call translates operators and functions. The overload is chosen from the
// operands' compiled types, which are exact (no dyn reaches here), so it is
// the one cel-go's checker picks.
func (g *celGen) call(e *cel.Expr) cval {
	switch e.Name {
	case "_?._", "_[?_]":
		return g.refuse("optional field selection and indexing (?. and [?]) are not compiled")
	case "_&&_", "_||_":
		return g.logic(e)
	case "_?_:_":
		return g.ternary(e)
	case "@in":
		return g.in(e)
	case "size":
		if arg := g.sizeArg(e); arg != nil && arg.Kind == cel.Macro && arg.Name == "filter" {
			return g.count(arg)
		}
	}
	if e.Target != nil && e.Target.Kind == cel.Ident {
		if old, ok := g.scope[e.Target.Name]; ok && old.optionalOld {
			return g.optionalOld(e, old)
		}
	}
	args := e.Args
	if e.Target != nil {
		args = append([]*cel.Expr{e.Target}, e.Args...)
	}
	if e.Name == "matches" && len(args) == 2 && args[1].Kind == cel.Literal {
		return g.matchesLiteral(args[0], args[1])
	}
	ops := make([]cval, len(args))
	for i, a := range args {
		ops[i] = g.expr(a)
		if g.why != "" {
			return ops[i]
		}
	}
	switch len(ops) {
	case 1:
		return g.unary(e.Name, ops[0])
	case 2:
		if (e.Name == "_==_" || e.Name == "_!=_") && scalarLists(ops[0], ops[1]) && args[0].Type != nil {
			return g.listEqual(e.Name, ops, args[0].Type.ListType)
		}
		if (e.Name == "_==_" || e.Name == "_!=_") && objectOperands(ops[0], ops[1]) && args[0].Type != nil {
			return g.objectEqual(e.Name, ops[0], ops[1], args[0].Type)
		}
		return g.binary(e.Name, ops[0], ops[1])
	case 3:
		if e.Name == "substring" && ops[0].t.kind == celString && ops[1].t.kind == celInt && ops[2].t.kind == celInt {
			return g.fallibleCall(basicCEL(celString), ops, g.rtCall("SubstringRange"))
		}
	}
	return g.refuse("function %s with %d arguments is not compiled", e.Name, len(ops))
}

// sizeArg is the operand of size(x) or x.size().
func (g *celGen) sizeArg(e *cel.Expr) *cel.Expr {
	switch {
	case e.Target != nil && len(e.Args) == 0:
		return e.Target
	case e.Target == nil && len(e.Args) == 1:
		return e.Args[0]
	}
	return nil
}

func (g *celGen) rtCall(name string) func(xs []string) string {
	return func(xs []string) string { return g.rt + "." + name + "(" + join(xs) + ")" }
}

func join(xs []string) string {
	s := ""
	for i, x := range xs {
		if i > 0 {
			s += ", "
		}
		s += x
	}
	return s
}

func (g *celGen) unary(name string, a cval) cval {
	k := a.t.kind
	boolT, intT, strT := basicCEL(celBool), basicCEL(celInt), basicCEL(celString)
	switch {
	case name == "!_" && k == celBool:
		return g.infallible(boolT, []cval{a}, func(xs []string) string { return "!" + xs[0] })
	case name == "-_" && k == celInt:
		return g.fallibleCall(intT, []cval{a}, g.rtCall("NegInt"))
	case name == "-_" && k == celDouble:
		return g.infallible(a.t, []cval{a}, func(xs []string) string { return "-" + xs[0] })
	case name == "size" && k == celString:
		return g.infallible(intT, []cval{a}, g.rtCall("Size"))
	case name == "size" && (k == celList || k == celMap):
		return g.infallible(intT, []cval{a}, func(xs []string) string { return "int64(len(" + xs[0] + "))" })
	case name == "duration" && k == celString:
		return g.fallibleCall(basicCEL(celDuration), []cval{a}, g.rtCall("DurationOfString"))
	case name == "isIP" && k == celString:
		return g.infallible(boolT, []cval{a}, g.rtCall("IsIPQuick"))
	case name == "string" && k == celString, name == "int" && k == celInt, name == "double" && k == celDouble, name == "bool" && k == celBool:
		return a
	case name == "int" && k == celDouble:
		return g.fallibleCall(intT, []cval{a}, g.rtCall("IntOfDouble"))
	case name == "int" && k == celString:
		return g.fallibleCall(intT, []cval{a}, g.rtCall("IntOfString"))
	case name == "double" && k == celInt:
		return g.infallible(basicCEL(celDouble), []cval{a}, func(xs []string) string { return "float64(" + xs[0] + ")" })
	case name == "string" && k == celInt && g.message:
		return g.infallible(strT, []cval{a}, g.rtCall("StringOfInt"))
	case name == "string" && k == celBool:
		return g.infallible(strT, []cval{a}, g.rtCall("StringOfBool"))
	}
	return g.refuse("%s on %s is not compiled", name, a.t.gt)
}

// comparisons maps CEL's ordering operators to Go's.
var comparisons = map[string]string{"_<_": "<", "_<=_": "<=", "_>_": ">", "_>=_": ">="}

// orderings names validate/cel's helpers that turn a three-way comparison
// with its error into a bool.
var orderings = map[string]string{"_<_": "Less", "_<=_": "LessEq", "_>_": "Greater", "_>=_": "GreaterEq"}

var intArith = map[string]string{"_+_": "AddInt", "_-_": "SubInt", "_*_": "MulInt", "_/_": "DivInt", "_%_": "ModInt"}

var doubleArith = map[string]string{"_+_": "+", "_-_": "-", "_*_": "*", "_/_": "/"}

// scalarLists reports two lists of one Go type with scalar items, whose
// CEL equality is Go's item by item (or as sets).
func scalarLists(a, b cval) bool {
	if a.t.kind != celList || b.t.kind != celList || a.t.gt == nil || b.t.gt == nil || !types.Identical(a.t.gt, b.t.gt) || a.t.elem == nil {
		return false
	}
	switch a.t.elem.kind {
	case celBool, celInt, celDouble, celString:
		return true
	}
	return false
}

// objectOperands reports two objects of one Go type, or two lists of one
// Go type with object items.
func objectOperands(a, b cval) bool {
	if a.t.gt == nil || b.t.gt == nil || a.t.kind != b.t.kind || !types.Identical(a.t.gt, b.t.gt) {
		return false
	}
	return a.t.kind == celObject || a.t.kind == celList && a.t.elem != nil && a.t.elem.kind == celObject
}

// listEqual is == or != on two lists of scalars, compared as the left
// operand's schema says (x-kubernetes-list-type): atomic in order, set as
// a set.
func (g *celGen) listEqual(name string, ops []cval, listType string) cval {
	eq := "EqualScalarList"
	switch listType {
	case "", "atomic":
	case "set":
		eq = "EqualSetList"
	default:
		return g.refuse("%s on lists of type %s is not compiled", name, listType)
	}
	not := map[string]string{"_==_": "", "_!=_": "!"}[name]
	return g.infallible(basicCEL(celBool), ops, func(xs []string) string { return not + g.rt + "." + eq + "(" + xs[0] + ", " + xs[1] + ")" })
}

// scalarMaps reports two maps of one Go type, string keys and scalar
// values, whose CEL equality is Go's (validate/cel.EqualScalarMap).
func scalarMaps(a, b cval) bool {
	if a.t.kind != celMap || b.t.kind != celMap || a.t.gt == nil || b.t.gt == nil || !types.Identical(a.t.gt, b.t.gt) || a.t.elem == nil {
		return false
	}
	m, ok := a.t.gt.Underlying().(*types.Map)
	if !ok {
		return false
	}
	if k, ok := m.Key().Underlying().(*types.Basic); !ok || k.Kind() != types.String {
		return false
	}
	switch a.t.elem.kind {
	case celBool, celInt, celDouble, celString, celDuration:
		return true
	}
	return false
}

func (g *celGen) binary(name string, a, b cval) cval {
	boolT := basicCEL(celBool)
	ka, kb := a.t.kind, b.t.kind
	scalar := ka == kb && (ka == celBool || ka == celInt || ka == celDouble || ka == celString || ka == celDuration)
	ops := []cval{a, b}
	switch {
	case (name == "_==_" || name == "_!=_") && scalar:
		op := map[string]string{"_==_": "==", "_!=_": "!="}[name]
		return g.infallible(boolT, ops, func(xs []string) string { return xs[0] + " " + op + " " + xs[1] })
	case (name == "_==_" || name == "_!=_") && scalarMaps(a, b):
		not := map[string]string{"_==_": "", "_!=_": "!"}[name]
		return g.infallible(boolT, ops, func(xs []string) string { return not + g.rt + ".EqualScalarMap(" + xs[0] + ", " + xs[1] + ")" })
	case comparisons[name] != "" && ka == kb && (ka == celInt || ka == celString || ka == celDuration):
		return g.infallible(boolT, ops, func(xs []string) string { return xs[0] + " " + comparisons[name] + " " + xs[1] })
	case comparisons[name] != "" && ka == celDouble && kb == celDouble:
		return g.fallibleCall(boolT, ops, func(xs []string) string {
			return g.rt + "." + orderings[name] + "(" + g.rt + ".CompareDouble(" + xs[0] + ", " + xs[1] + "))"
		})
	case comparisons[name] != "" && ka == celInt && kb == celDouble:
		return g.fallibleCall(boolT, ops, func(xs []string) string {
			return g.rt + "." + orderings[name] + "(" + g.rt + ".CompareIntDouble(" + xs[0] + ", " + xs[1] + "))"
		})
	case comparisons[name] != "" && ka == celDouble && kb == celInt:
		return g.fallibleCall(boolT, ops, func(xs []string) string {
			return g.rt + "." + orderings[name] + "(" + g.rt + ".CompareDoubleInt(" + xs[0] + ", " + xs[1] + "))"
		})
	case intArith[name] != "" && ka == celInt && kb == celInt:
		return g.fallibleCall(a.t, ops, g.rtCall(intArith[name]))
	case doubleArith[name] != "" && ka == celDouble && kb == celDouble:
		return g.infallible(a.t, ops, func(xs []string) string { return xs[0] + " " + doubleArith[name] + " " + xs[1] })
	case name == "_+_" && ka == celString && kb == celString && g.message:
		// Concatenation allocates: only messageExpressions, which run on
		// failure, use it.
		return g.infallible(a.t, ops, func(xs []string) string { return xs[0] + " + " + xs[1] })
	case name == "_[_]" && ka == celList && kb == celInt:
		return g.index(a, b)
	case name == "_[_]" && ka == celMap && kb == celString:
		return g.mapGet(a, b)
	case ka == celString && kb == celString:
		switch name {
		case "startsWith":
			return g.infallible(boolT, ops, g.rtCall("StartsWith"))
		case "endsWith":
			return g.infallible(boolT, ops, g.rtCall("EndsWith"))
		case "contains":
			return g.infallible(boolT, ops, g.rtCall("Contains"))
		case "indexOf":
			return g.infallible(basicCEL(celInt), ops, g.rtCall("IndexOf"))
		case "lastIndexOf":
			return g.infallible(basicCEL(celInt), ops, g.rtCall("LastIndexOf"))
		}
	case name == "substring" && ka == celString && kb == celInt:
		return g.fallibleCall(a.t, ops, g.rtCall("Substring"))
	case name == "charAt" && ka == celString && kb == celInt:
		return g.fallibleCall(a.t, ops, g.rtCall("CharAt"))
	}
	return g.refuse("%s on (%s, %s) is not compiled", name, a.t.gt, b.t.gt)
}

// index is list[i] on a list of the object: the item, or cel-go's
// out-of-bounds error.
func (g *celGen) index(l, i cval) cval {
	elem := l.t.elem
	return g.strict(elem, []cval{l, i}, func(v, e string, xs []string) bool {
		g.p("if %s < 0 || %s >= int64(len(%s)) {", xs[1], xs[1], xs[0])
		g.p("%s = %s.IndexOutOfBounds(%s)", e, g.rt, xs[1])
		g.p("} else {")
		g.p("%s = %s", v, g.item(xs[0]+"["+xs[1]+"]", elem).x)
		g.p("}")
		return true
	})
}

// item is a list item or map value as a compiled value: objects by address.
func (g *celGen) item(x string, t *celType) cval {
	if t.kind == celObject {
		return cval{x: "&" + x, t: t}
	}
	return g.goValue(x, t)
}

// matchesLiteral is s.matches('re') with the pattern compiled once, in a
// package variable.
func (g *celGen) matchesLiteral(s, pattern *cel.Expr) cval {
	pat, ok := pattern.Lit.(string)
	if !ok {
		return g.refuse("matches with a non-string pattern")
	}
	if _, err := regexp.Compile(pat); err != nil {
		return g.refuse("the pattern does not compile: %v", err)
	}
	sv := g.expr(s)
	if g.why != "" {
		return sv
	}
	if sv.t.kind != celString {
		return g.refuse("matches on %s is not compiled", sv.t.gt)
	}
	re := g.f.PackageVar("celPattern", g.f.Import("regexp")+".MustCompile("+strconv.Quote(pat)+")")
	return g.infallible(basicCEL(celBool), []cval{sv}, func(xs []string) string { return re + ".MatchString(" + xs[0] + ")" })
}

// logic is CEL's commutative && and ||: the right side runs only when the
// left does not decide; an error on one side is absorbed when the other
// decides.
func (g *celGen) logic(e *cel.Expr) cval {
	boolT := basicCEL(celBool)
	and := e.Name == "_&&_"
	l := g.expr(e.Args[0])
	if g.why != "" || !g.isBool(l) {
		return g.refuse("operands of %s must be bool", e.Name)
	}
	v, er := g.tmp("v"), g.tmp("e")
	g.p("var %s bool", v)
	g.p("var %s %s.Err", er, g.rt)
	decides := "!" + paren(l.x) // a false left side decides &&
	if !and {
		decides = l.x
	}
	if l.err != "" {
		decides = "!" + l.err + ".Failed() && " + decides
	}
	g.p("if %s {", decides)
	g.p("%s = %s", v, strconv.FormatBool(!and))
	g.p("} else {")
	r := g.expr(e.Args[1])
	if g.why != "" || !g.isBool(r) {
		return g.refuse("operands of %s must be bool", e.Name)
	}
	if l.err == "" && r.err == "" {
		g.p("%s = %s", v, r.x)
	} else {
		fn := "And"
		if !and {
			fn = "Or"
		}
		g.p("%s, %s = %s.%s(%s, %s, %s, %s)", v, er, g.rt, fn, l.x, errOrZero(g, l), r.x, errOrZero(g, r))
	}
	g.p("}")
	return cval{x: v, err: er, t: boolT}
}

func errOrZero(g *celGen, v cval) string {
	if v.err == "" {
		return g.rt + ".Err{}"
	}
	return v.err
}

func (g *celGen) isBool(v cval) bool { return v.t != nil && v.t.kind == celBool }

// ternary is c ? a : b: only the chosen branch runs; an error in c is the
// result.
func (g *celGen) ternary(e *cel.Expr) cval {
	c := g.expr(e.Args[0])
	if g.why != "" || !g.isBool(c) {
		return g.refuse("a ternary's condition must be bool")
	}
	v, er := g.tmp("v"), g.tmp("e")
	// The result's type is only known after the first branch; declare it
	// once the branch is translated, in a block of its own.
	outer := g.b.String()
	g.b.Reset()
	if c.err != "" {
		g.p("if %s.Failed() {", c.err)
		g.p("%s = %s", er, c.err)
		g.p("} else if %s {", c.x)
	} else {
		g.p("if %s {", c.x)
	}
	a := g.expr(e.Args[1])
	if g.why != "" {
		return a
	}
	g.assign(v, er, a)
	g.p("} else {")
	b := g.expr(e.Args[2])
	if g.why != "" {
		return b
	}
	if !sameCEL(a.t, b.t) {
		return g.refuse("a ternary's branches have different types")
	}
	g.assign(v, er, b)
	g.p("}")
	inner := g.b.String()
	g.b.Reset()
	g.b.WriteString(outer)
	g.p("var %s %s", v, g.goType(a.t))
	g.p("var %s %s.Err", er, g.rt)
	g.b.WriteString(inner)
	return cval{x: v, err: er, t: a.t}
}

func (g *celGen) assign(v, er string, x cval) {
	if x.err != "" {
		g.p("%s, %s = %s, %s", v, er, x.x, x.err)
	} else {
		g.p("%s = %s", v, x.x)
	}
}

// sameCEL reports whether two compiled types have the same Go form.
func sameCEL(a, b *celType) bool {
	if a.kind != b.kind {
		return false
	}
	switch a.kind {
	case celList, celMap, celObject:
		return types.Identical(a.gt, b.gt)
	}
	return true
}

// in is x in list or key in map. A list literal of constants becomes a
// chain of comparisons.
func (g *celGen) in(e *cel.Expr) cval {
	boolT := basicCEL(celBool)
	x := g.expr(e.Args[0])
	if g.why != "" {
		return x
	}
	if lst := e.Args[1]; lst.Kind == cel.ListLit {
		if len(lst.OptIndices) > 0 || !g.scalar(x) {
			return g.refuse("in over this list literal is not compiled")
		}
		var lits []string
		for _, item := range lst.Args {
			if item.Kind != cel.Literal {
				return g.refuse("in over a list literal with non-constant items is not compiled")
			}
			lv := g.literal(item)
			if g.why != "" {
				return lv
			}
			if lv.t.kind != x.t.kind {
				// Heterogeneous items: cel-go compares across types at run
				// time; not compiled.
				return g.refuse("in over a list literal of mixed types is not compiled")
			}
			lits = append(lits, lv.x)
		}
		return g.infallible(boolT, []cval{x}, func(xs []string) string {
			if len(lits) == 0 {
				return "false"
			}
			s := "("
			for i, l := range lits {
				if i > 0 {
					s += " || "
				}
				s += xs[0] + " == " + l
			}
			return s + ")"
		})
	}
	c := g.expr(e.Args[1])
	if g.why != "" {
		return c
	}
	switch {
	case c.t.kind == celList && g.scalar(x) && c.t.elem.kind == x.t.kind:
		return g.strict(boolT, []cval{x, c}, func(v, _ string, xs []string) bool {
			i := g.tmp("i")
			g.p("for %s := range %s {", i, xs[1])
			g.p("if %s == %s {", g.item(xs[1]+"["+i+"]", c.t.elem).x, xs[0])
			g.p("%s = true", v)
			g.p("break")
			g.p("}")
			g.p("}")
			return false
		})
	case c.t.kind == celMap && x.t.kind == celString:
		u := c.t.gt.Underlying().(*types.Map)
		return g.strict(boolT, []cval{x, c}, func(v, _ string, xs []string) bool {
			g.p("_, %s = %s[%s]", v, xs[1], g.goKey(u.Key(), xs[0]))
			return false
		})
	}
	return g.refuse("in on (%s, %s) is not compiled", x.t.gt, c.t.gt)
}

func (g *celGen) scalar(v cval) bool {
	switch v.t.kind {
	case celBool, celInt, celString, celDouble:
		return true
	}
	return false
}

// optionalOld translates the methods of oldSelf under optionalOldSelf,
// where oldSelf is nil when the value has no old value.
func (g *celGen) optionalOld(e *cel.Expr, old cval) cval {
	old.optionalOld = false
	switch {
	case e.Name == "hasValue" && len(e.Args) == 0:
		return cval{x: "oldSelf != nil", t: basicCEL(celBool)}
	case e.Name == "value" && len(e.Args) == 0:
		err := g.tmp("e")
		g.p("var %s %s.Err", err, g.rt)
		g.p("if oldSelf == nil {\n%s = %s.Err{Code: %s.ErrNoneDeref}\n}", err, g.rt, g.rt)
		old.err = err
		return old
	case e.Name == "orValue" && len(e.Args) == 1:
		def := g.expr(e.Args[0])
		if g.why != "" {
			return def
		}
		// orValue is strict: an error in the default is the result.
		return g.strict(old.t, []cval{def}, func(v, _ string, xs []string) bool {
			g.p("if oldSelf != nil {\n%s = %s\n} else {\n%s = %s\n}", v, old.x, v, xs[0])
			return false
		})
	}
	return g.refuse("optional oldSelf is compiled only in oldSelf.hasValue(), oldSelf.value() and oldSelf.orValue(x)")
}
