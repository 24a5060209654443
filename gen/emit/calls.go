package emit

import (
	"fmt"
	"go/types"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// Rules render here as Go expressions of type field.ErrorList: runtime calls
// with their operands, and (in unions.go, fieldbounds.go, dependents.go)
// the cross-field specs.

// operands is what a rule renders against: the type of the checked value, a
// pointer to it, a pointer to the old value (nilExpr without one), and the
// value's *validate.Path.
type operands struct {
	t              types.Type
	ptr, old, path expr
}

// rule renders the expression of one check's rule.
func (g *fn) rule(r validators.Rule, o operands) string {
	switch r := r.(type) {
	case *validators.Call:
		name, args := g.callParts(r, o)
		return callExpr(name, args...)
	case *validators.UnionRule:
		return g.union(r, o)
	case *validators.FieldBoundRule:
		return g.fieldBound(r, o)
	case *validators.DependencyRule:
		return g.dependency(r, o)
	case *validators.EqualToRule:
		return g.equalTo(r, o)
	case *validators.CustomRule:
		return g.custom(r, o)
	case *validators.CELRule:
		return g.cel(r, o)
	}
	return g.f.unknown(r)
}

// call renders a runtime call.
func (g *fn) call(c *validators.Call, o operands) string {
	name, args := g.callParts(c, o)
	return name + "(" + strings.Join(args, ", ") + ")"
}

// callParts renders the function a runtime call calls and its arguments.
func (g *fn) callParts(c *validators.Call, o operands) (string, []string) {
	name := c.Func
	if len(c.TypeArgs) > 0 {
		targs := make([]string, len(c.TypeArgs))
		for i, t := range c.TypeArgs {
			targs[i] = g.f.TypeName(t)
		}
		name += "[" + strings.Join(targs, ", ") + "]"
	}
	args := make([]string, len(c.Args))
	for i, a := range c.Args {
		args[i] = g.operand(a, o)
	}
	return g.rt() + "." + name, args
}

// operand renders one argument of a call.
func (g *fn) operand(a validators.Operand, o operands) string {
	f := g.f
	switch a := a.(type) {
	case *validators.Call:
		return g.call(a, o)
	case validators.Literal:
		return literal(a)
	case validators.ArgPath:
		return o.path.String()
	case validators.ArgValue:
		return o.ptr.deref()
	case validators.ArgOld:
		return o.old.String()
	case validators.ArgUpdate:
		return o.update(f)
	case validators.ArgIsUpdateOp:
		return f.par.op + ".Type == " + f.Import(operationPkg) + ".Update"
	case validators.ArgOperation:
		return f.par.op
	case validators.ArgLen:
		return "len(" + o.ptr.deref() + ")"
	case validators.ArgUnset:
		test, _ := f.zeroTest(o.t, o.ptr.operand())
		return test
	case validators.ArgSet:
		if a.Old {
			if o.old.isNil() {
				return "false" // no old value: it was unset
			}
			test, _ := f.setTest(o.t, "(*"+o.old.String()+")")
			return o.old.String() + " != nil && " + test
		}
		test, _ := f.setTest(o.t, o.ptr.operand())
		return test
	case validators.ArgFlags:
		names := make([]string, len(a.Names))
		for i, n := range a.Names {
			names[i] = g.rt() + "." + n
		}
		return strings.Join(names, "|")
	case validators.ArgKeyFunc:
		return f.KeyFunc(a.Item, a.Fields)
	case validators.ArgHashFunc:
		return f.HashFunc(a.Type)
	case validators.ArgEqualFunc:
		return f.EqualFunc(a.Type)
	case validators.ArgQuantity:
		return f.PackageVar("quantity", f.Import(validators.QuantityPkg)+".MustParse("+strconv.Quote(a.Text)+")")
	case validators.ArgRegexp:
		return f.PackageVar("pattern", f.Import("regexp")+".MustCompile("+strconv.Quote(a.Pattern)+")")
	case validators.ArgEnumValues:
		names := make([]string, len(a.Values))
		for i, c := range a.Values {
			names[i] = f.ObjectName(c)
		}
		return f.PackageVar("validValues"+a.Type.Obj().Name(), "[]"+f.TypeName(a.Type)+"{"+strings.Join(names, ", ")+"}")
	case validators.ArgEnumLiterals:
		vals := make([]string, len(a.Values))
		for i, v := range a.Values {
			vals[i] = literal(v)
		}
		if validators.IsIntOrString(a.Type) { // integers and strings: each a composite literal
			intstr := f.Import(validators.IntstrPkg)
			for i, v := range a.Values {
				vals[i] = "{Type: " + intstr + ".String, StrVal: " + vals[i] + "}"
				if v.Kind == validators.IntLit {
					vals[i] = "{Type: " + intstr + ".Int, IntVal: " + v.Text + "}"
				}
			}
		}
		return f.PackageVar("validValues", "[]"+f.TypeName(a.Type)+"{"+strings.Join(vals, ", ")+"}")
	case validators.ArgJSONKeys:
		return g.jsonKeys(a, "("+o.ptr.deref()+")")
	case validators.ArgEnumExclusions:
		items := make([]string, len(a.Items))
		for i, x := range a.Items {
			items[i] = fmt.Sprintf("{Value: %s, Option: %q, When: %t}", f.ObjectName(x.Value), x.Option, x.When)
		}
		return f.PackageVar("exclusions"+a.Type.Obj().Name(),
			"[]"+g.rt()+".EnumExclusion["+f.TypeName(a.Type)+"]{"+strings.Join(items, ", ")+"}")
	}
	return g.f.unknown(a)
}

// unknown records a rule or operand kind this emitter cannot render: the
// plan's kinds are closed (validators.Rule, validators.Operand), so this is
// a generator bug, reported by Bytes instead of writing wrong code.
func (f *File) unknown(kind any) string {
	if f.err == nil {
		f.err = fmt.Errorf("internal error: the Go emitter cannot render %T from the validation plan; please report this", kind)
	}
	return "nil"
}

// update is the boolean "this is an update and the value has an old
// counterpart".
func (o operands) update(f *File) string {
	if o.old.isNil() {
		return "false"
	}
	return f.par.op + ".Type == " + f.Import(operationPkg) + ".Update && " + o.old.String() + " != nil"
}

// literal renders a plan literal as a Go constant.
func literal(l validators.Literal) string {
	if l.Kind == validators.StringLit {
		return strconv.Quote(l.Text)
	}
	return l.Text
}

// custom calls a hand-written ValidateCustom_ function.
func (g *fn) custom(r *validators.CustomRule, o operands) string {
	path := "(" + o.path.String() + ").Field()"
	if r.LazyPath {
		path = o.path.String()
	}
	obj, old := o.ptr.String(), o.old.String()
	if r.ByValue { // as Kubernetes passes nilable values
		obj, old = o.ptr.deref(), g.rt()+".Deref("+old+")"
	}
	return g.f.ObjectName(r.Func) + "(" + g.par.ctx + ", " + g.par.op + ", " + path + ", " + obj + ", " + old + ")"
}

// SetFuncPkg makes pick choose the package holding the generated functions
// of another package's types, when their validation is generated into more
// than one package (Kubernetes v1.38 calls the copy nearest the caller).
func (f *File) SetFuncPkg(pick func(typesPkg string) string) { f.funcPkg = pick }

// FuncPkg returns the package whose generated functions this file calls for
// the types of package typesPkg.
func (f *File) FuncPkg(plan *validators.Plan, typesPkg string) string {
	if f.funcPkg != nil {
		if p := f.funcPkg(typesPkg); p != "" {
			return p
		}
	}
	return plan.FuncPkg(typesPkg)
}
