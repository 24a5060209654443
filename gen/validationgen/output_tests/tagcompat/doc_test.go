package tagcompat

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

// withLevels compares errors including their alpha/beta marks.
var withLevels = field.ErrorMatcher{}.ByType().ByField().ByOrigin().ByDetailExact().ByValidationStabilityLevel()

func min(p *field.Path, v any, n string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+n).WithOrigin("minimum")
}

func TestLevelsInsideChains(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	valid := func() *Levels {
		return &Levels{AlphaItems: []int{10}, BetaItems: []int{10}, BetaKeys: map[string]int{"ab": 1}, Sub: Inner{Inner: 5}, Nested: 1}
	}
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)

	bad := &Levels{AlphaItems: []int{10, 9}, BetaItems: []int{9}, BetaKeys: map[string]int{"abc": 1}, Sub: Inner{Inner: 4}, Nested: 0}
	want := field.ErrorList{
		min(root("alphaItems").Index(1), 9, "10").MarkAlpha(),
		min(root("betaItems").Index(0), 9, "10").MarkBeta(),
		field.TooLongCharacters(root("betaKeys"), "abc", 2).WithOrigin("maxLength").MarkBeta(),
		min(root("sub", "inner"), 4, "5").MarkAlpha(),
		// alpha=+k8s:beta=...: the outermost level marks the error.
		min(root("nested"), 0, "1").MarkAlpha(),
	}
	st.Value(bad).ExpectMatches(withLevels, want)
	st.Value(bad).OldValue(valid()).ExpectMatches(withLevels, want)
	st.Value(bad).OldValue(bad).ExpectValid()
}

func TestOpaqueTypeEnumAndSkippedFields(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// Opaque's own validateFalse always fails; its field's minimum and
	// OpaqueQuiet's never run. The empty enum is optional here.
	opaqueErr := field.Invalid(root("opaque"), Opaque{}, "forced failure: type Opaque").WithOrigin("validateFalse")
	st.Value(&Misc{}).ExpectInvalid(opaqueErr)
	st.Value(&Misc{}).OldValue(&Misc{}).ExpectValid()

	// Every value of an enum without constants is unsupported; the
	// discriminator without members and the unexported field check nothing.
	obj := &Misc{Nothing: "x", Kind: "anything", hidden: 0}
	want := []*field.Error{opaqueErr, field.NotSupported(root("nothing"), Nothing("x"), []Nothing{})}
	st.Value(obj).ExpectInvalid(want...)
	// On update the unchanged Opaque is not re-validated.
	st.Value(obj).OldValue(&Misc{Nothing: "y"}).ExpectInvalid(want[1:]...)
}

func TestUnionsThroughSubfield(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	valid := &Unions{Shape: Shape{Type: "A", A: new(1)}, Choice: &Choice{X: new(1)}}
	st.Value(valid).ExpectValid().ExpectAllocs(0)
	st.Value(valid).OldValue(valid).ExpectValid().ExpectAllocs(0)

	bad := &Unions{Shape: Shape{Type: "A", B: new(1)}, Choice: &Choice{X: new(1), Y: new(2)}}
	want := field.ErrorList{
		field.Invalid(root("shape", "a"), "", "must be specified when `type` is \"A\"").WithOrigin("union"),
		field.Invalid(root("shape", "b"), "", "may only be specified when `type` is \"B\"").WithOrigin("union"),
		field.Invalid(root("choice"), "{x, y}", "must specify at most one of: `x`, `y`").WithOrigin("zeroOrOneOf").MarkAlpha(),
	}
	st.Value(bad).ExpectMatches(withLevels, want)
	st.Value(bad).OldValue(valid).ExpectMatches(withLevels, want)
	st.Value(bad).OldValue(bad).ExpectValid()
}

func TestModeDiscriminatorUnderCondition(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := &Modes{Gated: Gated{Mode: "A", B: new("b")}}
	on, off := map[string]bool{"FeatureZ": true}, map[string]bool{"FeatureZ": false}
	// Without the feature the modes do not exist.
	st.Value(obj).Opts(off).ExpectValid()
	// With it, b exists only in mode B.
	forbidden := field.Forbidden(root("gated", "b"), "")
	st.Value(obj).Opts(on).ExpectInvalid(forbidden)
	st.Value(obj).OldValue(&Modes{}).Opts(on).ExpectInvalid(forbidden)
	st.Value(obj).OldValue(obj).Opts(on).ExpectValid()
	st.Value(&Modes{Gated: Gated{Mode: "B", B: new("b")}}).Opts(on).ExpectValid().ExpectAllocs(0)
}
