package validators

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/tags"
)

// Lists of pointers: Kubernetes validates the items of a []*T field through
// their pointers, so before anything else about such a field it reports
// every nil item as Required (short-circuiting the field's other checks).
// It does so for struct fields whose list has any validation at all, its
// own or its items' type's; Kubernetes v1.38 does the same for the values
// of maps of pointers.

// addNoNilItems adds that check to the fields that need it. It runs once the
// types needing a function are known; the caller recomputes them after, as
// a field with only +k8s:optional now checks something.
func (p *Plan) addNoNilItems() {
	for _, tp := range p.types {
		for _, f := range tp.Fields {
			t := f.Field.Var.Type()
			var check Check
			switch u := t.Underlying().(type) {
			case *types.Slice:
				if !isPointer(u.Elem()) {
					continue
				}
				check = Check{
					Tag:  tags.Tag{Name: "noNilItems", Text: "items of a list of pointers must be set"},
					Rule: runtimeCall("NoNilItems", ArgPath{}, ArgValue{}),
				}
			case *types.Map:
				// Maps of pointers too, on Kubernetes 1.38 trees.
				if !isPointer(u.Elem()) || !p.Universe.Release.PointerMapValuesMustBeSet() {
					continue
				}
				check = Check{
					Tag:  tags.Tag{Name: "noNilValues", Text: "values of a map of pointers must be set"},
					Rule: runtimeCall("NoNilValues", ArgPath{}, ArgValue{}),
				}
			default:
				continue
			}
			if f.V.Presence == NoPresence && !p.Needs(t, f.V, true) {
				continue
			}
			check.ShortCircuit = true
			f.V.Checks = append([]Check{check}, f.V.Checks...)
		}
	}
}

func isPointer(t types.Type) bool {
	_, ok := types.Unalias(t).(*types.Pointer)
	return ok
}
