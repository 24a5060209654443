package schema

import (
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Field-reference bounds (+k8s:minimum(constraint: limits.max) and the
// other bounds) become a CEL rule on the struct that declares the bounded
// field, comparing the two integers, reported at the bounded field with
// the Go code's message without the limit's value (a messageExpression
// with string(limit) makes the API server's cost estimate assume a string
// of the largest size). As in the Go
// code, the rule holds while either value is unset (a nil pointer on the
// way; a missing integer is zero), and on update when neither value
// changed (with an optional old value; below an atomic or set list,
// where the API server allows none, whenever the struct changed).

// boundRelations are the comparison and message of each runtime function.
var boundRelations = map[string][2]string{
	"MinimumField":          {">=", "must be greater than or equal to"},
	"MaximumField":          {"<=", "must be less than or equal to"},
	"ExclusiveMinimumField": {">", "must be greater than"},
	"ExclusiveMaximumField": {"<", "must be less than"},
}

func (b *builder) fieldBound(p *Props, r *validators.FieldBoundRule, t tags.Tag, where string) {
	rel, known := boundRelations[r.Func]
	if !known {
		b.refuse(t, where, "the bound "+r.Func+" has no CRD form in this version")
		return
	}
	operands := func(obj string) (set, value, limit string, ok bool) {
		vs, v, ok1 := boundOperand(obj, []string{r.FieldJSON}, []*types.Var{r.Field})
		ls, l, ok2 := boundOperand(obj, strings.Split(r.LimitPath, "."), r.Limit)
		return strings.Join(append(vs, ls...), " && "), v, l, ok1 && ok2
	}
	set, value, limit, ok := operands("self")
	oldSet, oldValue, oldLimit, _ := operands("oldSelf.value()")
	if !ok {
		b.refuse(t, where, "CEL rules cannot name the fields "+r.FieldJSON+" and "+r.LimitPath)
		return
	}
	rule := value + " " + rel[0] + " " + limit
	if set != "" {
		rule = "!(" + set + ") || " + rule
	}
	unchanged := "oldSelf.hasValue()"
	if set != "" {
		unchanged += " && (" + oldSet + ") == (" + set + ") && (!(" + set + ") || " + oldValue + " == " + value + " && " + oldLimit + " == " + limit + ")"
	} else {
		unchanged += " && " + oldValue + " == " + value + " && " + oldLimit + " == " + limit
	}
	msg := rel[1] + " " + r.LimitPath
	p.Validations = append(p.Validations, Rule{
		Rule: unchanged + " || " + rule, Message: msg,
		FieldPath: fieldPath(r.FieldJSON), OptionalOldSelf: new(true), transition: true, withoutOld: rule, pos: t.Pos, tag: t.Text,
	})
}

// boundOperand reads the integer at the end of a path of fields (JSON
// names and their Go fields) of obj: the conditions under which it is set
// (no nil pointer on the way), and its value (zero where a value that is
// not a pointer is missing).
func boundOperand(obj string, names []string, vars []*types.Var) (set []string, value string, ok bool) {
	if len(names) != len(vars) || len(vars) == 0 {
		return nil, "", false
	}
	accs := make([]string, len(vars))
	lastPtr := -1
	acc := obj
	for i, name := range names {
		a, named := celField(name)
		if !named {
			return nil, "", false
		}
		acc += "." + a
		accs[i] = acc
		if _, isPtr := types.Unalias(vars[i].Type()).(*types.Pointer); isPtr {
			lastPtr = i
		}
	}
	for i := 0; i <= lastPtr; i++ {
		set = append(set, "has("+accs[i]+")")
	}
	if lastPtr == len(vars)-1 {
		return set, acc, true
	}
	var present []string
	for i := lastPtr + 1; i < len(vars); i++ {
		present = append(present, "has("+accs[i]+")")
	}
	return set, "(" + strings.Join(present, " && ") + " ? " + acc + " : 0)", true
}
