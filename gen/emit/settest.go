package emit

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/validators"
)

// setTest renders a test that the value expr of type t is set: the
// negation of validators.ZeroTest, written as x != zero rather than
// !(x == zero).
func setTest(t types.Type, expr string, f *File) string {
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Signature, *types.Chan:
		return expr + " != nil"
	case *types.Slice, *types.Map:
		return "len(" + expr + ") != 0"
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return expr + ` != ""`
		case u.Info()&types.IsBoolean != 0:
			return expr
		case u.Info()&types.IsNumeric != 0:
			return expr + " != 0"
		}
	case *types.Struct, *types.Array:
		if types.Comparable(t) {
			return expr + " != (" + f.TypeName(t) + "{})"
		}
	}
	unset, _ := validators.ZeroTest(t, expr, f)
	return validators.Not(unset)
}
