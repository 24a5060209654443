package optional

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var path = field.NewPath

func minErr(p *field.Path, v any, min string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+min).WithOrigin("minimum")
}

func tooShort(p *field.Path, v string, min int) *field.Error {
	return field.TooShort(p, v, min).WithOrigin("minLength")
}

// validStruct returns a Struct with every optional field set and valid.
func validStruct() *Struct {
	return &Struct{
		StringField:       "abc",
		IntField:          1,
		BoolField:         true,
		IntPtrField:       new(int32(1)),
		StringPtrField:    new("a"),
		BoolPtrField:      new(true),
		SliceField:        []int{1, 1},
		MapField:          map[string]int{"a": 1, "b": 1},
		StructPtrField:    &Inner{Value: 1},
		StructField:       Pair{A: 1},
		TypedefField:      "ab",
		TypedefPtrField:   new(Name("ab")),
		IntTypedefField:   1,
		BoolTypedefField:  true,
		ChainField:        "abcde",
		ChainPtrField:     new(ShortName("ab")),
		SliceTypedefField: Names{"ab"},
		MapTypedefField:   Labels{"k": "ab"},
		Nested:            Outer{Count: 1},
	}
}

// emptyCollections returns a Struct whose collections are empty, not nil.
func emptyCollections() *Struct {
	return &Struct{SliceField: []int{}, MapField: map[string]int{}, SliceTypedefField: Names{}, MapTypedefField: Labels{}}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validStruct()).ExpectValid().ExpectAllocs(0)
	st.Value(validStruct()).OldValue(validStruct()).ExpectValid().ExpectAllocs(0)
}

// TestUnsetSkipsChecks: every zero value below would fail the field's other
// checks or its type's validation; unset optional fields skip them all.
func TestUnsetSkipsChecks(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Struct{}).ExpectValid().ExpectAllocs(0)
	st.Value(emptyCollections()).ExpectValid().ExpectAllocs(0)
	// Clearing set fields, valid or not, is allowed.
	st.Value(&Struct{}).OldValue(validStruct()).ExpectValid().ExpectAllocs(0)
	st.Value(&Struct{}).OldValue(&Struct{StringField: "x", IntField: -1, SliceField: []int{0}}).ExpectValid()
	st.Value(emptyCollections()).OldValue(&Struct{}).ExpectValid().ExpectAllocs(0)
	st.Value(&Struct{}).OldValue(&Struct{}).ExpectValid().ExpectAllocs(0)
}

// TestUnmarkedZeroValuesAreChecked is the contrast: without +k8s:optional
// the same zero values are validated.
func TestUnmarkedZeroValuesAreChecked(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Unmarked{}).ExpectInvalid(
		tooShort(path("stringField"), "", 3),
		minErr(path("intField"), 0, "1"),
		minErr(path("structField", "a"), 0, "1"),
		tooShort(path("typedefField"), "", 2),
		field.TooFew(path("sliceField"), 0, 2).WithOrigin("minItems"),
	)
	st.Value(&Unmarked{StringField: "abc", IntField: 1, StructField: Pair{A: 1}, TypedefField: "ab", SliceField: []int{0, 0}}).
		ExpectValid().ExpectAllocs(0)
}

// TestSetButInvalid: a set optional field gets its other checks and its
// type's validation, on create and through every update transition.
func TestSetButInvalid(t *testing.T) {
	cases := []struct {
		name string
		set  func(*Struct)
		want []*field.Error
	}{
		{"string", func(s *Struct) { s.StringField = "ab" }, []*field.Error{tooShort(path("stringField"), "ab", 3)}},
		{"int", func(s *Struct) { s.IntField = -1 }, []*field.Error{minErr(path("intField"), -1, "1")}},
		{"pointer to zero int", func(s *Struct) { s.IntPtrField = new(int32(0)) }, []*field.Error{minErr(path("intPtrField"), int32(0), "1")}},
		{"pointer to empty string", func(s *Struct) { s.StringPtrField = new("") }, []*field.Error{tooShort(path("stringPtrField"), "", 1)}},
		{"pointer to false", func(s *Struct) { s.BoolPtrField = new(false) }, []*field.Error{
			field.Invalid(path("boolPtrField"), false, "must not be equal to false").WithOrigin("neq"),
		}},
		{"slice", func(s *Struct) { s.SliceField = []int{0} }, []*field.Error{
			field.TooFew(path("sliceField"), 1, 2).WithOrigin("minItems"),
			minErr(path("sliceField").Index(0), 0, "1"),
		}},
		{"map", func(s *Struct) { s.MapField = map[string]int{"a": 0} }, []*field.Error{
			field.TooFew(path("mapField"), 1, 2).WithOrigin("minProperties"),
			minErr(path("mapField").Key("a"), 0, "1"),
		}},
		{"pointer to zero struct", func(s *Struct) { s.StructPtrField = &Inner{} }, []*field.Error{minErr(path("structPtrField", "value"), 0, "1")}},
		{"string typedef", func(s *Struct) { s.TypedefField = "a" }, []*field.Error{tooShort(path("typedefField"), "a", 2)}},
		{"pointer to empty typedef", func(s *Struct) { s.TypedefPtrField = new(Name("")) }, []*field.Error{tooShort(path("typedefPtrField"), "", 2)}},
		{"int typedef", func(s *Struct) { s.IntTypedefField = -1 }, []*field.Error{minErr(path("intTypedefField"), Count(-1), "1")}},
		{"typedef chain outer link", func(s *Struct) { s.ChainField = "abcdef" }, []*field.Error{
			field.TooLongCharacters(path("chainField"), ShortName("abcdef"), 5).WithOrigin("maxLength"),
		}},
		{"typedef chain inner link", func(s *Struct) { s.ChainField = "a" }, []*field.Error{tooShort(path("chainField"), "a", 2)}},
		{"typedef chain pointer", func(s *Struct) { s.ChainPtrField = new(ShortName("")) }, []*field.Error{tooShort(path("chainPtrField"), "", 2)}},
		{"slice typedef item", func(s *Struct) { s.SliceTypedefField = Names{""} }, []*field.Error{tooShort(path("sliceTypedefField").Index(0), "", 2)}},
		{"map typedef value", func(s *Struct) { s.MapTypedefField = Labels{"k": ""} }, []*field.Error{tooShort(path("mapTypedefField").Key("k"), "", 2)}},
		{"nested", func(s *Struct) { s.Nested.Count = -1 }, []*field.Error{minErr(path("nested", "count"), int64(-1), "1")}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			invalid := func() *Struct { s := validStruct(); c.set(s); return s }
			// Alone in an otherwise unset object: the other fields are skipped.
			alone := func() *Struct { s := &Struct{}; c.set(s); return s }
			st := localSchemeBuilder.Test(t)
			st.Value(invalid()).ExpectInvalid(c.want...)
			st.Value(alone()).ExpectInvalid(c.want...)
			st.Value(invalid()).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
			st.Value(invalid()).OldValue(validStruct()).ExpectInvalid(c.want...)
			st.Value(alone()).OldValue(&Struct{}).ExpectInvalid(c.want...)
			st.Value(validStruct()).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
		})
	}
}

// TestNonZeroStruct: a comparable struct is set when any field is non-zero,
// and then its type's validation runs. Ratcheting compares values at every
// level, so when an unset optional struct becomes set, its fields that kept
// their old (zero) value are not re-validated; changed fields are.
func TestNonZeroStruct(t *testing.T) {
	want := minErr(path("structField", "a"), 0, "1")
	withPair := func(p Pair) *Struct { s := validStruct(); s.StructField = p; return s }
	st := localSchemeBuilder.Test(t)
	st.Value(withPair(Pair{B: "x"})).ExpectInvalid(want)
	st.Value(&Struct{StructField: Pair{B: "x"}}).ExpectInvalid(want)
	st.Value(withPair(Pair{B: "x"})).OldValue(withPair(Pair{B: "x"})).ExpectValid().ExpectAllocs(0)
	st.Value(withPair(Pair{B: "x"})).OldValue(validStruct()).ExpectInvalid(want)
	st.Value(validStruct()).OldValue(withPair(Pair{B: "x"})).ExpectValid().ExpectAllocs(0)

	st.Value(&Struct{StructField: Pair{B: "x"}}).OldValue(&Struct{}).ExpectValid()
	st.Value(&Struct{StructField: Pair{A: -1, B: "x"}}).OldValue(&Struct{}).
		ExpectInvalid(minErr(path("structField", "a"), -1, "1"))
}
