package declarative_test

import (
	"regexp"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
)

func invalidAt(path, origin string) *field.Error {
	return field.Invalid(field.NewPath(path), 1, "some detail").WithOrigin(origin)
}

func TestEquivalenceMatches(t *testing.T) {
	replicas := field.NewPath("spec", "replicas")
	eq := &declarative.Equivalence{
		NormalizationRules: []field.NormalizationRule{{Regexp: regexp.MustCompile(`^spec\.template\.spec\.`), Replacement: "spec."}},
		Exceptions: []declarative.Exception{{
			Handwritten: declarative.ErrorPattern{Field: "spec.ports[*].port", Type: field.ErrorTypeInvalid, Origin: "portNum"},
			Declarative: declarative.ErrorPattern{Field: "spec.ports[*].port", Origin: "maximum"},
			Reason:      "hand-written validation reports the range as one rule",
		}},
	}
	cases := []struct {
		name   string
		hw, dv *field.Error
		want   bool
	}{
		{"same type, path and origin", invalidAt("spec.replicas", "maximum"), invalidAt("spec.replicas", "maximum"), true},
		{"detail text does not matter",
			field.Invalid(replicas, 5, "must be at most 3").WithOrigin("maximum"),
			field.Invalid(replicas, 5, "must be less than or equal to 3").WithOrigin("maximum"), true},
		{"different origin", invalidAt("spec.replicas", "maximum"), invalidAt("spec.replicas", "minimum"), false},
		{"different path", invalidAt("spec.replicas", "maximum"), invalidAt("spec.minReadySeconds", "maximum"), false},
		{"different type", field.Required(replicas, ""), field.Forbidden(replicas, ""), false},
		{"Invalid needs an origin", field.Invalid(replicas, 5, "bad"), field.Invalid(replicas, 5, "bad"), false},
		{"Required needs no origin", field.Required(replicas, ""), field.Required(replicas, ""), true},
		{"normalized declarative path", invalidAt("spec.x", "maximum"), invalidAt("spec.template.spec.x", "maximum"), true},
		{"exception pairs origins, [*] matches any index",
			invalidAt("spec.ports[3].port", "portNum"), invalidAt("spec.ports[3].port", "maximum"), true},
		{"exception does not match another path", invalidAt("spec.ports[3].name", "portNum"), invalidAt("spec.ports[3].name", "maximum"), false},
		{"short-circuit ancestor without the flag",
			field.Required(field.NewPath("spec", "template", "image"), ""), shortCircuit(field.Required(field.NewPath("spec", "template"), "")), false},
		{"short-circuit marked in the hand-written error",
			field.Required(field.NewPath("spec", "x", "image"), "").MarkShortCircuitedInDV(), shortCircuit(field.Required(field.NewPath("spec", "x"), "")), true},
	}
	for _, tc := range cases {
		if got := eq.Matches(tc.hw, tc.dv); got != tc.want {
			t.Errorf("%s: Matches(%v, %v) = %t, want %t", tc.name, tc.hw, tc.dv, got, tc.want)
		}
	}
}

func TestEquivalenceShortCircuitFlag(t *testing.T) {
	hw := invalidAt("spec.template.image", "maxLength")
	dv := shortCircuit(field.Required(field.NewPath("spec", "template"), ""))
	notAncestor := shortCircuit(field.Required(field.NewPath("spec", "temp"), ""))
	notShortCircuit := field.Required(field.NewPath("spec", "template"), "")
	eq := &declarative.Equivalence{MatchShortCircuit: true}
	if !eq.Matches(hw, dv) {
		t.Errorf("a short-circuit error on an ancestor should match with MatchShortCircuit")
	}
	if eq.Matches(hw, notAncestor) {
		t.Errorf("spec.temp is not an ancestor of spec.template.image")
	}
	if eq.Matches(hw, notShortCircuit) {
		t.Errorf("an ancestor error that did not short-circuit should not match")
	}
}

func TestErrorPatternPaths(t *testing.T) {
	cases := []struct {
		pattern, path string
		want          bool
	}{
		{"spec.a", "spec.a", true},
		{"spec.a", "spec.ab", false},
		{"spec.a[*]", "spec.a[12]", true},
		{"spec.a[*].b", "spec.a[key].b", true},
		{"spec.a[*].b", "spec.a.b", false},
		{"spec.a[*]", "spec.a[12", false},
		{"spec.a[*][*]", "spec.a[1][2]", true},
		{"spec.a[*]", "spec.a[1][2]", false},
	}
	for _, tc := range cases {
		eq := &declarative.Equivalence{Exceptions: []declarative.Exception{{Handwritten: declarative.ErrorPattern{Field: tc.pattern}}}}
		hw := field.Required(nil, "")
		hw.Field = tc.path
		hw.CoveredByDeclarative = true
		excused := len(eq.Compare(field.ErrorList{hw}, nil)) == 0
		if excused != tc.want {
			t.Errorf("pattern %q on %q: matched = %t, want %t", tc.pattern, tc.path, excused, tc.want)
		}
	}
}

func TestCompare(t *testing.T) {
	covered := invalidAt("spec.a", "maximum").MarkCoveredByDeclarative()
	notCovered := invalidAt("spec.b", "maximum")
	missing := invalidAt("spec.c", "maximum").MarkCoveredByDeclarative()
	excusedHW := invalidAt("spec.d", "legacy").MarkCoveredByDeclarative()
	dvA := invalidAt("spec.a", "maximum")
	extra := invalidAt("spec.e", "maximum")
	excusedDV := invalidAt("spec.f", "newRule")
	eq := &declarative.Equivalence{Exceptions: []declarative.Exception{
		{Handwritten: declarative.ErrorPattern{Field: "spec.d", Origin: "legacy"}, Reason: "not migrated on purpose"},
		{Declarative: declarative.ErrorPattern{Field: "spec.f"}, Reason: "new rule without a hand-written twin"},
	}}

	got := eq.Compare(field.ErrorList{covered, notCovered, missing, excusedHW}, field.ErrorList{dvA, extra, excusedDV})

	want := []declarative.Mismatch{
		{Kind: declarative.MissingDeclarativeError, Error: missing},
		{Kind: declarative.ExtraDeclarativeError, Error: extra},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("mismatch %d = %v, want %v", i, got[i], want[i])
		}
	}
	if s := got[0].String(); s != "missing declarative error: spec.c: Invalid value: 1: some detail" {
		t.Errorf("String() = %q", s)
	}
	if s := declarative.MismatchKind(9).String(); s != "MismatchKind(9)" {
		t.Errorf("unknown kind String() = %q", s)
	}
	if got := eq.Compare(nil, nil); got != nil {
		t.Errorf("Compare(nil, nil) = %v, want nil", got)
	}
}

func TestCompareErrorsUsesTheEquivalenceOption(t *testing.T) {
	hw := field.ErrorList{invalidAt("spec.x", "hwOrigin").MarkCoveredByDeclarative()}
	dv := field.ErrorList{invalidAt("spec.x", "dvOrigin")}
	if got := declarative.CompareErrors(hw, dv); len(got) != 2 {
		t.Errorf("without rules: got %v, want both errors unmatched", got)
	}
	eq := &declarative.Equivalence{Exceptions: []declarative.Exception{{
		Handwritten: declarative.ErrorPattern{Field: "spec.x", Origin: "hwOrigin"},
		Declarative: declarative.ErrorPattern{Field: "spec.x", Origin: "dvOrigin"},
	}}}
	if got := declarative.CompareErrors(hw, dv, declarative.WithEquivalence(eq)); len(got) != 0 {
		t.Errorf("with the exception: got %v, want agreement", got)
	}
}

func shortCircuit(e *field.Error) *field.Error {
	e.ShortCircuit = true
	return e
}
