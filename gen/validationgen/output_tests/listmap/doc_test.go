package listmap

import (
	"context"
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func dup(p *field.Path, item any) *field.Error { return field.Duplicate(p, item) }

func maximum9(p *field.Path, v int) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to 9").WithOrigin("maximum")
}

func forced(p *field.Path, v any) *field.Error {
	return field.Invalid(p, v, "forced failure: items of CheckedItemList").WithOrigin("validateFalse")
}

// validT fills every field with items of distinct keys, values at the limit.
func validT() *T {
	items := []Item{{"a", 9}, {"b", 0}}
	typed := ItemList{{"a", 1}}
	return &T{
		Items:    []Item{{"a", 9}, {"b", 9}, {"", 9}},
		Ports:    []Port{{80, "TCP", "x"}, {80, "UDP", "x"}, {443, "TCP", "x"}},
		PtrItems: []*Item{{"a", 9}, {"b", 1}},
		ItemsPtr: &items,
		Numbered: []Numbered{{1, true, "x"}, {1, false, "x"}, {2, true, "x"}},
		Typed:    ItemList{{"a", 9}, {"b", 9}},
		TypedPtr: &typed,
		Groups:   [][]Item{{{"a", 9}, {"b", 9}}, {{"a", 9}}},
		PortsByHost: map[string][]Port{
			"h1": {{80, "TCP", ""}, {80, "UDP", ""}},
			"h2": {{80, "TCP", ""}},
		},
		Nested:    Inner{Items: []Item{{"a", 9}, {"b", 9}}},
		NestedPtr: &Inner{Items: []Item{{"a", 9}}},
	}
}

// invalidT has duplicate keys in every map list and one item value over the
// limit in every list whose items are validated.
func invalidT() *T {
	items := []Item{{"a", 1}, {"a", 10}}
	typed := ItemList{{"t", 1}, {"t", 2}}
	return &T{
		Items:    []Item{{"a", 1}, {"b", 1}, {"a", 2}, {"a", 10}},
		Ports:    []Port{{80, "TCP", "first"}, {80, "UDP", ""}, {80, "TCP", "second"}},
		PtrItems: []*Item{{"a", 1}, {"a", 10}},
		ItemsPtr: &items,
		Numbered: []Numbered{{1, true, "x"}, {1, true, "y"}},
		Typed:    ItemList{{"t", 1}, {"t", 10}},
		TypedPtr: &typed,
		Groups:   [][]Item{{{"a", 1}}, {{"g", 1}, {"g", 10}}},
		PortsByHost: map[string][]Port{
			"h": {{80, "TCP", ""}, {80, "TCP", "again"}},
		},
		Nested:    Inner{Items: []Item{{"n", 1}, {"n", 1}}},
		NestedPtr: &Inner{Items: []Item{{"p", 10}, {"p", 1}}},
	}
}

func invalidTErrors() []*field.Error {
	return []*field.Error{
		dup(root("items").Index(2), Item{"a", 2}),
		dup(root("items").Index(3), Item{"a", 10}),
		maximum9(root("items").Index(3).Child("value"), 10),
		dup(root("ports").Index(2), Port{80, "TCP", "second"}),
		dup(root("ptrItems").Index(1), &Item{"a", 10}),
		maximum9(root("ptrItems").Index(1).Child("value"), 10),
		dup(root("itemsPtr").Index(1), Item{"a", 10}),
		maximum9(root("itemsPtr").Index(1).Child("value"), 10),
		dup(root("numbered").Index(1), Numbered{1, true, "y"}),
		dup(root("typed").Index(1), Item{"t", 10}),
		maximum9(root("typed").Index(1).Child("value"), 10),
		dup(root("typedPtr").Index(1), Item{"t", 2}),
		dup(root("groups").Index(1).Index(1), Item{"g", 10}),
		maximum9(root("groups").Index(1).Index(1).Child("value"), 10),
		dup(root("portsByHost").Key("h").Index(1), Port{80, "TCP", "again"}),
		dup(root("nested", "items").Index(1), Item{"n", 1}),
		dup(root("nestedPtr", "items").Index(1), Item{"p", 1}),
		maximum9(root("nestedPtr", "items").Index(0).Child("value"), 10),
	}
}

func TestListMapCreateValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{}).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
}

func TestListMapCreateDuplicates(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).ExpectInvalid(invalidTErrors()...)
}

// Each part of a compound key counts: items that share one part are not
// duplicates; every later item that shares all parts is one.
func TestListMapCompoundKeys(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Ports: []Port{{80, "TCP", ""}, {81, "TCP", ""}, {80, "UDP", ""}, {81, "UDP", ""}}}).ExpectValid()
	st.Value(&T{Numbered: []Numbered{{0, false, ""}, {0, true, ""}, {0, false, "other"}, {0, true, "other"}}}).ExpectInvalid(
		dup(root("numbered").Index(2), Numbered{0, false, "other"}),
		dup(root("numbered").Index(3), Numbered{0, true, "other"}),
	)
}

// The error is exactly Kubernetes': the whole later item (not its key) is
// the bad value, with no origin; a pointer item's bad value is the pointer.
func TestListMapDuplicateErrorShape(t *testing.T) {
	second := &Item{"a", 2}
	errs := localSchemeBuilder.Validate(context.Background(), nil, &T{
		Items:    []Item{{"a", 1}, {"a", 2}},
		PtrItems: []*Item{{"a", 1}, second},
	})
	want := []*field.Error{
		{Type: field.ErrorTypeDuplicate, Field: "items[1]", BadValue: Item{"a", 2}},
		{Type: field.ErrorTypeDuplicate, Field: "ptrItems[1]", BadValue: second},
	}
	if len(errs) != len(want) {
		t.Fatalf("got %d errors, want %d: %v", len(errs), len(want), errs)
	}
	for i, e := range errs {
		w := want[i]
		if e.Type != w.Type || e.Field != w.Field || !reflect.DeepEqual(e.BadValue, w.BadValue) || e.Origin != "" || e.ShortCircuit {
			t.Errorf("error %d = %#v, want %#v", i, e, w)
		}
	}
	if errs[1].BadValue.(*Item) != second {
		t.Errorf("bad value of a pointer item is a copy, want the item's pointer")
	}
}

func TestListMapUpdateUnchangedRatchets(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
}

func TestListMapUpdateInvalidToValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).OldValue(invalidT()).ExpectValid()
	st.Value(&T{}).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
}

// A changed map list is checked for uniqueness as a whole; its items are
// re-validated only when new or changed (correlated by key).
func TestListMapUpdateChanged(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// Old duplicates are reported again once the list changes.
	st.Value(&T{Items: []Item{{"a", 1}, {"a", 2}, {"b", 1}}}).OldValue(&T{Items: []Item{{"a", 1}, {"a", 2}}}).
		ExpectInvalid(dup(root("items").Index(1), Item{"a", 2}))
	// An unchanged invalid item in a changed list ratchets; a changed one does not.
	st.Value(&T{Items: []Item{{"a", 10}, {"b", 11}}}).OldValue(&T{Items: []Item{{"a", 10}, {"b", 1}}}).
		ExpectInvalid(maximum9(root("items").Index(1).Child("value"), 11))
	// A new item with a key the old list lacked is validated.
	st.Value(&T{Items: []Item{{"a", 10}, {"c", 12}}}).OldValue(&T{Items: []Item{{"a", 10}}}).
		ExpectInvalid(maximum9(root("items").Index(1).Child("value"), 12))
	st.Value(&T{PtrItems: []*Item{{"a", 10}, {"c", 12}}}).OldValue(&T{PtrItems: []*Item{{"a", 10}}}).
		ExpectInvalid(maximum9(root("ptrItems").Index(1).Child("value"), 12))
	typed := ItemList{{"a", 10}, {"b", 10}}
	st.Value(&T{TypedPtr: &typed}).OldValue(&T{TypedPtr: &ItemList{{"a", 10}}}).
		ExpectInvalid(maximum9(root("typedPtr").Index(1).Child("value"), 10))
	// Map values are correlated by map key.
	st.Value(&T{PortsByHost: map[string][]Port{"h": {{1, "TCP", ""}, {1, "TCP", ""}}, "same": {{2, "TCP", ""}, {2, "TCP", ""}}}}).
		OldValue(&T{PortsByHost: map[string][]Port{"h": {{1, "TCP", ""}}, "same": {{2, "TCP", ""}, {2, "TCP", ""}}}}).
		ExpectInvalid(dup(root("portsByHost").Key("h").Index(1), Port{1, "TCP", ""}))
}

// Reordering a map list re-validates nothing: items correlate by key.
func TestListMapReorderRatchets(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Items: []Item{{"b", 11}, {"a", 10}}}).OldValue(&T{Items: []Item{{"a", 10}, {"b", 11}}}).ExpectValid()
	st.Value(&T{PtrItems: []*Item{{"b", 11}, {"a", 10}}}).OldValue(&T{PtrItems: []*Item{{"a", 10}, {"b", 11}}}).ExpectValid()
	st.Value(&T{Typed: ItemList{{"b", 11}, {"a", 10}}}).OldValue(&T{Typed: ItemList{{"a", 10}, {"b", 11}}}).ExpectValid()
	st.Value(&T{Nested: Inner{Items: []Item{{"b", 11}, {"a", 10}}}}).OldValue(&T{Nested: Inner{Items: []Item{{"a", 10}, {"b", 11}}}}).ExpectValid()
}

// A typedef chain keeps the item rule of the outer link: items of
// CheckedItemList always fail it, so only items found unchanged pass.
func TestListMapTypedefChain(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Chain: CheckedItemList{{"a", 1}, {"a", 10}}}).ExpectInvalid(
		dup(root("chain").Index(1), Item{"a", 10}),
		maximum9(root("chain").Index(1).Child("value"), 10),
		forced(root("chain").Index(0), Item{"a", 1}),
		forced(root("chain").Index(1), Item{"a", 10}),
	)
	st.Value(&T{Chain: CheckedItemList{{"a", 1}}}).OldValue(&T{Chain: CheckedItemList{{"a", 1}}}).ExpectValid().ExpectAllocs(0)
	st.Value(&T{Chain: CheckedItemList{{"b", 2}, {"a", 1}}}).OldValue(&T{Chain: CheckedItemList{{"a", 1}}}).
		ExpectInvalid(forced(root("chain").Index(0), Item{"b", 2}))
}

// Two-phase chains on an atomic outer list: the outer items have no
// identity (as in Kubernetes), so once the outer list changed every inner
// list is validated in full, with no old value; an unchanged outer list is
// skipped.
func TestListMapTwoPhaseChainRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Groups: [][]Item{{{"a", 10}}}}).OldValue(&T{Groups: [][]Item{{{"a", 10}}}}).ExpectValid()
	st.Value(&T{Groups: [][]Item{{{"new", 1}}, {{"a", 10}}}}).OldValue(&T{Groups: [][]Item{{{"a", 10}}}}).
		ExpectInvalid(maximum9(root("groups").Index(1).Index(0).Child("value"), 10))
	st.Value(&T{Groups: [][]Item{{{"a", 10}, {"b", 1}}}}).OldValue(&T{Groups: [][]Item{{{"a", 10}}}}).
		ExpectInvalid(maximum9(root("groups").Index(0).Index(0).Child("value"), 10))
	st.Value(&T{Groups: [][]Item{{{"a", 1}, {"a", 1}}}}).OldValue(&T{Groups: [][]Item{{{"a", 1}, {"a", 1}}}}).ExpectValid()
}
