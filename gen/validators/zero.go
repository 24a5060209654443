package validators

import (
	"go/types"
	"strings"
)

// ZeroTest returns a Go boolean expression that is true when expr, a value
// of type t, is unset: nil, empty, or the zero value. ok is false when the
// zero value of t cannot be tested (a struct that is not comparable). g may
// be nil to ask only whether a test exists.
func ZeroTest(t types.Type, expr string, g TypeNamer) (test string, ok bool) {
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
		if g == nil {
			return "", true
		}
		return expr + " == (" + g.TypeName(t) + "{})", true
	}
	return "", false
}

// valueOperand is the checked value as an operand: Value, parenthesized
// when it is a dereference (Value never renders *&x).
func valueOperand(g Gen) string {
	if v := g.Value(); !strings.HasPrefix(v, "*") {
		return v
	}
	return "(*" + g.Ptr() + ")"
}

// TypeNamer renders types as Go source.
type TypeNamer interface {
	TypeName(t types.Type) string
}

// Not negates a boolean Go expression, simplifying !!x (the negation of a
// boolean's zero test) to x.
func Not(expr string) string {
	if strings.HasPrefix(expr, "!") && !strings.ContainsAny(expr[1:], " |&=<>!") {
		return expr[1:]
	}
	return "!(" + expr + ")"
}
