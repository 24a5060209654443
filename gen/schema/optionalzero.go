package schema

import (
	"go/types"
	"strconv"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// An optional field that is not a pointer is unset, for the Go code, when
// it holds its zero value, and then none of its checks run. JSON omits
// that zero only with omitempty (or omitzero): without it the object
// carries "" or 0 or [], and a CRD would check it. For such fields the
// schema exempts the zero value from every rule of the field's node: the
// keywords that reject it become CEL rules that accept it first, and the
// node's CEL rules accept it too.

// zeroExempt reports whether field f stops at its zero value in the
// Go code (optional, or forbidden, or optional under the options the CRD
// is built for), is not a pointer, and is written to JSON even when zero;
// zero is its zero test in CEL.
func (b *builder) zeroExempt(f *model.Field, v *validators.Validations) (zero string, ok bool) {
	if v == nil || !b.stopsAtZero(v) || f.OmitZero {
		return "", false
	}
	switch u := types.Unalias(f.Var.Type()).Underlying().(type) {
	case *types.Slice, *types.Map:
		return "self.size() == 0", true
	case *types.Basic:
		switch lit := zeroLiteral(u); lit {
		case "''":
			return "self.size() == 0", true
		case "false":
			return "!self", true
		case "":
			return "", false
		default:
			return "self == " + lit, true
		}
	}
	return "", false // pointers (nil is null, which the API server drops) and structs
}

// stopsAtZero reports a field whose checks the Go code skips when it is
// zero: +k8s:optional or +k8s:forbidden in force, or a conditional one
// (a Stop check) whose condition holds for the CRD.
func (b *builder) stopsAtZero(v *validators.Validations) bool {
	if v.Presence == validators.Optional || v.Presence == validators.Forbidden {
		if ok, _ := b.opts.emitted(v.PresenceLevel, v.PresenceCond); ok {
			return true
		}
	}
	for _, c := range v.Checks {
		if call, isCall := c.Rule.(*validators.Call); isCall && (call.Func == "Stop" || call.Func == "ForbiddenIf") {
			if ok, _ := b.opts.emitted(c.Level, c.Cond); ok {
				return true
			}
		}
	}
	return false
}

// exemptZero rewrites p (the schema of such a field) so that its zero
// value passes.
func exemptZero(p *Props, zero string) {
	guard := func(expr string) string { return zero + " || " + expr }
	add := func(expr, msg string) {
		p.Validations = append(p.Validations, Rule{Rule: guard(expr), Message: msg})
	}
	for i := range p.Validations {
		p.Validations[i].Rule = guard("(" + p.Validations[i].Rule + ")")
	}
	if len(p.Enum) > 0 && p.Type == "string" && !slicesContainsAny(p.Enum, "") {
		p.Enum = append(p.Enum, "") // "" is unset for this field
	}
	if p.Pattern != "" {
		add(patternRule(p.Pattern, "self"))
		p.Pattern = ""
	}
	bound := func(fn string, n int64) {
		expr, msg, _ := boundRule(fn, n, "self")
		add(expr, msg)
	}
	if p.MinLength != nil && *p.MinLength > 0 {
		bound("MinLength", *p.MinLength)
		p.MinLength = nil
	}
	for _, b := range []struct {
		min  **int64
		noun string
	}{{&p.MinItems, "items"}, {&p.MinProperties, "properties"}} {
		if *b.min != nil && **b.min > 0 {
			n := strconv.FormatInt(**b.min, 10)
			add("self.size() >= "+n, "must have at least "+n+" "+b.noun)
			*b.min = nil
		}
	}
	if p.Type == "number" {
		return // floatBoundRejectsZero refused it
	}
	if p.Minimum != nil && (*p.Minimum > 0 || (*p.Minimum == 0 && p.ExclusiveMinimum)) {
		fn := "Minimum"
		if p.ExclusiveMinimum {
			fn = "ExclusiveMinimum"
		}
		bound(fn, int64(*p.Minimum))
		p.Minimum, p.ExclusiveMinimum = nil, false
	}
	if p.Maximum != nil && (*p.Maximum < 0 || (*p.Maximum == 0 && p.ExclusiveMaximum)) {
		fn := "Maximum"
		if p.ExclusiveMaximum {
			fn = "ExclusiveMaximum"
		}
		bound(fn, int64(*p.Maximum))
		p.Maximum, p.ExclusiveMaximum = nil, false
	}
}

// floatBoundRejectsZero reports a float's bound that the API server's
// check fails on 0 (an integer, compared with the bound truncated).
func floatBoundRejectsZero(p *Props) bool {
	if p.Type != "number" {
		return false
	}
	lo, hi := p.Minimum, p.Maximum
	return (lo != nil && (int64(*lo) > 0 || (int64(*lo) == 0 && p.ExclusiveMinimum))) ||
		(hi != nil && (int64(*hi) < 0 || (int64(*hi) == 0 && p.ExclusiveMaximum))) ||
		// 0 is an integer, divided by the factor truncated to one.
		(p.MultipleOf != nil && int64(*p.MultipleOf) <= 0)
}

func slicesContainsAny(list []any, v any) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
