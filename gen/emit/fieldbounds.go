package emit

import (
	"fmt"
	"go/types"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// A field-reference bound (+k8s:minimum(constraint: limit), ...) renders as
// a runtime call over what a generated function reads from the new and the
// old struct: both integers, or an unset bound when a pointer on the way to
// either is nil.

// fieldBound renders the check of one field-reference bound.
func (g *fn) fieldBound(r *validators.FieldBoundRule, o operands) string {
	rt := g.rt()
	bound := rt + ".FieldBound[" + g.f.TypeName(validators.Deref(r.Field.Type())) + ", " + g.f.TypeName(validators.Deref(r.Limit[len(r.Limit)-1].Type())) + "]"
	read := g.f.Func("boundOf_"+r.Owner+"_"+r.Field.Name()+"_"+identifier(r.LimitPath),
		"reads "+r.FieldJSON+" and "+r.LimitPath+" for "+r.Tag+".", g.fieldBoundDecl(r, bound))
	old := bound + "{}"
	if !o.old.isNil() {
		old = read + "(" + o.old.String() + ")"
	}
	return callExpr(rt+"."+r.Func, o.path.String(), strconv.Quote(r.FieldJSON), strconv.Quote(r.LimitPath), o.update(g.f),
		read+"("+o.ptr.String()+")", old)
}

// fieldBoundDecl renders the function that reads a field bound from one
// object.
func (g *fn) fieldBoundDecl(r *validators.FieldBoundRule, bound string) string {
	var b strings.Builder
	n := g.f.localNames("obj", "b")
	obj, res := n[0], n[1]
	fmt.Fprintf(&b, "(%[1]s %[2]s) (%[3]s %[4]s) {\nif %[1]s == nil {\nreturn %[3]s\n}\n", obj, g.f.TypeName(types.NewPointer(r.Struct)), res, bound)
	v := readSteps(&b, obj, res, []*types.Var{r.Field})
	l := readSteps(&b, obj, res, r.Limit)
	fmt.Fprintf(&b, "return %s{Value: %s, Limit: %s, Set: true}\n}", bound, v, l)
	return b.String()
}

// readSteps writes the nil checks along the fields of steps, starting at
// obj, each returning res, and returns the expression of the integer at
// the end. A selector dereferences one pointer by itself, so only the other
// levels are written.
func readSteps(b *strings.Builder, obj, res string, steps []*types.Var) string {
	expr := obj
	for i, st := range steps {
		expr += "." + st.Name()
		last := i == len(steps)-1
		t := st.Type()
		for {
			pt, ok := types.Unalias(t).(*types.Pointer)
			if !ok {
				break
			}
			fmt.Fprintf(b, "if %s == nil {\nreturn %s\n}\n", expr, res)
			t = pt.Elem()
			if _, more := types.Unalias(t).(*types.Pointer); more || last {
				expr = "(*" + expr + ")"
			}
		}
	}
	return expr
}
