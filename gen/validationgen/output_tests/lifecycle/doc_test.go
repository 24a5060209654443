package lifecycle

import (
	"context"
	"errors"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var path = field.NewPath

func minErr(p *field.Path, v any, min string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+min).WithOrigin("minimum")
}

func maxErr(p *field.Path, v any, max string) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to "+max).WithOrigin("maximum")
}

func tooLong(p *field.Path, v string, max int) *field.Error {
	return field.TooLongCharacters(p, v, max).WithOrigin("maxLength")
}

func tooShort(p *field.Path, v string, min int) *field.Error {
	return field.TooShort(p, v, min).WithOrigin("minLength")
}

// sameError is how wanted errors are paired with actual ones before their
// levels are compared: everything but the level and the bad value.
var sameError = field.ErrorMatcher{}.ByType().ByField().ByOrigin().ByDetailExact()

func levelOf(e *field.Error) string {
	switch {
	case e.IsAlpha() && e.IsBeta():
		return "alpha and beta"
	case e.IsAlpha():
		return "alpha"
	case e.IsBeta():
		return "beta"
	}
	return "stable"
}

// expectLevels pairs every wanted error with a returned one and checks,
// with IsAlpha and IsBeta, that it carries the wanted level. The errors
// themselves are compared by the harness; this guards what it ignores.
func expectLevels(t *testing.T, got field.ErrorList, want []*field.Error) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("got %d errors, want %d: %v", len(got), len(want), got)
	}
	for _, w := range want {
		found := false
		for _, g := range got {
			if !sameError.Matches(w, g) {
				continue
			}
			found = true
			if g.IsAlpha() != w.IsAlpha() || g.IsBeta() != w.IsBeta() {
				t.Errorf("%s: level %s, want %s", sameError.Render(g), levelOf(g), levelOf(w))
			}
		}
		if !found {
			t.Errorf("missing %s", sameError.Render(w))
		}
	}
}

// valid returns a Struct at the edge of every limit.
func valid() *Struct {
	return &Struct{
		AlphaField:     1,
		BetaField:      "abc",
		MixedField:     10,
		BetaPtr:        new(1),
		AlphaRequired:  "ab",
		AlphaOptional:  new(1),
		AlphaItems:     []int{1, 2},
		LevelMap:       map[string]string{"abc": "xy"},
		Items:          []Item{{Name: "a", Value: 1}, {Name: "b", Value: 100}},
		Sub:            Item{Value: 5},
		AlphaImmutable: "x",
		BetaNoModify:   "y",
		Typedef:        "abc",
		TypedefPtr:     new(AlphaName("abc")),
		Chain:          "ab",
		Counts:         Counts{"abc": 0},
		Nested:         Inner{Mode: "ok", Count: 9},
		NestedPtr:      &Inner{Count: 0},
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
	// Unset optional values and nil pointers have nothing to check.
	v := valid()
	v.BetaPtr, v.AlphaOptional, v.TypedefPtr, v.NestedPtr, v.LevelMap, v.Items = nil, nil, nil, nil, nil, nil
	st.Value(v).ExpectValid().ExpectAllocs(0)
}

type fieldCase struct {
	name   string
	change func(*Struct)
	want   []*field.Error // with their levels
}

// runCases checks each case on create and through every update transition,
// and the level of every error on create and on update.
func runCases(t *testing.T, cases []fieldCase) {
	t.Helper()
	ctx := context.Background()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			changed := func() *Struct { s := valid(); c.change(s); return s }
			st := localSchemeBuilder.Test(t)
			st.Value(changed()).ExpectInvalid(c.want...)
			st.Value(changed()).OldValue(changed()).ExpectValid().ExpectAllocs(0)
			st.Value(changed()).OldValue(valid()).ExpectInvalid(c.want...)
			st.Value(valid()).OldValue(changed()).ExpectValid().ExpectAllocs(0)
			expectLevels(t, localSchemeBuilder.Validate(ctx, nil, changed()), c.want)
			expectLevels(t, localSchemeBuilder.ValidateUpdate(ctx, nil, changed(), valid()), c.want)
		})
	}
}

func TestFields(t *testing.T) {
	runCases(t, []fieldCase{
		{"alpha", func(s *Struct) { s.AlphaField = 0 },
			[]*field.Error{minErr(path("alphaField"), 0, "1").MarkAlpha()}},
		{"beta, version without v", func(s *Struct) { s.BetaField = "abcd" },
			[]*field.Error{tooLong(path("betaField"), "abcd", 3).MarkBeta()}},
		{"standard next to alpha", func(s *Struct) { s.MixedField = -1 },
			[]*field.Error{minErr(path("mixedField"), -1, "0")}},
		{"alpha next to standard", func(s *Struct) { s.MixedField = 11 },
			[]*field.Error{maxErr(path("mixedField"), 11, "10").MarkAlpha()}},
		{"beta pointer", func(s *Struct) { s.BetaPtr = new(0) },
			[]*field.Error{minErr(path("betaPtr"), 0, "1").MarkBeta()}},
		{"beta unique on an atomic list", func(s *Struct) { s.BetaUniqueSet = []string{"a", "b", "a"} },
			[]*field.Error{field.Duplicate(path("betaUniqueSet").Index(2), "a").MarkBeta()}},
		{"alpha unique by key on an atomic list", func(s *Struct) {
			s.AlphaUniqueMap = []Item{{Name: "x", Value: 1}, {Name: "x", Value: 2}}
		}, []*field.Error{field.Duplicate(path("alphaUniqueMap").Index(1), Item{Name: "x", Value: 2}).MarkAlpha()}},
	})
}

// TestPresence: presence tags under a lifecycle keep their short-circuit
// behavior; only their own error carries the level.
func TestPresence(t *testing.T) {
	runCases(t, []fieldCase{
		{"alpha required unset short-circuits", func(s *Struct) { s.AlphaRequired = "" },
			[]*field.Error{field.Required(path("alphaRequired"), "").MarkAlpha()}},
		{"alpha required set runs the standard check", func(s *Struct) { s.AlphaRequired = "a" },
			[]*field.Error{tooShort(path("alphaRequired"), "a", 2)}},
		{"beta forbidden set, nothing else checked", func(s *Struct) { s.BetaForbidden = new("too long") },
			[]*field.Error{field.Forbidden(path("betaForbidden"), "").MarkBeta()}},
		{"alpha optional set runs the standard check", func(s *Struct) { s.AlphaOptional = new(0) },
			[]*field.Error{minErr(path("alphaOptional"), 0, "1")}},
	})
	// An unset optional skips the standard check whatever its level.
	v := valid()
	v.AlphaOptional = nil
	localSchemeBuilder.Test(t).Value(v).ExpectValid()

	v.AlphaRequired = ""
	errs := localSchemeBuilder.Validate(context.Background(), nil, v)
	if len(errs) != 1 || !errs[0].ShortCircuit || !errs[0].IsAlpha() {
		t.Errorf("want one alpha short-circuit error, got %#v", errs)
	}
}

func TestChains(t *testing.T) {
	runCases(t, []fieldCase{
		{"alpha eachVal", func(s *Struct) { s.AlphaItems = []int{1, 0, 2} },
			[]*field.Error{minErr(path("alphaItems").Index(1), 0, "1").MarkAlpha()}},
		{"beta eachVal and alpha eachKey", func(s *Struct) { s.LevelMap = map[string]string{"abcd": "xyz"} },
			[]*field.Error{
				tooLong(path("levelMap"), "abcd", 3).MarkAlpha(),
				tooLong(path("levelMap").Key("abcd"), "xyz", 2).MarkBeta(),
			}},
		{"alpha item subfield", func(s *Struct) { s.Items[0].Value = 0 },
			[]*field.Error{minErr(path("items").Index(0).Child("value"), 0, "1").MarkAlpha()}},
		{"alpha item found by key, not position", func(s *Struct) { s.Items = []Item{{Name: "b", Value: 1}, {Name: "a", Value: 0}} },
			[]*field.Error{minErr(path("items").Index(1).Child("value"), 0, "1").MarkAlpha()}},
		{"beta eachVal subfield", func(s *Struct) { s.Items[1].Value = 101 },
			[]*field.Error{maxErr(path("items").Index(1).Child("value"), 101, "100").MarkBeta()}},
		{"beta chain and the item type's standard check", func(s *Struct) { s.Items[1].Value = 1001 },
			[]*field.Error{
				maxErr(path("items").Index(1).Child("value"), 1001, "1000"),
				maxErr(path("items").Index(1).Child("value"), 1001, "100").MarkBeta(),
			}},
		{"list-map duplicates stay standard", func(s *Struct) { s.Items[1].Name = "a" },
			[]*field.Error{field.Duplicate(path("items").Index(1), Item{Name: "a", Value: 100})}},
		{"beta subfield", func(s *Struct) { s.Sub.Value = 6 },
			[]*field.Error{maxErr(path("sub", "value"), 6, "5").MarkBeta()}},
		{"beta subfield and the type's standard check", func(s *Struct) { s.Sub.Value = 1001 },
			[]*field.Error{maxErr(path("sub", "value"), 1001, "1000"), maxErr(path("sub", "value"), 1001, "5").MarkBeta()}},
	})
}

func TestTypedefs(t *testing.T) {
	runCases(t, []fieldCase{
		{"alpha typedef", func(s *Struct) { s.Typedef = "abcd" },
			[]*field.Error{tooLong(path("typedef"), "abcd", 3).MarkAlpha()}},
		{"alpha typedef pointer", func(s *Struct) { s.TypedefPtr = new(AlphaName("abcd")) },
			[]*field.Error{tooLong(path("typedefPtr"), "abcd", 3).MarkAlpha()}},
		{"chain: beta link", func(s *Struct) { s.Chain = "a" },
			[]*field.Error{tooShort(path("chain"), "a", 2).MarkBeta()}},
		{"chain: alpha link", func(s *Struct) { s.Chain = "abcd" },
			[]*field.Error{tooLong(path("chain"), "abcd", 3).MarkAlpha()}},
		{"map typedef: beta keys, alpha values", func(s *Struct) { s.Counts = Counts{"abcd": -1} },
			[]*field.Error{
				tooLong(path("counts"), "abcd", 3).MarkBeta(),
				minErr(path("counts").Key("abcd"), -1, "0").MarkAlpha(),
			}},
		{"nested beta field", func(s *Struct) { s.Nested.Mode = "bad" },
			[]*field.Error{field.Invalid(path("nested", "mode"), "bad", `must not be equal to "bad"`).WithOrigin("neq").MarkBeta()}},
		{"nested alpha type-level subfield", func(s *Struct) { s.Nested.Count = 10 },
			[]*field.Error{maxErr(path("nested", "count"), 10, "9").MarkAlpha()}},
		{"nested standard field", func(s *Struct) { s.Nested.Count = -1 },
			[]*field.Error{minErr(path("nested", "count"), -1, "0")}},
		{"nested pointer alpha type-level subfield", func(s *Struct) { s.NestedPtr.Count = 10 },
			[]*field.Error{maxErr(path("nestedPtr", "count"), 10, "9").MarkAlpha()}},
	})
}

// TestUpdateRules: transition rules under a lifecycle report marked
// short-circuit errors on update and nothing on create.
func TestUpdateRules(t *testing.T) {
	ctx := context.Background()
	st := localSchemeBuilder.Test(t)
	changed := valid()
	changed.AlphaImmutable, changed.BetaNoModify = "changed", "changed"
	st.Value(changed).ExpectValid()
	want := []*field.Error{
		field.Invalid(path("alphaImmutable"), nil, "field is immutable").WithOrigin("immutable").MarkAlpha(),
		field.Invalid(path("betaNoModify"), nil, "field cannot be modified once set").WithOrigin("update").MarkBeta(),
	}
	st.Value(changed).OldValue(valid()).ExpectInvalid(want...)
	errs := localSchemeBuilder.ValidateUpdate(ctx, nil, changed, valid())
	expectLevels(t, errs, want)
	for _, e := range errs {
		if !e.ShortCircuit {
			t.Errorf("%s: not marked ShortCircuit", sameError.Render(e))
		}
	}
	// Setting a NoModify field that was unset is allowed.
	unset := valid()
	unset.BetaNoModify = ""
	st.Value(valid()).OldValue(unset).ExpectValid().ExpectAllocs(0)
}

// TestLifecycleOverCondition: a lifecycle chain may continue with a
// condition; its errors are marked when the condition holds.
func TestLifecycleOverCondition(t *testing.T) {
	ctx := context.Background()
	st := localSchemeBuilder.Test(t)
	bad := &Gated{AlphaWhenEnabled: 0, BetaWhenDisabled: 6}
	good := &Gated{AlphaWhenEnabled: 1, BetaWhenDisabled: 5}
	on, off := map[string]bool{"FeatureX": true}, map[string]bool{"FeatureX": false}

	st.Value(good).Opts(on).ExpectValid().ExpectAllocs(0)
	st.Value(good).Opts(off).ExpectValid().ExpectAllocs(0)

	wantOn := []*field.Error{minErr(path("alphaWhenEnabled"), 0, "1").MarkAlpha()}
	st.Value(bad).Opts(on).ExpectInvalid(wantOn...)
	expectLevels(t, localSchemeBuilder.Validate(ctx, on, bad), wantOn)

	wantOff := []*field.Error{maxErr(path("betaWhenDisabled"), 6, "5").MarkBeta()}
	st.Value(bad).Opts(off).ExpectInvalid(wantOff...)
	expectLevels(t, localSchemeBuilder.ValidateUpdate(ctx, off, bad, good), wantOff)
	st.Value(bad).OldValue(bad).Opts(off).ExpectValid().ExpectAllocs(0)

	// The undefined option is an internal error, unmarked: it is a bug in
	// the caller, not a validation with a lifecycle.
	undefined := func(p *field.Path) *field.Error {
		return field.InternalError(p, errors.New(`undefined validation option "FeatureX"`))
	}
	wantUndefined := []*field.Error{undefined(path("alphaWhenEnabled")), undefined(path("betaWhenDisabled"))}
	st.Value(good).ExpectInvalid(wantUndefined...)
	expectLevels(t, localSchemeBuilder.Validate(ctx, nil, good), wantUndefined)
}
