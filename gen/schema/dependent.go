package schema

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// +k8s:dependentRequired / +k8s:dependentForbidden become a CEL rule on
// the struct that declares both fields. The Go code ratchets the rule on
// the two fields only (skipped on update unless one of them changed
// between set and unset), so the rule says the same with an optional old
// value: it holds when an old struct exists and neither field changed
// set-state. Below an atomic or set list, where the API server allows no
// oldSelf, the rule is written without that part (see correlate.go).

func (b *builder) dependency(p *Props, r *validators.DependencyRule, t tags.Tag, where string) {
	trig, ok1 := celField(r.TriggerJSON)
	dep, ok2 := celField(r.DependentJSON)
	if !ok1 || !ok2 {
		b.refuse(t, where, "CEL rules cannot name the fields "+r.TriggerJSON+" and "+r.DependentJSON)
		return
	}
	set := func(obj, acc string, typ types.Type) string {
		s, _ := setExpr(obj+"."+acc, typ)
		return "(" + s + ")"
	}
	trigger, dependent := r.Trigger.Type(), r.Dependent.Type()
	rule := "!" + set("self", trig, trigger) + " || " + set("self", dep, dependent)
	msg, reason := "must be set when "+r.TriggerJSON+" is set", "FieldValueRequired"
	if !r.Required {
		rule = "!" + set("self", trig, trigger) + " || !" + set("self", dep, dependent)
		msg, reason = "may not be set when "+r.TriggerJSON+" is set", "FieldValueForbidden"
	}
	old := "oldSelf.value()"
	unchanged := "oldSelf.hasValue() && " + set(old, trig, trigger) + " == " + set("self", trig, trigger) +
		" && " + set(old, dep, dependent) + " == " + set("self", dep, dependent)
	p.Validations = append(p.Validations, Rule{
		Rule: unchanged + " || " + rule, Message: msg, Reason: reason, FieldPath: fieldPath(r.DependentJSON),
		OptionalOldSelf: new(true), transition: true, withoutOld: rule, pos: t.Pos, tag: t.Text,
	})
}
