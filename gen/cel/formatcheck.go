package cel

import (
	"errors"
	"fmt"
	"strconv"
)

// checkFormatCall is ext.Strings' string.format validator: a literal
// format string applied to a list literal is parsed, and each clause's
// argument type checked, at check time.
func (v *astValidator) checkFormatCall(e *Expr) {
	if e.Target == nil || e.Name != "format" || len(e.Args) != 1 || e.Args[0].Kind != ListLit {
		return
	}
	format, ok := e.Target.Lit.(string)
	if e.Target.Kind != Literal || !ok {
		return
	}
	args := e.Args[0].Args
	requested, bad, err := checkFormatString(format, args)
	if err != nil {
		if bad == nil {
			bad = e
		}
		v.errorf(bad, err.Error())
		return
	}
	if len(args) > requested {
		v.errorf(e, fmt.Sprintf("too many arguments supplied to string.format (expected %d, got %d)", requested, len(args)))
	}
}

// checkFormatString walks the clauses; it returns how many arguments the
// string asks for, and the offending argument with its error.
func checkFormatString(s string, args []*Expr) (int, *Expr, error) {
	requested := 0
	for i, argIndex := 0, 0; i < len(s); {
		if s[i] != '%' {
			i++
			continue
		}
		if i+1 < len(s) && s[i+1] == '%' {
			i += 2
			continue
		}
		requested++
		if i+1 >= len(s) {
			return requested, nil, errors.New("unexpected end of string")
		}
		if argIndex >= len(args) {
			return requested, nil, fmt.Errorf("index %d out of range", argIndex)
		}
		n, verb, err := parseClause(s[i+1:])
		if err != nil {
			return requested, nil, fmt.Errorf("could not parse formatting clause: %w", err)
		}
		if bad, msg := checkClauseArg(verb, args[argIndex]); bad != nil {
			return requested, bad, fmt.Errorf("error during formatting: %s", msg)
		}
		i += 1 + n
		argIndex++
	}
	return requested, nil, nil
}

func parseClause(s string) (int, byte, error) {
	i := 0
	if s[0] == '.' {
		i = 1
		for {
			if i >= len(s) {
				return 0, 0, errors.New("error while parsing precision: could not find end of precision specifier")
			}
			if s[i] < '0' || s[i] > '9' {
				break
			}
			i++
		}
		if _, err := strconv.Atoi(s[1:i]); err != nil {
			return 0, 0, fmt.Errorf("error while parsing precision: error while converting precision to integer: %w", err)
		}
	}
	switch s[i] {
	case 's', 'd', 'f', 'e', 'b', 'x', 'X', 'o':
		return i + 1, s[i], nil
	}
	r := []rune(s[i:])[0]
	return 0, 0, fmt.Errorf("unrecognized formatting clause \"%c\"", r)
}

func kindIn(t *Type, kinds ...Kind) bool {
	if t.Kind == Dyn {
		return true
	}
	for _, k := range kinds {
		if t.Kind == k {
			return true
		}
	}
	return false
}

// typeName is cel-go's TypeName, used in the clause errors.
func celTypeName(t *Type) string {
	switch t.Kind {
	case List:
		return "list"
	case Map:
		return "map"
	case TypeKind:
		return "type"
	}
	return t.String()
}

func checkClauseArg(verb byte, arg *Expr) (*Expr, string) {
	t := arg.Type
	switch verb {
	case 's':
		if bad := verifyStringArg(arg); bad != nil {
			return bad, "string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, was given " + celTypeName(bad.Type)
		}
	case 'd':
		if !kindIn(t, Int, Uint) {
			return arg, "decimal clause can only be used on integers, was given " + celTypeName(t)
		}
	case 'f':
		if !kindIn(t, Double, String) {
			return arg, "fixed-point clause can only be used on doubles, was given " + celTypeName(t)
		}
	case 'e':
		if !kindIn(t, Double, String) {
			return arg, "scientific clause can only be used on doubles, was given " + celTypeName(t)
		}
	case 'b':
		if !kindIn(t, Int, Uint, Bool) {
			return arg, "only integers and bools can be formatted as binary, was given " + celTypeName(t)
		}
	case 'x', 'X':
		if !kindIn(t, Int, Uint, String, Bytes) {
			return arg, "only integers, byte buffers, and strings can be formatted as hex, was given " + celTypeName(t)
		}
	case 'o':
		if !kindIn(t, Int, Uint) {
			return arg, "octal clause can only be used on integers, was given " + celTypeName(t)
		}
	}
	return nil, ""
}

func verifyStringArg(e *Expr) *Expr {
	if !kindIn(e.Type, List, Map, Int, Uint, Double, Bool, String, Timestamp, Bytes, Duration, TypeKind, Null) {
		return e
	}
	switch e.Kind {
	case ListLit:
		for _, a := range e.Args {
			if bad := verifyStringArg(a); bad != nil {
				return bad
			}
		}
	case MapLit:
		for _, en := range e.Entries {
			if bad := verifyStringArg(en.Key); bad != nil {
				return bad
			}
			if bad := verifyStringArg(en.Value); bad != nil {
				return bad
			}
		}
	}
	return nil
}
