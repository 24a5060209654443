package eachval

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func minimum1(p *field.Path, v int) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to 1").WithOrigin("minimum")
}

func maximum9(p *field.Path, v int) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to 9").WithOrigin("maximum")
}

func forced(p *field.Path, v any, msg string) *field.Error {
	return field.Invalid(p, v, "forced failure: "+msg).WithOrigin("validateFalse")
}

var root = field.NewPath

// validT sets every field at the edge of what is allowed.
func validT() *T {
	list := []int{1, 2}
	return &T{
		Ints:         []int{1, 100},
		Strings:      []string{"ab", "abcd"},
		PtrItems:     []*int{new(1)},
		ListPtr:      &list,
		Nested:       [][]int{{1, 2}, {}, nil},
		Deep:         [][][]string{{{"a", ""}}},
		MapValues:    map[string]int{"a": 1},
		IntKeyed:     map[int]int{7: 1},
		MapPtrValues: map[string]*int{"a": new(1), "nil": nil},
		MapOfLists:   map[string][]int{"a": {1, 1}},
		ListOfMaps:   []map[string]int{{"a": 1}},
		Typed:        IntList{1, 9},
		TypedPtr:     &IntList{1},
		Digits:       []Digit{1, 9},
		TypedMap:     IntMap{"a": 1},
		OptionalInts: []int{1},
	}
}

func TestEachValCreateValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{}).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
}

func TestEachValCreateInvalidLists(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	list := []int{1, 0}
	st.Value(&T{
		Ints:       []int{1, 0, -5},
		Strings:    []string{"a", "abcde", "abc"},
		PtrItems:   []*int{new(0)},
		ListPtr:    &list,
		Nested:     [][]int{{1}, {0, 1, 2}},
		Deep:       [][][]string{{{"a"}, {"b", "cc"}}},
		ListOfMaps: []map[string]int{{"ok": 1}, {"bad": 0}},
	}).ExpectInvalid(
		minimum1(root("ints").Index(1), 0),
		minimum1(root("ints").Index(2), -5),
		field.TooShort(root("strings").Index(0), "a", 2).WithOrigin("minLength"),
		field.TooLongCharacters(root("strings").Index(1), "abcde", 4).WithOrigin("maxLength"),
		minimum1(root("ptrItems").Index(0), 0),
		minimum1(root("listPtr").Index(1), 0),
		// maxItems short-circuits: the items of a list over the limit are not checked.
		field.TooMany(root("nested").Index(1), 3, 2).WithOrigin("maxItems"),
		field.TooLongCharacters(root("deep").Index(0).Index(1).Index(1), "cc", 1).WithOrigin("maxLength"),
		minimum1(root("listOfMaps").Index(1).Key("bad"), 0),
	)
}

func TestEachValCreateInvalidMaps(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{
		MapValues:    map[string]int{"ok": 1, "zero": 0},
		IntKeyed:     map[int]int{-3: 0},
		MapPtrValues: map[string]*int{"nil": nil, "zero": new(0)},
		MapOfLists:   map[string][]int{"long": {1, 1, 0}},
	}).ExpectInvalid(
		minimum1(root("mapValues").Key("zero"), 0),
		minimum1(root("intKeyed").Key("-3"), 0),
		minimum1(root("mapPtrValues").Key("zero"), 0),
		field.TooMany(root("mapOfLists").Key("long"), 3, 2).WithOrigin("maxItems"),
	)
}

// Rules from the type declaration and from the field both apply, and item
// types keep their own validation.
func TestEachValTypedefs(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{
		Typed:    IntList{0, 10},
		TypedPtr: &IntList{1, 0},
		Digits:   []Digit{0, 10},
		TypedMap: IntMap{"zero": 0},
	}).ExpectInvalid(
		minimum1(root("typed").Index(0), 0),
		maximum9(root("typed").Index(1), 10),
		minimum1(root("typedPtr").Index(1), 0),
		minimum1(root("digits").Index(0), 0),
		maximum9(root("digits").Index(1), 10),
		minimum1(root("typedMap").Key("zero"), 0),
	)
}

// Struct items get the eachVal rule at the item and their own field rules
// below it.
func TestEachValStructItems(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{
		Structs:   []Item{{N: 1}, {N: 0}},
		StructMap: map[string]Item{"k": {N: 0}},
	}).ExpectInvalid(
		forced(root("structs").Index(0), Item{N: 1}, "items of T.Structs"),
		forced(root("structs").Index(1), Item{N: 0}, "items of T.Structs"),
		minimum1(root("structs").Index(1).Child("n"), 0),
		forced(root("structMap").Key("k"), Item{N: 0}, "values of T.StructMap"),
		minimum1(root("structMap").Key("k").Child("n"), 0),
	)
}

func TestEachValOptionalSkipsEmpty(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{OptionalInts: []int{}}).ExpectValid().ExpectAllocs(0)
	st.Value(&T{OptionalInts: []int{0}}).ExpectInvalid(minimum1(root("optionalInts").Index(0), 0))
}

// invalidT has one invalid item in every field; each call returns fresh
// slices and maps so that an update compares equal values, not aliases.
func invalidT() *T {
	list := []int{0}
	return &T{
		Ints:         []int{0},
		Strings:      []string{"a"},
		PtrItems:     []*int{new(0)},
		ListPtr:      &list,
		Nested:       [][]int{{0}},
		Deep:         [][][]string{{{"xx"}}},
		MapValues:    map[string]int{"k": 0},
		IntKeyed:     map[int]int{1: 0},
		MapPtrValues: map[string]*int{"k": new(0)},
		MapOfLists:   map[string][]int{"k": {0}},
		ListOfMaps:   []map[string]int{{"k": 0}},
		Typed:        IntList{0},
		TypedPtr:     &IntList{0},
		Digits:       []Digit{10},
		TypedMap:     IntMap{"k": 0},
		Structs:      []Item{{N: 0}},
		StructMap:    map[string]Item{"k": {N: 0}},
		OptionalInts: []int{0},
	}
}

func TestEachValUpdateUnchangedIsRatcheted(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
}

// Map values are correlated with the old value at the same key: unchanged
// values are skipped, changed values and new keys are validated, and a
// value that moved to another key counts as new.
func TestEachValUpdateMapValuesByKey(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{MapValues: map[string]int{"same": 0, "changed": 0, "added": -1}}).
		OldValue(&T{MapValues: map[string]int{"same": 0, "changed": 5, "removed": 0}}).
		ExpectInvalid(
			minimum1(root("mapValues").Key("changed"), 0),
			minimum1(root("mapValues").Key("added"), -1),
		)
	st.Value(&T{MapValues: map[string]int{"moved": 0}}).
		OldValue(&T{MapValues: map[string]int{"origin": 0}}).
		ExpectInvalid(minimum1(root("mapValues").Key("moved"), 0))

	st.Value(&T{MapPtrValues: map[string]*int{"same": new(0), "changed": new(0)}}).
		OldValue(&T{MapPtrValues: map[string]*int{"same": new(0), "changed": nil}}).
		ExpectInvalid(minimum1(root("mapPtrValues").Key("changed"), 0))

	// A type-level eachVal ratchets the same way.
	st.Value(&T{TypedMap: IntMap{"same": 0, "changed": 0}}).
		OldValue(&T{TypedMap: IntMap{"same": 0, "changed": 3}}).
		ExpectInvalid(minimum1(root("typedMap").Key("changed"), 0))

	// Struct values: the unchanged value's fields are not re-validated.
	st.Value(&T{StructMap: map[string]Item{"same": {N: 0}, "changed": {N: -1}}}).
		OldValue(&T{StructMap: map[string]Item{"same": {N: 0}, "changed": {N: 0}}}).
		ExpectInvalid(
			forced(root("structMap").Key("changed"), Item{N: -1}, "values of T.StructMap"),
			minimum1(root("structMap").Key("changed").Child("n"), -1),
		)
}

// Lists nested in a map correlate by key; their items, atomic, have no
// identity (as in Kubernetes): an unchanged list ratchets, a changed one has
// its size checked, which short-circuits its items, and then every item
// validated with no old value.
func TestEachValUpdateNestedMapInMap(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{MapOfLists: map[string][]int{"same": {0}, "changed": {0, 0, 0}}}).
		OldValue(&T{MapOfLists: map[string][]int{"same": {0}, "changed": {0}}}).
		ExpectInvalid(
			field.TooMany(root("mapOfLists").Key("changed"), 3, 2).WithOrigin("maxItems"),
		)
	st.Value(&T{MapOfLists: map[string][]int{"same": {0}, "changed": {0, -1}}}).
		OldValue(&T{MapOfLists: map[string][]int{"same": {0}, "changed": {0}}}).
		ExpectInvalid(
			minimum1(root("mapOfLists").Key("changed").Index(0), 0),
			minimum1(root("mapOfLists").Key("changed").Index(1), -1),
		)
}

func TestEachValUpdateChangedToInvalid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Ints: []int{1, 0}, MapValues: map[string]int{"k": 0}, Digits: []Digit{10}}).
		OldValue(&T{Ints: []int{1, 2}, MapValues: map[string]int{"k": 1}, Digits: []Digit{9}}).
		ExpectInvalid(
			minimum1(root("ints").Index(1), 0),
			minimum1(root("mapValues").Key("k"), 0),
			maximum9(root("digits").Index(0), 10),
		)
}

func TestEachValUpdateInvalidToValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
}

// Items of an atomic list have no identity, as in Kubernetes' generator
// (no match function for lists without listType=set|map or +k8s:unique): an
// unchanged list ratchets, and once it changed every item is validated with
// no old value, invalid items kept from the old list included.
func TestEachValUpdateAtomicListItems(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Ints: []int{0, 7}, Digits: []Digit{10}, Structs: []Item{{N: 0}}}).
		OldValue(&T{Ints: []int{0, 7}, Digits: []Digit{10}, Structs: []Item{{N: 0}}}).
		ExpectValid().ExpectAllocs(0)
	st.Value(&T{Ints: []int{0, 7, -1}}).
		OldValue(&T{Ints: []int{5, 0}}).
		ExpectInvalid(minimum1(root("ints").Index(0), 0), minimum1(root("ints").Index(2), -1))
	st.Value(&T{Digits: []Digit{10, 11}}).
		OldValue(&T{Digits: []Digit{10}}).
		ExpectInvalid(maximum9(root("digits").Index(0), 10), maximum9(root("digits").Index(1), 11))
	st.Value(&T{Structs: []Item{{N: 0}, {N: -1}}}).
		OldValue(&T{Structs: []Item{{N: 0}}}).
		ExpectInvalid(
			forced(root("structs").Index(0), Item{N: 0}, "items of T.Structs"),
			minimum1(root("structs").Index(0).Child("n"), 0),
			forced(root("structs").Index(1), Item{N: -1}, "items of T.Structs"),
			minimum1(root("structs").Index(1).Child("n"), -1),
		)
}

func BenchmarkEachValValid(b *testing.B) {
	obj := validT()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if errs := localSchemeBuilder.Validate(ctx, nil, obj); len(errs) != 0 {
			b.Fatal(errs)
		}
	}
}

func BenchmarkEachValUnchangedUpdate(b *testing.B) {
	obj, old := validT(), validT()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if errs := localSchemeBuilder.ValidateUpdate(ctx, nil, obj, old); len(errs) != 0 {
			b.Fatal(errs)
		}
	}
}
