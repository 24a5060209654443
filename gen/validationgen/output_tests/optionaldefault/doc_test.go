package optionaldefault

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func validT() *T {
	return &T{
		String:     "ab",
		StringPtr:  new(""),
		Int:        1,
		List:       []string{"a"},
		Map:        map[string]string{"k": "v"},
		ZeroInt:    1,
		ZeroPtr:    new(""),
		K8sString:  "b",
		K8sPtr:     new(int32(0)),
		K8sZeroInt: 1,
	}
}

func TestOptionalWithDefaultValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
}

// Every field with a non-zero default, and every pointer with any default,
// is required; the zero-default value field is validated as it is.
func TestOptionalWithDefaultRequired(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	want := []*field.Error{
		field.Required(root("string"), ""),
		field.Required(root("stringPtr"), ""),
		field.Required(root("int"), ""),
		field.Required(root("list"), ""),
		field.Required(root("map"), ""),
		field.Invalid(root("zeroInt"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.Required(root("zeroPtr"), ""),
		field.Required(root("k8sString"), ""),
		field.Required(root("k8sPtr"), ""),
		field.Invalid(root("k8sZeroInt"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	}
	st.Value(&T{}).ExpectInvalid(want...)
	// Ratcheting: unset before and after is not reported again, like
	// +k8s:required.
	st.Value(&T{}).OldValue(&T{}).ExpectValid()
	st.Value(&T{}).OldValue(validT()).ExpectInvalid(want...)
}

// Set values still get their other checks.
func TestOptionalWithDefaultChecks(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.String = "a"
	obj.Int = -1
	obj.Plain = -1
	want := []*field.Error{
		field.TooShort(root("string"), "a", 2).WithOrigin("minLength"),
		field.Invalid(root("int"), -1, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.Invalid(root("plain"), -1, "must be greater than or equal to 1").WithOrigin("minimum"),
	}
	st.Value(obj).ExpectInvalid(want...)
	st.Value(obj).OldValue(validT()).ExpectInvalid(want...)
}
