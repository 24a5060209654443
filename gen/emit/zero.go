package emit

import (
	"go/types"
	"strings"
)

// Set and unset tests of a value, as Go boolean expressions.

// zeroTest returns an expression that is true when expr, a value of type t,
// is unset: nil, empty, or the zero value. ok is false when the zero value
// of t cannot be tested (a struct that is not comparable); the plan rejects
// such values before they get here (validators.HasZeroTest).
func (f *File) zeroTest(t types.Type, expr string) (test string, ok bool) {
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Signature, *types.Chan:
		return expr + " == nil", true
	case *types.Slice, *types.Map:
		return "len(" + expr + ") == 0", true
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return expr + ` == ""`, true
		case u.Info()&types.IsBoolean != 0:
			return "!" + expr, true
		case u.Info()&types.IsNumeric != 0:
			return expr + " == 0", true
		}
	case *types.Struct, *types.Array:
		if !types.Comparable(t) {
			return "", false
		}
		return expr + " == (" + f.TypeName(t) + "{})", true
	}
	return "", false
}

// setTest returns an expression that is true when expr, of type t, is set:
// non-nil, non-empty or non-zero; for other comparable types, not the zero
// value. It is written x != zero rather than !(x == zero).
func (f *File) setTest(t types.Type, expr string) (string, bool) {
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Signature, *types.Chan:
		return expr + " != nil", true
	case *types.Slice, *types.Map:
		return "len(" + expr + ") != 0", true
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return expr + ` != ""`, true
		case u.Info()&types.IsBoolean != 0:
			return expr, true
		case u.Info()&types.IsNumeric != 0:
			return expr + " != 0", true
		}
	case *types.Struct, *types.Array:
		if types.Comparable(t) {
			return expr + " != (" + f.TypeName(t) + "{})", true
		}
	}
	zero, ok := f.zeroTest(t, expr)
	return not(zero), ok
}

// not negates a boolean Go expression, simplifying !!x (the negation of a
// boolean's zero test) to x.
func not(expr string) string {
	if strings.HasPrefix(expr, "!") && !strings.ContainsAny(expr[1:], " |&=<>!") {
		return expr[1:]
	}
	return "!(" + expr + ")"
}
