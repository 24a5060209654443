package required

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

var path = field.NewPath

func requiredErr(p *field.Path) *field.Error { return validatetest.ShortCircuit(field.Required(p, "")) }

func minErr(p *field.Path, v any, min string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+min).WithOrigin("minimum")
}

func tooShort[T ~string](p *field.Path, v T, min int) *field.Error {
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

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validStruct()).ExpectValid().ExpectAllocs(0)
	st.Value(validStruct()).OldValue(validStruct()).ExpectValid().ExpectAllocs(0)
}

// TestUnset: an unset required field reports field.Required alone, although
// its zero value would fail the field's other checks and its type's.
func TestUnset(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validStruct)
	c.Run("string", func(s *Struct) { s.StringField = "" }, requiredErr(path("stringField")))
	c.Run("int", func(s *Struct) { s.IntField = 0 }, requiredErr(path("intField")))
	c.Run("bool", func(s *Struct) { s.BoolField = false }, requiredErr(path("boolField")))
	c.Run("float", func(s *Struct) { s.FloatField = 0 }, requiredErr(path("floatField")))
	c.Run("int pointer", func(s *Struct) { s.IntPtrField = nil }, requiredErr(path("intPtrField")))
	c.Run("string pointer", func(s *Struct) { s.StringPtrField = nil }, requiredErr(path("stringPtrField")))
	c.Run("bool pointer", func(s *Struct) { s.BoolPtrField = nil }, requiredErr(path("boolPtrField")))
	c.Run("nil slice", func(s *Struct) { s.SliceField = nil }, requiredErr(path("sliceField")))
	c.Run("empty slice", func(s *Struct) { s.SliceField = []int{} }, requiredErr(path("sliceField")))
	c.Run("nil map", func(s *Struct) { s.MapField = nil }, requiredErr(path("mapField")))
	c.Run("empty map", func(s *Struct) { s.MapField = map[string]int{} }, requiredErr(path("mapField")))
	c.Run("struct pointer", func(s *Struct) { s.StructPtrField = nil }, requiredErr(path("structPtrField")))
	c.Run("zero struct", func(s *Struct) { s.StructField = Pair{} }, requiredErr(path("structField")))
	c.Run("string typedef", func(s *Struct) { s.TypedefField = "" }, requiredErr(path("typedefField")))
	c.Run("typedef pointer", func(s *Struct) { s.TypedefPtrField = nil }, requiredErr(path("typedefPtrField")))
	c.Run("int typedef", func(s *Struct) { s.IntTypedefField = 0 }, requiredErr(path("intTypedefField")))
	c.Run("bool typedef", func(s *Struct) { s.BoolTypedefField = false }, requiredErr(path("boolTypedefField")))
	c.Run("typedef chain", func(s *Struct) { s.ChainField = "" }, requiredErr(path("chainField")))
	c.Run("typedef chain pointer", func(s *Struct) { s.ChainPtrField = nil }, requiredErr(path("chainPtrField")))
	c.Run("nil slice typedef", func(s *Struct) { s.SliceTypedefField = nil }, requiredErr(path("sliceTypedefField")))
	c.Run("empty slice typedef", func(s *Struct) { s.SliceTypedefField = Names{} },
		requiredErr(path("sliceTypedefField")))
	c.Run("nil map typedef", func(s *Struct) { s.MapTypedefField = nil }, requiredErr(path("mapTypedefField")))
	c.Run("empty map typedef", func(s *Struct) { s.MapTypedefField = Labels{} }, requiredErr(path("mapTypedefField")))
	c.Run("nested", func(s *Struct) { s.Nested.Count = 0 }, requiredErr(path("nested", "count")))
	c.Run("everything", func(s *Struct) { *s = Struct{} },
		requiredErr(path("stringField")),
		requiredErr(path("intField")),
		requiredErr(path("boolField")),
		requiredErr(path("floatField")),
		requiredErr(path("intPtrField")),
		requiredErr(path("stringPtrField")),
		requiredErr(path("boolPtrField")),
		requiredErr(path("sliceField")),
		requiredErr(path("mapField")),
		requiredErr(path("structPtrField")),
		requiredErr(path("structField")),
		requiredErr(path("typedefField")),
		requiredErr(path("typedefPtrField")),
		requiredErr(path("intTypedefField")),
		requiredErr(path("boolTypedefField")),
		requiredErr(path("chainField")),
		requiredErr(path("chainPtrField")),
		requiredErr(path("sliceTypedefField")),
		requiredErr(path("mapTypedefField")),
		requiredErr(path("nested", "count")))
}

// TestSetButInvalid: a set required field gets its other checks and its
// type's validation, and no Required error.
func TestSetButInvalid(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validStruct)
	c.Run("string", func(s *Struct) { s.StringField = "ab" }, tooShort(path("stringField"), "ab", 3))
	c.Run("int", func(s *Struct) { s.IntField = -1 }, minErr(path("intField"), -1, "1"))
	c.Run("int pointer", func(s *Struct) { s.IntPtrField = new(int32(-1)) },
		minErr(path("intPtrField"), int32(-1), "0"))
	c.Run("slice", func(s *Struct) { s.SliceField = []int{0} },
		field.TooFew(path("sliceField"), 1, 2).WithOrigin("minItems"), minErr(path("sliceField").Index(0), 0, "1"))
	c.Run("map", func(s *Struct) { s.MapField = map[string]int{"a": 0} },
		field.TooFew(path("mapField"), 1, 2).WithOrigin("minProperties"), minErr(path("mapField").Key("a"), 0, "1"))
	c.Run("pointer to zero struct", func(s *Struct) { s.StructPtrField = &Inner{} },
		minErr(path("structPtrField", "value"), 0, "1"))
	c.Run("non-zero struct", func(s *Struct) { s.StructField = Pair{B: "x"} }, minErr(path("structField", "a"), 0, "1"))
	c.Run("string typedef", func(s *Struct) { s.TypedefField = "a" }, tooShort(path("typedefField"), Name("a"), 2))
	c.Run("pointer to empty typedef", func(s *Struct) { s.TypedefPtrField = new(Name("")) },
		tooShort(path("typedefPtrField"), Name(""), 2))
	c.Run("int typedef", func(s *Struct) { s.IntTypedefField = -1 }, minErr(path("intTypedefField"), Count(-1), "1"))
	c.Run("typedef chain outer link", func(s *Struct) { s.ChainField = "abcdef" },
		field.TooLongCharacters(path("chainField"), ShortName("abcdef"), 5).WithOrigin("maxLength"))
	c.Run("typedef chain inner link", func(s *Struct) { s.ChainField = "a" }, tooShort(path("chainField"), Name("a"), 2))
	c.Run("typedef chain pointer", func(s *Struct) { s.ChainPtrField = new(ShortName("")) },
		tooShort(path("chainPtrField"), Name(""), 2))
	c.Run("slice typedef item", func(s *Struct) { s.SliceTypedefField = Names{""} },
		tooShort(path("sliceTypedefField").Index(0), Name(""), 2))
	c.Run("map typedef value", func(s *Struct) { s.MapTypedefField = Labels{"k": ""} },
		tooShort(path("mapTypedefField").Key("k"), Name(""), 2))
	c.Run("nested", func(s *Struct) { s.Nested.Count = -1 }, minErr(path("nested", "count"), int64(-1), "1"))
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
