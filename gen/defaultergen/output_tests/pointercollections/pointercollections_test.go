package pointercollections

import (
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
)

func ptr[T any](v T) *T { return &v }

func defaulted(t *testing.T, obj runtime.Object) {
	t.Helper()
	scheme := runtime.NewScheme()
	if err := RegisterDefaults(scheme); err != nil {
		t.Fatal(err)
	}
	scheme.Default(obj)
}

func TestDefaultsThroughPointers(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in, want *Holder
	}{{
		name: "nil pointers stay nil",
		in:   &Holder{},
		want: &Holder{},
	}, {
		name: "a pointer to a nil pointer stays so",
		in:   &Holder{Double: new(*[]Part), DoublePart: new(*Part)},
		want: &Holder{Double: new(*[]Part), DoublePart: new(*Part)},
	}, {
		name: "nil items and rows stay nil",
		in: &Holder{
			PartPointers: &[]*Part{nil}, EnvPointers: &[]*Env{nil}, Nested: &[]*[]Part{nil},
			Matrix: [][]Part{nil}, Rows: []Parts{nil}, ItemMaps: []map[string]Item{nil}, RowPointer: &Rows{nil},
		},
		want: &Holder{
			PartPointers: &[]*Part{nil}, EnvPointers: &[]*Env{nil}, Nested: &[]*[]Part{nil},
			Matrix: [][]Part{nil}, Rows: []Parts{nil}, ItemMaps: []map[string]Item{nil}, RowPointer: &Rows{nil},
		},
	}, {
		name: "items, array elements and map values are defaulted",
		in: &Holder{
			Parts:        &[]Part{{Name: "a"}, {Name: "b", Size: 4}},
			PartPointers: &[]*Part{{Name: "c"}, nil},
			Items:        &[]Item{"", "pear"},
			Pair:         &[2]Part{{Name: "d"}, {Size: 5}},
			ItemMap:      &map[string]Item{"x": "", "y": "plum"},
			Groups:       []Group{{Members: &[]Part{{Name: "e"}}}, {}},
		},
		want: &Holder{
			Parts:        &[]Part{{Name: "a", Size: 1}, {Name: "b", Size: 4}},
			PartPointers: &[]*Part{{Name: "c", Size: 1}, nil},
			Items:        &[]Item{"apple", "pear"},
			Pair:         &[2]Part{{Name: "d", Size: 1}, {Size: 5}},
			ItemMap:      &map[string]Item{"x": "apple", "y": "plum"},
			Groups:       []Group{{Members: &[]Part{{Name: "e", Size: 1}}}, {}},
		},
	}, {
		name: "SetDefaults_ functions run on every item, then the item's field defaults",
		in: &Holder{
			Envs:        &[]Env{{}, {Name: "A", Source: "Secret"}},
			EnvPointers: &[]*Env{{Value: "v"}, nil, {Name: "B"}},
		},
		want: &Holder{
			Envs:        &[]Env{{Name: "UNNAMED", Source: "Literal"}, {Name: "A", Source: "Secret"}},
			EnvPointers: &[]*Env{{Name: "UNNAMED", Value: "v", Source: "Literal"}, nil, {Name: "B", Source: "Literal"}},
		},
	}, {
		name: "named slice and map types behind a pointer",
		in: &Holder{
			NamedParts: &Parts{{Name: "a"}, {Size: 2}},
			EnvList:    &EnvList{{Name: "A"}, {}},
			NamedItems: &ItemMap{"x": "", "y": "plum"},
		},
		want: &Holder{
			NamedParts: &Parts{{Name: "a", Size: 1}, {Size: 2}},
			EnvList:    &EnvList{{Name: "A", Source: "Literal"}, {Name: "UNNAMED", Source: "Literal"}},
			NamedItems: &ItemMap{"x": "apple", "y": "plum"},
		},
	}, {
		name: "the list's own SetDefaults_ runs before its items are defaulted",
		in:   &Holder{EnvList: &EnvList{}},
		want: &Holder{EnvList: &EnvList{{Name: "UNNAMED", Value: "added", Source: "Literal"}}},
	}, {
		name: "through two pointers",
		in:   &Holder{Double: ptr(&[]Part{{}, {Size: 3}}), DoublePart: ptr(&Part{Name: "p"})},
		want: &Holder{Double: ptr(&[]Part{{Size: 1}, {Size: 3}}), DoublePart: ptr(&Part{Name: "p", Size: 1})},
	}, {
		name: "collections of collections",
		in: &Holder{
			Nested:     &[]*[]Part{{{}}, nil, {{Size: 2}, {}}},
			Matrix:     [][]Part{{{}, {Size: 2}}, {}, {{Name: "m"}}},
			Rows:       []Parts{{{}}, {{Size: 7}}},
			ItemMaps:   []map[string]Item{{"a": ""}, {"b": "fig"}},
			RowPointer: &Rows{{{}}, {{Size: 4}, {}}},
		},
		want: &Holder{
			Nested:     &[]*[]Part{{{Size: 1}}, nil, {{Size: 2}, {Size: 1}}},
			Matrix:     [][]Part{{{Size: 1}, {Size: 2}}, {}, {{Name: "m", Size: 1}}},
			Rows:       []Parts{{{Size: 1}}, {{Size: 7}}},
			ItemMaps:   []map[string]Item{{"a": "apple"}, {"b": "fig"}},
			RowPointer: &Rows{{{Size: 1}}, {{Size: 4}, {Size: 1}}},
		},
	}, {
		name: "empty collections stay empty",
		in:   &Holder{Parts: &[]Part{}, ItemMap: &map[string]Item{}, NamedParts: &Parts{}, NamedItems: &ItemMap{}, Double: ptr(&[]Part{})},
		want: &Holder{Parts: &[]Part{}, ItemMap: &map[string]Item{}, NamedParts: &Parts{}, NamedItems: &ItemMap{}, Double: ptr(&[]Part{})},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			defaulted(t, tc.in)
			if !reflect.DeepEqual(tc.in, tc.want) {
				t.Errorf("got  %#v\nwant %#v", tc.in, tc.want)
			}
		})
	}
}

// Named slice and map types are roots of their own: their items are
// defaulted through the pointer the scheme passes.
func TestNamedCollectionRoots(t *testing.T) {
	list := &PartList{{Name: "a"}, {Size: 9}}
	defaulted(t, list)
	if want := (&PartList{{Name: "a", Size: 1}, {Size: 9}}); !reflect.DeepEqual(list, want) {
		t.Errorf("got  %#v\nwant %#v", list, want)
	}
	set := &ItemSet{"x": "", "y": "kiwi"}
	defaulted(t, set)
	if want := (&ItemSet{"x": "apple", "y": "kiwi"}); !reflect.DeepEqual(set, want) {
		t.Errorf("got  %#v\nwant %#v", set, want)
	}
}

func TestNothingToDefaultAllocatesNothing(t *testing.T) {
	in := &Holder{
		Parts: &[]Part{{Size: 2}}, PartPointers: &[]*Part{{Size: 2}}, Items: &[]Item{"pear"},
		Pair: &[2]Part{{Size: 2}, {Size: 3}}, ItemMap: &map[string]Item{"k": "plum"},
		Groups:      []Group{{Members: &[]Part{{Size: 2}}}},
		Envs:        &[]Env{{Name: "A", Source: "S"}},
		EnvPointers: &[]*Env{{Name: "A", Source: "S"}},
		NamedParts:  &Parts{{Size: 2}}, EnvList: &EnvList{{Name: "A", Source: "S"}},
		NamedItems: &ItemMap{"k": "plum"}, Double: ptr(&[]Part{{Size: 2}}), DoublePart: ptr(&Part{Size: 2}),
		Nested: &[]*[]Part{{{Size: 2}}}, Matrix: [][]Part{{{Size: 2}}}, Rows: []Parts{{{Size: 2}}},
		ItemMaps: []map[string]Item{{"k": "fig"}}, RowPointer: &Rows{{{Size: 2}}},
	}
	if n := testing.AllocsPerRun(100, func() { SetObjectDefaults_Holder(in) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
