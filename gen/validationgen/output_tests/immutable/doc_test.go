package immutable

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// base returns a Root with every field set. Every call returns a fresh,
// independent value, so old and new objects share nothing.
func base() *Root {
	return &Root{
		Str:                "s",
		Int:                1,
		Bool:               true,
		StrPtr:             new("s"),
		IntPtr:             new(1),
		Struct:             Pair{A: "a", B: 1},
		StructPtr:          &Pair{A: "a", B: 1},
		List:               []string{"a", "b"},
		MapList:            []Entry{{"a", "1"}, {"b", "2"}},
		Map:                map[string]int{"a": 1},
		Typedef:            "t",
		TypedefPtr:         new(Name("t")),
		Chain:              "c",
		ChainPtr:           new(ShortName("c")),
		Count:              1,
		Labels:             Labels{"a": "1"},
		Items:              []Entry{{"a", "1"}, {"b", "2"}},
		SetItems:           []string{"a", "b"},
		AtomicItems:        []string{"a", "b"},
		PtrItems:           []*Entry{{"a", "1"}, {"b", "2"}},
		Values:             map[string]string{"a": "1", "b": "2"},
		NameValues:         map[string]Name{"a": "1"},
		FrozenPtr:          &Frozen{A: "a"},
		OptionalTypedefPtr: new(Name("o")),
		NamePtrValues:      map[string]*Name{"a": new(Name("1"))},
		Nested:             Inner{Name: "n", Fixed: "f", Free: "x"},
		NestedPtr:          &Inner{Name: "n", Fixed: "f", Free: "x"},
		NestedItems:        []Inner{{Name: "a", Fixed: "f"}, {Name: "b", Fixed: "f"}},
	}
}

func path(name string) *field.Path { return field.NewPath(name) }

func immutable(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field is immutable").WithOrigin("immutable")
}

// change is one update: old and new are base() with a mutation applied
// (nil: base as is); want are the errors of the update (nil: valid).
type change struct {
	name     string
	old, new func(*Root)
	want     field.ErrorList
}

func build(mutate func(*Root)) *Root {
	r := base()
	if mutate != nil {
		mutate(r)
	}
	return r
}

// run checks that both states may be created, that an unchanged update is
// valid without allocating, and that the update old -> new has exactly the
// expected errors (a valid one allocating nothing).
func run(t *testing.T, changes []change) {
	t.Helper()
	for _, c := range changes {
		t.Run(c.name, func(t *testing.T) {
			st := localSchemeBuilder.Test(t)
			st.Value(build(c.old)).ExpectValid().ExpectAllocs(0)
			st.Value(build(c.new)).ExpectValid().ExpectAllocs(0)
			st.Value(build(c.new)).OldValue(build(c.new)).ExpectValid().ExpectAllocs(0)
			st.Value(build(c.old)).OldValue(build(c.old)).ExpectValid()
			if c.want == nil {
				st.Value(build(c.new)).OldValue(build(c.old)).ExpectValid().ExpectAllocs(0)
				return
			}
			st.Value(build(c.new)).OldValue(build(c.old)).ExpectInvalid(c.want...)
		})
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(base()).ExpectValid().ExpectAllocs(0)
	st.Value(base()).OldValue(base()).ExpectValid().ExpectAllocs(0)
	st.Value(&Root{}).ExpectValid().ExpectAllocs(0)
	st.Value(&Root{}).OldValue(&Root{}).ExpectValid().ExpectAllocs(0)
}

func TestScalars(t *testing.T) {
	run(t, []change{
		{"string set", func(r *Root) { r.Str = "" }, nil, field.ErrorList{immutable(path("str"))}},
		{"string modify", nil, func(r *Root) { r.Str = "t" }, field.ErrorList{immutable(path("str"))}},
		{"string clear", nil, func(r *Root) { r.Str = "" }, field.ErrorList{immutable(path("str"))}},
		{"int set", func(r *Root) { r.Int = 0 }, nil, field.ErrorList{immutable(path("int"))}},
		{"int modify", nil, func(r *Root) { r.Int = 2 }, field.ErrorList{immutable(path("int"))}},
		{"int clear", nil, func(r *Root) { r.Int = 0 }, field.ErrorList{immutable(path("int"))}},
		{"bool set", func(r *Root) { r.Bool = false }, nil, field.ErrorList{immutable(path("bool"))}},
		{"bool clear", nil, func(r *Root) { r.Bool = false }, field.ErrorList{immutable(path("bool"))}},
	})
}

func TestPointers(t *testing.T) {
	run(t, []change{
		{"string pointer set", func(r *Root) { r.StrPtr = nil }, nil, field.ErrorList{immutable(path("strPtr"))}},
		// A pointer to the zero value is set.
		{"string pointer set to empty", func(r *Root) { r.StrPtr = nil }, func(r *Root) { r.StrPtr = new("") },
			field.ErrorList{immutable(path("strPtr"))}},
		{"string pointer modify", nil, func(r *Root) { r.StrPtr = new("t") }, field.ErrorList{immutable(path("strPtr"))}},
		{"string pointer clear", nil, func(r *Root) { r.StrPtr = nil }, field.ErrorList{immutable(path("strPtr"))}},
		// Equality is of the pointee: a new pointer to an equal value is unchanged.
		{"string pointer same value", nil, func(r *Root) { r.StrPtr = new(*r.StrPtr) }, nil},
		{"int pointer set to zero", func(r *Root) { r.IntPtr = nil }, func(r *Root) { r.IntPtr = new(0) },
			field.ErrorList{immutable(path("intPtr"))}},
		{"int pointer zero to nil", func(r *Root) { r.IntPtr = new(0) }, func(r *Root) { r.IntPtr = nil },
			field.ErrorList{immutable(path("intPtr"))}},
		{"int pointer modify", nil, func(r *Root) { *r.IntPtr = 2 }, field.ErrorList{immutable(path("intPtr"))}},
	})
}

func TestStructs(t *testing.T) {
	run(t, []change{
		{"struct modify", nil, func(r *Root) { r.Struct.B = 2 }, field.ErrorList{immutable(path("struct"))}},
		{"struct to zero", nil, func(r *Root) { r.Struct = Pair{} }, field.ErrorList{immutable(path("struct"))}},
		{"struct from zero", func(r *Root) { r.Struct = Pair{} }, nil, field.ErrorList{immutable(path("struct"))}},
		{"struct pointer set", func(r *Root) { r.StructPtr = nil }, func(r *Root) { r.StructPtr = &Pair{} },
			field.ErrorList{immutable(path("structPtr"))}},
		{"struct pointer modify", nil, func(r *Root) { r.StructPtr.A = "b" }, field.ErrorList{immutable(path("structPtr"))}},
		{"struct pointer clear", nil, func(r *Root) { r.StructPtr = nil }, field.ErrorList{immutable(path("structPtr"))}},
		{"struct pointer same value", nil, func(r *Root) { r.StructPtr = &Pair{A: "a", B: 1} }, nil},
	})
}

func TestListsAndMaps(t *testing.T) {
	run(t, []change{
		{"list set", func(r *Root) { r.List = nil }, nil, field.ErrorList{immutable(path("list"))}},
		{"list add item", nil, func(r *Root) { r.List = append(r.List, "c") }, field.ErrorList{immutable(path("list"))}},
		{"list remove item", nil, func(r *Root) { r.List = r.List[:1] }, field.ErrorList{immutable(path("list"))}},
		{"list modify item", nil, func(r *Root) { r.List[1] = "c" }, field.ErrorList{immutable(path("list"))}},
		{"list reorder", nil, func(r *Root) { r.List = []string{"b", "a"} }, field.ErrorList{immutable(path("list"))}},
		{"list clear", nil, func(r *Root) { r.List = nil }, field.ErrorList{immutable(path("list"))}},
		// nil and empty are the same value.
		{"list nil to empty", func(r *Root) { r.List = nil }, func(r *Root) { r.List = []string{} }, nil},

		{"map list add item", nil, func(r *Root) { r.MapList = append(r.MapList, Entry{"c", "3"}) },
			field.ErrorList{immutable(path("mapList"))}},
		{"map list remove item", nil, func(r *Root) { r.MapList = r.MapList[1:] },
			field.ErrorList{immutable(path("mapList"))}},
		{"map list modify item", nil, func(r *Root) { r.MapList[0].Value = "9" },
			field.ErrorList{immutable(path("mapList"))}},
		// The whole list is immutable, order included.
		{"map list reorder", nil, func(r *Root) { r.MapList[0], r.MapList[1] = r.MapList[1], r.MapList[0] },
			field.ErrorList{immutable(path("mapList"))}},

		{"map add key", nil, func(r *Root) { r.Map["b"] = 2 }, field.ErrorList{immutable(path("map"))}},
		{"map remove key", nil, func(r *Root) { delete(r.Map, "a") }, field.ErrorList{immutable(path("map"))}},
		{"map modify value", nil, func(r *Root) { r.Map["a"] = 2 }, field.ErrorList{immutable(path("map"))}},
		{"map clear", nil, func(r *Root) { r.Map = nil }, field.ErrorList{immutable(path("map"))}},
		{"map nil to empty", func(r *Root) { r.Map = nil }, func(r *Root) { r.Map = map[string]int{} }, nil},
	})
}

// TestDuplicatesOfImmutableList: the uniqueness of a map list runs on
// create and when the list changed, unless the immutable check failed
// first (it is a short-circuit check).
func TestDuplicatesOfImmutableList(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	dup := func(r *Root) { r.MapList = []Entry{{"a", "1"}, {"a", "2"}} }
	// The bad value is the whole later item, and there is no origin.
	st.Value(build(dup)).ExpectMatches(field.ErrorMatcher{}.Exactly(),
		field.ErrorList{field.Duplicate(path("mapList").Index(1), Entry{"a", "2"})})
	st.Value(build(dup)).OldValue(build(dup)).ExpectValid()
	st.Value(build(dup)).OldValue(base()).ExpectInvalid(immutable(path("mapList")))
}

func TestTypedefs(t *testing.T) {
	run(t, []change{
		{"typedef modify", nil, func(r *Root) { r.Typedef = "u" }, field.ErrorList{immutable(path("typedef"))}},
		{"typedef clear", nil, func(r *Root) { r.Typedef = "" }, field.ErrorList{immutable(path("typedef"))}},
		{"typedef pointer modify", nil, func(r *Root) { r.TypedefPtr = new(Name("u")) },
			field.ErrorList{immutable(path("typedefPtr"))}},
		// Setting the pointer gives Name a value with no old counterpart:
		// Kubernetes' immutable fires. Clearing it changes the value too:
		// Kubernetes calls Name's function with the nil pointer.
		{"typedef pointer set", func(r *Root) { r.TypedefPtr = nil }, nil, field.ErrorList{immutable(path("typedefPtr"))}},
		{"typedef pointer clear", nil, func(r *Root) { r.TypedefPtr = nil }, field.ErrorList{immutable(path("typedefPtr"))}},
		{"chain pointer clear", nil, func(r *Root) { r.ChainPtr = nil }, field.ErrorList{immutable(path("chainPtr"))}},
		{"struct type pointer set", func(r *Root) { r.FrozenPtr = nil }, nil, field.ErrorList{immutable(path("frozenPtr"))}},
		{"struct type pointer modify", nil, func(r *Root) { r.FrozenPtr.A = "b" }, field.ErrorList{immutable(path("frozenPtr"))}},
		{"struct type pointer clear", nil, func(r *Root) { r.FrozenPtr = nil }, field.ErrorList{immutable(path("frozenPtr"))}},
		{"struct type pointer same value", nil, func(r *Root) { r.FrozenPtr = &Frozen{A: "a"} }, nil},
		// +k8s:optional stops the checks of an unset pointer, the type's
		// function included: it may be cleared, not set or modified.
		{"optional typedef pointer clear", nil, func(r *Root) { r.OptionalTypedefPtr = nil }, nil},
		{"optional typedef pointer set", func(r *Root) { r.OptionalTypedefPtr = nil }, nil,
			field.ErrorList{immutable(path("optionalTypedefPtr"))}},
		{"optional typedef pointer modify", nil, func(r *Root) { r.OptionalTypedefPtr = new(Name("p")) },
			field.ErrorList{immutable(path("optionalTypedefPtr"))}},
		// Map values: a value cleared to nil changed; a removed key has no
		// new value to check; an added key's value, set or not, has no old
		// counterpart, which immutable reports on update (as Kubernetes).
		{"pointer map value clear", nil, func(r *Root) { r.NamePtrValues["a"] = nil },
			field.ErrorList{immutable(path("namePtrValues").Key("a"))}},
		{"pointer map value removed", nil, func(r *Root) { delete(r.NamePtrValues, "a") }, nil},
		{"pointer map value added unset", nil, func(r *Root) { r.NamePtrValues["b"] = nil },
			field.ErrorList{immutable(path("namePtrValues").Key("b"))}},
		{"pointer map value added", nil, func(r *Root) { r.NamePtrValues["b"] = new(Name("2")) },
			field.ErrorList{immutable(path("namePtrValues").Key("b"))}},
		// ShortName -> Name: the Name link's rule applies to ShortName.
		{"chain modify", nil, func(r *Root) { r.Chain = "d" }, field.ErrorList{immutable(path("chain"))}},
		{"chain pointer modify", nil, func(r *Root) { r.ChainPtr = new(ShortName("d")) },
			field.ErrorList{immutable(path("chainPtr"))}},
		{"int typedef modify", nil, func(r *Root) { r.Count = 2 }, field.ErrorList{immutable(path("count"))}},
		{"map typedef add key", nil, func(r *Root) { r.Labels["b"] = "2" }, field.ErrorList{immutable(path("labels"))}},
		{"map typedef clear", nil, func(r *Root) { r.Labels = nil }, field.ErrorList{immutable(path("labels"))}},
	})
}

// TestChainLinksBothApply: the chain's own maxLength and the Name link's
// immutability are checks of different links, and both report.
func TestChainLinksBothApply(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	long := func(r *Root) { r.Chain = "abcde" }
	tooLong := field.TooLongCharacters(path("chain"), "abcde", 4).WithOrigin("maxLength")
	st.Value(build(long)).ExpectInvalid(tooLong)
	st.Value(build(long)).OldValue(build(long)).ExpectValid()
	st.Value(build(long)).OldValue(base()).ExpectInvalid(tooLong, immutable(path("chain")))
	st.Value(base()).OldValue(build(long)).ExpectInvalid(immutable(path("chain")))
}

func TestItems(t *testing.T) {
	run(t, []change{
		// Map list items are correlated by key.
		{"map list item modify", nil, func(r *Root) { r.Items[1].Value = "9" },
			field.ErrorList{immutable(path("items").Index(1))}},
		{"map list item added", nil, func(r *Root) { r.Items = append(r.Items, Entry{"c", "3"}) },
			field.ErrorList{immutable(path("items").Index(2))}},
		{"map list item removed", nil, func(r *Root) { r.Items = r.Items[1:] }, nil},
		{"map list cleared", nil, func(r *Root) { r.Items = nil }, nil},
		{"map list reorder", nil, func(r *Root) { r.Items[0], r.Items[1] = r.Items[1], r.Items[0] }, nil},
		// The error names the item's new position.
		{"map list reorder and modify", nil, func(r *Root) { r.Items = []Entry{{"b", "9"}, {"a", "1"}} },
			field.ErrorList{immutable(path("items").Index(0))}},
		{"map list every item modified", nil, func(r *Root) { r.Items[0].Value, r.Items[1].Value = "8", "9" },
			field.ErrorList{immutable(path("items").Index(0)), immutable(path("items").Index(1))}},
		// An item removed and re-added under the same key in one update
		// is the same item.
		{"map list item replaced", nil, func(r *Root) { r.Items = []Entry{{"a", "1"}, {"b", "3"}} },
			field.ErrorList{immutable(path("items").Index(1))}},

		{"pointer item modify", nil, func(r *Root) { r.PtrItems[0] = &Entry{"a", "9"} },
			field.ErrorList{immutable(path("ptrItems").Index(0))}},
		{"pointer item added", nil, func(r *Root) { r.PtrItems = append(r.PtrItems, &Entry{"c", "3"}) },
			field.ErrorList{immutable(path("ptrItems").Index(2))}},
		{"pointer item removed", nil, func(r *Root) { r.PtrItems = r.PtrItems[:1] }, nil},

		// Set items are correlated by value: a changed item is a new item
		// with no old value, for which Kubernetes' immutable fires.
		{"set item changed", nil, func(r *Root) { r.SetItems[1] = "c" }, field.ErrorList{immutable(path("setItems").Index(1))}},
		{"set reorder", nil, func(r *Root) { r.SetItems = []string{"b", "a"} }, nil},
		// Atomic items have no identity, as in Kubernetes: none is matched
		// to an old item, so every item of a changed list is new and
		// reported; an unchanged list reports nothing.
		{"atomic item changed", nil, func(r *Root) { r.AtomicItems[1] = "c" },
			field.ErrorList{immutable(path("atomicItems").Index(0)), immutable(path("atomicItems").Index(1))}},
		{"atomic item added", nil, func(r *Root) { r.AtomicItems = append(r.AtomicItems, "c") },
			field.ErrorList{immutable(path("atomicItems").Index(0)), immutable(path("atomicItems").Index(1)), immutable(path("atomicItems").Index(2))}},
		{"atomic item removed", nil, func(r *Root) { r.AtomicItems = r.AtomicItems[:1] },
			field.ErrorList{immutable(path("atomicItems").Index(0))}},
		{"atomic list cleared", nil, func(r *Root) { r.AtomicItems = nil }, nil},

		// Map values are correlated by key.
		{"map value modify", nil, func(r *Root) { r.Values["b"] = "9" },
			field.ErrorList{immutable(path("values").Key("b"))}},
		{"map value added", nil, func(r *Root) { r.Values["c"] = "3" }, field.ErrorList{immutable(path("values").Key("c"))}},
		{"map value removed", nil, func(r *Root) { delete(r.Values, "a") }, nil},
		{"typed map value modify", nil, func(r *Root) { r.NameValues["a"] = "9" },
			field.ErrorList{immutable(path("nameValues").Key("a"))}},
		{"typed map value added", nil, func(r *Root) { r.NameValues["b"] = "2" }, field.ErrorList{immutable(path("nameValues").Key("b"))}},
	})
}

func TestNested(t *testing.T) {
	run(t, []change{
		{"nested field modify", nil, func(r *Root) { r.Nested.Fixed = "g" },
			field.ErrorList{immutable(path("nested").Child("fixed"))}},
		{"nested field set", func(r *Root) { r.Nested.Fixed = "" }, nil,
			field.ErrorList{immutable(path("nested").Child("fixed"))}},
		{"nested other field modify", nil, func(r *Root) { r.Nested.Free = "y" }, nil},
		{"nested list item field modify", nil, func(r *Root) { r.NestedItems[1].Fixed = "g" },
			field.ErrorList{immutable(path("nestedItems").Index(1).Child("fixed"))}},
		{"nested list item added", nil, func(r *Root) { r.NestedItems = append(r.NestedItems, Inner{Name: "c", Fixed: "z"}) },
			field.ErrorList{immutable(path("nestedItems").Index(2).Child("fixed"))}},
	})
}

// TestParentLifecycle: rules of fields inside an optional parent apply
// only while that parent exists in both objects (KEP-5073 "Parent
// Lifecycle Scope Principle").
func TestParentLifecycle(t *testing.T) {
	run(t, []change{
		// A field of a new parent has no old counterpart: Kubernetes'
		// immutable fires.
		{"parent set", func(r *Root) { r.NestedPtr = nil }, func(r *Root) { r.NestedPtr = &Inner{Fixed: "anything"} },
			field.ErrorList{immutable(path("nestedPtr").Child("fixed"))}},
		{"parent cleared", nil, func(r *Root) { r.NestedPtr = nil }, nil},
		{"field modified in existing parent", nil, func(r *Root) { r.NestedPtr.Fixed = "g" },
			field.ErrorList{immutable(path("nestedPtr").Child("fixed"))}},
		// Replacing the parent in one update is indistinguishable from
		// modifying it.
		{"parent replaced in one update", nil, func(r *Root) { r.NestedPtr = &Inner{Fixed: "g"} },
			field.ErrorList{immutable(path("nestedPtr").Child("fixed"))}},
	})
	// Clearing is allowed, but setting again in a later update is not:
	// as in Kubernetes, a value with no old counterpart counts as changed.
	st := localSchemeBuilder.Test(t)
	cleared := build(func(r *Root) { r.NestedPtr = nil })
	st.Value(cleared).OldValue(base()).ExpectValid()
	st.Value(build(func(r *Root) { r.NestedPtr = &Inner{Fixed: "g"} })).OldValue(cleared).ExpectInvalid(
		immutable(path("nestedPtr").Child("fixed")))
	// Likewise a removed list item, added back.
	removed := build(func(r *Root) { r.NestedItems = r.NestedItems[:1] })
	st.Value(removed).OldValue(base()).ExpectValid()
	st.Value(build(func(r *Root) { r.NestedItems[1].Fixed = "g" })).OldValue(removed).ExpectInvalid(
		immutable(path("nestedItems").Index(1).Child("fixed")))
}

// TestErrorAttributes checks what ExpectInvalid ignores: the nil bad value
// and the short-circuit flag.
func TestErrorAttributes(t *testing.T) {
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, build(func(r *Root) { r.Str = "t" }), base())
	if len(errs) != 1 {
		t.Fatalf("want 1 error, got %v", errs)
	}
	e := errs[0]
	if e.Field != "str" || e.Type != field.ErrorTypeInvalid || e.BadValue != nil || e.Detail != "field is immutable" ||
		e.Origin != "immutable" || !e.ShortCircuit {
		t.Errorf("got %#v", e)
	}
	// Create never reports immutability.
	if errs := localSchemeBuilder.Validate(context.Background(), nil, build(func(r *Root) { r.Str = "t" })); len(errs) != 0 {
		t.Errorf("create: %v", errs)
	}
}
