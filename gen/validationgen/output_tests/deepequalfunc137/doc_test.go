package deepequalfunc137

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestDeepEqualFuncIgnored(t *testing.T) {
	one, alsoOne, two := 1, 1, 2
	st := localSchemeBuilder.Test(t)
	SameShapeCalls = 0
	st.Value(&Struct{Box: &Box{Value: &alsoOne}}).OldValue(&Struct{Box: &Box{Value: &one}}).ExpectValid()
	// SameShape would call these equal.
	st.Value(&Struct{Box: &Box{Value: &two}}).OldValue(&Struct{Box: &Box{Value: &one}}).ExpectInvalid(
		field.Invalid(field.NewPath("box"), nil, "field is immutable").WithOrigin("immutable"),
	)
	st.Value(&Struct{Set: []Box{{Value: &one}, {Value: &two}}}).ExpectValid()
	st.Value(&Struct{Set: []Box{{Value: &one}, {Value: &alsoOne}}}).ExpectInvalid(
		field.Duplicate(field.NewPath("set").Index(1), Box{Value: &alsoOne}),
	)
	if SameShapeCalls != 0 {
		t.Errorf("SameShape was called %d times on a 1.37 tree", SameShapeCalls)
	}
}
