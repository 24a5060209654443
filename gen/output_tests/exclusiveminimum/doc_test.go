package exclusiveminimum

import (
	"context"
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func ptr[T any](v T) *T { return &v }

// exMinErr is the error +k8s:exclusiveMinimum reports for value v beyond bound.
func exMinErr(path *field.Path, v any, bound string) *field.Error {
	return field.Invalid(path, v, "must be greater than "+bound).WithOrigin("exclusiveMinimum")
}

// validStruct returns a Struct with every bounded value at the edge of
// what its bounds allow.
func validStruct() *Struct {
	return &Struct{
		IntField:                 1,
		IntPtrField:              ptr(1),
		TypedefField:             1,
		TypedefPtrField:          ptr[Count](1),
		TypedefFieldAndTypeField: 3,
		ChainField:               10,
		ChainPtrField:            ptr[BigCount](10),
		ListField:                []int32{1, 2},
		PtrListField:             []*int64{ptr[int64](1)},
		TypedefListField:         []Count{1},
		ListTypedefField:         Counts{1, 2},
		ListOfListsField:         [][]int8{{1}, {1, 2}},
		MapValueField:            map[string]int16{"a": 1},
		MapTypedefValueField:     map[string]Count{"a": 1},
		MapKeyField:              map[int]string{1: "a"},
		MapTypedefKeyField:       map[Count]string{1: "a"},
		MapTypedefField:          Weights{1: -4},
		Nested:                   Inner{Value: 1},
		NestedPtr:                &Inner{Value: 1},
		NestedList:               []Inner{{Value: 1}},
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
		return &Struct{IntField: 1, TypedefField: 1, TypedefFieldAndTypeField: 3, ChainField: 10, Nested: Inner{Value: 1}}
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
		breakIt: func(s *Struct) { s.IntField = 0 },
		want:    []*field.Error{exMinErr(field.NewPath("intField"), 0, "0")},
	}, {
		name:    "field far out",
		breakIt: func(s *Struct) { s.IntField = math.MinInt },
		want:    []*field.Error{exMinErr(field.NewPath("intField"), math.MinInt, "0")},
	}, {
		name:    "pointer field",
		breakIt: func(s *Struct) { s.IntPtrField = ptr(0) },
		want:    []*field.Error{exMinErr(field.NewPath("intPtrField"), 0, "0")},
	}, {
		name:    "typedef field",
		breakIt: func(s *Struct) { s.TypedefField = 0 },
		want:    []*field.Error{exMinErr(field.NewPath("typedefField"), Count(0), "0")},
	}, {
		name:    "typedef pointer field",
		breakIt: func(s *Struct) { s.TypedefPtrField = ptr[Count](0) },
		want:    []*field.Error{exMinErr(field.NewPath("typedefPtrField"), Count(0), "0")},
	}, {
		name:    "field bound on typedef field",
		breakIt: func(s *Struct) { s.TypedefFieldAndTypeField = 2 },
		want:    []*field.Error{exMinErr(field.NewPath("typedefFieldAndTypeField"), Count(2), "2")},
	}, {
		name:    "field bound and type bound",
		breakIt: func(s *Struct) { s.TypedefFieldAndTypeField = 0 },
		want: []*field.Error{
			exMinErr(field.NewPath("typedefFieldAndTypeField"), Count(0), "2"),
			exMinErr(field.NewPath("typedefFieldAndTypeField"), Count(0), "0"),
		},
	}, {
		name:    "outer link of typedef chain",
		breakIt: func(s *Struct) { s.ChainField = 9 },
		want:    []*field.Error{exMinErr(field.NewPath("chainField"), BigCount(9), "9")},
	}, {
		name:    "both links of typedef chain",
		breakIt: func(s *Struct) { s.ChainField = 0 },
		want: []*field.Error{
			exMinErr(field.NewPath("chainField"), BigCount(0), "9"),
			exMinErr(field.NewPath("chainField"), Count(0), "0"),
		},
	}, {
		name:    "typedef chain pointer",
		breakIt: func(s *Struct) { s.ChainPtrField = ptr[BigCount](0) },
		want: []*field.Error{
			exMinErr(field.NewPath("chainPtrField"), BigCount(0), "9"),
			exMinErr(field.NewPath("chainPtrField"), Count(0), "0"),
		},
	}, {
		name:    "list items",
		breakIt: func(s *Struct) { s.ListField = []int32{1, 0, 2, -1} },
		want: []*field.Error{
			exMinErr(field.NewPath("listField").Index(1), int32(0), "0"),
			exMinErr(field.NewPath("listField").Index(3), int32(-1), "0"),
		},
	}, {
		name:    "list of pointers",
		breakIt: func(s *Struct) { s.PtrListField = []*int64{ptr[int64](0)} },
		want:    []*field.Error{exMinErr(field.NewPath("ptrListField").Index(0), int64(0), "0")},
	}, {
		name:    "list of typedefs",
		breakIt: func(s *Struct) { s.TypedefListField = []Count{1, 0} },
		want:    []*field.Error{exMinErr(field.NewPath("typedefListField").Index(1), Count(0), "0")},
	}, {
		name:    "list typedef",
		breakIt: func(s *Struct) { s.ListTypedefField = Counts{0, 1} },
		want:    []*field.Error{exMinErr(field.NewPath("listTypedefField").Index(0), uint16(0), "0")},
	}, {
		name:    "list of lists",
		breakIt: func(s *Struct) { s.ListOfListsField = [][]int8{{1}, {1, 0}} },
		want:    []*field.Error{exMinErr(field.NewPath("listOfListsField").Index(1).Index(1), int8(0), "0")},
	}, {
		name:    "map values",
		breakIt: func(s *Struct) { s.MapValueField = map[string]int16{"a": 1, "b": 0} },
		want:    []*field.Error{exMinErr(field.NewPath("mapValueField").Key("b"), int16(0), "0")},
	}, {
		name:    "map of typedef values",
		breakIt: func(s *Struct) { s.MapTypedefValueField = map[string]Count{"x": 0} },
		want:    []*field.Error{exMinErr(field.NewPath("mapTypedefValueField").Key("x"), Count(0), "0")},
	}, {
		// Key errors name the map, as Kubernetes reports them.
		name:    "map keys",
		breakIt: func(s *Struct) { s.MapKeyField = map[int]string{0: "a", 1: "b"} },
		want:    []*field.Error{exMinErr(field.NewPath("mapKeyField"), 0, "0")},
	}, {
		name:    "map of typedef keys",
		breakIt: func(s *Struct) { s.MapTypedefKeyField = map[Count]string{0: "a"} },
		want:    []*field.Error{exMinErr(field.NewPath("mapTypedefKeyField"), Count(0), "0")},
	}, {
		name:    "map typedef keys and values",
		breakIt: func(s *Struct) { s.MapTypedefField = Weights{0: -5, 1: -4} },
		want: []*field.Error{
			exMinErr(field.NewPath("mapTypedefField"), uint8(0), "0"),
			exMinErr(field.NewPath("mapTypedefField").Key("0"), int64(-5), "-5"),
		},
	}, {
		name:    "nested struct",
		breakIt: func(s *Struct) { s.Nested.Value = 0 },
		want:    []*field.Error{exMinErr(field.NewPath("nested", "value"), uint32(0), "0")},
	}, {
		name:    "nested struct pointer",
		breakIt: func(s *Struct) { s.NestedPtr = &Inner{Value: 0} },
		want:    []*field.Error{exMinErr(field.NewPath("nestedPtr", "value"), uint32(0), "0")},
	}, {
		name:    "list of nested structs",
		breakIt: func(s *Struct) { s.NestedList = []Inner{{Value: 1}, {Value: 0}} },
		want:    []*field.Error{exMinErr(field.NewPath("nestedList").Index(1).Child("value"), uint32(0), "0")},
	}})
}

// TestFieldBoundRunsBeforeTypeBound pins the evaluation order: the field's
// own checks, then its type's, outer typedef link before inner. Bound
// errors are not short-circuit errors.
func TestFieldBoundRunsBeforeTypeBound(t *testing.T) {
	s := validStruct()
	s.TypedefFieldAndTypeField, s.ChainField = 0, 0
	errs := localSchemeBuilder.Validate(context.Background(), nil, s)
	want := []string{"must be greater than 2", "must be greater than 0",
		"must be greater than 9", "must be greater than 0"}
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
	st.Value(withMap(map[string]int16{"a": 0, "b": 2})).OldValue(withMap(map[string]int16{"a": 0, "b": 1})).ExpectValid().ExpectAllocs(0)
	st.Value(withMap(map[string]int16{"a": 0, "b": -1})).OldValue(withMap(map[string]int16{"a": 0, "b": 1})).
		ExpectInvalid(exMinErr(field.NewPath("mapValueField").Key("b"), int16(-1), "0"))
	// A value moved to another key is new there.
	st.Value(withMap(map[string]int16{"c": 0})).OldValue(withMap(map[string]int16{"a": 0})).
		ExpectInvalid(exMinErr(field.NewPath("mapValueField").Key("c"), int16(0), "0"))

	withKeys := func(m map[int]string) *Struct { s := validStruct(); s.MapKeyField = m; return s }
	// A key present in the old map is not re-validated, whatever its value.
	st.Value(withKeys(map[int]string{0: "new", 1: "b"})).OldValue(withKeys(map[int]string{0: "old"})).ExpectValid().ExpectAllocs(0)
	st.Value(withKeys(map[int]string{0: "a", -1: "b"})).OldValue(withKeys(map[int]string{0: "a"})).
		ExpectInvalid(exMinErr(field.NewPath("mapKeyField"), -1, "0"))

	// Atomic list items have no identity, as in Kubernetes: an unchanged
	// list ratchets; once it changed, every item is validated with no old
	// value, an invalid item kept from the old list included.
	withList := func(l []int32) *Struct { s := validStruct(); s.ListField = l; return s }
	st.Value(withList([]int32{0})).OldValue(withList([]int32{0})).ExpectValid().ExpectAllocs(0)
	st.Value(withList([]int32{0, 2})).OldValue(withList([]int32{0})).
		ExpectInvalid(exMinErr(field.NewPath("listField").Index(0), int32(0), "0"))
	st.Value(withList([]int32{2, -1})).OldValue(withList([]int32{-1})).
		ExpectInvalid(exMinErr(field.NewPath("listField").Index(1), int32(-1), "0"))

	// Pointers ratchet on the pointed-to value, not the address.
	withPtr := func(v int) *Struct { s := validStruct(); s.IntPtrField = ptr(v); return s }
	st.Value(withPtr(0)).OldValue(withPtr(0)).ExpectValid().ExpectAllocs(0)
	// Setting a nil pointer to an invalid value is a change.
	nilPtr := validStruct()
	nilPtr.IntPtrField = nil
	st.Value(withPtr(-1)).OldValue(nilPtr).ExpectInvalid(exMinErr(field.NewPath("intPtrField"), -1, "0"))
}
