package itemorder

import "testing"

// The orders below are those of the code Kubernetes v1.37.2's
// validation-gen (k8s.io/code-generator v0.37.2) generates for the same
// fields, run on the same objects.

func entry(name string, size int) Entry { return Entry{Name: name, Size: ptr(size)} }

func TestEachValShortCircuitStopsTheList(t *testing.T) {
	old := &Root{Frozen: []Entry{entry("a", 3), entry("c", 3)}}
	// On create immutable passes: one pass per eachVal tag, uniqueness, then
	// the items' type.
	obj := &Root{Frozen: []Entry{entry("a", 1), entry("B_", 1), entry("B_", 9)}}
	expectOrder(t, run(obj, nil),
		"frozen[0].size FieldValueInvalid minimum",
		"frozen[1].size FieldValueInvalid minimum",
		"frozen[2] FieldValueDuplicate ",
		"frozen[1].name FieldValueInvalid format=k8s-short-name",
		"frozen[2].name FieldValueInvalid format=k8s-short-name",
		"frozen[2].size FieldValueInvalid maximum")
	// On update every changed or added item is immutable, then the update
	// rule reports the added ones; nothing else about the list runs.
	obj = &Root{Frozen: []Entry{entry("a", 1), entry("B_", 1), entry("B_", 9), entry("c", 3)}}
	expectOrder(t, run(obj, old),
		"frozen[0] FieldValueInvalid immutable",
		"frozen[1] FieldValueInvalid immutable",
		"frozen[2] FieldValueInvalid immutable",
		"frozen[1] FieldValueForbidden update",
		"frozen[2] FieldValueForbidden update")
	// Unchanged items pass: the duplicate is reported.
	obj = &Root{Frozen: []Entry{entry("a", 3), entry("c", 3), entry("c", 3)}}
	expectOrder(t, run(obj, &Root{Frozen: []Entry{entry("a", 3), entry("c", 3), entry("c", 3)}}))
	expectOrder(t, run(obj, &Root{Frozen: []Entry{entry("a", 3), entry("c", 3)}}), "frozen[2] FieldValueDuplicate ")
}

func TestEachValShortCircuitOnMap(t *testing.T) {
	obj := &Root{FrozenMap: map[string]Short{"abc": "A_BC"}}
	want := []string{
		"frozenMap FieldValueTooLong maxLength",
		"frozenMap[k] FieldValueTooLong maxLength",
		"frozenMap[k] FieldValueInvalid format=k8s-short-name",
	}
	expectOrder(t, run(obj, nil), want...)
	// A changed value stops the keys' and values' other checks.
	expectOrder(t, run(obj, &Root{FrozenMap: map[string]Short{"abc": "z"}}), "frozenMap[k] FieldValueInvalid immutable")
	expectOrder(t, run(&Root{FrozenMap: map[string]Short{"abc": "A_BC", "x": "y"}}, &Root{FrozenMap: map[string]Short{"x": "y"}}),
		"frozenMap[k] FieldValueInvalid immutable")
}

func TestOnePassPerEachValTag(t *testing.T) {
	obj := &Root{Two: []Short{"A_B", "ok", "A_B"}}
	want := []string{
		"two[0] FieldValueTooLong maxLength",
		"two[2] FieldValueTooLong maxLength",
		"two[0] FieldValueInvalid format=k8s-long-name",
		"two[2] FieldValueInvalid format=k8s-long-name",
		"two[2] FieldValueDuplicate ",
		"two[0] FieldValueInvalid format=k8s-short-name",
		"two[2] FieldValueInvalid format=k8s-short-name",
	}
	expectOrder(t, run(obj, nil), want...)
	expectOrder(t, run(obj, &Root{Two: []Short{"ok"}}), want...)

	entries := &Root{TwoEntries: []Entry{entry("abc", 1), entry("X_Y", 0), entry("abc", 7)}}
	expectOrder(t, run(entries, nil),
		"twoEntries[0].size FieldValueInvalid minimum",
		"twoEntries[1].size FieldValueInvalid minimum",
		"twoEntries[0].name FieldValueTooLong maxLength",
		"twoEntries[1].name FieldValueTooLong maxLength",
		"twoEntries[2].name FieldValueTooLong maxLength",
		"twoEntries[2] FieldValueDuplicate ",
		"twoEntries[1].name FieldValueInvalid format=k8s-short-name",
		"twoEntries[2].size FieldValueInvalid maximum")
	entries = &Root{TwoEntries: []Entry{entry("abc", 1), entry("X_Y", 0), entry("q", 3)}}
	expectOrder(t, run(entries, &Root{TwoEntries: []Entry{entry("abc", 3), entry("q", 3)}}),
		"twoEntries[0].size FieldValueInvalid minimum",
		"twoEntries[1].size FieldValueInvalid minimum",
		"twoEntries[1].name FieldValueTooLong maxLength",
		"twoEntries[1].name FieldValueInvalid format=k8s-short-name")
}

func TestItemRulesAfterTheShortCircuitPhase(t *testing.T) {
	old := &Root{Selected: []Entry{entry("a", 3), {Name: "b"}}}
	// Too many items: nothing else, item rules included.
	many := &Root{Selected: []Entry{entry("a", 1), {Name: "b"}, {Name: "C_"}}}
	expectOrder(t, run(many, nil), "selected FieldValueTooMany maxItems")
	many = &Root{Selected: []Entry{entry("a", 1), {Name: "c"}, {Name: "d"}}}
	expectOrder(t, run(many, old), "selected FieldValueTooMany maxItems")
	// A nil item of a list of pointers: nothing else.
	nilItem := &Root{PtrSelected: []*Entry{{Name: "a", Size: ptr(1)}, nil}}
	expectOrder(t, run(nilItem, nil), "ptrSelected[1] FieldValueRequired ")
	expectOrder(t, run(nilItem, &Root{PtrSelected: []*Entry{{Name: "a"}}}), "ptrSelected[1] FieldValueRequired ")
	// Item rules run before the items' type validation.
	obj := &Root{Selected: []Entry{entry("a", 1), {Name: "b", Size: ptr(9)}}}
	expectOrder(t, run(obj, nil),
		"selected[0].size FieldValueInvalid minimum",
		"selected[1].size FieldValueInvalid maximum")
	expectOrder(t, run(obj, old),
		"selected[0].size FieldValueInvalid minimum",
		"selected[1] FieldValueInvalid immutable",
		"selected[1].size FieldValueInvalid maximum")
	// kubedv's own rule: an immutable item may not be removed, even by
	// clearing an optional list (Kubernetes reports nothing there).
	expectOrder(t, run(&Root{}, old), "selected FieldValueForbidden update")
	expectOrder(t, run(&Root{Selected: []Entry{entry("a", 3)}}, old), "selected FieldValueForbidden update")
}

func TestSubfieldRulesBeforeTheType(t *testing.T) {
	obj := &Root{One: &Entry{Name: "X_", Size: ptr(1)}}
	want := []string{"one.size FieldValueInvalid minimum", "one.name FieldValueInvalid format=k8s-short-name"}
	expectOrder(t, run(obj, nil), want...)
	expectOrder(t, run(obj, &Root{One: &Entry{Name: "x", Size: ptr(3)}}), want...)
	// The field's optional size: unset, the subfield rule is skipped.
	expectOrder(t, run(&Root{One: &Entry{Name: "X_"}}, nil), "one.name FieldValueInvalid format=k8s-short-name")
}
