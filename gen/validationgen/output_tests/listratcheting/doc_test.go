package listratcheting

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func dup(p *field.Path, item any) *field.Error { return field.Duplicate(p, item) }

func maximum9(p *field.Path, v int) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to 9").WithOrigin("maximum")
}

func maxLength3(p *field.Path, v string) *field.Error {
	return field.TooLongCharacters(p, v, 3).WithOrigin("maxLength")
}

func immutable(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field is immutable").WithOrigin("immutable")
}

// oldT holds invalid data in every collection, as stored before a rule
// tightened; each call returns fresh slices and maps.
func oldT() *T {
	return &T{
		Items:        []Item{{"a", 10, ""}, {"b", 11, ""}, {"c", 1, "long"}},
		Frozen:       []Item{{"a", 1, ""}, {"b", 2, ""}},
		FrozenPtrs:   []*Item{{"a", 1, ""}, {"b", 2, ""}},
		FrozenTyped:  ItemList{{"a", 1, ""}, {"b", 2, ""}},
		FrozenChain:  FrozenItemList{{"a", 1, ""}, {"b", 2, ""}},
		Zoned:        []Zoned{{"a", "z1", 1}, {"a", "z2", 2}},
		Set:          []string{"long", "x"},
		TaggedSet:    []Tagged{{Tags: []string{"long"}}, {Tags: []string{"x"}}},
		UniqueAtomic: []string{"long", "x"},
		Atomic:       []string{"long", "long", "x"},
		Structs:      []Item{{"a", 10, ""}, {"b", 1, ""}},
		Tagged:       []Tagged{{Tags: []string{"long"}}, {Tags: []string{"x"}}},
		PtrAtomic:    []*string{new("long")},
		Pair:         [2]string{"long", "x"},
		Map:          map[string]string{"a": "long", "b": "x"},
		FrozenMap:    map[string]Item{"a": {"a", 10, ""}, "b": {"b", 1, ""}},
		Nested: Holder{
			Items:  []Item{{"a", 10, ""}},
			Labels: map[string]string{"a": "long"},
		},
	}
}

func TestCreateValidatesEverything(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{}).ExpectValid().ExpectAllocs(0)
	st.Value(oldT()).ExpectInvalid(
		maximum9(root("items").Index(0).Child("value"), 10),
		maximum9(root("items").Index(1).Child("value"), 11),
		field.TooLongCharacters(root("items").Index(2).Child("note"), "long", 3).WithOrigin("maxLength"),
		maxLength3(root("set").Index(0), "long"),
		maxLength3(root("taggedSet").Index(0).Child("tags").Index(0), "long"),
		maxLength3(root("uniqueAtomic").Index(0), "long"),
		maxLength3(root("atomic").Index(0), "long"),
		maxLength3(root("atomic").Index(1), "long"),
		maximum9(root("structs").Index(0).Child("value"), 10),
		maxLength3(root("tagged").Index(0).Child("tags").Index(0), "long"),
		maxLength3(root("ptrAtomic").Index(0), "long"),
		maxLength3(root("pair").Index(0), "long"),
		maxLength3(root("map").Key("a"), "long"),
		maximum9(root("frozenMap").Key("a").Child("value"), 10),
		maximum9(root("nested", "items").Index(0).Child("value"), 10),
		maxLength3(root("nested", "labels").Key("a"), "long"),
	)
}

// Unchanged invalid data passes on update, without allocating.
func TestUnchangedRatchets(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(oldT()).OldValue(oldT()).ExpectValid().ExpectAllocs(0)
}

// Reordering identified items re-validates nothing that did not change:
// map items by key, set items by value, map values by key.
func TestReorderRatchets(t *testing.T) {
	reordered := &T{
		Items:        []Item{{"c", 1, "long"}, {"b", 11, ""}, {"a", 10, ""}},
		Frozen:       []Item{{"b", 2, ""}, {"a", 1, ""}},
		FrozenPtrs:   []*Item{{"b", 2, ""}, {"a", 1, ""}},
		FrozenTyped:  ItemList{{"b", 2, ""}, {"a", 1, ""}},
		FrozenChain:  FrozenItemList{{"b", 2, ""}, {"a", 1, ""}},
		Zoned:        []Zoned{{"a", "z2", 2}, {"a", "z1", 1}},
		Set:          []string{"x", "long"},
		TaggedSet:    []Tagged{{Tags: []string{"x"}}, {Tags: []string{"long"}}},
		UniqueAtomic: []string{"x", "long"},
		Map:          map[string]string{"b": "x", "a": "long"},
		FrozenMap:    map[string]Item{"b": {"b", 1, ""}, "a": {"a", 10, ""}},
		Nested:       Holder{Items: []Item{{"a", 10, ""}}, Labels: map[string]string{"a": "long"}},
	}
	old := oldT()
	old.Atomic, old.Structs, old.Tagged, old.PtrAtomic, old.Pair = nil, nil, nil, nil, [2]string{}
	st := localSchemeBuilder.Test(t)
	st.Value(reordered).OldValue(old).ExpectValid()
}

// Reordering an atomic list (or an array) changes it: its items have no
// identity, so every item is validated again, with no old value, as
// Kubernetes does.
func TestReorderRevalidatesAtomicItems(t *testing.T) {
	obj := oldT()
	obj.Atomic = []string{"x", "long", "long"}
	obj.Structs = []Item{{"b", 1, ""}, {"a", 10, ""}}
	obj.Tagged = []Tagged{{Tags: []string{"x"}}, {Tags: []string{"long"}}}
	obj.Pair = [2]string{"x", "long"}
	st := localSchemeBuilder.Test(t)
	st.Value(obj).OldValue(oldT()).ExpectInvalid(
		maxLength3(root("atomic").Index(1), "long"),
		maxLength3(root("atomic").Index(2), "long"),
		maximum9(root("structs").Index(1).Child("value"), 10),
		maxLength3(root("tagged").Index(1).Child("tags").Index(0), "long"),
		maxLength3(root("pair").Index(1), "long"),
	)
}

// A changed map item is re-validated in the fields that changed; an
// unchanged invalid item next to it is not.
func TestChangedMapItem(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := oldT()
	obj.Items[1].Value = 12       // changed, still invalid
	obj.Items[2].Value = 20       // changed field; the old invalid note ratchets
	obj.Nested.Items[0].Note = "" // an unrelated field of an invalid item
	st.Value(obj).OldValue(oldT()).ExpectInvalid(
		maximum9(root("items").Index(1).Child("value"), 12),
		maximum9(root("items").Index(2).Child("value"), 20),
	)
	// Changed invalid to valid.
	obj = oldT()
	obj.Items[0].Value = 9
	st.Value(obj).OldValue(oldT()).ExpectValid()
}

// New items (a key, or a value, the old list lacked) are validated.
func TestNewItems(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := oldT()
	obj.Items = append(obj.Items, Item{"d", 13, ""})
	obj.Set = append(obj.Set, "wxyz")
	obj.TaggedSet = append(obj.TaggedSet, Tagged{Tags: []string{"long", "wxyz"}})
	obj.UniqueAtomic = append(obj.UniqueAtomic, "wxyz")
	obj.Atomic = append(obj.Atomic, "wxyz")
	obj.Structs = append(obj.Structs, Item{"c", 14, ""})
	obj.Tagged = append(obj.Tagged, Tagged{Tags: []string{"long", "wxyz"}})
	obj.PtrAtomic = append(obj.PtrAtomic, new("wxyz"))
	obj.Pair[1] = "wxyz"
	obj.Map["new"] = "wxyz"
	obj.FrozenMap["new"] = Item{"new", 15, ""}
	obj.Nested.Labels["new"] = "wxyz"
	st.Value(obj).OldValue(oldT()).ExpectInvalid(
		maximum9(root("items").Index(3).Child("value"), 13),
		maxLength3(root("set").Index(2), "wxyz"),
		// A new set item has no old self: all of it is validated.
		maxLength3(root("taggedSet").Index(2).Child("tags").Index(0), "long"),
		maxLength3(root("taggedSet").Index(2).Child("tags").Index(1), "wxyz"),
		maxLength3(root("uniqueAtomic").Index(2), "wxyz"),
		// Every item of a changed atomic list, old ones included.
		maxLength3(root("atomic").Index(0), "long"),
		maxLength3(root("atomic").Index(1), "long"),
		maxLength3(root("atomic").Index(3), "wxyz"),
		maximum9(root("structs").Index(0).Child("value"), 10),
		maximum9(root("structs").Index(2).Child("value"), 14),
		maxLength3(root("tagged").Index(0).Child("tags").Index(0), "long"),
		maxLength3(root("tagged").Index(2).Child("tags").Index(0), "long"),
		maxLength3(root("tagged").Index(2).Child("tags").Index(1), "wxyz"),
		maxLength3(root("ptrAtomic").Index(0), "long"),
		maxLength3(root("ptrAtomic").Index(1), "wxyz"),
		maxLength3(root("pair").Index(0), "long"),
		maxLength3(root("pair").Index(1), "wxyz"),
		maxLength3(root("map").Key("new"), "wxyz"),
		// A new immutable value fires, as in Kubernetes, and stops there.
		immutable(root("frozenMap").Key("new")),
		maxLength3(root("nested", "labels").Key("new"), "wxyz"),
	)
}

// A value that changed in a set is a new item: found by value nowhere in
// the old list, it is validated in full. In an atomic list the whole list
// is validated again.
func TestChangedValueItems(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := oldT()
	obj.Set[1] = "wxyz"
	obj.UniqueAtomic[1] = "wxyz"
	obj.Atomic[2] = "wxyz"
	obj.Map["b"] = "wxyz"
	st.Value(obj).OldValue(oldT()).ExpectInvalid(
		maxLength3(root("set").Index(1), "wxyz"),
		maxLength3(root("uniqueAtomic").Index(1), "wxyz"),
		maxLength3(root("atomic").Index(0), "long"),
		maxLength3(root("atomic").Index(1), "long"),
		maxLength3(root("atomic").Index(2), "wxyz"),
		maxLength3(root("map").Key("b"), "wxyz"),
	)
	// Changed back to valid: the old invalid items still fail.
	obj = oldT()
	obj.Atomic = []string{"x"}
	st.Value(obj).OldValue(oldT()).ExpectValid()
	obj.Atomic = []string{"x", "long"}
	st.Value(obj).OldValue(oldT()).ExpectInvalid(maxLength3(root("atomic").Index(1), "long"))
}

// Item update rules see the old item correlated by key, wherever it moved;
// removed items are not their concern, and added items have no old self,
// for which immutable fires, as in Kubernetes.
func TestItemUpdateRulesSeeOldItem(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{
		Frozen:     []Item{{"b", 2, ""}, {"a", 5, ""}},
		FrozenPtrs: []*Item{{"b", 2, ""}, {"a", 5, ""}},
		Zoned:      []Zoned{{"a", "z2", 2}, {"a", "z1", 5}},
		FrozenMap:  map[string]Item{"a": {"a", 10, ""}, "b": {"b", 5, ""}},
	}).OldValue(oldT()).ExpectInvalid(
		immutable(root("frozen").Index(1)),
		immutable(root("frozenPtrs").Index(1)),
		immutable(root("zoned").Index(1)),
		immutable(root("frozenMap").Key("b")),
	)
	st.Value(&T{
		Frozen:     []Item{{"new", 20, ""}},
		FrozenPtrs: []*Item{{"new", 1, ""}},
		Zoned:      []Zoned{{"a", "z3", 1}},
		FrozenMap:  map[string]Item{"new": {"new", 1, ""}},
	}).OldValue(oldT()).ExpectInvalid(
		// Immutable short-circuits: the item's type rules do not run.
		immutable(root("frozen").Index(0)),
		immutable(root("frozenPtrs").Index(0)),
		immutable(root("zoned").Index(0)),
		immutable(root("frozenMap").Key("new")),
	)
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil,
		&T{Frozen: []Item{{"a", 3, ""}}}, &T{Frozen: []Item{{"a", 1, ""}}})
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit immutable error, got %v", errs)
	}
}

// Map semantics declared on a list type correlate items for the field's
// and an outer typedef link's item rules: a changed item is matched by key,
// so +k8s:immutable fires on it.
func TestItemUpdateRulesOnTypedefMapList(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{
		FrozenTyped: ItemList{{"b", 2, ""}, {"a", 5, ""}},
		FrozenChain: FrozenItemList{{"b", 2, ""}, {"a", 5, ""}},
	}).OldValue(oldT()).ExpectInvalid(
		immutable(root("frozenTyped").Index(1)),
		immutable(root("frozenChain").Index(1)),
	)
}

// Duplicates: a changed list is checked as a whole, old duplicates included.
func TestChangedListUniqueness(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Set: []string{"x", "x", "y"}}).OldValue(&T{Set: []string{"x", "x"}}).
		ExpectInvalid(dup(root("set").Index(1), "x"))
	st.Value(&T{Zoned: []Zoned{{"a", "z", 1}, {"a", "z", 1}, {"b", "z", 1}}}).
		OldValue(&T{Zoned: []Zoned{{"a", "z", 1}, {"a", "z", 1}}}).
		ExpectInvalid(immutable(root("zoned").Index(2)))
	// The short-circuit check eachVal puts on the items (an added item is
	// immutable too) stops the whole list, uniqueness included, as in
	// Kubernetes; without the added item, the duplicate is reported.
	st.Value(&T{Zoned: []Zoned{{"a", "z", 1}, {"a", "z", 1}, {"b", "z", 1}}}).
		OldValue(&T{Zoned: []Zoned{{"a", "z", 1}, {"b", "z", 1}}}).
		ExpectInvalid(dup(root("zoned").Index(1), Zoned{"a", "z", 1}))
}

// Removing identified items re-validates nothing; removing an atomic
// list's item re-validates the items left.
func TestRemovedItems(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := oldT()
	obj.Items = obj.Items[1:]
	obj.Set = obj.Set[:1]
	obj.TaggedSet = obj.TaggedSet[:1]
	obj.UniqueAtomic = obj.UniqueAtomic[:1]
	delete(obj.Map, "b")
	delete(obj.FrozenMap, "b")
	st.Value(obj).OldValue(oldT()).ExpectValid()
	obj.Atomic = obj.Atomic[1:]
	obj.Tagged = obj.Tagged[:1]
	st.Value(obj).OldValue(oldT()).ExpectInvalid(
		maxLength3(root("atomic").Index(0), "long"),
		maxLength3(root("tagged").Index(0).Child("tags").Index(0), "long"),
	)
}

// Long lists (past the linear-scan limit) correlate through a map: a
// reordered list of 100 invalid items ratchets and one changed item fails.
func TestLongListRatcheting(t *testing.T) {
	const n = 100
	mk := func(reverse bool) *T {
		obj := &T{}
		for i := range n {
			j := i
			if reverse {
				j = n - 1 - i
			}
			name := string(rune('A'+j/26)) + string(rune('a'+j%26))
			obj.Items = append(obj.Items, Item{name, 10 + j, ""})
			obj.Set = append(obj.Set, "long"+name)
			obj.TaggedSet = append(obj.TaggedSet, Tagged{Tags: []string{"long" + name}})
		}
		return obj
	}
	st := localSchemeBuilder.Test(t)
	st.Value(mk(true)).OldValue(mk(false)).ExpectValid()
	changed := mk(true)
	changed.Items[0].Value = 1000
	changed.Set[1] = "changed"
	changed.TaggedSet[2].Tags[0] = "changed"
	st.Value(changed).OldValue(mk(false)).ExpectInvalid(
		maximum9(root("items").Index(0).Child("value"), 1000),
		maxLength3(root("set").Index(1), "changed"),
		maxLength3(root("taggedSet").Index(2).Child("tags").Index(0), "changed"),
	)
}
