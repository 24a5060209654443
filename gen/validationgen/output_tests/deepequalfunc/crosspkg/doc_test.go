package crosspkg

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/validationgen/output_tests/deepequalfunc/other"
)

func TestOtherPackagesFunction(t *testing.T) {
	one, alsoOne, two := 1, 1, 2
	st := localSchemeBuilder.Test(t)
	other.DeepEqualCalls = 0
	st.Value(&Struct{Box: &Box{Value: &alsoOne}}).OldValue(&Struct{Box: &Box{Value: &one}}).ExpectValid()
	if other.DeepEqualCalls == 0 {
		t.Error("other.DeepEqual was not called")
	}
	st.Value(&Struct{Box: &Box{Value: &two}}).OldValue(&Struct{Box: &Box{Value: &one}}).ExpectInvalid(
		field.Invalid(field.NewPath("box"), nil, "field is immutable").WithOrigin("immutable"),
	)
}

func TestSetUniquenessByOtherPackagesFunction(t *testing.T) {
	one, alsoOne, two := 1, 1, 2
	st := localSchemeBuilder.Test(t)
	st.Value(&Struct{Set: []Box{{Value: &one}, {Value: &two}, {}}}).ExpectValid()
	st.Value(&Struct{Set: []Box{{Value: &one}, {Value: &alsoOne}}}).ExpectInvalid(
		field.Duplicate(field.NewPath("set").Index(1), Box{Value: &alsoOne}),
	)
}
