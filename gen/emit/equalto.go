package emit

import (
	"fmt"
	"go/types"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// equalTo renders +k8s:equalTo: a generated function reads the field and
// its sibling from the new and the old struct (a nil pointer as the zero
// value), and the runtime compares them.
func (g *fn) equalTo(r *validators.EqualToRule, o operands) string {
	rt := g.rt()
	value := validators.Deref(r.Field.Type())
	pair := rt + ".EqualPair[" + g.f.TypeName(value) + "]"
	owner := r.Field.Pkg().Name()
	if st, ok := types.Unalias(validators.Deref(o.t)).(*types.Named); ok {
		owner = st.Obj().Name()
	}
	read := g.f.Func("equalPairOf_"+owner+"_"+r.Field.Name(),
		"reads "+r.FieldJSON+" and "+r.SiblingJSON+" for +k8s:equalTo.", g.equalToDecl(r, o.t, value, pair))
	old := pair + "{}"
	if !o.old.isNil() {
		old = read + "(" + o.old.String() + ")"
	}
	return callExpr(rt+".EqualTo", o.path.String(), strconv.Quote(r.FieldJSON), strconv.Quote(r.SiblingJSON), o.update(g.f),
		read+"("+o.ptr.String()+")", old)
}

// equalToDecl renders the function that reads the pair from one struct.
func (g *fn) equalToDecl(r *validators.EqualToRule, structType, value types.Type, pair string) string {
	var b strings.Builder
	n := g.f.localNames("obj", "pr")
	obj, res := n[0], n[1]
	fmt.Fprintf(&b, "(%[1]s %[2]s) (%[3]s %[4]s) {\nif %[1]s == nil {\nreturn %[3]s\n}\n", obj, g.f.TypeName(types.NewPointer(structType)), res, pair)
	for _, f := range []struct {
		v    *types.Var
		dest string
	}{{r.Field, "Value"}, {r.Sibling, "Sibling"}} {
		expr, t := obj+"."+f.v.Name(), f.v.Type()
		var guards []string
		for {
			pt, ok := types.Unalias(t).(*types.Pointer)
			if !ok {
				break
			}
			guards = append(guards, expr+" != nil")
			expr, t = "(*"+expr+")", pt.Elem()
		}
		if !types.Identical(t, value) {
			expr = g.f.TypeName(value) + "(" + expr + ")"
		}
		assign := res + "." + f.dest + " = " + expr + "\n"
		if len(guards) > 0 {
			assign = "if " + strings.Join(guards, " && ") + " {\n" + assign + "}\n"
		}
		b.WriteString(assign)
	}
	fmt.Fprintf(&b, "return %s\n}", res)
	return b.String()
}
