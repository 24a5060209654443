package schema

import (
	"go/types"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// +k8s:item(key: value, ...)=<tag> applies <tag> to the item of a
// listType=map list whose keys have the given values. Every item shares one
// `items` schema, so the payload's checks become CEL rules there that hold
// for other items: `!(self.type == 'Approved') || <check of self>`, with
// the fieldPath of what they check inside the item. The items of a map
// list are matched with their old values by key, so the API server
// ratchets these rules per item, as the Go code checks the selected item
// only when it changed; a rule on a subfield of the item also holds, with
// an optional old value, while that subfield is unchanged, as the Go code
// does not check an unchanged subfield again.
//
// Update rules: NoModify is a transition rule on the items (it runs when
// the item has an old value, as in the Go code); a forbidden removal
// (+k8s:update=NoClear or NoRemoveItem) a transition rule on the struct
// that declares the list, reported at the list, as the Go code does. An
// added item is reported by the Go code at its index, which a rule's
// fieldPath cannot name: +k8s:immutable and NoSet on an item are left out
// (refused: a crd-inexpressible finding).
// Unions of items count the matching items on the list's struct.

// item places the rules of one selected item of the list node p.
func (b *builder) item(p *Props, it *validators.Item, v *validators.Validations, where string, f *fieldSite) {
	where = "the item " + selector(it) + " of " + where
	if p.Type != "array" || p.ListType != "map" || p.Items == nil {
		b.refuse(it.Tag, where, "+k8s:item needs a list with x-kubernetes-list-type: map")
		return
	}
	match, ok := itemMatch("self", it, v.Identity())
	if !ok {
		b.refuse(it.Tag, where, "CEL rules cannot name the list's key fields")
		return
	}
	rest := *it.V
	rest.Checks = nil
	for _, c := range it.V.Checks {
		call, isCall := c.Rule.(*validators.Call)
		if !isCall || (call.Func != "Immutable" && call.Func != "Update") {
			rest.Checks = append(rest.Checks, c)
			continue
		}
		if ok, why := b.opts.emitted(c.Level, c.Cond); why != "" {
			b.refuse(c.Tag, where, why)
		} else if ok {
			b.itemUpdate(p, c, call, match, where)
		}
	}
	if it.ForbidsRemoval() {
		b.itemRemoval(it, v, where, f)
	}
	if it.ForbidsAddition() {
		b.refuse(it.Tag, where, "the Go code reports an added item at its index, which a CEL rule's fieldPath cannot name (NoSet on an item)")
	}
	// An item has no presence of its own (the tags do not allow it): its
	// type matters only to presence checks, so none is given.
	for _, pr := range b.predsOf(&rest, "self", types.Typ[types.Invalid], "", where) {
		if !b.bounded(pr, p.Items, where) {
			continue
		}
		pr = pr.guarded(match)
		r := Rule{Rule: pr.expr, Message: pr.msg, Reason: pr.reason, pos: pr.tag.Pos, tag: pr.tag.Text}
		if len(pr.steps) > 0 {
			// The API server ratchets the rule when the item is unchanged;
			// the Go code when the subfield it checks is.
			r.Rule = "oldSelf.hasValue() && " + unchangedAt("self", "oldSelf.value()", pr.steps) + " || " + pr.expr
			r.OptionalOldSelf, r.transition, r.withoutOld = new(true), true, pr.expr
		}
		if pr.path != "" {
			r.FieldPath = pr.path
		}
		p.Items.Validations = append(p.Items.Validations, r)
		b.drift(it.Tag, "item-first-match")
	}
}

// itemUpdate maps an update rule of a selected item.
func (b *builder) itemUpdate(p *Props, c validators.Check, call *validators.Call, match, where string) {
	if call.Func == "Immutable" {
		b.refuse(c.Tag, where, "the Go code also reports an added item, at its index, which a CEL rule's fieldPath cannot name; "+
			"use +k8s:update=NoModify,NoClear for an item that may be added once")
		return
	}
	for _, a := range call.Args {
		if flags, ok := a.(validators.ArgFlags); ok {
			for _, w := range flags.Names {
				if w != "NoModify" {
					continue
				}
				p.Items.Validations = append(p.Items.Validations, Rule{Rule: "!(" + match + ") || self == oldSelf",
					Message: "field cannot be modified once set", transition: true, pos: c.Tag.Pos, tag: c.Tag.Text})
			}
		}
	}
}

// itemRemoval forbids the selected item to leave the list, on the struct
// that declares the list: a rule on the list would not run when the list
// is gone.
func (b *builder) itemRemoval(it *validators.Item, v *validators.Validations, where string, f *fieldSite) {
	if f == nil {
		b.refuse(it.Tag, where, "a forbidden removal is checked on the struct that declares the list, and this list is not a struct field")
		return
	}
	acc, named := celField(f.json)
	oldMatch, ok1 := itemMatch("o", it, v.Identity())
	newMatch, ok2 := itemMatch("x", it, v.Identity())
	if !named || !ok1 || !ok2 {
		b.refuse(it.Tag, where, "CEL rules cannot name the list or its key fields")
		return
	}
	rule := "!has(oldSelf." + acc + ") || !oldSelf." + acc + ".exists(o, " + oldMatch + ") || has(self." + acc + ") && self." + acc + ".exists(x, " + newMatch + ")"
	f.parent.Validations = append(f.parent.Validations, Rule{Rule: rule, Message: "item may not be removed", Reason: "FieldValueForbidden",
		FieldPath: fieldPath(f.json), transition: true, pos: it.Tag.Pos, tag: it.Tag.Text})
}

// itemMatch says in CEL that the item x has the selected keys.
func itemMatch(x string, it *validators.Item, id *validators.List) (string, bool) {
	if id == nil || len(it.Match) == 0 {
		return "", false
	}
	var conds []string
	for _, k := range it.Match {
		name := ""
		for i, key := range id.Keys {
			if key == k.Field && i < len(id.KeyNames) {
				name = id.KeyNames[i]
			}
		}
		acc, ok := celField(name)
		if name == "" || !ok {
			return "", false
		}
		conds = append(conds, x+"."+acc+" == "+celLiteral(k.Literal))
	}
	return strings.Join(conds, " && "), true
}

// selector renders an item selector for messages: (type: "Approved").
func selector(it *validators.Item) string {
	pairs := make([]string, len(it.Tag.Args))
	for i, a := range it.Tag.Args {
		v := a.Value
		if a.Kind == tags.ArgString || a.Kind == tags.ArgIdent {
			v = strconv.Quote(v)
		}
		pairs[i] = a.Name + ": " + v
	}
	return "(" + strings.Join(pairs, ", ") + ")"
}

// itemUnion maps a union of list items (+k8s:item(k: v)=+k8s:zeroOrOneOfMember):
// a member is set while the list has a matching item. The rule counts
// them on the struct that declares the list, at the list's path as in the
// Go code, ratcheted like a union of fields.
func (b *builder) itemUnion(p *Props, r *validators.UnionRule, t tags.Tag, where string, f *fieldSite, v *validators.Validations) {
	id := v.Identity()
	if r.Discriminator != nil {
		b.refuse(t, where, "a discriminated union of list items has no CRD form in this version")
		return
	}
	list, obj, oldList := "self", &p.Validations, "oldSelf.value()"
	path := ""
	if f != nil {
		acc, named := celField(f.json)
		if !named {
			b.refuse(t, where, "CEL rules cannot name the list "+f.json)
			return
		}
		list, obj, path = "self."+acc, &f.parent.Validations, fieldPath(f.json)
		oldList += "." + acc
	} else if r.Kind != validators.ZeroOrOneOf {
		b.refuse(t, where, "exactly one item must be there, which a rule on the list cannot check when the list is missing, and this list is not a struct field")
		return
	}
	isSet := func(l string, m validators.UnionMember) (string, bool) {
		match, ok := itemMatch("x", m.Item, id)
		if !ok {
			return "", false
		}
		e := l + ".exists(x, " + match + ")"
		if f != nil {
			e = "has(" + l + ") && " + e
		}
		return "(" + e + ")", true
	}
	var count, unchanged, names []string
	unchanged = append(unchanged, "oldSelf.hasValue()")
	for _, m := range r.Members {
		now, ok1 := isSet(list, m)
		was, ok2 := isSet(oldList, m)
		if !ok1 || !ok2 {
			b.refuse(t, where, "CEL rules cannot name the list's key fields")
			return
		}
		count = append(count, "("+now+" ? 1 : 0)")
		unchanged = append(unchanged, was+" == "+now)
		names = append(names, "`"+m.Name+"`")
	}
	rule, msg := strings.Join(count, " + ")+" == 1", "must specify exactly one of: "+strings.Join(names, ", ")
	if r.Kind == validators.ZeroOrOneOf {
		rule, msg = strings.Join(count, " + ")+" <= 1", "must specify at most one of: "+strings.Join(names, ", ")
	}
	if f != nil && skipsUnset(v) {
		// The Go code checks nothing more of an unset optional (or
		// required) list, the union included.
		set, _ := setExpr(list, f.typ)
		rule = "!(" + set + ") || " + rule
	}
	*obj = append(*obj, Rule{Rule: strings.Join(unchanged, " && ") + " || " + rule, Message: msg, FieldPath: path,
		OptionalOldSelf: new(true), transition: true, withoutOld: rule, pos: t.Pos, tag: t.Text})
}
