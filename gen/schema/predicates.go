package schema

import (
	"go/types"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Some rules cannot sit on the schema node of the value they check: the
// rules of one list item (+k8s:item), which share the `items` schema with
// every other item, and the rules of one mode (+k8s:ifMode), which read a
// sibling field. They become CEL rules on an ancestor that say, for an
// expression naming the value (self.f, self), what the value's checks say.
// A pred is one such check; the caller adds its guard (the item's key, the
// mode) and places it.

// pred is one check of a value as a CEL condition that holds when the
// value is valid.
type pred struct {
	expr, msg, reason string
	// path is where the error is reported, as a JSON path below the
	// expression's value ("" for the value itself).
	path string
	tag  tags.Tag
	// steps lead from the expression's value to the subfield the check
	// reads (none for the value itself): the Go code does not check a
	// subfield again while it is unchanged (see unchangedAt).
	steps []valueStep
	// walks marks a check whose cost grows with the string's length
	// (formats, patterns, bytes): the API server's cost estimate needs a
	// maxLength on the string (see bounded).
	walks bool
}

// valueStep is one subfield on the way to a checked value.
type valueStep struct {
	acc string // as CEL names it
	typ types.Type
}

// guarded returns p holding whenever guard is false.
func (p pred) guarded(guard string) pred {
	if guard != "" && guard != "true" {
		p.expr = "!(" + guard + ") || (" + p.expr + ")"
	}
	return p
}

// predsOf returns the checks of v on the value acc of declared type t,
// reported below path. A check without a CEL form here is refused at its
// tag and left out: the caller places what there is.
func (b *builder) predsOf(v *validators.Validations, acc string, t types.Type, path, where string) []pred {
	if v == nil {
		return nil
	}
	var out []pred
	for _, c := range v.Checks {
		if c.ShortCircuit && c.NonError {
			continue // stops other checks only: a CRD runs every rule
		}
		ok, why := b.opts.emitted(c.Level, c.Cond)
		switch {
		case why != "":
			b.refuse(c.Tag, where, why)
		case ok:
			if p, ok := b.predOf(c, acc, t, where); ok {
				p.path = path + p.path
				out = append(out, p)
			}
		}
	}
	if !v.Each.Empty() || !v.Keys.Empty() || len(v.Items) > 0 || v.List != nil {
		tag := firstTag(v)
		b.refuse(tag, where, "rules on items, keys or list types of a value that is itself checked by a rule on its list or struct "+
			"(+k8s:item, +k8s:ifMode) would report at no index a CEL fieldPath can name")
	}
	for _, sf := range v.Subfields {
		out = append(out, b.subfieldPreds(sf, acc, path, where)...)
	}
	return out
}

// subfieldPreds returns the checks of a +k8s:subfield of the struct value
// acc: its presence, and its other checks while it is there.
func (b *builder) subfieldPreds(sf *validators.Subfield, acc, path, where string) []pred {
	name, ok := celField(sf.JSON)
	if !ok {
		b.refuse(sf.Tag, where, "CEL rules cannot name the JSON field "+sf.JSON)
		return nil
	}
	child, childPath := acc+"."+name, path+fieldPath(sf.JSON)
	where = "subfield " + sf.JSON + " of " + where
	step := valueStep{acc: name, typ: sf.Field.Type()}
	var out []pred
	defer func() {
		for i := range out {
			out[i].steps = append([]valueStep{step}, out[i].steps...)
		}
	}()
	set, _ := setExpr(child, sf.Field.Type())
	if sf.V.Presence != validators.NoPresence && sf.V.Presence != validators.Optional {
		ok, why := b.opts.emitted(sf.V.PresenceLevel, sf.V.PresenceCond)
		switch {
		case why != "":
			b.refuse(sf.V.PresenceTag, where, why)
		case ok && set == "":
			b.refuse(sf.V.PresenceTag, where, "the field's type has no zero test in CEL")
		case ok && sf.V.Presence == validators.Required:
			out = append(out, pred{expr: set, msg: "Required value", reason: "FieldValueRequired", path: childPath, tag: sf.V.PresenceTag})
		case ok:
			out = append(out, pred{expr: "!(" + set + ")", msg: "Forbidden", reason: "FieldValueForbidden", path: childPath, tag: sf.V.PresenceTag})
		}
	}
	guard := "has(" + child + ")"
	if skipsUnset(sf.V) && set != "" {
		guard = set // the Go code stops at an unset value
	}
	for _, p := range b.predsOf(sf.V, child, sf.Field.Type(), childPath, where) {
		out = append(out, p.guarded(guard))
	}
	return out
}

// skipsUnset reports whether the Go code checks nothing more of an unset
// value: it is optional or required, or inherits that from the field's
// declaration (a subfield's Stop rule).
func skipsUnset(v *validators.Validations) bool {
	if v.Presence == validators.Optional || v.Presence == validators.Required {
		return true
	}
	for _, c := range v.Checks {
		if call, ok := c.Rule.(*validators.Call); ok && call.Func == "Stop" && len(call.Args) == 1 {
			if _, unset := call.Args[0].(validators.ArgUnset); unset {
				return true
			}
		}
	}
	return false
}

// predOf returns the CEL form of one check of the value acc (declared type
// t); ok is false when there is none (refused) or nothing to check.
func (b *builder) predOf(c validators.Check, acc string, t types.Type, where string) (pred, bool) {
	call, isCall := c.Rule.(*validators.Call)
	if !isCall {
		b.refuse(c.Tag, where, ruleKind(c.Rule)+" has no CRD form inside a rule on one list item or one mode")
		return pred{}, false
	}
	call = keywordCall(call)
	p := pred{tag: c.Tag}
	n, _ := intOperand(call)
	num := strconv.FormatInt(n, 10)
	switch call.Func {
	case "Stop", "NoNilItems", "NoNilValues":
		return pred{}, false // a CRD has no short-circuit; items are never null
	case "RequiredIf", "ForbiddenIf", "Forbidden":
		set, ok := setExpr(acc, t)
		if !ok {
			b.refuse(c.Tag, where, "the field's type has no zero test in CEL")
			return pred{}, false
		}
		if call.Func == "RequiredIf" {
			p.expr, p.msg, p.reason = set, "Required value", "FieldValueRequired"
		} else {
			p.expr, p.msg, p.reason = "!("+set+")", "Forbidden", "FieldValueForbidden"
		}
		return p, true
	case "MinItems", "MinProperties":
		p.expr, p.msg = acc+".size() >= "+num, "must have at least "+num+" items"
	case "MaxItems", "MaxProperties":
		p.expr, p.msg = acc+".size() <= "+num, "must have at most "+num+" items"
	default:
		if strings.HasPrefix(call.Func, "Unique") || call.Func == "Immutable" || call.Func == "Update" || call.Func == "Monotonic" ||
			strings.HasPrefix(call.Func, "UpdateItems") || strings.HasPrefix(call.Func, "UpdatePtrItems") || call.Func == "UpdateMapItems" {
			b.refuse(c.Tag, where, "update and uniqueness rules have no CRD form inside a rule on one mode or on one list item's fields")
			return pred{}, false
		}
		basic, isBasic := types.Unalias(validators.Deref(t)).Underlying().(*types.Basic)
		call = durationAsInteger(call, isBasic && basic.Info()&types.IsInteger != 0)
		expr, msg, ok := scalarRule(call, acc)
		if !ok {
			b.refuse(c.Tag, where, noCELForm(call))
			return pred{}, false
		}
		p.expr, p.msg = expr, msg
		_, isFormat := formatRules[call.Func]
		p.walks = isFormat || call.Func == "Pattern" || call.Func == "Matches" || call.Func == "MaxBytes"
	}
	return p, true
}

// firstTag returns a tag of v for a refusal of its nested rules.
func firstTag(v *validators.Validations) tags.Tag {
	for _, nested := range []*validators.Validations{v.Each, v.Keys} {
		if !nested.Empty() {
			if len(nested.Checks) > 0 {
				return nested.Checks[0].Tag
			}
			if nested.Presence != validators.NoPresence {
				return nested.PresenceTag
			}
		}
	}
	if len(v.Items) > 0 {
		return v.Items[0].Tag
	}
	if v.List != nil {
		return v.List.TypeTag
	}
	return tags.Tag{}
}

// bounded reports whether the API server can bound the cost of p, a
// check of a value below node: a check that walks a string needs a
// maxLength there. Such a check is refused otherwise: the rule sits on an
// ancestor (for items, once per item) and the API server's estimate for a
// string of the largest request size exceeds its budget, while adding
// maxLength to the node would also bound the values this rule does not
// apply to.
func (b *builder) bounded(p pred, node *Props, where string) bool {
	if !p.walks {
		return true
	}
	if n := nodeAtPath(node, p.path); n != nil && n.MaxLength != nil {
		return true
	}
	b.refuse(p.tag, where, "the API server's cost estimate of this CEL rule needs a maxLength on the string it checks; add +k8s:maxLength to the field")
	return false
}

// nodeAtPath follows a fieldPath (.a.b, ['a-b']) from node.
func nodeAtPath(node *Props, path string) *Props {
	for path != "" && node != nil {
		var name string
		switch {
		case strings.HasPrefix(path, "['"):
			end := strings.Index(path, "']")
			if end < 0 {
				return nil
			}
			name, path = path[2:end], path[end+2:]
		case strings.HasPrefix(path, "."):
			path = path[1:]
			end := strings.IndexAny(path, ".[")
			if end < 0 {
				end = len(path)
			}
			name, path = path[:end], path[end:]
		default:
			return nil
		}
		node = node.Properties[name]
	}
	return node
}

// unchangedAt says in CEL that the value at steps below now and old is
// the same: a struct missing from both leaves its fields unchanged.
func unchangedAt(now, old string, steps []valueStep) string {
	st := steps[0]
	if len(steps) == 1 {
		return sameExprOn(now, old, st.acc, st.typ)
	}
	n, o := now+"."+st.acc, old+"."+st.acc
	return "(has(" + n + ") == has(" + o + ") && (!has(" + n + ") || " + unchangedAt(n, o, steps[1:]) + "))"
}
