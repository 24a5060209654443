package schema

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// +k8s:equalTo("sibling") becomes a CEL rule on the struct that declares
// both fields, reported at the tagged field (fieldPath). A missing field
// reads as its zero value, as a nil pointer does in the Go code. The Go
// code ratchets the rule on the two values, so the rule holds when an old
// struct exists and neither value changed (optionalOldSelf); below an
// atomic or set list it is written without that part (see correlate.go).

func (b *builder) equalTo(p *Props, r *validators.EqualToRule, t tags.Tag, where string) {
	f, ok1 := celField(r.FieldJSON)
	s, ok2 := celField(r.SiblingJSON)
	if !ok1 || !ok2 {
		b.refuse(t, where, "CEL rules cannot name the fields "+r.FieldJSON+" and "+r.SiblingJSON)
		return
	}
	zero, ok := celZero(validators.Deref(r.Field.Type()))
	if !ok {
		b.refuse(t, where, "+k8s:equalTo compares structs or arrays here, which a CEL rule cannot read with their zero values; only strings, integers and booleans have a CRD form")
		return
	}
	value := func(obj, acc string) string {
		return "(has(" + obj + "." + acc + ") ? " + obj + "." + acc + " : " + zero + ")"
	}
	rule := value("self", f) + " == " + value("self", s)
	old := "oldSelf.value()"
	unchanged := "oldSelf.hasValue() && " + value(old, f) + " == " + value("self", f) + " && " + value(old, s) + " == " + value("self", s)
	p.Validations = append(p.Validations, Rule{
		Rule: unchanged + " || " + rule, Message: "must be equal to " + r.SiblingJSON, FieldPath: fieldPath(r.FieldJSON),
		OptionalOldSelf: new(true), transition: true, withoutOld: rule, pos: t.Pos, tag: t.Text,
	})
}

// celZero is the CEL literal of the zero value of a scalar type.
func celZero(t types.Type) (string, bool) {
	b, ok := types.Unalias(t).Underlying().(*types.Basic)
	switch {
	case !ok:
		return "", false
	case b.Info()&types.IsString != 0:
		return "''", true
	case b.Info()&types.IsInteger != 0:
		return "0", true
	case b.Info()&types.IsBoolean != 0:
		return "false", true
	}
	return "", false
}
