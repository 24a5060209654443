package update

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func path(name string) *field.Path { return field.NewPath(name) }

func cannotSet(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field cannot be set once created").WithOrigin("update")
}

func cannotModify(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field cannot be modified once set").WithOrigin("update")
}

func cannotClear(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field cannot be cleared once set").WithOrigin("update")
}

func added(p *field.Path) *field.Error {
	return field.Forbidden(p, "item may not be added").WithOrigin("update")
}

func removed(p *field.Path) *field.Error {
	return field.Forbidden(p, "item may not be removed").WithOrigin("update")
}

// change is one update of a root type T: old and new are base values with
// a mutation applied (nil: the base as is); want are the update's errors
// (nil: valid).
type change[T any] struct {
	name     string
	old, new func(*T)
	want     field.ErrorList
}

// run checks, for each change, that both states may be created, that
// unchanged updates are valid without allocating, and that the update
// old -> new reports exactly the expected errors (a valid one allocating
// nothing).
func run[T any](t *testing.T, base func() *T, changes []change[T]) {
	t.Helper()
	build := func(mutate func(*T)) *T {
		v := base()
		if mutate != nil {
			mutate(v)
		}
		return v
	}
	for _, c := range changes {
		t.Run(c.name, func(t *testing.T) {
			st := localSchemeBuilder.Test(t)
			st.Value(build(c.old)).ExpectValid().ExpectAllocs(0)
			st.Value(build(c.new)).ExpectValid().ExpectAllocs(0)
			st.Value(build(c.old)).OldValue(build(c.old)).ExpectValid().ExpectAllocs(0)
			st.Value(build(c.new)).OldValue(build(c.new)).ExpectValid().ExpectAllocs(0)
			if c.want == nil {
				st.Value(build(c.new)).OldValue(build(c.old)).ExpectValid().ExpectAllocs(0)
				return
			}
			st.Value(build(c.new)).OldValue(build(c.old)).ExpectInvalid(c.want...)
		})
	}
}

func scalars() *Scalars {
	return &Scalars{
		SetStr: "x", ModStr: "x", ClearStr: "x", UnsetStr: "x",
		SetInt: 1, ModInt: 1, ClearInt: 1,
		SetBool: true, ClearBool: true,
		Typed: "x", Comma: "x", Repeated: "x", Spaced: "x",
	}
}

func TestScalars(t *testing.T) {
	type c = change[Scalars]
	run(t, scalars, []c{
		{"NoSet string set", func(r *Scalars) { r.SetStr = "" }, nil, field.ErrorList{cannotSet(path("setStr"))}},
		{"NoSet string modify", nil, func(r *Scalars) { r.SetStr = "y" }, nil},
		{"NoSet string clear", nil, func(r *Scalars) { r.SetStr = "" }, nil},
		{"NoModify string set", func(r *Scalars) { r.ModStr = "" }, nil, nil},
		{"NoModify string modify", nil, func(r *Scalars) { r.ModStr = "y" }, field.ErrorList{cannotModify(path("modStr"))}},
		{"NoModify string clear", nil, func(r *Scalars) { r.ModStr = "" }, nil},
		{"NoClear string set", func(r *Scalars) { r.ClearStr = "" }, nil, nil},
		{"NoClear string modify", nil, func(r *Scalars) { r.ClearStr = "y" }, nil},
		{"NoClear string clear", nil, func(r *Scalars) { r.ClearStr = "" }, field.ErrorList{cannotClear(path("clearStr"))}},
		{"NoUnset is NoClear", nil, func(r *Scalars) { r.UnsetStr = "" }, field.ErrorList{cannotClear(path("unsetStr"))}},
		{"NoUnset allows modify", nil, func(r *Scalars) { r.UnsetStr = "y" }, nil},

		{"NoSet int set", func(r *Scalars) { r.SetInt = 0 }, nil, field.ErrorList{cannotSet(path("setInt"))}},
		{"NoSet int set negative", func(r *Scalars) { r.SetInt = 0 }, func(r *Scalars) { r.SetInt = -1 },
			field.ErrorList{cannotSet(path("setInt"))}},
		{"NoSet int modify", nil, func(r *Scalars) { r.SetInt = 2 }, nil},
		{"NoSet int clear", nil, func(r *Scalars) { r.SetInt = 0 }, nil},
		{"NoModify int modify", nil, func(r *Scalars) { r.ModInt = 2 }, field.ErrorList{cannotModify(path("modInt"))}},
		{"NoModify int set", func(r *Scalars) { r.ModInt = 0 }, nil, nil},
		{"NoModify int clear", nil, func(r *Scalars) { r.ModInt = 0 }, nil},
		{"NoClear int clear", nil, func(r *Scalars) { r.ClearInt = 0 }, field.ErrorList{cannotClear(path("clearInt"))}},
		{"NoClear int modify to max", nil, func(r *Scalars) { r.ClearInt = 255 }, nil},

		{"NoSet bool set", func(r *Scalars) { r.SetBool = false }, nil, field.ErrorList{cannotSet(path("setBool"))}},
		{"NoSet bool clear", nil, func(r *Scalars) { r.SetBool = false }, nil},
		{"NoClear bool clear", nil, func(r *Scalars) { r.ClearBool = false }, field.ErrorList{cannotClear(path("clearBool"))}},
		{"NoClear bool set", func(r *Scalars) { r.ClearBool = false }, nil, nil},

		{"typedef modify", nil, func(r *Scalars) { r.Typed = "y" }, field.ErrorList{cannotModify(path("typed"))}},
		{"typedef clear", nil, func(r *Scalars) { r.Typed = "" }, field.ErrorList{cannotClear(path("typed"))}},
		{"typedef set", func(r *Scalars) { r.Typed = "" }, nil, nil},
	})
}

// TestRuleLists: a comma list, repeated tags and a list with spaces and a
// repeated word all combine their rules.
func TestRuleLists(t *testing.T) {
	type c = change[Scalars]
	var cases []c
	for _, f := range []struct {
		json string
		set  func(*Scalars, string)
	}{
		{"comma", func(r *Scalars, v string) { r.Comma = v }},
		{"repeated", func(r *Scalars, v string) { r.Repeated = v }},
	} {
		cases = append(cases,
			c{f.json + " set", func(r *Scalars) { f.set(r, "") }, nil, field.ErrorList{cannotSet(path(f.json))}},
			c{f.json + " modify", nil, func(r *Scalars) { f.set(r, "y") }, field.ErrorList{cannotModify(path(f.json))}},
			c{f.json + " clear", nil, func(r *Scalars) { f.set(r, "") }, field.ErrorList{cannotClear(path(f.json))}},
		)
	}
	cases = append(cases,
		c{"spaced set", func(r *Scalars) { r.Spaced = "" }, nil, nil},
		c{"spaced modify", nil, func(r *Scalars) { r.Spaced = "y" }, field.ErrorList{cannotModify(path("spaced"))}},
		c{"spaced clear", nil, func(r *Scalars) { r.Spaced = "" }, field.ErrorList{cannotClear(path("spaced"))}},
	)
	run(t, scalars, cases)
}

func pointers() *Pointers {
	return &Pointers{
		SetPtr: new("s"), ModPtr: new(1), ClearPtr: new(true), AllPtr: new(Name("n")),
		Struct:    Pair{A: "a", B: 1},
		SetStruct: &Pair{}, ModStruct: &Pair{A: "a", B: 1}, ClearStruct: &Pair{A: "a", B: 1},
	}
}

func TestPointers(t *testing.T) {
	type c = change[Pointers]
	run(t, pointers, []c{
		{"NoSet pointer set", func(r *Pointers) { r.SetPtr = nil }, nil, field.ErrorList{cannotSet(path("setPtr"))}},
		// A pointer to the zero value is set.
		{"NoSet pointer set to zero value", func(r *Pointers) { r.SetPtr = nil }, func(r *Pointers) { r.SetPtr = new("") },
			field.ErrorList{cannotSet(path("setPtr"))}},
		{"NoSet pointer modify", nil, func(r *Pointers) { r.SetPtr = new("t") }, nil},
		{"NoSet pointer clear", nil, func(r *Pointers) { r.SetPtr = nil }, nil},
		{"NoModify pointer modify", nil, func(r *Pointers) { r.ModPtr = new(2) }, field.ErrorList{cannotModify(path("modPtr"))}},
		{"NoModify pointer modify to zero value", nil, func(r *Pointers) { r.ModPtr = new(0) },
			field.ErrorList{cannotModify(path("modPtr"))}},
		{"NoModify pointer same value", nil, func(r *Pointers) { r.ModPtr = new(1) }, nil},
		{"NoModify pointer set", func(r *Pointers) { r.ModPtr = nil }, nil, nil},
		{"NoModify pointer clear", nil, func(r *Pointers) { r.ModPtr = nil }, nil},
		{"NoClear pointer clear", nil, func(r *Pointers) { r.ClearPtr = nil }, field.ErrorList{cannotClear(path("clearPtr"))}},
		{"NoClear pointer to zero value clear", func(r *Pointers) { r.ClearPtr = new(false) }, func(r *Pointers) { r.ClearPtr = nil },
			field.ErrorList{cannotClear(path("clearPtr"))}},
		{"NoClear pointer modify to zero value", nil, func(r *Pointers) { r.ClearPtr = new(false) }, nil},
		{"NoClear pointer set", func(r *Pointers) { r.ClearPtr = nil }, nil, nil},
		{"all rules set", func(r *Pointers) { r.AllPtr = nil }, nil, field.ErrorList{cannotSet(path("allPtr"))}},
		{"all rules modify", nil, func(r *Pointers) { r.AllPtr = new(Name("m")) }, field.ErrorList{cannotModify(path("allPtr"))}},
		{"all rules clear", nil, func(r *Pointers) { r.AllPtr = nil }, field.ErrorList{cannotClear(path("allPtr"))}},
	})
}

func TestStructs(t *testing.T) {
	type c = change[Pointers]
	run(t, pointers, []c{
		{"struct modify", nil, func(r *Pointers) { r.Struct.B = 2 }, field.ErrorList{cannotModify(path("struct"))}},
		// The zero struct is a value like any other: always set.
		{"struct to zero", nil, func(r *Pointers) { r.Struct = Pair{} }, field.ErrorList{cannotModify(path("struct"))}},
		{"struct from zero", func(r *Pointers) { r.Struct = Pair{} }, nil, field.ErrorList{cannotModify(path("struct"))}},
		{"NoSet struct pointer set", func(r *Pointers) { r.SetStruct = nil }, nil, field.ErrorList{cannotSet(path("setStruct"))}},
		{"NoSet struct pointer modify", nil, func(r *Pointers) { r.SetStruct.A = "b" }, nil},
		{"NoSet struct pointer clear", nil, func(r *Pointers) { r.SetStruct = nil }, nil},
		{"NoModify struct pointer modify", nil, func(r *Pointers) { r.ModStruct.A = "b" },
			field.ErrorList{cannotModify(path("modStruct"))}},
		{"NoModify struct pointer same value", nil, func(r *Pointers) { r.ModStruct = &Pair{A: "a", B: 1} }, nil},
		{"NoModify struct pointer set", func(r *Pointers) { r.ModStruct = nil }, nil, nil},
		{"NoModify struct pointer clear", nil, func(r *Pointers) { r.ModStruct = nil }, nil},
		{"NoClear struct pointer clear", nil, func(r *Pointers) { r.ClearStruct = nil },
			field.ErrorList{cannotClear(path("clearStruct"))}},
		{"NoClear struct pointer to zero struct", nil, func(r *Pointers) { r.ClearStruct = &Pair{} }, nil},
	})
}

func lists() *Lists {
	return &Lists{
		SetNoAdd:      []string{"a", "b"},
		SetNoRemove:   []string{"a", "b"},
		MapList:       []Entry{{"a", "1"}, {"b", "2"}},
		Compound:      []Port{{"a", 80, "TCP"}, {"a", 443, "TCP"}},
		UniqueSet:     []int{1, 2},
		UniqueMap:     []Entry{{"a", "1"}, {"b", "2"}},
		PtrItems:      []*Entry{{"a", "1"}, {"b", "2"}},
		ListNoSet:     []string{"a"},
		AtomicNoClear: []string{"a"},
		SetAndAdd:     []string{"a"},
	}
}

func TestSetLists(t *testing.T) {
	type c = change[Lists]
	run(t, lists, []c{
		{"NoAddItem add", nil, func(r *Lists) { r.SetNoAdd = append(r.SetNoAdd, "c") },
			field.ErrorList{added(path("setNoAdd").Index(2))}},
		{"NoAddItem add two", nil, func(r *Lists) { r.SetNoAdd = []string{"c", "a", "b", "d"} },
			field.ErrorList{added(path("setNoAdd").Index(0)), added(path("setNoAdd").Index(3))}},
		// Set items are identified by value: a changed item is added.
		{"NoAddItem change item", nil, func(r *Lists) { r.SetNoAdd[1] = "c" },
			field.ErrorList{added(path("setNoAdd").Index(1))}},
		{"NoAddItem from empty", func(r *Lists) { r.SetNoAdd = nil }, nil,
			field.ErrorList{added(path("setNoAdd").Index(0)), added(path("setNoAdd").Index(1))}},
		{"NoAddItem remove", nil, func(r *Lists) { r.SetNoAdd = r.SetNoAdd[1:] }, nil},
		{"NoAddItem reorder", nil, func(r *Lists) { r.SetNoAdd = []string{"b", "a"} }, nil},
		{"NoAddItem clear", nil, func(r *Lists) { r.SetNoAdd = nil }, nil},

		// Removals are reported at the list, one error per item.
		{"NoRemoveItem remove", nil, func(r *Lists) { r.SetNoRemove = r.SetNoRemove[:1] },
			field.ErrorList{removed(path("setNoRemove"))}},
		{"NoRemoveItem clear", nil, func(r *Lists) { r.SetNoRemove = nil },
			field.ErrorList{removed(path("setNoRemove")), removed(path("setNoRemove"))}},
		{"NoRemoveItem change item", nil, func(r *Lists) { r.SetNoRemove[0] = "c" },
			field.ErrorList{removed(path("setNoRemove"))}},
		{"NoRemoveItem add", nil, func(r *Lists) { r.SetNoRemove = append(r.SetNoRemove, "c") }, nil},
		{"NoRemoveItem reorder", nil, func(r *Lists) { r.SetNoRemove = []string{"b", "a"} }, nil},

		{"unique=set NoAddItem add", nil, func(r *Lists) { r.UniqueSet = append(r.UniqueSet, 3) },
			field.ErrorList{added(path("uniqueSet").Index(2))}},
		{"unique=set NoAddItem remove", nil, func(r *Lists) { r.UniqueSet = r.UniqueSet[:1] }, nil},

		// Set and clear treat the empty list as unset.
		{"NoSet list set", func(r *Lists) { r.ListNoSet = nil }, nil, field.ErrorList{cannotSet(path("listNoSet"))}},
		{"NoSet list set from empty", func(r *Lists) { r.ListNoSet = []string{} }, nil,
			field.ErrorList{cannotSet(path("listNoSet"))}},
		{"NoSet list nil to empty", func(r *Lists) { r.ListNoSet = nil }, func(r *Lists) { r.ListNoSet = []string{} }, nil},
		{"NoSet list add", nil, func(r *Lists) { r.ListNoSet = append(r.ListNoSet, "b") }, nil},
		{"NoSet list clear", nil, func(r *Lists) { r.ListNoSet = nil }, nil},
		{"NoClear atomic list clear", nil, func(r *Lists) { r.AtomicNoClear = nil },
			field.ErrorList{cannotClear(path("atomicNoClear"))}},
		{"NoClear atomic list to empty", nil, func(r *Lists) { r.AtomicNoClear = []string{} },
			field.ErrorList{cannotClear(path("atomicNoClear"))}},
		{"NoClear atomic list replace", nil, func(r *Lists) { r.AtomicNoClear = []string{"b", "c"} }, nil},
		{"NoClear atomic list set", func(r *Lists) { r.AtomicNoClear = nil }, nil, nil},

		// Setting a list also adds its items: both rules report.
		{"NoSet and NoAddItem set", func(r *Lists) { r.SetAndAdd = nil }, nil,
			field.ErrorList{cannotSet(path("setAndAdd")), added(path("setAndAdd").Index(0))}},
		{"NoSet and NoAddItem add", nil, func(r *Lists) { r.SetAndAdd = append(r.SetAndAdd, "b") },
			field.ErrorList{added(path("setAndAdd").Index(1))}},
	})
}

func TestMapLists(t *testing.T) {
	type c = change[Lists]
	run(t, lists, []c{
		{"add", nil, func(r *Lists) { r.MapList = append(r.MapList, Entry{"c", "3"}) },
			field.ErrorList{added(path("mapList").Index(2))}},
		{"remove", nil, func(r *Lists) { r.MapList = r.MapList[:1] }, field.ErrorList{removed(path("mapList"))}},
		// Items are identified by key: a changed value is neither.
		{"modify item", nil, func(r *Lists) { r.MapList[1].Value = "9" }, nil},
		{"reorder", nil, func(r *Lists) { r.MapList[0], r.MapList[1] = r.MapList[1], r.MapList[0] }, nil},
		{"replace key", nil, func(r *Lists) { r.MapList[1].Name = "c" },
			field.ErrorList{added(path("mapList").Index(1)), removed(path("mapList"))}},

		// Compound keys: every key field identifies; other fields do not.
		{"compound modify non-key", nil, func(r *Lists) { r.Compound[0].Protocol = "UDP" }, nil},
		{"compound change one key field", nil, func(r *Lists) { r.Compound[1].Port = 8443 },
			field.ErrorList{removed(path("compound"))}},
		{"compound add", nil, func(r *Lists) { r.Compound = append(r.Compound, Port{"b", 80, "TCP"}) }, nil},
		{"compound remove both", nil, func(r *Lists) { r.Compound = nil },
			field.ErrorList{removed(path("compound")), removed(path("compound"))}},

		{"unique=map remove", nil, func(r *Lists) { r.UniqueMap = r.UniqueMap[1:] }, field.ErrorList{removed(path("uniqueMap"))}},
		{"unique=map modify", nil, func(r *Lists) { r.UniqueMap[0].Value = "9" }, nil},
		{"unique=map add", nil, func(r *Lists) { r.UniqueMap = append(r.UniqueMap, Entry{"c", "3"}) }, nil},

		{"pointer items add", nil, func(r *Lists) { r.PtrItems = append(r.PtrItems, &Entry{"c", "3"}) },
			field.ErrorList{added(path("ptrItems").Index(2))}},
		// Nil items have no identity: neither added nor removed.
		{"pointer items remove", nil, func(r *Lists) { r.PtrItems = r.PtrItems[1:] }, field.ErrorList{removed(path("ptrItems"))}},
		{"pointer items modify", nil, func(r *Lists) { r.PtrItems[0] = &Entry{"a", "9"} }, nil},
		{"pointer items reorder", nil, func(r *Lists) { r.PtrItems[0], r.PtrItems[1] = r.PtrItems[1], r.PtrItems[0] }, nil},
	})
}

// TestDuplicatesWithItemRules: uniqueness still applies; a duplicate of an
// old item is not an added item.
func TestDuplicatesWithItemRules(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	dup := lists()
	dup.SetNoAdd = []string{"a", "a"}
	st.Value(dup).ExpectMatches(field.ErrorMatcher{}.Exactly(), field.ErrorList{field.Duplicate(path("setNoAdd").Index(1), "a")})
	st.Value(dup).OldValue(lists()).ExpectInvalid(field.Duplicate(path("setNoAdd").Index(1), "a"))
	st.Value(dup).OldValue(dup).ExpectValid()
	// Dropping one of two equal old items removes nothing.
	st.Value(lists()).OldValue(func() *Lists { l := lists(); l.SetNoRemove = []string{"a", "a", "b"}; return l }()).ExpectValid()
}

func maps() *Maps {
	return &Maps{
		NoAdd:      map[string]string{"a": "1"},
		NoRemove:   map[int]string{1: "a", 2: "b", 10: "c"},
		NoSetClear: map[string]string{"a": "1"},
		Frozen:     map[string]int{"a": 1, "b": 2},
	}
}

func TestMaps(t *testing.T) {
	type c = change[Maps]
	run(t, maps, []c{
		{"NoAddItem add", nil, func(r *Maps) { r.NoAdd["b"] = "2" }, field.ErrorList{added(path("noAdd").Key("b"))}},
		{"NoAddItem add two", nil, func(r *Maps) { r.NoAdd["c"], r.NoAdd["b"] = "3", "2" },
			field.ErrorList{added(path("noAdd").Key("b")), added(path("noAdd").Key("c"))}},
		{"NoAddItem from nil", func(r *Maps) { r.NoAdd = nil }, nil, field.ErrorList{added(path("noAdd").Key("a"))}},
		{"NoAddItem modify value", nil, func(r *Maps) { r.NoAdd["a"] = "9" }, nil},
		{"NoAddItem remove", nil, func(r *Maps) { delete(r.NoAdd, "a") }, nil},

		// Removed entries are reported at their key.
		{"NoRemoveItem remove", nil, func(r *Maps) { delete(r.NoRemove, 10) }, field.ErrorList{removed(path("noRemove").Key("10"))}},
		{"NoRemoveItem clear", nil, func(r *Maps) { r.NoRemove = nil },
			field.ErrorList{removed(path("noRemove").Key("1")), removed(path("noRemove").Key("2")), removed(path("noRemove").Key("10"))}},
		{"NoRemoveItem add", nil, func(r *Maps) { r.NoRemove[3] = "d" }, nil},

		{"NoSet map set", func(r *Maps) { r.NoSetClear = nil }, nil, field.ErrorList{cannotSet(path("noSetClear"))}},
		{"NoSet map set from empty", func(r *Maps) { r.NoSetClear = map[string]string{} }, nil,
			field.ErrorList{cannotSet(path("noSetClear"))}},
		{"NoClear map clear", nil, func(r *Maps) { r.NoSetClear = map[string]string{} }, field.ErrorList{cannotClear(path("noSetClear"))}},
		{"map replace entries", nil, func(r *Maps) { r.NoSetClear = map[string]string{"b": "2"} }, nil},

		{"both add and remove", nil, func(r *Maps) { delete(r.Frozen, "b"); r.Frozen["c"] = 3 },
			field.ErrorList{added(path("frozen").Key("c")), removed(path("frozen").Key("b"))}},
		{"both modify value", nil, func(r *Maps) { r.Frozen["a"] = 9 }, nil},
	})
}

// TestMapErrorOrder: added keys first, then removed ones, each group in
// key order (numeric for number keys), so errors are stable.
func TestMapErrorOrder(t *testing.T) {
	cur, old := maps(), maps()
	cur.NoRemove = map[int]string{}
	cur.Frozen = map[string]int{"z": 1, "c": 2}
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, cur, old)
	var got []string
	for _, e := range errs {
		got = append(got, e.Field+" "+e.Detail)
	}
	want := []string{
		"noRemove[1] item may not be removed",
		"noRemove[2] item may not be removed",
		"noRemove[10] item may not be removed",
		"frozen[c] item may not be added",
		"frozen[z] item may not be added",
		"frozen[a] item may not be removed",
		"frozen[b] item may not be removed",
	}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("error %d: got %q, want %q", i, got[i], want[i])
		}
	}
}

func elements() *Elements {
	return &Elements{
		Values:         map[string]string{"a": "1"},
		SetClearValues: map[string]string{"a": "1", "e": ""},
		PtrValues:      map[string]*string{"a": new("1"), "n": nil},
		Items:          []Entry{{"a", "1"}, {"b", "2"}},
		PtrItems:       []*Entry{{"a", "1"}},
		Sub:            Pair{A: "a", B: 1},
		SubPtr:         &Pair{A: "a", B: 1},
	}
}

func TestElements(t *testing.T) {
	type c = change[Elements]
	run(t, elements, []c{
		{"map value modify", nil, func(r *Elements) { r.Values["a"] = "2" }, field.ErrorList{cannotModify(path("values").Key("a"))}},
		{"map value added", nil, func(r *Elements) { r.Values["b"] = "2" }, nil},
		{"map value removed", nil, func(r *Elements) { delete(r.Values, "a") }, nil},
		// An empty value is unset: emptying it clears rather than modifies.
		{"map value emptied", nil, func(r *Elements) { r.Values["a"] = "" }, nil},

		{"map value set", nil, func(r *Elements) { r.SetClearValues["e"] = "x" }, field.ErrorList{cannotSet(path("setClearValues").Key("e"))}},
		{"map value clear", nil, func(r *Elements) { r.SetClearValues["a"] = "" },
			field.ErrorList{cannotClear(path("setClearValues").Key("a"))}},
		{"map value set and clear modify", nil, func(r *Elements) { r.SetClearValues["a"] = "2" }, nil},
		{"map value new key", nil, func(r *Elements) { r.SetClearValues["b"] = "x" }, nil},

		{"pointer map value modify", nil, func(r *Elements) { r.PtrValues["a"] = new("2") },
			field.ErrorList{cannotModify(path("ptrValues").Key("a"))}},
		{"pointer map value clear", nil, func(r *Elements) { r.PtrValues["a"] = nil },
			field.ErrorList{cannotClear(path("ptrValues").Key("a"))}},
		{"pointer map value set", nil, func(r *Elements) { r.PtrValues["n"] = new("x") }, nil},

		// Map list items correlate by key, so a changed item is modified.
		{"item modify", nil, func(r *Elements) { r.Items[1].Value = "9" }, field.ErrorList{cannotModify(path("items").Index(1))}},
		{"item modify after reorder", nil, func(r *Elements) { r.Items = []Entry{{"b", "9"}, {"a", "1"}} },
			field.ErrorList{cannotModify(path("items").Index(0))}},
		{"item added", nil, func(r *Elements) { r.Items = append(r.Items, Entry{"c", "3"}) }, nil},
		{"item removed", nil, func(r *Elements) { r.Items = r.Items[:1] }, nil},
		{"pointer item modify", nil, func(r *Elements) { r.PtrItems[0] = &Entry{"a", "9"} },
			field.ErrorList{cannotModify(path("ptrItems").Index(0))}},

		{"subfield modify", nil, func(r *Elements) { r.Sub.A = "b" }, field.ErrorList{cannotModify(path("sub").Child("a"))}},
		{"subfield other field modify", nil, func(r *Elements) { r.Sub.B = 2 }, nil},
		{"pointer subfield set", func(r *Elements) { r.SubPtr.A = "" }, nil, field.ErrorList{cannotSet(path("subPtr").Child("a"))}},
		{"pointer subfield clear", nil, func(r *Elements) { r.SubPtr.A = "" }, field.ErrorList{cannotClear(path("subPtr").Child("a"))}},
		{"pointer subfield modify", nil, func(r *Elements) { r.SubPtr.A = "b" }, nil},
		// The parent's lifecycle scopes the subfield's rules.
		{"pointer subfield parent set", func(r *Elements) { r.SubPtr = nil }, nil, nil},
		{"pointer subfield parent cleared", nil, func(r *Elements) { r.SubPtr = nil }, nil},
	})
}

func parents() *Parents {
	return &Parents{
		Strategy:    &Strategy{Type: "RollingUpdate"},
		Embedded:    Strategy{Type: "RollingUpdate"},
		Strategies:  []Strategy{{Name: "a", Type: "RollingUpdate"}},
		StrategyMap: map[string]Strategy{"a": {Type: "RollingUpdate"}},
	}
}

// TestParentLifecycle follows KEP-5073's DeploymentStrategy example: the
// rules of Strategy.Type hold within one Strategy instance.
func TestParentLifecycle(t *testing.T) {
	type c = change[Parents]
	run(t, parents, []c{
		{"add strategy", func(r *Parents) { r.Strategy = nil }, nil, nil},
		{"remove strategy", nil, func(r *Parents) { r.Strategy = nil }, nil},
		{"modify type", nil, func(r *Parents) { r.Strategy.Type = "Recreate" }, field.ErrorList{cannotModify(path("strategy").Child("type"))}},
		{"set type", func(r *Parents) { r.Strategy.Type = "" }, nil, field.ErrorList{cannotSet(path("strategy").Child("type"))}},
		{"clear type", nil, func(r *Parents) { r.Strategy.Type = "" }, field.ErrorList{cannotClear(path("strategy").Child("type"))}},
		// One update cannot tell a replaced parent from a modified one.
		{"replace strategy in one update", nil, func(r *Parents) { r.Strategy = &Strategy{Type: "Recreate"} },
			field.ErrorList{cannotModify(path("strategy").Child("type"))}},
		// A non-pointer parent always exists.
		{"embedded modify type", nil, func(r *Parents) { r.Embedded.Type = "Recreate" },
			field.ErrorList{cannotModify(path("embedded").Child("type"))}},
		{"item modify type", nil, func(r *Parents) { r.Strategies[0].Type = "Recreate" },
			field.ErrorList{cannotModify(path("strategies").Index(0).Child("type"))}},
		{"new item", nil, func(r *Parents) { r.Strategies = append(r.Strategies, Strategy{Name: "b", Type: "Recreate"}) }, nil},
		{"map value modify type", nil, func(r *Parents) { r.StrategyMap["a"] = Strategy{Type: "Recreate"} },
			field.ErrorList{cannotModify(path("strategyMap").Key("a").Child("type"))}},
		{"new map value", nil, func(r *Parents) { r.StrategyMap["b"] = Strategy{Type: "Recreate"} }, nil},
	})
	// Replacing a parent through two updates (remove it, then add a new
	// one) starts a new lifecycle.
	st := localSchemeBuilder.Test(t)
	without := parents()
	without.Strategy, without.Strategies, without.StrategyMap = nil, nil, nil
	st.Value(without).OldValue(parents()).ExpectValid()
	replaced := parents()
	replaced.Strategy.Type, replaced.Strategies[0].Type, replaced.StrategyMap["a"] = "Recreate", "Recreate", Strategy{Type: "Recreate"}
	st.Value(replaced).OldValue(without).ExpectValid().ExpectAllocs(0)
}

// TestErrorAttributes checks what ExpectInvalid ignores: the nil bad value
// and the short-circuit flag of transition and item errors.
func TestErrorAttributes(t *testing.T) {
	cur := scalars()
	cur.ModStr = "y"
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, cur, scalars())
	if len(errs) != 1 {
		t.Fatalf("want 1 error, got %v", errs)
	}
	if e := errs[0]; e.Field != "modStr" || e.Type != field.ErrorTypeInvalid || e.BadValue != nil ||
		e.Detail != "field cannot be modified once set" || e.Origin != "update" || !e.ShortCircuit {
		t.Errorf("got %#v", e)
	}

	l := lists()
	l.MapList = append(l.MapList[1:], Entry{"c", "3"})
	errs = localSchemeBuilder.ValidateUpdate(context.Background(), nil, l, lists())
	if len(errs) != 2 {
		t.Fatalf("want 2 errors, got %v", errs)
	}
	for i, want := range []string{"mapList[1]", "mapList"} {
		if e := errs[i]; e.Field != want || e.Type != field.ErrorTypeForbidden || !e.ShortCircuit || e.Origin != "update" {
			t.Errorf("error %d: got %#v, want a short-circuit Forbidden at %s", i, e, want)
		}
	}
	// Create never reports update rules.
	if errs := localSchemeBuilder.Validate(context.Background(), nil, cur); len(errs) != 0 {
		t.Errorf("create: %v", errs)
	}
}
