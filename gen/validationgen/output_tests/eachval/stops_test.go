package eachval

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// The Stops cases of gen/validationgen/output_tests/eachval138, on a 1.37 tree.

func validStops() *Stops {
	return &Stops{
		Nested:      [][]int{{1, 2}, nil},
		Frozen:      map[string]string{"a": "abc"},
		Pinned:      map[string]string{"a": "abc"},
		PtrValues:   map[string]*int{"a": new(1), "nil": nil},
		PtrItems:    map[string]*StopsItem{"a": {N: 1}, "nil": nil},
		Unvalidated: map[string]*string{"a": nil},
	}
}

func TestStopsValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Stops{}).ExpectValid().ExpectAllocs(0)
	st.Value(validStops()).ExpectValid().ExpectAllocs(0)
	st.Value(validStops()).OldValue(validStops()).ExpectValid().ExpectAllocs(0)
}

// A short-circuit check eachVal puts on the items stops the whole value:
// the other items and the other eachVal tags are not checked.
func TestStopsEachValStopsTheValue(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validStops)
	c.Run("maxItems", func(s *Stops) { s.Nested = [][]int{{0}, {0, 1, 2}} },
		validatetest.ShortCircuit(field.TooMany(root("nested").Index(1), 3, 2).WithOrigin("maxItems")),
	)

	st := localSchemeBuilder.Test(t)
	changed := validStops()
	changed.Frozen = map[string]string{"a": "long", "b": "long"}
	changed.Pinned = map[string]string{"a": "long"}
	st.Value(changed).OldValue(validStops()).ExpectExactly(
		validatetest.ShortCircuit(field.Invalid(root("frozen").Key("a"), nil, "field is immutable").WithOrigin("immutable")),
		validatetest.ShortCircuit(field.Invalid(root("frozen").Key("b"), nil, "field is immutable").WithOrigin("immutable")),
		validatetest.ShortCircuit(field.Invalid(root("pinned").Key("a"), nil, "field cannot be modified once set").WithOrigin("update")),
	)
	st.Value(changed).ExpectExactly(
		field.TooLongCharacters(root("frozen").Key("a"), "long", 3).WithOrigin("maxLength"),
		field.TooLongCharacters(root("frozen").Key("b"), "long", 3).WithOrigin("maxLength"),
		field.TooLongCharacters(root("pinned").Key("a"), "long", 3).WithOrigin("maxLength"),
	)
}

// Nil values of a map of pointers are not errors on a 1.37 tree: the
// checks skip them.
func TestStopsNilMapValues(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validStops)
	c.Run("nil values are skipped", func(s *Stops) {
		s.PtrValues = map[string]*int{"a": nil, "c": new(0)}
		s.PtrItems = map[string]*StopsItem{"a": nil, "b": {N: 0}}
		s.OptionalPtrs = map[string]*string{"a": nil}
	},
		minimum1(root("ptrValues").Key("c"), 0),
		field.Invalid(root("ptrItems").Key("b").Child("n"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	)
}

// A NonError payload stops the whole value without reporting anything.
func TestStopsNonErrorHidesTheValue(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validStops()
	obj.Silent = []int{1, 2}
	st.Value(obj).ExpectValid()
	st.Value(obj).OldValue(validStops()).ExpectValid()
}
