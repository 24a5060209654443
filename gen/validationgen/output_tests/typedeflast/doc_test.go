package typedeflast

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

// validT is valid under the last-link rule; the comments say which rule of
// a dropped link each value would break.
func validT() *T {
	return &T{
		Top:      500,                // Mid's maximum=100 and Base's minimum=1 are dropped
		Mid:      0,                  // Base's minimum=1 is dropped
		Struct:   TopStruct{N: 5},    // MidStruct's and BaseStruct's validateFalse are dropped
		List:     TopList{50, 50, 1}, // BaseList's maxItems=2, listType=set and eachVal are dropped
		Floating: 5,                  // the floating block's minimum=1000 is prose
		Keyed:    KeyedTop{{Key: "base", Value: 9}, {Key: "top", Value: 2}},
		Sub:      SubStruct{N: 2},
	}
}

func TestLastLinkOnlyValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
}

// The declared type's own tags apply, and so do the field tags of the
// struct at the end of a chain.
func TestLastLinkOnlyInvalid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.Mid = 101
	obj.Struct.N = 6
	obj.Floating = 11
	want := []*field.Error{
		field.Invalid(root("mid"), 101, "must be less than or equal to 100").WithOrigin("maximum"),
		field.Invalid(root("struct", "n"), 6, "must be less than or equal to 5").WithOrigin("maximum"),
		field.Invalid(root("floating"), 11, "must be less than or equal to 10").WithOrigin("maximum"),
	}
	st.Value(obj).ExpectInvalid(want...)

	// On update, unchanged values are not re-validated.
	old := validT()
	old.Mid = 101
	st.Value(obj).OldValue(old).ExpectInvalid(want[1:]...)
	st.Value(obj).OldValue(obj).ExpectValid()
}

// TopList's own minItems applies, and its items are checked by Mid's own
// tags (not Base's).
func TestLastLinkOnlyList(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.List = TopList{0, 101}
	itemErr := field.Invalid(root("list").Index(1), 101, "must be less than or equal to 100").WithOrigin("maximum")
	st.Value(obj).ExpectInvalid(itemErr)
	st.Value(obj).OldValue(validT()).ExpectInvalid(itemErr)
	st.Value(obj).OldValue(obj).ExpectValid()
}

// A typedef's own +k8s:item and type-level +k8s:subfield rules apply.
func TestLastLinkOnlyItemsAndSubfields(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.Keyed[1].Value = 3
	obj.Sub.N = 1
	want := []*field.Error{
		field.Invalid(root("keyed").Index(1).Child("value"), 3, "must be less than or equal to 2").WithOrigin("maximum"),
		field.Invalid(root("sub", "n"), 1, "must be greater than or equal to 2").WithOrigin("minimum"),
	}
	st.Value(obj).ExpectInvalid(want...)
	st.Value(obj).OldValue(validT()).ExpectInvalid(want...)
	st.Value(obj).OldValue(obj).ExpectValid()
}
