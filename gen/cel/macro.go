package cel

import "fmt"

// macroSpec is one macro of the CRD environment: cel-go's standard macros,
// ext.TwoVarComprehensions, the optional library's optMap/optFlatMap and
// ext.Lists' sortBy.
type macroSpec struct {
	vars int // leading iteration-variable arguments
	// varMsg is cel-go's error when a variable argument is not an identifier.
	varMsg string
}

const simpleName = "argument must be a simple name"

var macros = map[string]macroSpec{
	"all/2":               {1, simpleName},
	"exists/2":            {1, simpleName},
	"exists_one/2":        {1, simpleName},
	"map/2":               {1, "argument is not an identifier"},
	"map/3":               {1, "argument is not an identifier"},
	"filter/2":            {1, "argument is not an identifier"},
	"all/3":               {2, simpleName},
	"exists/3":            {2, simpleName},
	"existsOne/3":         {2, simpleName},
	"exists_one/3":        {2, simpleName},
	"transformList/3":     {2, simpleName},
	"transformList/4":     {2, simpleName},
	"transformMap/3":      {2, simpleName},
	"transformMap/4":      {2, simpleName},
	"transformMapEntry/3": {2, simpleName},
	"transformMapEntry/4": {2, simpleName},
	"optMap/2":            {1, "optMap() variable name must be a simple identifier"},
	"optFlatMap/2":        {1, "optFlatMap() variable name must be a simple identifier"},
	"sortBy/2":            {1, "argument is not an identifier"},
}

// callOrMacro builds a call, or the macro it names, checking the macro's
// arguments as cel-go's expanders do.
func (p *parser) callOrMacro(off int, fn string, target *Expr, args []*Expr) *Expr {
	if target == nil {
		if fn == "has" && len(args) == 1 {
			a := args[0]
			if a.Kind != Select {
				p.fail(a.Offset, "invalid argument to has() macro")
			}
			e := p.node(Select, off)
			e.Target, e.Name, e.TestOnly = a.Target, a.Name, true
			return e
		}
		return p.call(off, fn, nil, args...)
	}
	spec, ok := macros[fmt.Sprintf("%s/%d", fn, len(args))]
	if !ok {
		return p.call(off, fn, target, args...)
	}
	if fn == "sortBy" && (target.Kind == Literal || target.Kind == MapLit || target.Kind == Struct) {
		p.fail(target.Offset, "sortBy can only be applied to a list, identifier, comprehension, call or select expression")
	}
	var vars []string
	for _, a := range args[:spec.vars] {
		if a.Kind != Ident {
			p.fail(a.Offset, spec.varMsg)
		}
		vars = append(vars, a.Name)
	}
	if spec.vars == 2 && vars[0] == vars[1] {
		p.fail(args[1].Offset, "duplicate variable name: "+vars[1])
	}
	for i, v := range vars {
		// the hidden accumulator "@result" cannot be written; "__result__" is
		// refused by every macro here except optMap and optFlatMap.
		if v == "__result__" && fn != "optMap" && fn != "optFlatMap" {
			p.fail(args[i].Offset, "iteration variable overwrites accumulator variable")
		}
	}
	e := p.node(Macro, off)
	e.Name, e.Target, e.IterVar, e.Args = fn, target, vars[0], args[spec.vars:]
	if spec.vars == 2 {
		e.IterVar2 = vars[1]
	}
	e.expansion = p.expand(e)
	return e
}
