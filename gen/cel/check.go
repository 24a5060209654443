package cel

import (
	"fmt"
	"strings"
)

// CheckError is one type error, at a byte offset of the source.
type CheckError struct {
	Offset int
	Msg    string
}

// checker type-checks an AST as cel-go's checker does: type parameters
// unified through a substitution mapping, overloads resolved by
// assignability, dyn compatible with everything.
type checker struct {
	env     *stdEnv
	vars    map[string]*Type // self, oldSelf
	scopes  []map[string]*Type
	mapping map[string]*Type
	nextVar int
	errs    []CheckError
	nodes   []*Expr // every checked node, for the final substitution
}

// Check type-checks e with the given variables; on success every node has
// its Type and calls their Overload(s).
func Check(e *Expr, vars map[string]*Type) []CheckError {
	c := &checker{env: theEnv, vars: vars, mapping: map[string]*Type{}}
	c.check(e)
	for _, n := range c.nodes {
		n.Type = c.substitute(n.Type, true)
	}
	if c.errs != nil {
		return c.errs
	}
	return validateAST(e)
}

func (c *checker) errorf(e *Expr, format string, args ...any) {
	c.errs = append(c.errs, CheckError{e.Offset, fmt.Sprintf(format, args...)})
}

func (c *checker) setType(e *Expr, t *Type) {
	e.Type = t
	c.nodes = append(c.nodes, e)
}

func (c *checker) check(e *Expr) {
	switch e.Kind {
	case Literal:
		switch e.Lit.(type) {
		case bool:
			c.setType(e, BoolType)
		case int64:
			c.setType(e, IntType)
		case uint64:
			c.setType(e, UintType)
		case float64:
			c.setType(e, DoubleType)
		case string:
			c.setType(e, StringType)
		case []byte:
			c.setType(e, BytesType)
		default:
			c.setType(e, NullType)
		}
	case Ident:
		if t := c.lookupIdent(e.Name); t != nil {
			c.setType(e, t)
			return
		}
		c.setType(e, ErrorType)
		c.errorf(e, "undeclared reference to '%s' (in container '')", e.Name)
	case Select:
		c.checkSelect(e)
	case Call:
		c.checkCall(e)
	case ListLit:
		c.checkList(e)
	case MapLit:
		c.checkMap(e)
	case Struct:
		c.checkStruct(e)
	case Macro:
		c.check(e.expansion)
		c.setType(e, e.expansion.Type)
	case comprehension:
		c.checkComprehension(e)
	}
}

func (c *checker) lookupIdent(name string) *Type {
	for i := len(c.scopes) - 1; i >= 0; i-- {
		if t, ok := c.scopes[i][name]; ok {
			return t
		}
	}
	name = strings.TrimPrefix(name, ".")
	if t, ok := c.vars[name]; ok {
		return t
	}
	return c.env.idents[name]
}

// qualifiedName spells a select chain over an identifier (a.b.c), as cel-go
// tries it as a qualified identifier or namespaced function first.
func qualifiedName(e *Expr) (string, bool) {
	switch e.Kind {
	case Ident:
		return e.Name, true
	case Select:
		if e.TestOnly {
			return "", false
		}
		if q, ok := qualifiedName(e.Target); ok {
			return q + "." + e.Name, true
		}
	}
	return "", false
}

func (c *checker) checkSelect(e *Expr) {
	if q, ok := qualifiedName(e); ok && len(c.scopes) == 0 || ok && !c.shadowed(q) {
		if t, found := c.env.idents[q]; found {
			c.setType(e, t)
			return
		}
	}
	t := c.selectField(e, e.Target, e.Name, false)
	if e.TestOnly {
		t = BoolType
	}
	c.setType(e, c.substitute(t, false))
}

// shadowed: the first name of a qualified name is a comprehension variable.
func (c *checker) shadowed(q string) bool {
	first, _, _ := strings.Cut(q, ".")
	for _, s := range c.scopes {
		if _, ok := s[first]; ok {
			return true
		}
	}
	return false
}

func (c *checker) selectField(e, operand *Expr, field string, optional bool) *Type {
	c.check(operand)
	t := c.substitute(operand.Type, false)
	isOpt := false
	if t.Kind == Optional {
		t, isOpt = t.Elem, true
	}
	result := ErrorType
	switch t.Kind {
	case Map:
		result = t.Elem
	case Object:
		if ft, ok := lookupField(t, field); ok {
			result = ft
		} else {
			c.errorf(e, "undefined field '%s'", field)
		}
	case TypeParam:
		c.assignable(DynType, t)
		result = DynType
	default:
		if t.Kind != Dyn && t.Kind != Error {
			c.errorf(e, "type '%s' does not support field selection", t)
		}
		result = DynType
	}
	if isOpt || optional {
		return OptionalOf(result)
	}
	return result
}

// lookupField finds a schema object's field by its escaped name; reserved
// words may be written plainly (the provider recognizes them, Kubernetes
// 1.31+).
func lookupField(t *Type, name string) (*Type, bool) {
	for _, f := range t.Fields {
		if f.Name == name {
			return f.Type, true
		}
	}
	if celReservedSymbols[name] {
		return lookupField(t, "__"+name+"__")
	}
	return nil, false
}

func (c *checker) checkCall(e *Expr) {
	if e.Name == "_?._" && e.Target == nil {
		field, ok := e.Args[1].Lit.(string)
		if e.Args[1].Kind != Literal || !ok {
			c.errorf(e.Args[1], "unsupported optional field selection: %v", e.Args[1].Lit)
			c.setType(e, ErrorType)
			return
		}
		t := c.selectField(e, e.Args[0], field, true)
		c.setType(e.Args[1], StringType)
		c.setType(e, c.substitute(t, false))
		e.Overload, e.Overloads = "select_optional_field", []string{"select_optional_field"}
		return
	}
	for _, a := range e.Args {
		c.check(a)
	}
	if e.Target == nil {
		name := strings.TrimPrefix(e.Name, ".")
		ovs, ok := c.env.fns[name]
		if !ok {
			c.errorf(e, "undeclared reference to '%s' (in container '')", e.Name)
			c.setType(e, ErrorType)
			return
		}
		e.Name = name
		c.resolve(e, name, ovs, nil)
		return
	}
	if q, ok := qualifiedName(e.Target); ok {
		if ovs, found := c.env.fns[q+"."+e.Name]; found {
			// a namespaced global function: the target is part of its name
			e.Name, e.Target = q+"."+e.Name, nil
			c.resolve(e, e.Name, ovs, nil)
			return
		}
	}
	c.check(e.Target)
	ovs, ok := c.env.fns[e.Name]
	if !ok {
		c.errorf(e, "undeclared reference to '%s' (in container '')", e.Name)
		c.setType(e, ErrorType)
		return
	}
	c.resolve(e, e.Name, ovs, e.Target)
}

func (c *checker) resolve(e *Expr, fn string, ovs []*overload, target *Expr) {
	var argTypes []*Type
	var args []*Expr
	if target != nil {
		args = append(args, target)
	}
	args = append(args, e.Args...)
	for _, a := range args {
		argTypes = append(argTypes, a.Type)
	}
	var result *Type
	var ids []string
	for _, o := range ovs {
		if o.member != (target != nil) {
			continue
		}
		if fn == "_&&_" || fn == "_||_" {
			bad := false
			for i, t := range argTypes {
				if !c.assignable(t, BoolType) {
					c.errorf(args[i], "expected type '%s' but found '%s'", BoolType, t)
					bad = true
				}
			}
			if bad {
				c.setType(e, ErrorType)
				return
			}
			e.Overload, e.Overloads = o.id, []string{o.id}
			c.setType(e, BoolType)
			return
		}
		params, res := c.instantiate(o)
		if len(params) != len(argTypes) || !c.assignableList(argTypes, params) {
			continue
		}
		ids = append(ids, o.id)
		rt := c.substitute(res, false)
		if result == nil {
			result = rt
		} else if result.Kind != Dyn && !exact(rt, result) {
			result = DynType
		}
	}
	if result == nil {
		var ts []string
		for _, t := range argTypes {
			ts = append(ts, c.substitute(t, true).String())
		}
		sig := "(" + strings.Join(ts, ", ") + ")"
		if target != nil {
			sig = ts[0] + ".(" + strings.Join(ts[1:], ", ") + ")"
		}
		c.errorf(e, "found no matching overload for '%s' applied to '%s'", fn, sig)
		c.setType(e, ErrorType)
		return
	}
	e.Overloads = ids
	if len(ids) == 1 {
		e.Overload = ids[0]
	}
	c.setType(e, result)
}

// instantiate gives an overload's type parameters fresh type variables.
func (c *checker) instantiate(o *overload) ([]*Type, *Type) {
	if len(o.tparams) == 0 {
		return o.args, o.result
	}
	sub := map[string]*Type{}
	for _, p := range o.tparams {
		sub[p] = c.newVar()
	}
	var rename func(t *Type) *Type
	rename = func(t *Type) *Type {
		if t.Kind == TypeParam {
			if v, ok := sub[t.Name]; ok {
				return v
			}
			return t
		}
		ps := t.params()
		if len(ps) == 0 {
			return t
		}
		out := make([]*Type, len(ps))
		for i, p := range ps {
			out[i] = rename(p)
		}
		return t.withParams(out)
	}
	args := make([]*Type, len(o.args))
	for i, a := range o.args {
		args[i] = rename(a)
	}
	return args, rename(o.result)
}

func (c *checker) newVar() *Type {
	c.nextVar++
	return typeParam(fmt.Sprintf("_var%d", c.nextVar-1))
}

func (c *checker) checkList(e *Expr) {
	opt := map[int]bool{}
	for _, i := range e.OptIndices {
		opt[i] = true
	}
	var elem *Type
	for i, a := range e.Args {
		c.check(a)
		t := a.Type
		if opt[i] {
			if t.Kind == Optional {
				t = t.Elem
			} else if t.Kind != Dyn {
				c.errorf(a, "expected type '%s' but found '%s'", OptionalOf(t), t)
			}
		}
		elem = c.join(elem, t)
	}
	if elem == nil {
		elem = c.newVar()
	}
	c.setType(e, ListOf(elem))
}

func (c *checker) checkMap(e *Expr) {
	var key, val *Type
	for _, en := range e.Entries {
		c.check(en.Key)
		key = c.join(key, en.Key.Type)
		c.check(en.Value)
		t := en.Value.Type
		if en.Optional {
			if t.Kind == Optional {
				t = t.Elem
			} else if t.Kind != Dyn {
				c.errorf(en.Value, "expected type '%s' but found '%s'", OptionalOf(t), t)
			}
		}
		val = c.join(val, t)
	}
	if key == nil {
		key, val = c.newVar(), c.newVar()
	}
	c.setType(e, MapOf(key, val))
}

// checkStruct: the CRD environment declares no message types, so every
// struct literal is refused, as cel-go refuses it.
func (c *checker) checkStruct(e *Expr) {
	if t, ok := c.env.idents[strings.TrimPrefix(e.Name, ".")]; ok && t.Kind == TypeKind {
		c.errorf(e, "'%s' is not a message type", t.Elem)
	} else {
		c.errorf(e, "undeclared reference to '%s' (in container '')", e.Name)
	}
	c.setType(e, ErrorType)
	for _, en := range e.Entries {
		c.check(en.Value)
	}
}

// join is cel-go's joinTypes: the checker itself lets mixed literals be
// dyn; the homogeneous-literal validator (validate.go) refuses them after.
func (c *checker) join(prev, cur *Type) *Type {
	if prev == nil {
		return cur
	}
	if c.assignable(prev, cur) {
		return mostGeneral(prev, cur)
	}
	return DynType
}

func (c *checker) checkComprehension(e *Expr) {
	k := e.compr
	c.check(k.iterRange)
	c.check(k.accuInit)
	rangeType := c.substitute(k.iterRange.Type, false)
	accuType := k.accuInit.Type
	c.scopes = append(c.scopes, map[string]*Type{k.accuVar: accuType})
	var v1, v2 *Type
	switch rangeType.Kind {
	case List:
		v1 = rangeType.Elem
		if k.iterVar2 != "" {
			v1, v2 = IntType, rangeType.Elem
		}
	case Map:
		v1, v2 = rangeType.Key, rangeType.Elem
	case Dyn, Error, TypeParam:
		c.assignable(DynType, rangeType)
		v1, v2 = DynType, DynType
	default:
		c.errorf(k.iterRange, "expression of type '%s' cannot be range of a comprehension (must be list, map, or dynamic)", rangeType)
		v1, v2 = ErrorType, ErrorType
	}
	loop := map[string]*Type{k.iterVar: v1}
	if k.iterVar2 != "" {
		loop[k.iterVar2] = v2
	}
	c.scopes = append(c.scopes, loop)
	c.check(k.cond)
	c.assertType(k.cond, BoolType)
	c.check(k.step)
	c.assertType(k.step, accuType)
	c.scopes = c.scopes[:len(c.scopes)-1]
	c.check(k.result)
	c.scopes = c.scopes[:len(c.scopes)-1]
	c.setType(e, c.substitute(k.result.Type, false))
}

func (c *checker) assertType(e *Expr, t *Type) {
	if !c.assignable(t, e.Type) {
		c.errorf(e, "expected type '%s' but found '%s'", t, e.Type)
	}
}
