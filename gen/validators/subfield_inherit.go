package validators

import (
	"go/types"
	"math"
)

// A +k8s:subfield(name)=<tag> rule runs only where the selected field's own
// validation would get past its short-circuit rules: as in Kubernetes, the
// subfield inherits the presence, update and size-limit rules written on the
// field's declaration (+k8s:required, optional, forbidden, immutable,
// update, maxItems, maxProperties, short-circuit test tags). They stop the
// subfield's other checks without reporting anything: the field's own
// validation, run by its struct's function, reports them. Nothing is
// inherited through +k8s:opaqueType, written on the field or value that
// holds the subfield tag or on the declaration of the struct's type, since
// then the struct's function (which would report them) does not run.

// Kubernetes v1.38 dropped the inheritance: a subfield rule is the
// parent's own, and only the subfield's own short-circuit rules stop it.

// inheritSubfieldRules adds the inherited rules to every subfield reached
// from vs, once per selected field and site.
func (p *Plan) inheritSubfieldRules(vs []*Validations) {
	if p.Universe.Release.SubfieldKeepsOwnStops() {
		return
	}
	declared := map[*types.Var]*Validations{}
	for _, tp := range p.types {
		for _, f := range tp.Fields {
			declared[f.Field.Var] = f.V
		}
	}
	var walk func(v *Validations)
	walk = func(v *Validations) {
		if v == nil {
			return
		}
		walk(v.Each)
		walk(v.Keys)
		for _, it := range v.Items {
			walk(it.V)
		}
		for _, sf := range v.Subfields {
			walk(sf.V)
			if p.subfieldOpaque(sf) {
				continue
			}
			target := declared[sf.Field]
			if target == nil {
				target = p.readonlyField(sf.Field)
			}
			sf.V.Checks = append(sf.V.Checks, inheritedRules(sf, target)...)
		}
	}
	for _, v := range vs {
		walk(v)
	}
}

// subfieldOpaque reports whether +k8s:opaqueType is written on the site
// holding the subfield tag or on the declaration of the struct's type.
func (p *Plan) subfieldOpaque(sf *Subfield) bool {
	if sf.holder != nil && sf.holder.Opaque {
		return true
	}
	if n, ok := types.Unalias(Deref(sf.value)).(*types.Named); ok {
		if tp := p.types[n.Origin().Obj()]; tp != nil && tp.Own.Opaque {
			return true
		}
	}
	return false
}

// readonlyField applies the tags of a field declared in a package that this
// run reads but does not generate (a --readonly-pkg), for the rules a
// subfield inherits. That package's own run reports mistakes in its tags;
// the tags that apply here still count.
func (p *Plan) readonlyField(v *types.Var) *Validations {
	f := p.Universe.FieldOf(v)
	if f == nil || f.Skip {
		return nil
	}
	fv := &Validations{}
	owner := &Site{Scope: ScopeType, Type: v.Type(), Pos: f.Pos, What: "a struct", Universe: p.Universe, V: &Validations{}}
	site := &Site{Scope: ScopeField, Type: v.Type(), Pos: f.Pos, What: "field " + f.Name, Universe: p.Universe, V: fv,
		FieldName: f.Name, Parent: owner, Field: f}
	ApplyAll(site, f.Tags)
	for phase := ListPhase; phase < numPhases; phase++ {
		runPhase(fv, phase)
	}
	return fv
}

// inheritedRules returns the short-circuit rules of target as checks of the
// subfield that stop its other checks and report nothing.
func inheritedRules(sf *Subfield, target *Validations) []Check {
	if target == nil {
		return nil
	}
	var out []Check
	add := func(c Check, cond []Condition) {
		for _, k := range cond {
			if k.Sibling != nil {
				// The condition reads a field of the selected field's
				// struct, which is not the struct whose function runs the
				// subfield: leave the rule to the field's own validation.
				return
			}
		}
		c.ShortCircuit, c.NonError, c.Cohort = true, true, ""
		c.Cond = append(append([]Condition(nil), sf.cond...), cond...)
		c.Order = math.MaxInt // after the subfield's own rules, as in Kubernetes
		c.Emits = nil
		out = append(out, c)
	}
	switch target.Presence {
	case Required, Optional:
		add(Check{Tag: target.PresenceTag, Raw: true, Rule: runtimeCall("Stop", ArgUnset{})}, target.PresenceCond)
	case Forbidden:
		// Set, it fails; unset, there is nothing to check.
		add(Check{Tag: target.PresenceTag, Raw: true, Rule: runtimeCall("Stop", boolLit(true))}, target.PresenceCond)
	}
	for _, c := range target.Checks {
		if c.ShortCircuit {
			add(c, c.Cond)
		}
	}
	return out
}
