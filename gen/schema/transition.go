package schema

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/validators"
)

// Update rules (+k8s:immutable, +k8s:update, +k8s:monotonic) become
// transition rules on the struct that declares the field: there the rule
// sees whether the field is set in the new and the old object, as the Go
// code does, and, like the Go code, it runs only when that struct has an
// old counterpart (the API server skips rules on oldSelf without one).
// On a type or on items there is no such place: an added item has no old
// value, where the Go code still checks it, so those are refused.

func (b *builder) transition(c validators.Check, call *validators.Call, where string, f *fieldSite) {
	if f == nil {
		b.refuse(c.Tag, where, "update rules become CEL rules on the struct that declares a field; on a type or on items an added value has no old value, which the API server does not check; put the tag on the field")
		return
	}
	acc, named := celField(f.json)
	if !named {
		b.refuse(c.Tag, where, "CEL rules cannot name the JSON field "+f.json)
		return
	}
	newSet, ok1 := setExpr("self."+acc, f.typ)
	oldSet, ok2 := setExpr("oldSelf."+acc, f.typ)
	if !ok1 || !ok2 {
		b.refuse(c.Tag, where, "the field's type has no zero test in CEL")
		return
	}
	if !f.atRoot {
		b.drift(c.Tag, "new-parent")
	}
	add := func(rule, msg string) {
		f.parent.Validations = append(f.parent.Validations, Rule{Rule: rule, Message: msg, FieldPath: fieldPath(f.json),
			transition: true, pos: c.Tag.Pos, tag: c.Tag.Text})
	}
	same := sameExpr(acc, f.typ)
	switch call.Func {
	case "Immutable":
		add(same, "field is immutable")
	case "Monotonic":
		zero := zeroLiteral(validators.Deref(f.typ))
		if zero == "" {
			b.refuse(c.Tag, where, "monotonic needs an integer")
			return
		}
		add("!has(self."+acc+") || self."+acc+" >= (has(oldSelf."+acc+") ? oldSelf."+acc+" : "+zero+")", "may not be decreased")
	case "Update":
		for _, a := range call.Args {
			flags, ok := a.(validators.ArgFlags)
			if !ok {
				continue
			}
			for _, w := range flags.Names {
				switch w {
				case "NoSet":
					add("("+oldSet+") || !("+newSet+")", "field cannot be set once created")
				case "NoModify":
					add("!(("+oldSet+") && ("+newSet+")) || ("+same+")", "field cannot be modified once set")
				case "NoClear":
					add("!("+oldSet+") || ("+newSet+")", "field cannot be cleared once set")
				}
			}
		}
	}
}

// sameExpr says in CEL that the field did not change, with the Go code's
// equality: a basic value absent from JSON is its zero value, and an empty
// list or map equals a missing one.
func sameExpr(acc string, t types.Type) string { return sameExprOn("self", "oldSelf", acc, t) }

// sameExprOn is sameExpr for the field acc of the objects now and old.
func sameExprOn(now, old, acc string, t types.Type) string {
	n, o := now+"."+acc, old+"."+acc
	if _, isPtr := types.Unalias(t).(*types.Pointer); !isPtr {
		if zero := zeroLiteral(t); zero != "" {
			return "(has(" + n + ") ? " + n + " : " + zero + ") == (has(" + o + ") ? " + o + " : " + zero + ")"
		}
		switch t.Underlying().(type) {
		case *types.Slice, *types.Map:
			return "(has(" + n + ") ? " + n + ".size() : 0) == 0 && (has(" + o + ") ? " + o + ".size() : 0) == 0 || " +
				"has(" + n + ") && has(" + o + ") && " + n + " == " + o
		}
	}
	return "has(" + n + ") == has(" + o + ") && (!has(" + n + ") || " + n + " == " + o + ")"
}
