package maximum

import (
	"context"
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func ptr[T any](v T) *T { return &v }

// maxErr is the error +k8s:maximum reports for value v beyond bound.
func maxErr(path *field.Path, v any, bound string) *field.Error {
	return field.Invalid(path, v, "must be less than or equal to "+bound).WithOrigin("maximum")
}

// validStruct returns a Struct with every bounded value at the edge of
// what its bounds allow.
func validStruct() *Struct {
	return &Struct{
		IntField:                 10,
		IntPtrField:              ptr(10),
		TypedefField:             10,
		TypedefPtrField:          ptr[Count](10),
		TypedefFieldAndTypeField: 3,
		ChainField:               5,
		ChainPtrField:            ptr[SmallCount](5),
		ListField:                []int32{10, 9},
		PtrListField:             []*int64{ptr[int64](10)},
		TypedefListField:         []Count{10},
		ListTypedefField:         Counts{10, 9},
		ListOfListsField:         [][]int8{{10}, {10, 9}},
		MapValueField:            map[string]int16{"a": 10},
		MapTypedefValueField:     map[string]Count{"a": 10},
		MapKeyField:              map[int]string{10: "a"},
		MapTypedefKeyField:       map[Count]string{10: "a"},
		MapTypedefField:          Weights{10: -5},
		Nested:                   Inner{Value: 10},
		NestedPtr:                &Inner{Value: 10},
		NestedList:               []Inner{{Value: 10}},
	}
}

// scopeCase makes a valid object invalid in one place and names the errors.
type scopeCase[T any] struct {
	name    string
	breakIt func(*T)
	want    []*field.Error
}

// runCases checks each case on create and through every update transition:
// unchanged invalid values ratchet, values changed to invalid are reported,
// and fixing an invalid value is allowed.
func runCases[T any](t *testing.T, valid func() *T, cases []scopeCase[T]) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			invalid := func() *T { v := valid(); c.breakIt(v); return v }
			st := localSchemeBuilder.Test(t)
			st.Value(invalid()).ExpectInvalid(c.want...)
			st.Value(invalid()).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
			st.Value(invalid()).OldValue(valid()).ExpectInvalid(c.want...)
			st.Value(valid()).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
		})
	}
}

func TestValidAtBound(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validStruct()).ExpectValid().ExpectAllocs(0)
	st.Value(validStruct()).OldValue(validStruct()).ExpectValid().ExpectAllocs(0)
	st.Value(validKinds()).ExpectValid().ExpectAllocs(0)
	st.Value(validKinds()).OldValue(validKinds()).ExpectValid().ExpectAllocs(0)
}

func TestUnsetPointersAndCollectionsAreNotChecked(t *testing.T) {
	bare := func() *Struct {
		return &Struct{IntField: 10, TypedefField: 10, TypedefFieldAndTypeField: 3, ChainField: 5, Nested: Inner{Value: 10}}
	}
	st := localSchemeBuilder.Test(t)
	st.Value(bare()).ExpectValid().ExpectAllocs(0)
	st.Value(bare()).OldValue(validStruct()).ExpectValid().ExpectAllocs(0)

	empty := bare()
	empty.ListField, empty.PtrListField, empty.ListOfListsField = []int32{}, []*int64{}, [][]int8{{}}
	empty.MapValueField, empty.MapKeyField, empty.MapTypedefField = map[string]int16{}, map[int]string{}, Weights{}
	empty.NestedList = []Inner{}
	st.Value(empty).ExpectValid().ExpectAllocs(0)
}

func TestStructScopes(t *testing.T) {
	runCases(t, validStruct, []scopeCase[Struct]{{
		name:    "field",
		breakIt: func(s *Struct) { s.IntField = 11 },
		want:    []*field.Error{maxErr(field.NewPath("intField"), 11, "10")},
	}, {
		name:    "field far out",
		breakIt: func(s *Struct) { s.IntField = math.MaxInt },
		want:    []*field.Error{maxErr(field.NewPath("intField"), math.MaxInt, "10")},
	}, {
		name:    "pointer field",
		breakIt: func(s *Struct) { s.IntPtrField = ptr(11) },
		want:    []*field.Error{maxErr(field.NewPath("intPtrField"), 11, "10")},
	}, {
		name:    "typedef field",
		breakIt: func(s *Struct) { s.TypedefField = 11 },
		want:    []*field.Error{maxErr(field.NewPath("typedefField"), Count(11), "10")},
	}, {
		name:    "typedef pointer field",
		breakIt: func(s *Struct) { s.TypedefPtrField = ptr[Count](11) },
		want:    []*field.Error{maxErr(field.NewPath("typedefPtrField"), Count(11), "10")},
	}, {
		name:    "field bound on typedef field",
		breakIt: func(s *Struct) { s.TypedefFieldAndTypeField = 4 },
		want:    []*field.Error{maxErr(field.NewPath("typedefFieldAndTypeField"), Count(4), "3")},
	}, {
		name:    "field bound and type bound",
		breakIt: func(s *Struct) { s.TypedefFieldAndTypeField = 11 },
		want: []*field.Error{
			maxErr(field.NewPath("typedefFieldAndTypeField"), Count(11), "3"),
			maxErr(field.NewPath("typedefFieldAndTypeField"), Count(11), "10"),
		},
	}, {
		name:    "outer link of typedef chain",
		breakIt: func(s *Struct) { s.ChainField = 6 },
		want:    []*field.Error{maxErr(field.NewPath("chainField"), SmallCount(6), "5")},
	}, {
		name:    "both links of typedef chain",
		breakIt: func(s *Struct) { s.ChainField = 11 },
		want: []*field.Error{
			maxErr(field.NewPath("chainField"), SmallCount(11), "5"),
			maxErr(field.NewPath("chainField"), Count(11), "10"),
		},
	}, {
		name:    "typedef chain pointer",
		breakIt: func(s *Struct) { s.ChainPtrField = ptr[SmallCount](11) },
		want: []*field.Error{
			maxErr(field.NewPath("chainPtrField"), SmallCount(11), "5"),
			maxErr(field.NewPath("chainPtrField"), Count(11), "10"),
		},
	}, {
		name:    "list items",
		breakIt: func(s *Struct) { s.ListField = []int32{10, 11, 9, 12} },
		want: []*field.Error{
			maxErr(field.NewPath("listField").Index(1), int32(11), "10"),
			maxErr(field.NewPath("listField").Index(3), int32(12), "10"),
		},
	}, {
		name:    "list of pointers",
		breakIt: func(s *Struct) { s.PtrListField = []*int64{ptr[int64](11)} },
		want:    []*field.Error{maxErr(field.NewPath("ptrListField").Index(0), int64(11), "10")},
	}, {
		name:    "list of typedefs",
		breakIt: func(s *Struct) { s.TypedefListField = []Count{10, 11} },
		want:    []*field.Error{maxErr(field.NewPath("typedefListField").Index(1), Count(11), "10")},
	}, {
		name:    "list typedef",
		breakIt: func(s *Struct) { s.ListTypedefField = Counts{11, 10} },
		want:    []*field.Error{maxErr(field.NewPath("listTypedefField").Index(0), uint16(11), "10")},
	}, {
		name:    "list of lists",
		breakIt: func(s *Struct) { s.ListOfListsField = [][]int8{{10}, {10, 11}} },
		want:    []*field.Error{maxErr(field.NewPath("listOfListsField").Index(1).Index(1), int8(11), "10")},
	}, {
		name:    "map values",
		breakIt: func(s *Struct) { s.MapValueField = map[string]int16{"a": 10, "b": 11} },
		want:    []*field.Error{maxErr(field.NewPath("mapValueField").Key("b"), int16(11), "10")},
	}, {
		name:    "map of typedef values",
		breakIt: func(s *Struct) { s.MapTypedefValueField = map[string]Count{"x": 11} },
		want:    []*field.Error{maxErr(field.NewPath("mapTypedefValueField").Key("x"), Count(11), "10")},
	}, {
		// Key errors name the map, as Kubernetes reports them.
		name:    "map keys",
		breakIt: func(s *Struct) { s.MapKeyField = map[int]string{11: "a", 10: "b"} },
		want:    []*field.Error{maxErr(field.NewPath("mapKeyField"), 11, "10")},
	}, {
		name:    "map of typedef keys",
		breakIt: func(s *Struct) { s.MapTypedefKeyField = map[Count]string{11: "a"} },
		want:    []*field.Error{maxErr(field.NewPath("mapTypedefKeyField"), Count(11), "10")},
	}, {
		name:    "map typedef keys and values",
		breakIt: func(s *Struct) { s.MapTypedefField = Weights{11: -4, 10: -5} },
		want: []*field.Error{
			maxErr(field.NewPath("mapTypedefField"), uint8(11), "10"),
			maxErr(field.NewPath("mapTypedefField").Key("11"), int64(-4), "-5"),
		},
	}, {
		name:    "nested struct",
		breakIt: func(s *Struct) { s.Nested.Value = 11 },
		want:    []*field.Error{maxErr(field.NewPath("nested", "value"), uint32(11), "10")},
	}, {
		name:    "nested struct pointer",
		breakIt: func(s *Struct) { s.NestedPtr = &Inner{Value: 11} },
		want:    []*field.Error{maxErr(field.NewPath("nestedPtr", "value"), uint32(11), "10")},
	}, {
		name:    "list of nested structs",
		breakIt: func(s *Struct) { s.NestedList = []Inner{{Value: 10}, {Value: 11}} },
		want:    []*field.Error{maxErr(field.NewPath("nestedList").Index(1).Child("value"), uint32(11), "10")},
	}})
}

// TestFieldBoundRunsBeforeTypeBound pins the evaluation order: the field's
// own checks, then its type's, outer typedef link before inner. Bound
// errors are not short-circuit errors.
func TestFieldBoundRunsBeforeTypeBound(t *testing.T) {
	s := validStruct()
	s.TypedefFieldAndTypeField, s.ChainField = 11, 11
	errs := localSchemeBuilder.Validate(context.Background(), nil, s)
	want := []string{"must be less than or equal to 3", "must be less than or equal to 10",
		"must be less than or equal to 5", "must be less than or equal to 10"}
	if len(errs) != len(want) {
		t.Fatalf("got %d errors, want %d: %v", len(errs), len(want), errs)
	}
	for i, e := range errs {
		if e.Detail != want[i] || e.ShortCircuit {
			t.Errorf("error %d: got %q (short-circuit %v), want %q (not short-circuit)", i, e.Detail, e.ShortCircuit, want[i])
		}
	}
}

func TestCollectionRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	withMap := func(m map[string]int16) *Struct { s := validStruct(); s.MapValueField = m; return s }
	// Map values are correlated by key: only the changed value is checked.
	st.Value(withMap(map[string]int16{"a": 11, "b": 9})).OldValue(withMap(map[string]int16{"a": 11, "b": 10})).ExpectValid().ExpectAllocs(0)
	st.Value(withMap(map[string]int16{"a": 11, "b": 12})).OldValue(withMap(map[string]int16{"a": 11, "b": 10})).
		ExpectInvalid(maxErr(field.NewPath("mapValueField").Key("b"), int16(12), "10"))
	// A value moved to another key is new there.
	st.Value(withMap(map[string]int16{"c": 11})).OldValue(withMap(map[string]int16{"a": 11})).
		ExpectInvalid(maxErr(field.NewPath("mapValueField").Key("c"), int16(11), "10"))

	withKeys := func(m map[int]string) *Struct { s := validStruct(); s.MapKeyField = m; return s }
	// A key present in the old map is not re-validated, whatever its value.
	st.Value(withKeys(map[int]string{11: "new", 10: "b"})).OldValue(withKeys(map[int]string{11: "old"})).ExpectValid().ExpectAllocs(0)
	st.Value(withKeys(map[int]string{11: "a", 12: "b"})).OldValue(withKeys(map[int]string{11: "a"})).
		ExpectInvalid(maxErr(field.NewPath("mapKeyField"), 12, "10"))

	// Atomic list items have no identity, as in Kubernetes: an unchanged
	// list ratchets; once it changed, every item is validated with no old
	// value, an invalid item kept from the old list included.
	withList := func(l []int32) *Struct { s := validStruct(); s.ListField = l; return s }
	st.Value(withList([]int32{11})).OldValue(withList([]int32{11})).ExpectValid().ExpectAllocs(0)
	st.Value(withList([]int32{11, 9})).OldValue(withList([]int32{11})).
		ExpectInvalid(maxErr(field.NewPath("listField").Index(0), int32(11), "10"))
	st.Value(withList([]int32{9, 12})).OldValue(withList([]int32{12})).
		ExpectInvalid(maxErr(field.NewPath("listField").Index(1), int32(12), "10"))

	// Pointers ratchet on the pointed-to value, not the address.
	withPtr := func(v int) *Struct { s := validStruct(); s.IntPtrField = ptr(v); return s }
	st.Value(withPtr(11)).OldValue(withPtr(11)).ExpectValid().ExpectAllocs(0)
	// Setting a nil pointer to an invalid value is a change.
	nilPtr := validStruct()
	nilPtr.IntPtrField = nil
	st.Value(withPtr(12)).OldValue(nilPtr).ExpectInvalid(maxErr(field.NewPath("intPtrField"), 12, "10"))
}
