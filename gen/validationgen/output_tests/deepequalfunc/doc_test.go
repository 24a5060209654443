package deepequalfunc

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestDeepEqualFuncDecides(t *testing.T) {
	one, two := 1, 2
	st := localSchemeBuilder.Test(t)
	old := &Struct{Box: &Box{Value: &one}, Boxes: map[string]Box{"a": {Value: &one}}}

	SameShapeCalls = 0
	// Another value, the same shape: unchanged for SameShape.
	st.Value(&Struct{Box: &Box{Value: &two}, Boxes: map[string]Box{"a": {Value: &two}}}).OldValue(old).ExpectValid()
	if SameShapeCalls == 0 {
		t.Error("SameShape was not called")
	}
	// Another shape: changed.
	st.Value(&Struct{Box: &Box{}, Boxes: map[string]Box{"a": {}}}).OldValue(old).ExpectInvalid(
		field.Invalid(field.NewPath("box"), nil, "field is immutable").WithOrigin("immutable"),
		field.Invalid(field.NewPath("boxes").Key("a"), nil, "field is immutable").WithOrigin("immutable"),
	)
}

func TestSetUniquenessBySameShape(t *testing.T) {
	one, two := 1, 2
	st := localSchemeBuilder.Test(t)
	st.Value(&Struct{Set: []Box{{Value: &one}, {}}}).ExpectValid()
	st.Value(&Struct{Set: []Box{{Value: &one}, {Value: &two}, {}}}).ExpectInvalid(
		field.Duplicate(field.NewPath("set").Index(1), Box{Value: &two}),
	)
}

func TestComparableThroughPointersUsesEquality(t *testing.T) {
	one, alsoOne, two := 1, 1, 2
	st := localSchemeBuilder.Test(t)
	SameShapeIntCalls = 0
	// Another pointer to the same value: unchanged, without SameShape.
	st.Value(&Struct{Count: &alsoOne}).OldValue(&Struct{Count: &one}).ExpectValid()
	if SameShapeIntCalls != 0 {
		t.Errorf("SameShape was called %d times for a *int", SameShapeIntCalls)
	}
	st.Value(&Struct{Count: &two}).OldValue(&Struct{Count: &one}).ExpectInvalid(
		field.Invalid(field.NewPath("count"), nil, "field is immutable").WithOrigin("immutable"),
	)
}
