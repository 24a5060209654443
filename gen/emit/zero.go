package emit

import (
	"go/types"
)

// Set and unset tests of a value, as Go boolean expressions.

// zeroTest returns an expression that is true when expr, a value of type t,
// is unset: nil, empty, or the zero value. ok is false when the zero value
// of t cannot be tested (a struct that is not comparable); the plan rejects
// such values before they get here (validators.HasZeroTest).
func (f *File) zeroTest(t types.Type, expr string) (test string, ok bool) {
	return f.emptyTest(t, expr, false)
}

// setTest returns an expression that is true when expr, of type t, is set:
// non-nil, non-empty or non-zero. It is written x != zero rather than
// !(x == zero).
func (f *File) setTest(t types.Type, expr string) (string, bool) {
	return f.emptyTest(t, expr, true)
}

// emptyTest compares expr with the zero value of t: == for zeroTest, !=
// (set) for setTest.
func (f *File) emptyTest(t types.Type, expr string, set bool) (string, bool) {
	eq, neg := " == ", "!"
	if set {
		eq, neg = " != ", ""
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Signature, *types.Chan:
		return expr + eq + "nil", true
	case *types.Slice, *types.Map:
		return "len(" + expr + ")" + eq + "0", true
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return expr + eq + `""`, true
		case u.Info()&types.IsBoolean != 0:
			return neg + expr, true
		case u.Info()&types.IsNumeric != 0:
			return expr + eq + "0", true
		}
	case *types.Struct, *types.Array:
		if types.Comparable(t) {
			return expr + eq + "(" + f.TypeName(t) + "{})", true
		}
	}
	return "", false
}

// structSet returns an expression that is true when expr, a struct of type
// t, is not the zero value: a comparison where t is comparable, else
// reflect's test through the value's address (the struct is not copied
// into an interface, so neither allocates).
func (f *File) structSet(t types.Type, expr string) string {
	if test, ok := f.setTest(t, expr); ok {
		return test
	}
	return "!" + f.Import("reflect") + ".ValueOf(&" + expr + ").Elem().IsZero()"
}
