package exclusivemaximum

import (
	"context"
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func ptr[T any](v T) *T { return &v }

// exMaxErr is the error +k8s:exclusiveMaximum reports for value v beyond bound.
func exMaxErr(path *field.Path, v any, bound string) *field.Error {
	return field.Invalid(path, v, "must be less than "+bound).WithOrigin("exclusiveMaximum")
}

// validStruct returns a Struct with every bounded value at the edge of
// what its bounds allow.
func validStruct() *Struct {
	return &Struct{
		IntField:                 9,
		IntPtrField:              ptr(9),
		TypedefField:             9,
		TypedefPtrField:          ptr[Count](9),
		TypedefFieldAndTypeField: 2,
		ChainField:               4,
		ChainPtrField:            ptr[SmallCount](4),
		ListField:                []int32{9, 8},
		PtrListField:             []*int64{ptr[int64](9)},
		TypedefListField:         []Count{9},
		ListTypedefField:         Counts{9, 8},
		ListOfListsField:         [][]int8{{9}, {9, 8}},
		MapValueField:            map[string]int16{"a": 9},
		MapTypedefValueField:     map[string]Count{"a": 9},
		MapKeyField:              map[int]string{9: "a"},
		MapTypedefKeyField:       map[Count]string{9: "a"},
		MapTypedefField:          Weights{9: -6},
		Nested:                   Inner{Value: 9},
		NestedPtr:                &Inner{Value: 9},
		NestedList:               []Inner{{Value: 9}},
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
		return &Struct{IntField: 9, TypedefField: 9, TypedefFieldAndTypeField: 2, ChainField: 4, Nested: Inner{Value: 9}}
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
		breakIt: func(s *Struct) { s.IntField = 10 },
		want:    []*field.Error{exMaxErr(field.NewPath("intField"), 10, "10")},
	}, {
		name:    "field far out",
		breakIt: func(s *Struct) { s.IntField = math.MaxInt },
		want:    []*field.Error{exMaxErr(field.NewPath("intField"), math.MaxInt, "10")},
	}, {
		name:    "pointer field",
		breakIt: func(s *Struct) { s.IntPtrField = ptr(10) },
		want:    []*field.Error{exMaxErr(field.NewPath("intPtrField"), 10, "10")},
	}, {
		name:    "typedef field",
		breakIt: func(s *Struct) { s.TypedefField = 10 },
		want:    []*field.Error{exMaxErr(field.NewPath("typedefField"), Count(10), "10")},
	}, {
		name:    "typedef pointer field",
		breakIt: func(s *Struct) { s.TypedefPtrField = ptr[Count](10) },
		want:    []*field.Error{exMaxErr(field.NewPath("typedefPtrField"), Count(10), "10")},
	}, {
		name:    "field bound on typedef field",
		breakIt: func(s *Struct) { s.TypedefFieldAndTypeField = 3 },
		want:    []*field.Error{exMaxErr(field.NewPath("typedefFieldAndTypeField"), Count(3), "3")},
	}, {
		name:    "field bound and type bound",
		breakIt: func(s *Struct) { s.TypedefFieldAndTypeField = 10 },
		want: []*field.Error{
			exMaxErr(field.NewPath("typedefFieldAndTypeField"), Count(10), "3"),
			exMaxErr(field.NewPath("typedefFieldAndTypeField"), Count(10), "10"),
		},
	}, {
		name:    "outer link of typedef chain",
		breakIt: func(s *Struct) { s.ChainField = 5 },
		want:    []*field.Error{exMaxErr(field.NewPath("chainField"), SmallCount(5), "5")},
	}, {
		name:    "both links of typedef chain",
		breakIt: func(s *Struct) { s.ChainField = 10 },
		want: []*field.Error{
			exMaxErr(field.NewPath("chainField"), SmallCount(10), "5"),
			exMaxErr(field.NewPath("chainField"), Count(10), "10"),
		},
	}, {
		name:    "typedef chain pointer",
		breakIt: func(s *Struct) { s.ChainPtrField = ptr[SmallCount](10) },
		want: []*field.Error{
			exMaxErr(field.NewPath("chainPtrField"), SmallCount(10), "5"),
			exMaxErr(field.NewPath("chainPtrField"), Count(10), "10"),
		},
	}, {
		name:    "list items",
		breakIt: func(s *Struct) { s.ListField = []int32{9, 10, 8, 11} },
		want: []*field.Error{
			exMaxErr(field.NewPath("listField").Index(1), int32(10), "10"),
			exMaxErr(field.NewPath("listField").Index(3), int32(11), "10"),
		},
	}, {
		name:    "list of pointers",
		breakIt: func(s *Struct) { s.PtrListField = []*int64{ptr[int64](10)} },
		want:    []*field.Error{exMaxErr(field.NewPath("ptrListField").Index(0), int64(10), "10")},
	}, {
		name:    "list of typedefs",
		breakIt: func(s *Struct) { s.TypedefListField = []Count{9, 10} },
		want:    []*field.Error{exMaxErr(field.NewPath("typedefListField").Index(1), Count(10), "10")},
	}, {
		name:    "list typedef",
		breakIt: func(s *Struct) { s.ListTypedefField = Counts{10, 9} },
		want:    []*field.Error{exMaxErr(field.NewPath("listTypedefField").Index(0), uint16(10), "10")},
	}, {
		name:    "list of lists",
		breakIt: func(s *Struct) { s.ListOfListsField = [][]int8{{9}, {9, 10}} },
		want:    []*field.Error{exMaxErr(field.NewPath("listOfListsField").Index(1).Index(1), int8(10), "10")},
	}, {
		name:    "map values",
		breakIt: func(s *Struct) { s.MapValueField = map[string]int16{"a": 9, "b": 10} },
		want:    []*field.Error{exMaxErr(field.NewPath("mapValueField").Key("b"), int16(10), "10")},
	}, {
		name:    "map of typedef values",
		breakIt: func(s *Struct) { s.MapTypedefValueField = map[string]Count{"x": 10} },
		want:    []*field.Error{exMaxErr(field.NewPath("mapTypedefValueField").Key("x"), Count(10), "10")},
	}, {
		// Key errors name the map, as Kubernetes reports them.
		name:    "map keys",
		breakIt: func(s *Struct) { s.MapKeyField = map[int]string{10: "a", 9: "b"} },
		want:    []*field.Error{exMaxErr(field.NewPath("mapKeyField"), 10, "10")},
	}, {
		name:    "map of typedef keys",
		breakIt: func(s *Struct) { s.MapTypedefKeyField = map[Count]string{10: "a"} },
		want:    []*field.Error{exMaxErr(field.NewPath("mapTypedefKeyField"), Count(10), "10")},
	}, {
		name:    "map typedef keys and values",
		breakIt: func(s *Struct) { s.MapTypedefField = Weights{10: -5, 9: -6} },
		want: []*field.Error{
			exMaxErr(field.NewPath("mapTypedefField"), uint8(10), "10"),
			exMaxErr(field.NewPath("mapTypedefField").Key("10"), int64(-5), "-5"),
		},
	}, {
		name:    "nested struct",
		breakIt: func(s *Struct) { s.Nested.Value = 10 },
		want:    []*field.Error{exMaxErr(field.NewPath("nested", "value"), uint32(10), "10")},
	}, {
		name:    "nested struct pointer",
		breakIt: func(s *Struct) { s.NestedPtr = &Inner{Value: 10} },
		want:    []*field.Error{exMaxErr(field.NewPath("nestedPtr", "value"), uint32(10), "10")},
	}, {
		name:    "list of nested structs",
		breakIt: func(s *Struct) { s.NestedList = []Inner{{Value: 9}, {Value: 10}} },
		want:    []*field.Error{exMaxErr(field.NewPath("nestedList").Index(1).Child("value"), uint32(10), "10")},
	}})
}

// TestFieldBoundRunsBeforeTypeBound pins the evaluation order: the field's
// own checks, then its type's, outer typedef link before inner. Bound
// errors are not short-circuit errors.
func TestFieldBoundRunsBeforeTypeBound(t *testing.T) {
	s := validStruct()
	s.TypedefFieldAndTypeField, s.ChainField = 10, 10
	errs := localSchemeBuilder.Validate(context.Background(), nil, s)
	want := []string{"must be less than 3", "must be less than 10",
		"must be less than 5", "must be less than 10"}
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
	st.Value(withMap(map[string]int16{"a": 10, "b": 8})).OldValue(withMap(map[string]int16{"a": 10, "b": 9})).ExpectValid().ExpectAllocs(0)
	st.Value(withMap(map[string]int16{"a": 10, "b": 11})).OldValue(withMap(map[string]int16{"a": 10, "b": 9})).
		ExpectInvalid(exMaxErr(field.NewPath("mapValueField").Key("b"), int16(11), "10"))
	// A value moved to another key is new there.
	st.Value(withMap(map[string]int16{"c": 10})).OldValue(withMap(map[string]int16{"a": 10})).
		ExpectInvalid(exMaxErr(field.NewPath("mapValueField").Key("c"), int16(10), "10"))

	withKeys := func(m map[int]string) *Struct { s := validStruct(); s.MapKeyField = m; return s }
	// A key present in the old map is not re-validated, whatever its value.
	st.Value(withKeys(map[int]string{10: "new", 9: "b"})).OldValue(withKeys(map[int]string{10: "old"})).ExpectValid().ExpectAllocs(0)
	st.Value(withKeys(map[int]string{10: "a", 11: "b"})).OldValue(withKeys(map[int]string{10: "a"})).
		ExpectInvalid(exMaxErr(field.NewPath("mapKeyField"), 11, "10"))

	// Atomic list items have no identity, as in Kubernetes: an unchanged
	// list ratchets; once it changed, every item is validated with no old
	// value, an invalid item kept from the old list included.
	withList := func(l []int32) *Struct { s := validStruct(); s.ListField = l; return s }
	st.Value(withList([]int32{10})).OldValue(withList([]int32{10})).ExpectValid().ExpectAllocs(0)
	st.Value(withList([]int32{10, 8})).OldValue(withList([]int32{10})).
		ExpectInvalid(exMaxErr(field.NewPath("listField").Index(0), int32(10), "10"))
	st.Value(withList([]int32{8, 11})).OldValue(withList([]int32{11})).
		ExpectInvalid(exMaxErr(field.NewPath("listField").Index(1), int32(11), "10"))

	// Pointers ratchet on the pointed-to value, not the address.
	withPtr := func(v int) *Struct { s := validStruct(); s.IntPtrField = ptr(v); return s }
	st.Value(withPtr(10)).OldValue(withPtr(10)).ExpectValid().ExpectAllocs(0)
	// Setting a nil pointer to an invalid value is a change.
	nilPtr := validStruct()
	nilPtr.IntPtrField = nil
	st.Value(withPtr(11)).OldValue(nilPtr).ExpectInvalid(exMaxErr(field.NewPath("intPtrField"), 11, "10"))
}
