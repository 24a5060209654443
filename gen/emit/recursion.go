package emit

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/validators"
)

// Escape analysis cannot keep a path on the stack when its address is
// passed into a function that (through others) calls itself. A call that
// closes such a cycle therefore starts the callee at validate.Restart() and
// re-anchors its errors with validate.Under; every other call passes the
// caller's stack path directly.

// callGraph records which declared types' functions each type's function
// may call: the named types reached through its fields, pointers and items.
type callGraph map[*types.TypeName][]*types.TypeName

func newCallGraph(plan *validators.Plan, tps []*validators.TypePlan) callGraph {
	g := callGraph{}
	for _, tp := range tps {
		var out []*types.TypeName
		add := func(t types.Type) {
			for _, n := range namedReached(t) {
				if next := plan.Type(n); next != nil && next.Has {
					out = append(out, n)
				}
			}
		}
		switch body := plan.Body(tp); {
		case body.Fields != nil:
			for _, f := range body.Fields.Fields {
				add(f.Field.Var.Type())
			}
		case body.Link != nil:
			add(body.Link)
		default:
			add(body.Items)
		}
		g[tp.Named.Obj] = out
	}
	return g
}

// namedReached returns the named types a value of type t leads to without
// passing through another named type's function.
func namedReached(t types.Type) []*types.TypeName {
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		return []*types.TypeName{u.Origin().Obj()}
	case *types.Pointer:
		return namedReached(u.Elem())
	case *types.Slice:
		return namedReached(u.Elem())
	case *types.Array:
		return namedReached(u.Elem())
	case *types.Map:
		return append(namedReached(u.Key()), namedReached(u.Elem())...)
	}
	return nil
}

// recursive reports whether a call from from's function to to's function
// closes a cycle: to's function can call back into from's.
func (g callGraph) recursive(from, to *types.TypeName) bool {
	seen := map[*types.TypeName]bool{}
	var reaches func(n *types.TypeName) bool
	reaches = func(n *types.TypeName) bool {
		if n == from {
			return true
		}
		if seen[n] {
			return false
		}
		seen[n] = true
		for _, next := range g[n] {
			if reaches(next) {
				return true
			}
		}
		return false
	}
	return reaches(to)
}
