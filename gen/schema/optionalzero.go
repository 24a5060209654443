package schema

import (
	"go/types"
	"strconv"
	"strings"

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
		add("self.matches("+celString(p.Pattern)+")", "must match the regular expression "+strconv.Quote(p.Pattern))
		p.Pattern = ""
	}
	for _, b := range []struct {
		bound **int64
		expr  string
		msg   string
	}{
		{&p.MinLength, "self.size() >= ", "must be at least %d characters long"},
		{&p.MinItems, "self.size() >= ", "must have at least %d items"},
		{&p.MinProperties, "self.size() >= ", "must have at least %d properties"},
	} {
		if *b.bound != nil && **b.bound > 0 {
			n := strconv.FormatInt(**b.bound, 10)
			add(b.expr+n, strings.Replace(b.msg, "%d", n, 1))
			*b.bound = nil
		}
	}
	if p.Minimum != nil && (*p.Minimum > 0 || (*p.Minimum == 0 && p.ExclusiveMinimum)) {
		n := strconv.FormatInt(*p.Minimum, 10)
		if p.ExclusiveMinimum {
			add("self > "+n, "must be greater than "+n)
		} else {
			add("self >= "+n, "must be greater than or equal to "+n)
		}
		p.Minimum, p.ExclusiveMinimum = nil, false
	}
	if p.Maximum != nil && (*p.Maximum < 0 || (*p.Maximum == 0 && p.ExclusiveMaximum)) {
		n := strconv.FormatInt(*p.Maximum, 10)
		if p.ExclusiveMaximum {
			add("self < "+n, "must be less than "+n)
		} else {
			add("self <= "+n, "must be less than or equal to "+n)
		}
		p.Maximum, p.ExclusiveMaximum = nil, false
	}
}

func slicesContainsAny(list []any, v any) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
