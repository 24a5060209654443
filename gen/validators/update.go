package validators

import (
	"go/types"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// Update rules (KEP-5073 "Immutability Validation"): +k8s:immutable,
// +k8s:update=NoSet,NoModify,NoClear,NoAddItem,NoRemoveItem and
// +k8s:monotonic. Like Kubernetes' generator, the transition rules are
// short-circuit checks that see the declared value (pointer included) and
// its old value; they run only when ratcheting found the value changed, and
// only on update with an old value, so a new parent starts a new lifecycle;
// immutable alone, as in Kubernetes, also fires for a value with no old
// counterpart.

// updateRules are the +k8s:update words, in the order errors are checked.
var updateRules = []struct{ word, constant string }{
	{"NoSet", "NoSet"},
	{"NoModify", "NoModify"},
	{"NoClear", "NoClear"},
	{"NoUnset", "NoClear"}, // Kubernetes' generator's name for NoClear
	{"NoAddItem", "NoAddItem"},
	{"NoRemoveItem", "NoRemoveItem"},
}

// updateState accumulates the +k8s:update tags of one site.
type updateState struct {
	tag      tags.Tag
	rules    map[string]bool
	removal  bool // an item chosen by +k8s:item may not be removed
	addition bool // an item chosen by +k8s:item may not be added on update
}

func init() {
	Register(&Tag{
		Name:      "immutable",
		Scopes:    ScopeField | ScopeType | ScopeValue,
		Stability: Stable,
		Doc:       "The value may not change on update: not set, modified or cleared (for lists and maps: no item added, removed or changed).",
		Example:   "// +k8s:optional\n// +k8s:immutable\nHostNetwork bool `json:\"hostNetwork,omitempty\"`",
		Behavior:  "A changed value on update reports field.Invalid(path, nil, \"field is immutable\") with origin \"immutable\", as a short-circuit error.",
		Apply: func(s *Site, t tags.Tag) error {
			s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, "immutable"), ShortCircuit: true, Raw: true,
				// As in Kubernetes, a value with no old counterpart on update
				// (an added item, a field of one) changed too.
				Rule: runtimeCall("Immutable", ArgPath{}, ArgIsUpdateOp{})})
			return nil
		},
	}, &Tag{
		Name:       "update",
		Scopes:     ScopeField | ScopeValue,
		Stability:  Stable,
		Payload:    StringPayload,
		PayloadDoc: "<NoSet,NoModify,NoClear,NoAddItem,NoRemoveItem>",
		Doc: "Forbid individual transitions on update: NoSet (unset to set), NoModify (set to another value), NoClear (set to unset), " +
			"and for lists and maps NoAddItem and NoRemoveItem. Comma-separated; may repeat. NoUnset is accepted for NoClear. " +
			"On items of a list without keys (+k8s:eachVal=+k8s:update=NoModify on an atomic list or a set), NoModify is accepted as Kubernetes accepts it and, as there, never fires: " +
			"a changed item is a new one (lint: conflict); it is refused where Kubernetes refuses it, after list tags wrapped in +k8s:alpha/+k8s:beta that declare no map.",
		Example: "// +k8s:optional\n// +k8s:update=NoModify,NoClear\nVolumeName string `json:\"volumeName,omitempty\"`",
		Behavior: "Reports field.Invalid(path, nil, \"field cannot be set once created\" | \"field cannot be modified once set\" | " +
			"\"field cannot be cleared once set\") and, for items, field.Forbidden(path[i], \"item may not be added\") or " +
			"field.Forbidden(path, \"item may not be removed\"), all with origin \"update\", as short-circuit errors.",
		Apply: func(s *Site, t tags.Tag) error {
			st := updateOf(s, t)
			for _, w := range strings.Split(t.Value.Text, ",") {
				w = strings.TrimSpace(w)
				known := false
				for _, r := range updateRules {
					if r.word == w {
						st.rules[r.constant], known = true, true
					}
				}
				if !known {
					words := []string{"NoSet", "NoModify", "NoClear", "NoAddItem", "NoRemoveItem"}
					if near := tags.Suggest(w, words); near != "" {
						return Errorf(t, "unknown update rule %q; did you mean %s?", w, near)
					}
					return Errorf(t, "unknown update rule %q; use %s", w, strings.Join(words, ", "))
				}
			}
			return nil
		},
	}, &Tag{
		Name:      "monotonic",
		Scopes:    ScopeField | ScopeType,
		Stability: Alpha,
		Doc:       "An integer that may not decrease on update.",
		Example:   "// +k8s:monotonic\nGeneration int64 `json:\"generation\"`",
		Behavior:  "A smaller value on update reports field.Invalid(path, value, \"may not be decreased from OLD\") with origin \"monotonic\".",
		Apply: func(s *Site, t tags.Tag) error {
			if err := needValueType(s, t, isInteger(s.ValueType()), "integer types"); err != nil {
				return err
			}
			c := Check{Tag: t, Rule: runtimeCall("Monotonic", ArgPath{}, ArgUpdate{}, ArgValue{}, derefOld())}
			if s.Universe != nil && s.Universe.Release.CoverageDeclaresMonotonic() {
				c.Emits = emits(field.ErrorTypeInvalid, "monotonic")
			}
			s.Add(c)
			return nil
		},
	})
}

func updateOf(s *Site, t tags.Tag) *updateState {
	for _, f := range s.V.updates {
		return f
	}
	st := &updateState{tag: t, rules: map[string]bool{}}
	s.V.updates = append(s.V.updates, st)
	s.Later(RulePhase, func(s *Site) error { return finishUpdate(s, st) })
	return st
}

// finishUpdate checks the combined +k8s:update rules against the value's
// kind and adds their checks.
func finishUpdate(s *Site, st *updateState) error {
	has := func(rule string) bool { return st.rules[rule] }
	flags := func(rules ...string) ArgFlags {
		var out ArgFlags
		for _, r := range rules {
			if has(r) {
				out.Names = append(out.Names, r)
			}
		}
		return out
	}
	t := st.tag
	if s.Selected {
		// An item chosen by +k8s:item is set while it is in the list: NoSet
		// forbids adding it on update, NoClear and NoRemoveItem forbid
		// removing it (KEP "Item-Level Constraints"); the emitter checks
		// both around the item.
		if has("NoAddItem") {
			return Errorf(t, "NoAddItem does not apply to one selected item; use NoSet to forbid adding it, or put NoAddItem on the list")
		}
		st.addition = has("NoSet")
		st.removal = has("NoRemoveItem") || has("NoClear")
		delete(st.rules, "NoSet")
		delete(st.rules, "NoClear")
		delete(st.rules, "NoRemoveItem")
	}
	if s.ItemOf != nil && !s.ItemOf.Identity().ByKey() && (has("NoModify") || has("NoClear")) {
		if has("NoClear") || !eachValNoModify(s.ItemOf.List) {
			return Errorf(t, "items of %s have no identity across updates (it is not a listType=map list), so a changed item is a new one and this rule could never apply; use +k8s:listType=map with +k8s:listMapKey", strings.TrimPrefix(s.What, "items of "))
		}
		// Accepted as Kubernetes accepts it, and as there, it never fires:
		// a changed item has no old counterpart (lint says so).
		delete(st.rules, "NoModify")
	}
	items := has("NoAddItem") || has("NoRemoveItem")
	switch u := s.Type.Underlying().(type) {
	case *types.Slice, *types.Map:
		if has("NoModify") {
			return Errorf(t, "NoModify does not apply to lists and maps; use NoAddItem,NoRemoveItem and +k8s:eachVal=+k8s:immutable (or +k8s:immutable)")
		}
		if _, isList := u.(*types.Slice); isList && items && !s.V.Identity().Identified() {
			return Errorf(t, "%s is an atomic list without +k8s:unique: its items have no identity, so adding or removing one cannot be told from replacing the list; use +k8s:listType=set|map or +k8s:unique=set|map", s.What)
		}
	case *types.Struct:
		if has("NoSet") || has("NoClear") || items {
			return Errorf(t, "%s is a struct value, which is always set; only NoModify applies (make it a pointer to allow NoSet and NoClear)", s.What)
		}
	default:
		if items {
			return Errorf(t, "NoAddItem and NoRemoveItem apply only to lists and maps; %s has type %s", s.What, typeString(s.Type))
		}
	}
	if states := flags("NoSet", "NoModify", "NoClear"); len(states.Names) > 0 {
		// A struct value is always set; other values by their zero test.
		var oldSet, newSet Operand = ArgSet{Old: true}, ArgSet{}
		if _, isStruct := s.Type.Underlying().(*types.Struct); isStruct {
			oldSet, newSet = boolLit(true), boolLit(true)
		}
		s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, "update"), ShortCircuit: true, Raw: true,
			Rule: runtimeCall("Update", ArgPath{}, updateArg(s.Type), oldSet, newSet, states)})
	}
	if items {
		s.Add(Check{Tag: t, Emits: itemUpdateEmits(s.Type, has("NoAddItem"), has("NoRemoveItem")), ShortCircuit: true, Raw: true,
			Rule: itemUpdateRule(s.Type, s.V.Identity(), flags("NoAddItem", "NoRemoveItem"))})
	}
	return nil
}

// eachValNoModify reports whether Kubernetes' generator accepts
// +k8s:eachVal=+k8s:update=NoModify on a list whose items have no key: it
// refuses it only when, applying the list's tags in name order, it has
// already seen list tags that declare no map (see List.early); the list
// tags written outside +k8s:alpha and +k8s:beta come after +k8s:eachVal.
func eachValNoModify(own *List) bool {
	return own == nil || !own.early.seen || own.early.semantic == "map"
}

// updateArg is the "check update rules" operand of a value of type t. On an
// update, a pointer, list or map without an old value (its struct is new,
// or its item has no old counterpart) was unset before, as Kubernetes'
// update checks read a nil old pointer, list or map; a value of another
// kind without an old value is not checked.
func updateArg(t types.Type) Operand {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map:
		return ArgIsUpdateOp{}
	}
	return ArgUpdate{}
}

// itemUpdateRule forbids adding or removing items of a list or map: items
// are matched with the old ones by key, by value, or for items == cannot
// compare, by equality narrowed by a hash.
func itemUpdateRule(t types.Type, id *List, rules ArgFlags) *Call {
	if _, isMap := t.Underlying().(*types.Map); isMap {
		return runtimeCall("UpdateMapItems", ArgPath{}, ArgIsUpdateOp{}, ArgValue{}, derefOld(), rules)
	}
	elem := t.Underlying().(*types.Slice).Elem()
	fn := "UpdateItems"
	if isPointer(elem) {
		fn = "UpdatePtrItems"
	}
	item := Deref(elem)
	if id.ByValue() && !DeepComparable(item) {
		return runtimeCall(fn+"Equal", ArgPath{}, ArgIsUpdateOp{}, ArgValue{}, derefOld(), ArgHashFunc{item}, ArgEqualFunc{item}, rules)
	}
	return runtimeCall(fn, ArgPath{}, ArgIsUpdateOp{}, ArgValue{}, derefOld(), ArgKeyFunc{Item: item, Fields: id.Keys}, rules)
}

// forbidsRemoval reports whether v's rules forbid an item from leaving its
// list: +k8s:immutable, or +k8s:update with NoRemoveItem or NoClear.
func forbidsRemoval(v *Validations) bool {
	for _, c := range v.Checks {
		if c.Tag.Name == "immutable" {
			return true
		}
	}
	for _, st := range v.updates {
		if st.removal {
			return true
		}
	}
	return false
}

// ForbidsRemoval reports whether the selected item may not leave the list.
func (it *Item) ForbidsRemoval() bool { return forbidsRemoval(it.V) }

// ForbidsAddition reports whether the selected item may not join the list
// on update.
func (it *Item) ForbidsAddition() bool {
	for _, st := range it.V.updates {
		if st.addition {
			return true
		}
	}
	return false
}

// itemUpdateEmits returns what NoAddItem and NoRemoveItem report: an added
// item is forbidden at its own path; a removed one at the list's path, or at
// the key's path for a map.
func itemUpdateEmits(t types.Type, add, remove bool) []Emission {
	_, isMap := t.Underlying().(*types.Map)
	var out []Emission
	if add || (remove && isMap) {
		out = append(out, Emission{Type: field.ErrorTypeForbidden, Origin: "update", Fragment: "[*]"})
	}
	if remove && !isMap {
		out = append(out, Emission{Type: field.ErrorTypeForbidden, Origin: "update"})
	}
	return out
}
