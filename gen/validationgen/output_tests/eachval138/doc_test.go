package eachval138

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

var path = field.NewPath

func valid() *Stops {
	return &Stops{
		Nested:      [][]int{{1, 2}, nil},
		Frozen:      map[string]string{"a": "abc"},
		Pinned:      map[string]string{"a": "abc"},
		PtrValues:   map[string]*int{"a": new(1)},
		PtrItems:    map[string]*Item{"a": {N: 1}},
		Unvalidated: map[string]*string{"a": nil},
	}
}

func minimum1(p *field.Path, v int) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to 1").WithOrigin("minimum")
}

func tooLong(p *field.Path, v string) *field.Error {
	return field.TooLongCharacters(p, v, 3).WithOrigin("maxLength")
}

func required(p *field.Path) *field.Error {
	return validatetest.ShortCircuit(field.Required(p, ""))
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Stops{}).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

// A list over maxItems stops neither its own items' checks nor the others'.
func TestEachValStopsNothing(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("maxItems", func(s *Stops) { s.Nested = [][]int{{0}, {0, 1, 2}} },
		field.TooMany(path("nested").Index(1), 3, 2).WithOrigin("maxItems"),
		minimum1(path("nested").Index(0).Index(0), 0),
		minimum1(path("nested").Index(1).Index(0), 0),
	)
}

// On update, a changed immutable value is reported and still checked by
// the other eachVal tag, and so are the other values.
func TestImmutableStopsNothing(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	changed := valid()
	changed.Frozen = map[string]string{"a": "long", "b": "long"}
	changed.Pinned = map[string]string{"a": "long"}
	st.Value(changed).OldValue(valid()).ExpectExactly(
		field.Invalid(path("frozen").Key("a"), nil, "field is immutable").WithOrigin("immutable"),
		tooLong(path("frozen").Key("a"), "long"),
		// An added value has no old value to equal.
		field.Invalid(path("frozen").Key("b"), nil, "field is immutable").WithOrigin("immutable"),
		tooLong(path("frozen").Key("b"), "long"),
		field.Invalid(path("pinned").Key("a"), nil, "field cannot be modified once set").WithOrigin("update"),
		tooLong(path("pinned").Key("a"), "long"),
	)
	st.Value(changed).ExpectExactly(
		tooLong(path("frozen").Key("a"), "long"),
		tooLong(path("frozen").Key("b"), "long"),
		tooLong(path("pinned").Key("a"), "long"),
	)
}

// A nil value of a validated map of pointers is Required, and stops the
// map's other checks; a map nothing validates may hold nil.
func TestNilMapValues(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("eachVal", func(s *Stops) { s.PtrValues = map[string]*int{"b": nil, "a": nil, "c": new(0)} },
		required(path("ptrValues").Key("a")),
		required(path("ptrValues").Key("b")),
	)
	c.Run("values' type", func(s *Stops) { s.PtrItems = map[string]*Item{"a": nil, "b": {N: 0}} },
		required(path("ptrItems").Key("a")),
	)
	c.Run("optional", func(s *Stops) { s.OptionalPtrs = map[string]*string{"a": nil} },
		required(path("optionalPtrs").Key("a")),
	)
	c.Run("non-nil values are checked", func(s *Stops) { s.PtrValues["a"] = new(0); s.PtrItems["a"].N = 0 },
		minimum1(path("ptrValues").Key("a"), 0),
		minimum1(path("ptrItems").Key("a").Child("n"), 0),
	)
	c.Run("unvalidated", func(s *Stops) { s.Unvalidated = map[string]*string{"a": nil, "b": new("")} })
}

func TestSubfieldUpdateRuleStopsNothing(t *testing.T) {
	old := &SubfieldRules{Items: map[string]Item{"a": {N: 2}}}
	obj := &SubfieldRules{Items: map[string]Item{"a": {N: -1}}}
	localSchemeBuilder.Test(t).Value(obj).OldValue(old).ExpectExactly(
		field.Invalid(path("items").Key("a").Child("n"), nil, "field cannot be modified once set").WithOrigin("update"),
		minimum1(path("items").Key("a").Child("n"), -1),
	)
}

func TestSubfieldRequiredUnmarked(t *testing.T) {
	localSchemeBuilder.Test(t).Value(&SubfieldRules{Needed: []Item{{N: 1}, {}}}).ExpectExactly(
		field.Required(path("needed").Index(1).Child("n"), ""),
		minimum1(path("needed").Index(1).Child("n"), 0),
	)
}

func TestSubfieldRequiredInItsPass(t *testing.T) {
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, &SubfieldRules{Ordered: []Item{{}}}, &SubfieldRules{})
	want := field.ErrorList{
		field.Required(path("ordered").Index(0).Child("n"), ""),
		field.Invalid(path("ordered").Index(0), nil, "field is immutable").WithOrigin("immutable"),
		minimum1(path("ordered").Index(0).Child("n"), 0),
	}
	if len(errs) != len(want) {
		t.Fatalf("got %v, want %v", errs, want)
	}
	for i := range want {
		if g, w := errs[i], want[i]; g.Error() != w.Error() || g.Origin != w.Origin || g.ShortCircuit {
			t.Errorf("error %d: got %v (short-circuit %v), want %v, not short-circuit", i, g, g.ShortCircuit, w)
		}
	}
}

func TestAlphaUniquenessBeforeEachVal(t *testing.T) {
	twice := []Item{{N: 1}, {N: 1}}
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, &Staged{Alpha: twice, Plain: twice}, &Staged{})
	immutable := func(p *field.Path) *field.Error {
		return field.Invalid(p, nil, "field is immutable").WithOrigin("immutable")
	}
	want := field.ErrorList{
		field.Duplicate(path("alpha").Index(1), Item{N: 1}).MarkAlpha(),
		immutable(path("alpha").Index(0)),
		immutable(path("alpha").Index(1)),
		immutable(path("plain").Index(0)),
		immutable(path("plain").Index(1)),
		field.Duplicate(path("plain").Index(1), Item{N: 1}),
	}
	if len(errs) != len(want) {
		t.Fatalf("got %v, want %v", errs, want)
	}
	for i := range want {
		if g, w := errs[i], want[i]; g.Error() != w.Error() || g.Origin != w.Origin || g.IsAlpha() != w.IsAlpha() {
			t.Errorf("error %d: got %v (alpha %v), want %v (alpha %v)", i, g, g.IsAlpha(), w, w.IsAlpha())
		}
	}
}
