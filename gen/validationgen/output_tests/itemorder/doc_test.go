package itemorder

import (
	"context"
	"regexp"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// mapKey hides map keys in paths: map entries are visited in no set order.
var mapKey = regexp.MustCompile(`\[[a-zA-Z_]+\]`)

// expectOrder compares the paths, types and origins of errs, in order.
func expectOrder(t *testing.T, errs field.ErrorList, want ...string) {
	t.Helper()
	var got []string
	for _, e := range errs {
		got = append(got, mapKey.ReplaceAllString(e.Field, "[k]")+" "+string(e.Type)+" "+e.Origin)
	}
	if len(got) != len(want) {
		t.Fatalf("got %d errors, want %d:\n got %q\nwant %q", len(got), len(want), got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("error %d: got %q, want %q\n all: %q", i, got[i], want[i], got)
		}
	}
}

func run(obj, old *Root) field.ErrorList {
	op := operation.Operation{Type: operation.Create}
	if old != nil {
		op.Type = operation.Update
	}
	return Validate_Root(context.Background(), op, nil, obj, old)
}

func ptr(i int) *int { return &i }

func TestValid(t *testing.T) {
	obj := &Root{
		Set:     []Short{"a", "b"},
		Unique:  []string{"a", "b"},
		Entries: []Entry{{Name: "a", Size: ptr(3)}, {Name: "b"}},
		Typed:   Shorts{"a", "b"},
		Map:     map[string]Short{"a": "b"},
	}
	expectOrder(t, run(obj, nil))
	expectOrder(t, run(obj, obj))
}

func TestSetItemChecksThenDuplicateThenItemType(t *testing.T) {
	obj := &Root{Set: []Short{"A_B", "ok", "A_B"}}
	want := []string{
		"set[0] FieldValueTooLong maxLength",
		"set[2] FieldValueTooLong maxLength",
		"set[2] FieldValueDuplicate ",
		"set[0] FieldValueInvalid format=k8s-short-name",
		"set[2] FieldValueInvalid format=k8s-short-name",
	}
	expectOrder(t, run(obj, nil), want...)
	// On update the same order; the unchanged item is not validated again.
	expectOrder(t, run(obj, &Root{Set: []Short{"ok"}}), want...)
}

func TestUniqueItemChecksThenDuplicate(t *testing.T) {
	obj := &Root{Unique: []string{"abc", "abc"}}
	want := []string{
		"unique[0] FieldValueTooLong maxLength",
		"unique[1] FieldValueTooLong maxLength",
		"unique[1] FieldValueDuplicate ",
	}
	expectOrder(t, run(obj, nil), want...)
	expectOrder(t, run(obj, &Root{Unique: []string{"x"}}), want...)
}

func TestMapListItemChecksThenDuplicateThenItemType(t *testing.T) {
	obj := &Root{Entries: []Entry{{Name: "A", Size: ptr(1)}, {Name: "A", Size: ptr(9)}}}
	want := []string{
		"entries[0].size FieldValueInvalid minimum",
		"entries[1] FieldValueDuplicate ",
		"entries[0].name FieldValueInvalid format=k8s-short-name",
		"entries[1].name FieldValueInvalid format=k8s-short-name",
		"entries[1].size FieldValueInvalid maximum",
	}
	expectOrder(t, run(obj, nil), want...)
	expectOrder(t, run(obj, &Root{Entries: []Entry{{Name: "b"}}}), want...)
	// Too many items stops the rest.
	many := &Root{Entries: []Entry{{Name: "A"}, {Name: "A"}, {Name: "A"}, {Name: "A"}}}
	expectOrder(t, run(many, nil), "entries FieldValueTooMany maxItems")
}

func TestListTypeItemChecksThenDuplicateThenTypes(t *testing.T) {
	obj := &Root{Typed: Shorts{"A_BC", "A_BC"}}
	expectOrder(t, run(obj, nil),
		// The field's eachVal, the duplicate, the list type's eachVal,
		// then the item type.
		"typed[0] FieldValueTooLong maxLength",
		"typed[1] FieldValueTooLong maxLength",
		"typed[1] FieldValueDuplicate ",
		"typed[0] FieldValueTooLong maxLength",
		"typed[1] FieldValueTooLong maxLength",
		"typed[0] FieldValueInvalid format=k8s-short-name",
		"typed[1] FieldValueInvalid format=k8s-short-name",
	)
}

func TestMapKeysThenValuesThenValueTypes(t *testing.T) {
	obj := &Root{Map: map[string]Short{"ab": "A_B", "cd": "C_D"}}
	want := []string{
		"map FieldValueTooLong maxLength",
		"map FieldValueTooLong maxLength",
		"map[k] FieldValueTooLong maxLength",
		"map[k] FieldValueTooLong maxLength",
		"map[k] FieldValueInvalid format=k8s-short-name",
		"map[k] FieldValueInvalid format=k8s-short-name",
	}
	expectOrder(t, run(obj, nil), want...)
	expectOrder(t, run(obj, &Root{Map: map[string]Short{"x": "y"}}), want...)
}

func TestMapValueChecksThenKeyTypesThenValueTypes(t *testing.T) {
	obj := &Root{Keyed: map[Key]Short{"ab": "A_B"}}
	want := []string{
		"keyed[k] FieldValueTooLong maxLength",
		"keyed FieldValueTooLong maxLength",
		"keyed[k] FieldValueInvalid format=k8s-short-name",
	}
	expectOrder(t, run(obj, nil), want...)
	expectOrder(t, run(obj, &Root{Keyed: map[Key]Short{"x": "y"}}), want...)
}

func TestOpaqueKeysSkipKeyTypes(t *testing.T) {
	obj := &Root{OpaqueKeys: map[Key]Short{"ab": "A_B"}}
	expectOrder(t, run(obj, nil),
		"opaqueKeys[k] FieldValueTooLong maxLength",
		"opaqueKeys[k] FieldValueInvalid format=k8s-short-name")
}
