package forbidden

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var path = field.NewPath

func forbiddenErr(p *field.Path) *field.Error { return field.Forbidden(p, "") }

// emptyCollections returns a Struct whose collections are empty, not nil.
func emptyCollections() *Struct {
	return &Struct{SliceField: []int{}, MapField: map[string]int{}, SliceTypedefField: Names{}, MapTypedefField: Labels{}}
}

// everythingSet returns a Struct with every forbidden field set to a value
// that would also fail the field's other checks and its type's validation.
func everythingSet() *Struct {
	s := &Struct{}
	for _, c := range setCases {
		c.set(s)
	}
	return s
}

// setCases set one forbidden field each; every value would also fail the
// field's other checks or its type's validation, were they run.
var setCases = []struct {
	name string
	set  func(*Struct)
	want *field.Error
}{
	{"string", func(s *Struct) { s.StringField = "x" }, forbiddenErr(path("stringField"))},
	{"int", func(s *Struct) { s.IntField = -1 }, forbiddenErr(path("intField"))},
	{"bool", func(s *Struct) { s.BoolField = true }, forbiddenErr(path("boolField"))},
	{"float", func(s *Struct) { s.FloatField = 0.5 }, forbiddenErr(path("floatField"))},
	{"pointer to zero int", func(s *Struct) { s.IntPtrField = new(int32(0)) }, forbiddenErr(path("intPtrField"))},
	{"pointer to empty string", func(s *Struct) { s.StringPtrField = new("") }, forbiddenErr(path("stringPtrField"))},
	{"pointer to false", func(s *Struct) { s.BoolPtrField = new(false) }, forbiddenErr(path("boolPtrField"))},
	{"slice", func(s *Struct) { s.SliceField = []int{0} }, forbiddenErr(path("sliceField"))},
	{"map", func(s *Struct) { s.MapField = map[string]int{"a": 0} }, forbiddenErr(path("mapField"))},
	{"pointer to zero struct", func(s *Struct) { s.StructPtrField = &Inner{} }, forbiddenErr(path("structPtrField"))},
	{"non-zero struct", func(s *Struct) { s.StructField = Pair{B: "x"} }, forbiddenErr(path("structField"))},
	{"string typedef", func(s *Struct) { s.TypedefField = "a" }, forbiddenErr(path("typedefField"))},
	{"pointer to empty typedef", func(s *Struct) { s.TypedefPtrField = new(Name("")) }, forbiddenErr(path("typedefPtrField"))},
	{"int typedef", func(s *Struct) { s.IntTypedefField = -1 }, forbiddenErr(path("intTypedefField"))},
	{"bool typedef", func(s *Struct) { s.BoolTypedefField = true }, forbiddenErr(path("boolTypedefField"))},
	{"typedef chain", func(s *Struct) { s.ChainField = "abc" }, forbiddenErr(path("chainField"))},
	{"typedef chain pointer", func(s *Struct) { s.ChainPtrField = new(ShortName("")) }, forbiddenErr(path("chainPtrField"))},
	{"slice typedef", func(s *Struct) { s.SliceTypedefField = Names{""} }, forbiddenErr(path("sliceTypedefField"))},
	{"map typedef", func(s *Struct) { s.MapTypedefField = Labels{"k": ""} }, forbiddenErr(path("mapTypedefField"))},
	{"nested", func(s *Struct) { s.Nested.Count = -1 }, forbiddenErr(path("nested", "count"))},
}

// TestUnset: unset forbidden fields are valid, although every zero value
// here would fail the field's other checks or its type's validation.
func TestUnset(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Struct{}).ExpectValid().ExpectAllocs(0)
	st.Value(emptyCollections()).ExpectValid().ExpectAllocs(0)
	st.Value(&Struct{}).OldValue(&Struct{}).ExpectValid().ExpectAllocs(0)
	st.Value(emptyCollections()).OldValue(&Struct{}).ExpectValid().ExpectAllocs(0)
	st.Value(&Struct{}).OldValue(emptyCollections()).ExpectValid().ExpectAllocs(0)
}

// TestSet: a set forbidden field reports field.Forbidden alone, on create
// and through every update transition.
func TestSet(t *testing.T) {
	for _, c := range setCases {
		t.Run(c.name, func(t *testing.T) {
			set := func() *Struct { s := &Struct{}; c.set(s); return s }
			st := localSchemeBuilder.Test(t)
			st.Value(set()).ExpectInvalid(c.want)
			// Unchanged: ratcheted, so objects stored before the field was
			// forbidden can still be updated.
			st.Value(set()).OldValue(set()).ExpectValid().ExpectAllocs(0)
			st.Value(set()).OldValue(&Struct{}).ExpectInvalid(c.want)
			st.Value(set()).OldValue(emptyCollections()).ExpectInvalid(c.want)
			// Clearing the field is the fix.
			st.Value(&Struct{}).OldValue(set()).ExpectValid().ExpectAllocs(0)
		})
	}
}

func TestEverythingSet(t *testing.T) {
	want := make([]*field.Error, len(setCases))
	for i, c := range setCases {
		want[i] = c.want
	}
	st := localSchemeBuilder.Test(t)
	st.Value(everythingSet()).ExpectInvalid(want...)
	st.Value(everythingSet()).OldValue(everythingSet()).ExpectValid().ExpectAllocs(0)
	st.Value(everythingSet()).OldValue(&Struct{}).ExpectInvalid(want...)

	errs := localSchemeBuilder.Validate(context.Background(), nil, everythingSet())
	for _, e := range errs {
		if e.Type != field.ErrorTypeForbidden || !e.ShortCircuit {
			t.Errorf("%s: got type %q, short-circuit %v; want a short-circuit Forbidden error", e.Field, e.Type, e.ShortCircuit)
		}
	}
}

// TestChangedWhileSet: a set value that changes to another set value is
// reported; ratcheting only spares values equal to the old ones.
func TestChangedWhileSet(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Struct{IntField: 2}).OldValue(&Struct{IntField: 1}).ExpectInvalid(forbiddenErr(path("intField")))
	st.Value(&Struct{IntPtrField: new(int32(2))}).OldValue(&Struct{IntPtrField: new(int32(1))}).ExpectInvalid(forbiddenErr(path("intPtrField")))
	st.Value(&Struct{SliceField: []int{1, 2}}).OldValue(&Struct{SliceField: []int{1}}).ExpectInvalid(forbiddenErr(path("sliceField")))
	st.Value(&Struct{MapField: map[string]int{"a": 2}}).OldValue(&Struct{MapField: map[string]int{"a": 1}}).ExpectInvalid(forbiddenErr(path("mapField")))
	st.Value(&Struct{StructField: Pair{B: "y"}}).OldValue(&Struct{StructField: Pair{B: "x"}}).ExpectInvalid(forbiddenErr(path("structField")))
	st.Value(&Struct{StructPtrField: &Inner{Value: 2}}).OldValue(&Struct{StructPtrField: &Inner{Value: 1}}).ExpectInvalid(forbiddenErr(path("structPtrField")))
	// Pointers compare by pointed-to value: a new pointer to an equal value
	// is unchanged.
	st.Value(&Struct{StructPtrField: &Inner{Value: 1}}).OldValue(&Struct{StructPtrField: &Inner{Value: 1}}).ExpectValid().ExpectAllocs(0)
	// Another field changing does not make an unchanged one reportable.
	st.Value(&Struct{IntField: 1, StringField: "x"}).OldValue(&Struct{IntField: 1}).ExpectInvalid(forbiddenErr(path("stringField")))
}
