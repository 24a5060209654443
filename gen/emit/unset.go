package emit

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/validators"
)

// A nil pointer to a declared type: Kubernetes calls the type's function
// with the nil pointer, where the rules of the type's declaration that do
// not read the value still apply. That is +k8s:immutable: clearing a
// pointer to an immutable type changes the value. Our type functions never
// see a nil value, so the pointer's site runs those rules itself; the
// rules that read the value are skipped, as before.

// unsetTypeChecks renders the checks of the declaration of t (and of the
// links of its typedef chain that its function validates) that apply to a
// nil value, or "" when t has none or its function is not called here.
func (g *fn) unsetTypeChecks(t types.Type, v *validators.Validations, structural bool, path pathExpr) string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || !structural || v.Opaque {
		return ""
	}
	return g.capture(func() {
		seen := map[*types.TypeName]bool{}
		for n != nil {
			obj := n.Origin().Obj()
			tp := g.plan.Type(obj)
			if tp == nil || seen[obj] || !tp.Has {
				return
			}
			seen[obj] = true
			for _, c := range tp.Own.Checks {
				if c.Raw && !c.NonError {
					g.unsetCheck(c, path)
				}
			}
			n = g.plan.Body(tp).Link
		}
	})
}

// unsetCheck emits c for a nil value when its rule does not read the
// value or its old value.
func (g *fn) unsetCheck(c validators.Check, path pathExpr) {
	call, ok := c.Rule.(*validators.Call)
	if !ok || readsValue(call) {
		return
	}
	o := operands{ptr: nilExpr, old: nilExpr, path: path.ref}
	if !c.ShortCircuit {
		g.check(c, o)
		return
	}
	defer g.release(g.mark()) // the guards' names are local to their if
	opened := g.guard(c.Cond, path, "")
	g.stopIfFails(c, g.expr(c, o), "")
	g.close(opened)
}

// readsValue reports whether a call reads the checked value or its old
// value (or anything derived from them).
func readsValue(c *validators.Call) bool {
	for _, a := range c.Args {
		switch a := a.(type) {
		case *validators.Call:
			if readsValue(a) {
				return true
			}
		case validators.Literal, validators.ArgPath, validators.ArgIsUpdateOp, validators.ArgOperation, validators.ArgFlags:
		default:
			return true
		}
	}
	return false
}
