package schema

import (
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Unions of struct fields (+k8s:unionMember, +k8s:zeroOrOneOfMember,
// +k8s:unionDiscriminator) become CEL rules on the struct, with the Go
// code's messages and paths: the struct for a member count, each member
// for a discriminated union. The Go code skips a union on update when no
// member changed between set and unset (nor the discriminator), so the
// rules hold with an optional old value that shows no such change; below
// an atomic or set list they are written without that part.

func (b *builder) union(p *Props, r *validators.UnionRule, t tags.Tag, where string, f *fieldSite, v *validators.Validations) {
	for _, m := range r.Members {
		if m.Item != nil {
			b.itemUnion(p, r, t, where, f, v)
			return
		}
	}
	// The members are fields of the struct p: the struct declaring them,
	// or one reached by +k8s:subfield (whose node is this use's own).
	type member struct{ acc, json, now, old string }
	var ms []member
	var names []string
	for _, m := range r.Members {
		if m.Field == nil {
			b.refuse(t, where, "a union member that is neither a field nor a list item has no CRD form")
			return
		}
		acc, ok := celField(m.Name)
		now, ok1 := setExpr("self."+acc, m.Field.Type())
		old, ok2 := setExpr("oldSelf.value()."+acc, m.Field.Type())
		if !ok || !ok1 || !ok2 {
			b.refuse(t, where, "CEL rules cannot name the member "+m.Name)
			return
		}
		ms = append(ms, member{acc, m.Name, "(" + now + ")", "(" + old + ")"})
		names = append(names, "`"+m.Name+"`")
	}
	unchanged := []string{"oldSelf.hasValue()"}
	for _, m := range ms {
		unchanged = append(unchanged, m.old+" == "+m.now)
	}
	add := func(rule, msg, path string) {
		p.Validations = append(p.Validations, Rule{Rule: strings.Join(unchanged, " && ") + " || " + rule, Message: msg, FieldPath: path,
			OptionalOldSelf: new(true), transition: true, withoutOld: rule, pos: t.Pos, tag: t.Text})
	}
	all := strings.Join(names, ", ")
	if r.Discriminator == nil {
		var count []string
		for _, m := range ms {
			count = append(count, "("+m.now+" ? 1 : 0)")
		}
		sum := strings.Join(count, " + ")
		if r.Kind == validators.ZeroOrOneOf {
			add(sum+" <= 1", "must specify at most one of: "+all, "")
		} else {
			add(sum+" == 1", "must specify exactly one of: "+all, "")
		}
		return
	}
	dacc, ok := celField(r.DiscriminatorJSON)
	zero := zeroLiteral(validators.Deref(r.Discriminator.Type()))
	if !ok || zero != "''" {
		b.refuse(t, where, "the discriminator must be a string field CEL rules can name")
		return
	}
	value := func(obj string) string {
		return "(has(" + obj + "." + dacc + ") ? " + obj + "." + dacc + " : '')"
	}
	unchanged = append(unchanged, value("oldSelf.value()")+" == "+value("self"))
	for i, m := range ms {
		v := r.Members[i].Value
		add(m.now+" == ("+value("self")+" == "+celString(v)+")",
			"must be specified exactly when `"+r.DiscriminatorJSON+"` is "+strconv.Quote(v), fieldPath(m.json))
	}
}
