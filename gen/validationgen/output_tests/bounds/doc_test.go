package bounds

import (
	"context"
	"fmt"
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// detail is what each bound tag says about its payload.
var detail = map[string]string{
	"minimum":          "must be greater than or equal to ",
	"exclusiveMinimum": "must be greater than ",
	"maximum":          "must be less than or equal to ",
	"exclusiveMaximum": "must be less than ",
}

// boundErr is the error tag reports for value v beyond bound.
func boundErr(tag string, path *field.Path, v any, bound string) *field.Error {
	return field.Invalid(path, v, detail[tag]+bound).WithOrigin(tag)
}

// validStruct returns a Struct with every bounded value at one edge of
// what its bounds allow.
func validStruct() *Struct {
	return &Struct{
		IntField:                 2,
		IntPtrField:              new(8),
		TypedefField:             2,
		TypedefPtrField:          new(Count(8)),
		TypedefFieldAndTypeField: 3,
		ChainField:               4,
		ChainPtrField:            new(Narrow(6)),
		ListField:                []int32{2, 8},
		PtrListField:             []*int64{new(int64(2)), new(int64(8))},
		TypedefListField:         []Count{2, 8},
		ListTypedefField:         Counts{2, 8},
		ListOfListsField:         [][]int8{{2}, {2, 8}},
		MapValueField:            map[string]int16{"a": 2, "b": 8},
		MapTypedefValueField:     map[string]Count{"a": 8},
		MapKeyField:              map[int]string{2: "a", 8: "b"},
		MapTypedefKeyField:       map[Count]string{8: "a"},
		MapTypedefField:          Weights{2: -5, 8: -2},
		Nested:                   Inner{Value: 2},
		NestedPtr:                &Inner{Value: 8},
		NestedList:               []Inner{{Value: 2}, {Value: 8}},
	}
}

func TestValidAtBounds(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validStruct()).ExpectValid().ExpectAllocs(0)
	st.Value(validStruct()).OldValue(validStruct()).ExpectValid().ExpectAllocs(0)
	for _, k := range []*Kinds{lowKinds(), highKinds()} {
		st.Value(k).ExpectValid().ExpectAllocs(0)
		st.Value(k).OldValue(k).ExpectValid().ExpectAllocs(0)
	}
	st.Value(lowKinds()).OldValue(highKinds()).ExpectValid().ExpectAllocs(0)
}

func TestUnsetPointersAndCollectionsAreNotChecked(t *testing.T) {
	bare := func() *Struct {
		return &Struct{IntField: 2, TypedefField: 2, TypedefFieldAndTypeField: 3, ChainField: 4, Nested: Inner{Value: 2}}
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

// edges are the values at and beyond the bounds every scope of Struct
// shares (minimum=1, exclusiveMinimum=1, maximum=9, exclusiveMaximum=9),
// with the tags each value fails.
var edges = []struct {
	v    int
	tags []string
}{
	{1, []string{"exclusiveMinimum"}},
	{0, []string{"minimum", "exclusiveMinimum"}},
	{9, []string{"exclusiveMaximum"}},
	{10, []string{"maximum", "exclusiveMaximum"}},
}

// sharedBound is the payload of each tag on the scopes edges covers.
var sharedBound = map[string]string{"minimum": "1", "exclusiveMinimum": "1", "maximum": "9", "exclusiveMaximum": "9"}

type integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32
}

// as converts v to the type an error's bad value has.
func as[T integer](v int) any { return T(v) }

// scope is one place in Struct that carries the shared bounds: set puts v
// there, errors name path, and their bad value is typed(v).
type scope struct {
	name  string
	set   func(s *Struct, v int)
	path  *field.Path
	typed func(v int) any
}

func TestStructScopes(t *testing.T) {
	path := field.NewPath
	scopes := []scope{
		{"field", func(s *Struct, v int) { s.IntField = v }, path("intField"), as[int]},
		{"pointer field", func(s *Struct, v int) { s.IntPtrField = &v }, path("intPtrField"), as[int]},
		{"typedef field", func(s *Struct, v int) { s.TypedefField = Count(v) }, path("typedefField"), as[Count]},
		{"typedef pointer field", func(s *Struct, v int) { s.TypedefPtrField = new(Count(v)) },
			path("typedefPtrField"), as[Count]},
		{"list items", func(s *Struct, v int) { s.ListField = []int32{2, int32(v), 8} },
			path("listField").Index(1), as[int32]},
		{"list of pointers", func(s *Struct, v int) { s.PtrListField = []*int64{new(int64(2)), new(int64(v))} },
			path("ptrListField").Index(1), as[int64]},
		{"list of typedefs", func(s *Struct, v int) { s.TypedefListField = []Count{Count(v)} },
			path("typedefListField").Index(0), as[Count]},
		{"list typedef", func(s *Struct, v int) { s.ListTypedefField = Counts{2, uint16(v)} },
			path("listTypedefField").Index(1), as[uint16]},
		{"list of lists", func(s *Struct, v int) { s.ListOfListsField = [][]int8{{2}, {8, int8(v)}} },
			path("listOfListsField").Index(1).Index(1), as[int8]},
		{"map values", func(s *Struct, v int) { s.MapValueField = map[string]int16{"a": 2, "b": int16(v)} },
			path("mapValueField").Key("b"), as[int16]},
		{"map of typedef values", func(s *Struct, v int) { s.MapTypedefValueField = map[string]Count{"x": Count(v)} },
			path("mapTypedefValueField").Key("x"), as[Count]},
		// Key errors name the map, as Kubernetes reports them.
		{"map keys", func(s *Struct, v int) { s.MapKeyField = map[int]string{v: "a", 2: "b"} },
			path("mapKeyField"), as[int]},
		{"map of typedef keys", func(s *Struct, v int) { s.MapTypedefKeyField = map[Count]string{Count(v): "a"} },
			path("mapTypedefKeyField"), as[Count]},
		{"map typedef keys", func(s *Struct, v int) { s.MapTypedefField = Weights{uint8(v): -3} },
			path("mapTypedefField"), as[uint8]},
		{"nested struct", func(s *Struct, v int) { s.Nested.Value = uint32(v) }, path("nested", "value"), as[uint32]},
		{"nested struct pointer", func(s *Struct, v int) { s.NestedPtr = &Inner{Value: uint32(v)} },
			path("nestedPtr", "value"), as[uint32]},
		{"list of nested structs", func(s *Struct, v int) { s.NestedList = []Inner{{Value: 2}, {Value: uint32(v)}} },
			path("nestedList").Index(1).Child("value"), as[uint32]},
	}
	c := validatetest.NewCases(t, localSchemeBuilder, validStruct)
	for _, sc := range scopes {
		for _, e := range edges {
			var want []*field.Error
			for _, tag := range e.tags {
				want = append(want, boundErr(tag, sc.path, sc.typed(e.v), sharedBound[tag]))
			}
			c.Run(fmt.Sprintf("%s %d", sc.name, e.v), func(s *Struct) { sc.set(s, e.v) }, want...)
		}
	}
}

// TestScopesWithOwnBounds covers the places whose bounds differ from the
// shared ones: several layers of bounds, and negative bounds.
func TestScopesWithOwnBounds(t *testing.T) {
	path := field.NewPath
	fieldAndType, chain, chainPtr := path("typedefFieldAndTypeField"), path("chainField"), path("chainPtrField")
	c := validatetest.NewCases(t, localSchemeBuilder, validStruct)
	c.Run("field far below", func(s *Struct) { s.IntField = math.MinInt },
		boundErr("minimum", path("intField"), math.MinInt, "1"),
		boundErr("exclusiveMinimum", path("intField"), math.MinInt, "1"))
	c.Run("field far above", func(s *Struct) { s.IntField = math.MaxInt },
		boundErr("maximum", path("intField"), math.MaxInt, "9"),
		boundErr("exclusiveMaximum", path("intField"), math.MaxInt, "9"))

	// The field's own bounds are tighter than its type's.
	c.Run("field bound on typedef field", func(s *Struct) { s.TypedefFieldAndTypeField = 2 },
		boundErr("minimum", fieldAndType, Count(2), "3"))
	c.Run("field exclusive bound on typedef field", func(s *Struct) { s.TypedefFieldAndTypeField = 7 },
		boundErr("exclusiveMaximum", fieldAndType, Count(7), "7"))
	c.Run("field bound and type bounds below", func(s *Struct) { s.TypedefFieldAndTypeField = 0 },
		boundErr("minimum", fieldAndType, Count(0), "3"),
		boundErr("minimum", fieldAndType, Count(0), "1"),
		boundErr("exclusiveMinimum", fieldAndType, Count(0), "1"))
	c.Run("field bound and type bounds above", func(s *Struct) { s.TypedefFieldAndTypeField = 10 },
		boundErr("exclusiveMaximum", fieldAndType, Count(10), "7"),
		boundErr("maximum", fieldAndType, Count(10), "9"),
		boundErr("exclusiveMaximum", fieldAndType, Count(10), "9"))

	// Each link of a typedef chain reports with its own type.
	c.Run("outer link of chain below", func(s *Struct) { s.ChainField = 3 },
		boundErr("exclusiveMinimum", chain, Narrow(3), "3"))
	c.Run("outer link of chain above", func(s *Struct) { s.ChainField = 7 }, boundErr("maximum", chain, Narrow(7), "6"))
	c.Run("both links of chain below", func(s *Struct) { s.ChainField = 0 },
		boundErr("exclusiveMinimum", chain, Narrow(0), "3"),
		boundErr("minimum", chain, Count(0), "1"),
		boundErr("exclusiveMinimum", chain, Count(0), "1"))
	c.Run("both links of chain above", func(s *Struct) { s.ChainField = 10 },
		boundErr("maximum", chain, Narrow(10), "6"),
		boundErr("maximum", chain, Count(10), "9"),
		boundErr("exclusiveMaximum", chain, Count(10), "9"))
	c.Run("chain pointer", func(s *Struct) { s.ChainPtrField = new(Narrow(1)) },
		boundErr("exclusiveMinimum", chainPtr, Narrow(1), "3"), boundErr("exclusiveMinimum", chainPtr, Count(1), "1"))

	// A nil item is Required, a short-circuit error that stops the list's
	// other checks.
	c.Run("nil item in list of pointers", func(s *Struct) { s.PtrListField = []*int64{new(int64(0)), nil} },
		validatetest.ShortCircuit(field.Required(path("ptrListField").Index(1), "")))

	// Weights values have negative bounds of their own.
	c.Run("map typedef value below", func(s *Struct) { s.MapTypedefField = Weights{2: -6} },
		boundErr("minimum", path("mapTypedefField").Key("2"), int64(-6), "-5"))
	c.Run("map typedef value at exclusive bound", func(s *Struct) { s.MapTypedefField = Weights{2: -1} },
		boundErr("exclusiveMaximum", path("mapTypedefField").Key("2"), int64(-1), "-1"))
	c.Run("map typedef key and value", func(s *Struct) { s.MapTypedefField = Weights{0: -6, 2: -5} },
		boundErr("minimum", path("mapTypedefField"), uint8(0), "1"),
		boundErr("exclusiveMinimum", path("mapTypedefField"), uint8(0), "1"),
		boundErr("minimum", path("mapTypedefField").Key("0"), int64(-6), "-5"))
}

// TestFieldBoundRunsBeforeTypeBound pins the evaluation order: the field's
// own checks, then its type's, outer typedef link before inner; within one
// place the generator emits the tags in a fixed order (by name). Bound
// errors are not short-circuit errors.
func TestFieldBoundRunsBeforeTypeBound(t *testing.T) {
	s := validStruct()
	s.TypedefFieldAndTypeField, s.ChainField = 0, 10
	errs := localSchemeBuilder.Validate(context.Background(), nil, s)
	want := []string{
		"must be greater than or equal to 3", "must be greater than 1", "must be greater than or equal to 1",
		"must be less than or equal to 6", "must be less than 9", "must be less than or equal to 9",
	}
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
	st.Value(withMap(map[string]int16{"a": 0, "b": 3})).OldValue(withMap(map[string]int16{"a": 0, "b": 2})).
		ExpectValid().ExpectAllocs(0)
	st.Value(withMap(map[string]int16{"a": 0, "b": 10})).OldValue(withMap(map[string]int16{"a": 0, "b": 2})).
		ExpectInvalid(boundErr("maximum", field.NewPath("mapValueField").Key("b"), int16(10), "9"),
			boundErr("exclusiveMaximum", field.NewPath("mapValueField").Key("b"), int16(10), "9"))
	// A value moved to another key is new there.
	st.Value(withMap(map[string]int16{"c": 1})).OldValue(withMap(map[string]int16{"a": 1})).
		ExpectInvalid(boundErr("exclusiveMinimum", field.NewPath("mapValueField").Key("c"), int16(1), "1"))

	withKeys := func(m map[int]string) *Struct { s := validStruct(); s.MapKeyField = m; return s }
	// A key present in the old map is not re-validated, whatever its value.
	st.Value(withKeys(map[int]string{0: "new", 2: "b"})).OldValue(withKeys(map[int]string{0: "old"})).
		ExpectValid().ExpectAllocs(0)
	st.Value(withKeys(map[int]string{0: "a", 9: "b"})).OldValue(withKeys(map[int]string{0: "a"})).
		ExpectInvalid(boundErr("exclusiveMaximum", field.NewPath("mapKeyField"), 9, "9"))

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	withList := func(l []int32) *Struct { s := validStruct(); s.ListField = l; return s }
	st.Value(withList([]int32{0})).OldValue(withList([]int32{0})).ExpectValid().ExpectAllocs(0)
	st.Value(withList([]int32{0, 3})).OldValue(withList([]int32{0})).ExpectInvalid(
		boundErr("minimum", field.NewPath("listField").Index(0), int32(0), "1"),
		boundErr("exclusiveMinimum", field.NewPath("listField").Index(0), int32(0), "1"))
	st.Value(withList([]int32{3, 1})).OldValue(withList([]int32{1})).
		ExpectInvalid(boundErr("exclusiveMinimum", field.NewPath("listField").Index(1), int32(1), "1"))

	// Pointers ratchet on the pointed-to value, not the address.
	withPtr := func(v int) *Struct { s := validStruct(); s.IntPtrField = &v; return s }
	st.Value(withPtr(0)).OldValue(withPtr(0)).ExpectValid().ExpectAllocs(0)
	// Setting a nil pointer to an invalid value is a change.
	nilPtr := validStruct()
	nilPtr.IntPtrField = nil
	st.Value(withPtr(9)).OldValue(nilPtr).ExpectInvalid(boundErr("exclusiveMaximum", field.NewPath("intPtrField"), 9, "9"))
}
