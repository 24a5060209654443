package listtype

import (
	"context"
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func dup(p *field.Path, item any) *field.Error { return field.Duplicate(p, item) }

func maxLength3(p *field.Path, v string) *field.Error {
	return field.TooLongCharacters(p, v, 3).WithOrigin("maxLength")
}

func minLength2(p *field.Path, v string) *field.Error {
	return field.TooShort(p, v, 2).WithOrigin("minLength")
}

// validT fills every field with unique items, item rules at their limits.
func validT() *T {
	set := []string{"a", "b"}
	typed := StringSet{"a", "b"}
	chain := ShortSet{"abc", "ab"}
	return &T{
		Atomic:          []string{"a", "a"},
		Set:             []string{"a", "b", "c"},
		IntSet:          []int{0, 1, -1},
		StructSet:       []Pair{{"a", 1}, {"a", 2}, {"b", 1}},
		PtrSet:          []*string{new("a"), new("b")},
		SetPtr:          &set,
		OptionalSet:     []string{"a"},
		CheckedSet:      []string{"abc", ""},
		Typed:           StringSet{"a", "b"},
		TypedPtr:        &typed,
		Chain:           ShortSet{"abc", "b"},
		ChainPtr:        &chain,
		TypedWithRule:   StringSet{"ab", "abc"},
		SetOfSets:       [][]string{{"a", "b"}, {"a", "b"}},
		MapOfSets:       map[string][]int{"k": {1, 2}, "empty": nil},
		ListOfTypedSets: []StringSet{{"a"}, {"a"}},
		Nested:          Inner{Names: []string{"a", "b"}},
		NestedPtr:       &Inner{Names: []string{"a"}},
		Inners:          []Inner{{Names: []string{"a"}}, {Names: []string{"a"}}},
	}
}

// invalidT has duplicates in every set; each call returns fresh slices and
// maps so that an update compares equal values, not aliases.
func invalidT() *T {
	set := []string{"a", "a"}
	typed := StringSet{"b", "b"}
	chain := ShortSet{"c", "c"}
	return &T{
		Set:             []string{"a", "b", "a", "b", "a"},
		IntSet:          []int{7, 7},
		StructSet:       []Pair{{"a", 1}, {"a", 2}, {"a", 1}},
		PtrSet:          []*string{new("a"), new("a")},
		SetPtr:          &set,
		OptionalSet:     []string{"x", "x"},
		CheckedSet:      []string{"abcd", "abcd"},
		Typed:           StringSet{"a", "a"},
		TypedPtr:        &typed,
		Chain:           ShortSet{"abcd", "abcd"},
		ChainPtr:        &chain,
		TypedWithRule:   StringSet{"a", "a"},
		SetOfSets:       [][]string{{"a"}, {"b", "b"}},
		MapOfSets:       map[string][]int{"k": {1, 1}},
		ListOfTypedSets: []StringSet{{"x", "x"}},
		Nested:          Inner{Names: []string{"n", "n"}},
		NestedPtr:       &Inner{Names: []string{"p", "p"}},
		Inners:          []Inner{{Names: []string{"ok"}}, {Names: []string{"i", "i"}}},
	}
}

// invalidTErrors are the errors of invalidT on create: every later
// duplicate once, at its own index, with the item as the bad value.
func invalidTErrors() []*field.Error {
	return []*field.Error{
		dup(root("set").Index(2), "a"),
		dup(root("set").Index(3), "b"),
		dup(root("set").Index(4), "a"),
		dup(root("intSet").Index(1), 7),
		dup(root("structSet").Index(2), Pair{"a", 1}),
		dup(root("ptrSet").Index(1), "a"),
		dup(root("setPtr").Index(1), "a"),
		dup(root("optionalSet").Index(1), "x"),
		dup(root("checkedSet").Index(1), "abcd"),
		maxLength3(root("checkedSet").Index(0), "abcd"),
		maxLength3(root("checkedSet").Index(1), "abcd"),
		dup(root("typed").Index(1), "a"),
		dup(root("typedPtr").Index(1), "b"),
		dup(root("chain").Index(1), "abcd"),
		maxLength3(root("chain").Index(0), "abcd"),
		maxLength3(root("chain").Index(1), "abcd"),
		dup(root("chainPtr").Index(1), "c"),
		dup(root("typedWithRule").Index(1), "a"),
		minLength2(root("typedWithRule").Index(0), "a"),
		minLength2(root("typedWithRule").Index(1), "a"),
		dup(root("setOfSets").Index(1).Index(1), "b"),
		dup(root("mapOfSets").Key("k").Index(1), 1),
		dup(root("listOfTypedSets").Index(0).Index(1), "x"),
		dup(root("nested", "names").Index(1), "n"),
		dup(root("nestedPtr", "names").Index(1), "p"),
		dup(root("inners").Index(1).Child("names").Index(1), "i"),
	}
}

func TestListTypeCreateValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{}).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
}

func TestListTypeCreateDuplicates(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).ExpectInvalid(invalidTErrors()...)
}

// Atomic lists have no duplicates; an empty set is valid too.
func TestListTypeNoDuplicates(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Atomic: []string{"x", "x", "x"}}).ExpectValid()
	st.Value(&T{OptionalSet: []string{}}).ExpectValid()
}

// The error is exactly Kubernetes': Duplicate at the later item, the item
// as the bad value (the pointer for lists of pointers), no origin, not
// short-circuit.
func TestListTypeDuplicateErrorShape(t *testing.T) {
	item := new("a")
	errs := localSchemeBuilder.Validate(context.Background(), nil, &T{
		StructSet: []Pair{{"a", 1}, {"a", 1}},
		PtrSet:    []*string{new("a"), item},
	})
	if len(errs) != 2 {
		t.Fatalf("got %d errors, want 2: %v", len(errs), errs)
	}
	want := []*field.Error{
		{Type: field.ErrorTypeDuplicate, Field: "structSet[1]", BadValue: Pair{"a", 1}},
		{Type: field.ErrorTypeDuplicate, Field: "ptrSet[1]", BadValue: item},
	}
	for i, e := range errs {
		w := want[i]
		if e.Type != w.Type || e.Field != w.Field || !reflect.DeepEqual(e.BadValue, w.BadValue) || e.Origin != "" || e.Detail != "" || e.ShortCircuit {
			t.Errorf("error %d = %#v, want %#v", i, e, w)
		}
	}
}

// Uniqueness grows linearly: a long list with every item repeated once
// reports each repetition exactly once. Lists of a few dozen unique items
// are checked without allocating.
func TestListTypeLongList(t *testing.T) {
	const n = 100
	list := make([]int, 0, 2*n)
	for i := range n {
		list = append(list, i)
	}
	var want []*field.Error
	for i := range n {
		list = append(list, i)
		want = append(want, dup(root("intSet").Index(n+i), i))
	}
	st := localSchemeBuilder.Test(t)
	st.Value(&T{IntSet: list[:32]}).ExpectValid().ExpectAllocs(0)
	st.Value(&T{IntSet: list[:n]}).ExpectValid()
	st.Value(&T{IntSet: list}).ExpectInvalid(want...)
}

func TestListTypeUpdateUnchangedDuplicatesRatchet(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
	// nil and empty are the same list.
	st.Value(&T{Set: []string{}, MapOfSets: map[string][]int{}}).OldValue(&T{}).ExpectValid().ExpectAllocs(0)
}

// A list that changed is checked for uniqueness again, as a whole, even
// where the duplicates were there before.
func TestListTypeUpdateChangedDuplicates(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Set: []string{"a", "a", "b"}}).OldValue(&T{Set: []string{"a", "a"}}).
		ExpectInvalid(dup(root("set").Index(1), "a"))
	// Reordering a set is a change.
	st.Value(&T{Set: []string{"b", "a", "b"}}).OldValue(&T{Set: []string{"b", "b", "a"}}).
		ExpectInvalid(dup(root("set").Index(2), "b"))
	st.Value(&T{Typed: StringSet{"a", "a"}}).OldValue(&T{Typed: StringSet{"a"}}).
		ExpectInvalid(dup(root("typed").Index(1), "a"))
	st.Value(&T{MapOfSets: map[string][]int{"same": {1, 1}, "new": {2, 2}}}).
		OldValue(&T{MapOfSets: map[string][]int{"same": {1, 1}}}).
		ExpectInvalid(dup(root("mapOfSets").Key("new").Index(1), 2))
	// The outer list is atomic: its items have no old values (as in
	// Kubernetes), so every inner set of a changed outer list is checked.
	st.Value(&T{SetOfSets: [][]string{{"a", "a"}, {"b", "b"}}}).
		OldValue(&T{SetOfSets: [][]string{{"a", "a"}}}).
		ExpectInvalid(dup(root("setOfSets").Index(0).Index(1), "a"), dup(root("setOfSets").Index(1).Index(1), "b"))
	st.Value(&T{Nested: Inner{Names: []string{"n", "n"}}}).OldValue(&T{Nested: Inner{Names: []string{"n"}}}).
		ExpectInvalid(dup(root("nested", "names").Index(1), "n"))
}

func TestListTypeUpdateInvalidToValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).OldValue(invalidT()).ExpectValid()
	st.Value(&T{}).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
}

// Item rules of a set ratchet by value: an item found in the old list is
// not validated again, wherever it moved; new items are.
func TestListTypeSetItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{CheckedSet: []string{"x", "abcd"}}).OldValue(&T{CheckedSet: []string{"abcd"}}).ExpectValid()
	st.Value(&T{CheckedSet: []string{"y", "abcd", "x"}}).OldValue(&T{CheckedSet: []string{"x", "abcd"}}).ExpectValid()
	st.Value(&T{CheckedSet: []string{"abcde", "abcd"}}).OldValue(&T{CheckedSet: []string{"abcd"}}).
		ExpectInvalid(maxLength3(root("checkedSet").Index(0), "abcde"))
	st.Value(&T{Chain: ShortSet{"abcd", "wxyz"}}).OldValue(&T{Chain: ShortSet{"abcd"}}).
		ExpectInvalid(maxLength3(root("chain").Index(1), "wxyz"))
	st.Value(&T{TypedWithRule: StringSet{"a", "b", "cd"}}).OldValue(&T{TypedWithRule: StringSet{"b", "a"}}).ExpectValid()
}

// BUG (see report): when the field and its type both declare
// +k8s:listType=set, the uniqueness check runs once per declaration and
// each duplicate is reported twice. A duplicate is one error.
func TestListTypeRedeclaredOnField(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Redeclared: StringSet{"a", "a"}}).ExpectInvalid(dup(root("redeclared").Index(1), "a"))
}
