package schema

import (
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// +k8s:ifMode(modality: m, mode: v)=<tag> applies <tag> to a field while
// its struct's +k8s:modeDiscriminator equals v, and forbids the field in
// the modes none of its ifMode tags names. A rule on the field's node
// cannot read the discriminator, so each check becomes a CEL rule on the
// struct, `!(<in mode v>) || <check of self.f>`, reported at the field
// (fieldPath) with the Go code's reason. The Go code checks such a field
// again only when it or the discriminator changed; the rule says the same
// with an optional old value (below an atomic or set list, where the API
// server allows none, it runs whenever the struct changed).

// modeConds splits the conditions on a sibling field (+k8s:ifMode) from
// the others.
func modeConds(conds []validators.Condition) (mode, rest []validators.Condition) {
	for _, c := range conds {
		if c.Sibling != nil {
			mode = append(mode, c)
		} else {
			rest = append(rest, c)
		}
	}
	return mode, rest
}

// modeCheck adds the rule of a check c of field f that applies only in
// some modes.
func (b *builder) modeCheck(c validators.Check, mode, rest []validators.Condition, v *validators.Validations, where string, f *fieldSite) {
	ok, why := b.opts.emitted(c.Level, rest)
	switch {
	case why != "":
		b.refuse(c.Tag, where, why)
		return
	case !ok:
		return
	case c.ShortCircuit && c.NonError:
		return // stops other checks only: a CRD runs every rule
	case f == nil || f.siblings == nil:
		b.refuse(c.Tag, where, "a rule of one mode reads the discriminator, a field of the struct that declares the field; "+
			"on items, keys, or through +k8s:subfield that struct is not at hand")
		return
	}
	acc, named := celField(f.json)
	if !named {
		b.refuse(c.Tag, where, "CEL rules cannot name the JSON field "+f.json)
		return
	}
	var active []string
	var discs []*model.Field
	for _, m := range mode {
		d := siblingField(f.siblings, m.Sibling)
		in, ok := modeExpr("self", d, m.Equals)
		if !ok {
			b.refuse(c.Tag, where, "CEL rules cannot name the discriminator")
			return
		}
		if !m.Want {
			in = "!" + in
		}
		active = append(active, in)
		if !containsField(discs, d) {
			discs = append(discs, d)
		}
	}
	p, ok := b.predOf(c, "self."+acc, f.typ, where)
	if !ok || !b.bounded(p, f.parent.Properties[f.json], where) {
		return
	}
	if p.reason == "" { // a check of the value, which runs only when it is there
		guard := "has(self." + acc + ")"
		if set, ok := setExpr("self."+acc, f.typ); ok && skipsUnset(v) {
			guard = set // the Go code stops at an unset optional or required field
		}
		p = p.guarded(guard)
	}
	rule := p.guarded(strings.Join(active, " && ")).expr
	// The Go code checks the field again when it or any discriminator its
	// mode tags name changed, not only this check's.
	for _, other := range v.Checks {
		for _, m := range other.Cond {
			if d := siblingField(f.siblings, m.Sibling); m.Sibling != nil && d != nil && !containsField(discs, d) {
				discs = append(discs, d)
			}
		}
	}
	unchanged := []string{"oldSelf.hasValue()", sameExprOn("self", "oldSelf.value()", acc, f.typ)}
	for _, d := range discs {
		dacc, _ := celField(d.JSONName)
		unchanged = append(unchanged, sameExprOn("self", "oldSelf.value()", dacc, d.Var.Type()))
	}
	f.parent.Validations = append(f.parent.Validations, Rule{
		Rule: "(" + strings.Join(unchanged, ") && (") + ") || " + rule, Message: p.msg, Reason: p.reason, FieldPath: fieldPath(f.json),
		OptionalOldSelf: new(true), transition: true, withoutOld: rule, pos: c.Tag.Pos, tag: c.Tag.Text,
	})
}

// siblingField returns the field of v among fields.
func siblingField(fields []*model.Field, v *types.Var) *model.Field {
	for _, f := range fields {
		if f.Var == v {
			return f
		}
	}
	return nil
}

func containsField(fs []*model.Field, f *model.Field) bool {
	for _, x := range fs {
		if x == f {
			return true
		}
	}
	return false
}

// modeExpr says in CEL that the discriminator d of obj equals the mode
// value: a nil pointer matches no mode, a missing value is its zero value.
func modeExpr(obj string, d *model.Field, value validators.Literal) (string, bool) {
	if d == nil {
		return "", false
	}
	acc, ok := celField(d.JSONName)
	if !ok {
		return "", false
	}
	at := obj + "." + acc
	if _, isPtr := types.Unalias(d.Var.Type()).(*types.Pointer); isPtr {
		return "(has(" + at + ") && " + at + " == " + celLiteral(value) + ")", true
	}
	zero := zeroLiteral(d.Var.Type())
	if zero == "" {
		return "", false
	}
	return "((has(" + at + ") ? " + at + " : " + zero + ") == " + celLiteral(value) + ")", true
}
