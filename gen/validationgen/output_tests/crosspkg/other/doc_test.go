package other

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// The rules package crosspkg relies on, checked where they are declared.
func TestOtherRoot(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Root{Struct: Struct{Name: "abcde", Count: 1}}).ExpectValid().ExpectAllocs(0)
	st.Value(&Root{Struct: Struct{Name: "abcdef", Count: 0}}).ExpectInvalid(
		field.TooLongCharacters(field.NewPath("struct", "name"), "abcdef", 5).WithOrigin("maxLength"),
		field.Invalid(field.NewPath("struct", "count"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	)
	st.Value(&Root{Struct: Struct{Count: 6}}).ExpectInvalid(
		field.Required(field.NewPath("struct", "name"), ""),
		field.Invalid(field.NewPath("struct", "count"), 6, "must be less than or equal to 5").WithOrigin("maximum"),
	)
	st.Value(&Root{Struct: Struct{Count: 6}}).OldValue(&Root{Struct: Struct{Count: 6}}).ExpectValid().ExpectAllocs(0)
}
