package validators

import (
	"fmt"
	"go/types"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:item(key: value, ...)=<tag> applies a tag to the one item of a
// listType=map list with the given key, and +k8s:subfield(name)=<tag> to one
// field of a struct value (typically of a shared struct such as ObjectMeta,
// whose own declaration cannot carry per-use tags).

// Item selects the item of a map list whose key fields equal literals.
type Item struct {
	Tag   tags.Tag
	Match []ItemKey
	V     *Validations
}

// ItemKey is one key field and the value it must equal.
type ItemKey struct {
	Field   *types.Var
	Literal Literal
}

// Subfield is one field of a struct value with validations of its own.
type Subfield struct {
	Tag   tags.Tag
	JSON  string
	Field *types.Var
	V     *Validations

	// The site that selects the field: its validations (whose
	// +k8s:opaqueType stops the inheritance of the field's short-circuit
	// rules, see subfield_inherit.go), the struct value's type, and the
	// conditions the subfield tag sits under.
	holder *Validations
	value  types.Type
	cond   []Condition

	// Unscoped: the chain is written inside +k8s:ifEnabled or
	// +k8s:ifDisabled (+k8s:ifEnabled(X)=+k8s:subfield(f)=...). Kubernetes'
	// option wrapper drops the subfield's cohort, so its checks run with the
	// value's own, at the tag's rank (Rank), and a short-circuit one stops
	// the whole value, its type's validation included. Each such chain has
	// a Subfield of its own.
	Unscoped bool
	Rank     int
}

func init() {
	Register(&Tag{
		Name:       "item",
		Kind:       KindChain,
		Scopes:     ScopeField | ScopeType | ScopeValue,
		Stability:  Stable,
		FreeArgs:   true,
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Args:       []Arg{{Name: "<key>", Required: true, Doc: "each listMapKey field's JSON name with the value to select"}},
		Doc:        "Apply the payload tag to the item of a listType=map list whose key fields have the given values. Every key field must be given.",
		Example:    "// +k8s:listType=map\n// +k8s:listMapKey=type\n// +k8s:item(type: \"Approved\")=+k8s:immutable\nConditions []Condition `json:\"conditions\"`",
		Behavior: "The chained check runs on the first matching item, at path[i], only when that item exists in the new list and changed. " +
			"An item whose rules forbid removal (+k8s:immutable, +k8s:update=NoRemoveItem or NoClear) may not be dropped: " +
			"field.Forbidden(path, \"item may not be removed\").",
		Apply: applyItem,
	}, &Tag{
		Name:       "subfield",
		Kind:       KindChain,
		Scopes:     ScopeField | ScopeType | ScopeValue,
		Stability:  Stable,
		Args:       []Arg{{Name: "", Required: true, Doc: "JSON name of the field"}},
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Doc:        "Apply the payload tag to one field of a struct value, named by its JSON name. Chains nest: +k8s:subfield(a)=+k8s:eachVal=+k8s:subfield(b)=<tag>.",
		Example:    "// +k8s:subfield(name)=+k8s:format=k8s-short-name\nmetav1.ObjectMeta `json:\"metadata\"`",
		Behavior: "The field is validated at path.<name>, and not re-validated when unchanged on update. " +
			"On a Kubernetes v1.37 tree, as there, the short-circuit rules written on the selected field's declaration (+k8s:required, optional, forbidden, " +
			"immutable, update, maxItems, maxProperties) stop the payload's checks without being reported again, " +
			"unless +k8s:opaqueType is written on the value or on its type's declaration; on a v1.38 tree they do not. " +
			"Written inside +k8s:ifEnabled or +k8s:ifDisabled, the chain runs, as in Kubernetes, among the value's own checks at its tag's place " +
			"(the option wrapper leaves the subfields' group), and a short-circuit in it stops the value's later checks.",
		Apply: func(s *Site, t tags.Tag) error {
			arg, _ := t.Positional()
			if _, ok := Deref(s.ValueType()).Underlying().(*types.Struct); !ok {
				return Errorf(t, "%s, which is not a struct; +k8s:subfield applies to struct values", s.hasType(s.Type))
			}
			f, names := jsonField(s.ValueType(), arg.Value)
			if f == nil {
				if near := tags.Suggest(arg.Value, names); near != "" {
					return Errorf(t, "%s has no field with JSON name %q; did you mean %q?", s.What, arg.Value, near)
				}
				return Errorf(t, "%s has no field with JSON name %q; the fields are: %s", s.What, arg.Value, strings.Join(names, ", "))
			}
			var sf *Subfield
			for _, existing := range s.V.Subfields {
				if existing.Field == f && !existing.Unscoped && !s.optionWrapped {
					sf = existing
				}
			}
			if sf == nil {
				sf = &Subfield{Tag: t, JSON: arg.Value, Field: f, V: &Validations{}, holder: s.V, value: s.ValueType(), cond: s.Cond,
					Unscoped: s.optionWrapped, Rank: s.rank}
				s.V.Subfields = append(s.V.Subfields, sf)
			}
			sub := s.sub(ScopeField, f.Type(), "field "+arg.Value+" of "+s.What, sf.V)
			// The subfield is a field of the value at s: cross-field tags
			// (unions, zeroOrOneOf) reached through it belong to that value,
			// as in Kubernetes.
			sub.Parent = s
			sub.Field = &model.Field{Var: f, Name: f.Name(), JSONName: arg.Value, Pos: s.Pos}
			return Apply(sub, *t.Value.Tag)
		},
	})
}

// applyItem selects an item of a listType=map list by key and applies the
// payload to it (+k8s:item, and the KEP's +k8s:listMapItem).
func applyItem(s *Site, t tags.Tag) error {
	sl, ok := s.Underlying().(*types.Slice)
	if !ok {
		return Errorf(t, "%s, which is not a list; +k8s:item selects an item of a listType=map list", s.hasType(s.Type))
	}
	if len(t.Args) == 0 {
		return Errorf(t, "+k8s:item needs the key of the item to select, e.g. +k8s:item(name: \"x\")=<tag>")
	}
	it := &Item{Tag: t, V: &Validations{}}
	s.V.Items = append(s.V.Items, it)
	sub := s.sub(ScopeValue, sl.Elem(), "the selected item of "+s.What, it.V)
	sub.Selected = true
	if err := Apply(sub, *t.Value.Tag); err != nil {
		return err
	}
	s.Later(RulePhase, func(s *Site) error { return finishItem(s, it) })
	return nil
}

// finishItem resolves an item selector against the list's key fields.
func finishItem(s *Site, it *Item) error {
	l := s.V.Identity()
	if !l.ByKey() {
		return Errorf(it.Tag, "+k8s:item needs a listType=map list with +k8s:listMapKey fields on %s", s.What)
	}
	given := map[string]tags.Arg{}
	for _, a := range it.Tag.Args {
		if a.Name == "" {
			return Errorf(it.Tag, "name the key field: +k8s:item(%s: %s)", l.KeyNames[0], a.Value)
		}
		given[a.Name] = a
	}
	for i, name := range l.KeyNames {
		a, ok := given[name]
		if !ok {
			return Errorf(it.Tag, "the item's key field %q is missing; give every key field: %s", name, strings.Join(l.KeyNames, ", "))
		}
		delete(given, name)
		lit, err := keyLiteral(Deref(l.Keys[i].Type()), a)
		if err != nil {
			return Errorf(it.Tag, "key %s: %v", name, err)
		}
		it.Match = append(it.Match, ItemKey{Field: l.Keys[i], Literal: lit})
	}
	if len(given) > 0 {
		var extra []string
		for n := range given {
			extra = append(extra, n)
		}
		sort.Strings(extra)
		return Errorf(it.Tag, "%s %s not a key field of the list; the keys are: %s", strings.Join(extra, ", "), plural(len(extra), "is", "are"), strings.Join(l.KeyNames, ", "))
	}
	return nil
}

// keyLiteral reads an item() argument as a literal of the key field's type.
func keyLiteral(t types.Type, a tags.Arg) (Literal, error) {
	switch {
	case isString(t) && (a.Kind == tags.ArgString || a.Kind == tags.ArgIdent):
		return strLit(a.Value), nil
	case isInteger(t) && a.Kind == tags.ArgInt:
		return intLit(a.Value), nil
	case isBool(t) && a.Kind == tags.ArgBool:
		return Literal{BoolLit, a.Value}, nil
	}
	return Literal{}, fmt.Errorf("value %s does not match the field's type %s", a.Value, typeString(t))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
