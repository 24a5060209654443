package required

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var path = field.NewPath

func requiredErr(p *field.Path) *field.Error { return field.Required(p, "") }

func minErr(p *field.Path, v any, min string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+min).WithOrigin("minimum")
}

func tooShort(p *field.Path, v string, min int) *field.Error {
	return field.TooShort(p, v, min).WithOrigin("minLength")
}

// validStruct returns a Struct with every required field set and valid.
// The pointers point to zero values: a non-nil pointer is set.
func validStruct() *Struct {
	return &Struct{
		StringField:       "abc",
		IntField:          1,
		BoolField:         true,
		FloatField:        0.5,
		IntPtrField:       new(int32(0)),
		StringPtrField:    new(""),
		BoolPtrField:      new(false),
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

// fieldCase changes a valid Struct in one place and names the errors.
type fieldCase struct {
	name   string
	change func(*Struct)
	want   []*field.Error
}

// runCases checks each case on create and through every update transition:
// an unchanged invalid (or unset) field ratchets, a field changed to it is
// reported, and changing it back to valid is allowed.
func runCases(t *testing.T, cases []fieldCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			changed := func() *Struct { s := validStruct(); c.change(s); return s }
			st := localSchemeBuilder.Test(t)
			st.Value(changed()).ExpectInvalid(c.want...)
			st.Value(changed()).OldValue(changed()).ExpectValid().ExpectAllocs(0)
			st.Value(changed()).OldValue(validStruct()).ExpectInvalid(c.want...)
			st.Value(validStruct()).OldValue(changed()).ExpectValid().ExpectAllocs(0)
		})
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validStruct()).ExpectValid().ExpectAllocs(0)
	st.Value(validStruct()).OldValue(validStruct()).ExpectValid().ExpectAllocs(0)
}

// TestUnset: an unset required field reports field.Required alone, although
// its zero value would fail the field's other checks and its type's.
func TestUnset(t *testing.T) {
	runCases(t, []fieldCase{
		{"string", func(s *Struct) { s.StringField = "" }, []*field.Error{requiredErr(path("stringField"))}},
		{"int", func(s *Struct) { s.IntField = 0 }, []*field.Error{requiredErr(path("intField"))}},
		{"bool", func(s *Struct) { s.BoolField = false }, []*field.Error{requiredErr(path("boolField"))}},
		{"float", func(s *Struct) { s.FloatField = 0 }, []*field.Error{requiredErr(path("floatField"))}},
		{"int pointer", func(s *Struct) { s.IntPtrField = nil }, []*field.Error{requiredErr(path("intPtrField"))}},
		{"string pointer", func(s *Struct) { s.StringPtrField = nil }, []*field.Error{requiredErr(path("stringPtrField"))}},
		{"bool pointer", func(s *Struct) { s.BoolPtrField = nil }, []*field.Error{requiredErr(path("boolPtrField"))}},
		{"nil slice", func(s *Struct) { s.SliceField = nil }, []*field.Error{requiredErr(path("sliceField"))}},
		{"empty slice", func(s *Struct) { s.SliceField = []int{} }, []*field.Error{requiredErr(path("sliceField"))}},
		{"nil map", func(s *Struct) { s.MapField = nil }, []*field.Error{requiredErr(path("mapField"))}},
		{"empty map", func(s *Struct) { s.MapField = map[string]int{} }, []*field.Error{requiredErr(path("mapField"))}},
		{"struct pointer", func(s *Struct) { s.StructPtrField = nil }, []*field.Error{requiredErr(path("structPtrField"))}},
		{"zero struct", func(s *Struct) { s.StructField = Pair{} }, []*field.Error{requiredErr(path("structField"))}},
		{"string typedef", func(s *Struct) { s.TypedefField = "" }, []*field.Error{requiredErr(path("typedefField"))}},
		{"typedef pointer", func(s *Struct) { s.TypedefPtrField = nil }, []*field.Error{requiredErr(path("typedefPtrField"))}},
		{"int typedef", func(s *Struct) { s.IntTypedefField = 0 }, []*field.Error{requiredErr(path("intTypedefField"))}},
		{"bool typedef", func(s *Struct) { s.BoolTypedefField = false }, []*field.Error{requiredErr(path("boolTypedefField"))}},
		{"typedef chain", func(s *Struct) { s.ChainField = "" }, []*field.Error{requiredErr(path("chainField"))}},
		{"typedef chain pointer", func(s *Struct) { s.ChainPtrField = nil }, []*field.Error{requiredErr(path("chainPtrField"))}},
		{"nil slice typedef", func(s *Struct) { s.SliceTypedefField = nil }, []*field.Error{requiredErr(path("sliceTypedefField"))}},
		{"empty slice typedef", func(s *Struct) { s.SliceTypedefField = Names{} }, []*field.Error{requiredErr(path("sliceTypedefField"))}},
		{"nil map typedef", func(s *Struct) { s.MapTypedefField = nil }, []*field.Error{requiredErr(path("mapTypedefField"))}},
		{"empty map typedef", func(s *Struct) { s.MapTypedefField = Labels{} }, []*field.Error{requiredErr(path("mapTypedefField"))}},
		{"nested", func(s *Struct) { s.Nested.Count = 0 }, []*field.Error{requiredErr(path("nested", "count"))}},
		{"everything", func(s *Struct) { *s = Struct{} }, []*field.Error{
			requiredErr(path("stringField")), requiredErr(path("intField")), requiredErr(path("boolField")),
			requiredErr(path("floatField")), requiredErr(path("intPtrField")), requiredErr(path("stringPtrField")),
			requiredErr(path("boolPtrField")), requiredErr(path("sliceField")), requiredErr(path("mapField")),
			requiredErr(path("structPtrField")), requiredErr(path("structField")), requiredErr(path("typedefField")),
			requiredErr(path("typedefPtrField")), requiredErr(path("intTypedefField")), requiredErr(path("boolTypedefField")),
			requiredErr(path("chainField")), requiredErr(path("chainPtrField")), requiredErr(path("sliceTypedefField")),
			requiredErr(path("mapTypedefField")), requiredErr(path("nested", "count")),
		}},
	})
}

// TestSetButInvalid: a set required field gets its other checks and its
// type's validation, and no Required error.
func TestSetButInvalid(t *testing.T) {
	runCases(t, []fieldCase{
		{"string", func(s *Struct) { s.StringField = "ab" }, []*field.Error{tooShort(path("stringField"), "ab", 3)}},
		{"int", func(s *Struct) { s.IntField = -1 }, []*field.Error{minErr(path("intField"), -1, "1")}},
		{"int pointer", func(s *Struct) { s.IntPtrField = new(int32(-1)) }, []*field.Error{minErr(path("intPtrField"), int32(-1), "0")}},
		{"slice", func(s *Struct) { s.SliceField = []int{0} }, []*field.Error{
			field.TooFew(path("sliceField"), 1, 2).WithOrigin("minItems"),
			minErr(path("sliceField").Index(0), 0, "1"),
		}},
		{"map", func(s *Struct) { s.MapField = map[string]int{"a": 0} }, []*field.Error{
			field.TooFew(path("mapField"), 1, 2).WithOrigin("minProperties"),
			minErr(path("mapField").Key("a"), 0, "1"),
		}},
		{"pointer to zero struct", func(s *Struct) { s.StructPtrField = &Inner{} }, []*field.Error{minErr(path("structPtrField", "value"), 0, "1")}},
		{"non-zero struct", func(s *Struct) { s.StructField = Pair{B: "x"} }, []*field.Error{minErr(path("structField", "a"), 0, "1")}},
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
	})
}

func TestShortCircuitFlag(t *testing.T) {
	errs := localSchemeBuilder.Validate(context.Background(), nil, &Struct{})
	if len(errs) != 20 {
		t.Fatalf("got %d errors, want 20: %v", len(errs), errs)
	}
	for _, e := range errs {
		if e.Type != field.ErrorTypeRequired || !e.ShortCircuit {
			t.Errorf("%s: got type %q, short-circuit %v; want a short-circuit Required error", e.Field, e.Type, e.ShortCircuit)
		}
	}
	s := validStruct()
	s.IntField = -1
	errs = localSchemeBuilder.Validate(context.Background(), nil, s)
	if len(errs) != 1 || errs[0].ShortCircuit {
		t.Errorf("a failed check on a set field must not be short-circuit: %v", errs)
	}
}

// TestUnsetRatcheting: an unset required field that was unset before is
// not reported on update; nil and empty collections are equally unset.
func TestUnsetRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Struct{}).OldValue(&Struct{}).ExpectValid().ExpectAllocs(0)

	withCollections := func(slice []int, m map[string]int, names Names, labels Labels) *Struct {
		s := validStruct()
		s.SliceField, s.MapField, s.SliceTypedefField, s.MapTypedefField = slice, m, names, labels
		return s
	}
	empty := withCollections([]int{}, map[string]int{}, Names{}, Labels{})
	none := withCollections(nil, nil, nil, nil)
	st.Value(empty).OldValue(none).ExpectValid().ExpectAllocs(0)
	st.Value(none).OldValue(empty).ExpectValid().ExpectAllocs(0)
	st.Value(empty).OldValue(validStruct()).ExpectInvalid(
		requiredErr(path("sliceField")), requiredErr(path("mapField")),
		requiredErr(path("sliceTypedefField")), requiredErr(path("mapTypedefField")))

	// Another field changing does not make an unset field reportable.
	unsetString := validStruct()
	unsetString.StringField = ""
	changedElsewhere := validStruct()
	changedElsewhere.StringField, changedElsewhere.IntField = "", 7
	st.Value(changedElsewhere).OldValue(unsetString).ExpectValid().ExpectAllocs(0)

	// Setting a field that was unset is the fix; a pointer to zero is set.
	unsetPtr := validStruct()
	unsetPtr.IntPtrField = nil
	st.Value(validStruct()).OldValue(unsetPtr).ExpectValid().ExpectAllocs(0)
}
