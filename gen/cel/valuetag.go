package cel

import (
	"strconv"
	"strings"
)

// ValueTags returns the +k8s: value tags that check exactly what prog's
// rule checks, when the rule only restates them (self.size() <= 10 is
// +k8s:maxLength=10 on a string), so that lint can suggest the tag: it has
// Kubernetes' standard error, runs without CEL and is published as an
// OpenAPI keyword. A conjunction restates the tags of its parts. nil when
// any part is more than a bound, or when the rule shapes its error
// (messageExpression, reason, fieldPath) as no tag can.
func ValueTags(prog *Program) []string {
	if prog == nil || prog.Expr == nil || prog.Rule.MessageExpression != "" || prog.Rule.Reason != "" && prog.Rule.Reason != "FieldValueInvalid" || prog.Rule.FieldPath != "" || prog.Rule.OptionalOldSelf {
		return nil
	}
	var tags []string
	var walk func(e *Expr) bool
	walk = func(e *Expr) bool {
		if e.Kind == Call && e.Name == "_&&_" && len(e.Args) == 2 {
			return walk(e.Args[0]) && walk(e.Args[1])
		}
		tag := valueTag(e)
		tags = append(tags, tag)
		return tag != ""
	}
	if !walk(prog.Expr) {
		return nil
	}
	return tags
}

// valueTag is the tag that e alone restates, or "".
func valueTag(e *Expr) string {
	if e.Kind != Call {
		return ""
	}
	switch {
	case e.Name == "matches" && e.Target != nil && isSelf(e.Target) && len(e.Args) == 1:
		if s, ok := e.Args[0].Lit.(string); ok && e.Args[0].Kind == Literal {
			return "+k8s:pattern=" + strconv.Quote(s)
		}
	case e.Name == "_==_" && len(e.Args) == 2:
		if isSelf(e.Args[0]) && isIdent(e.Args[1], "oldSelf") || isSelf(e.Args[1]) && isIdent(e.Args[0], "oldSelf") {
			return "+k8s:immutable"
		}
		if n, ok := moduloZero(e.Args[0], e.Args[1]); ok {
			return "+k8s:multipleOf=" + strconv.FormatInt(n, 10)
		}
	case e.Name == "_!=_" && len(e.Args) == 2:
		if isSelf(e.Args[0]) && e.Args[0].Type != nil && e.Args[0].Type.Kind == String {
			if s, ok := e.Args[1].Lit.(string); ok && e.Args[1].Kind == Literal {
				return "+k8s:neq=" + strconv.Quote(s)
			}
		}
	}
	op, ok := comparisons[e.Name]
	if !ok || len(e.Args) != 2 {
		return ""
	}
	x, lit := e.Args[0], e.Args[1]
	if n, ok := intLiteral(x); ok {
		// N < x is x > N.
		if _, isLit := intLiteral(lit); isLit {
			return ""
		}
		x, op = lit, flipped[op]
		return bound(x, op, n)
	}
	n, ok := intLiteral(lit)
	if !ok {
		return ""
	}
	return bound(x, op, n)
}

var comparisons = map[string]string{"_<_": "<", "_<=_": "<=", "_>_": ">", "_>=_": ">="}

var flipped = map[string]string{"<": ">", "<=": ">=", ">": "<", ">=": "<="}

// bound is the tag of x op n: sizes of strings, lists and maps, and
// integer values.
func bound(x *Expr, op string, n int64) string {
	if arg := sizeOfSelf(x); arg != nil && arg.Type != nil {
		names := map[Kind][2]string{String: {"minLength", "maxLength"}, List: {"minItems", "maxItems"}, Map: {"minProperties", "maxProperties"}}[arg.Type.Kind]
		if names[0] == "" {
			return ""
		}
		switch op {
		case "<":
			n--
		case ">":
			n++
		}
		if n < 0 {
			return ""
		}
		if op == "<" || op == "<=" {
			return "+k8s:" + names[1] + "=" + strconv.FormatInt(n, 10)
		}
		return "+k8s:" + names[0] + "=" + strconv.FormatInt(n, 10)
	}
	if !isSelf(x) || x.Type == nil || x.Type.Kind != Int {
		return ""
	}
	name := map[string]string{"<": "exclusiveMaximum", "<=": "maximum", ">": "exclusiveMinimum", ">=": "minimum"}[op]
	return "+k8s:" + name + "=" + strconv.FormatInt(n, 10)
}

// sizeOfSelf is self when e is self.size() or size(self).
func sizeOfSelf(e *Expr) *Expr {
	if e.Kind != Call || e.Name != "size" {
		return nil
	}
	switch {
	case e.Target != nil && len(e.Args) == 0 && isSelf(e.Target):
		return e.Target
	case e.Target == nil && len(e.Args) == 1 && isSelf(e.Args[0]):
		return e.Args[0]
	}
	return nil
}

// moduloZero matches self % N == 0 (either side), N > 0.
func moduloZero(a, b *Expr) (int64, bool) {
	if z, ok := intLiteral(a); ok && z == 0 {
		a, b = b, a
	}
	if z, ok := intLiteral(b); !ok || z != 0 {
		return 0, false
	}
	if a.Kind != Call || a.Name != "_%_" || len(a.Args) != 2 || !isSelf(a.Args[0]) {
		return 0, false
	}
	n, ok := intLiteral(a.Args[1])
	return n, ok && n > 0
}

func intLiteral(e *Expr) (int64, bool) {
	if e.Kind != Literal {
		return 0, false
	}
	n, ok := e.Lit.(int64)
	return n, ok
}

func isSelf(e *Expr) bool { return isIdent(e, "self") }

func isIdent(e *Expr, name string) bool {
	return e.Kind == Ident && strings.TrimPrefix(e.Name, ".") == name
}
