package typedeflists

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func base() *Root {
	return &Root{
		Tags:       TagSet{"a"},
		Modifiable: Entries{{"a", "1"}},
		Selected:   Entries{{"fixed", "1"}},
	}
}

func TestTypedefListSemantics(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(base()).ExpectValid().ExpectAllocs(0)
	st.Value(base()).OldValue(base()).ExpectValid().ExpectAllocs(0)

	cur := base()
	cur.Tags = append(cur.Tags, "b")
	st.Value(cur).OldValue(base()).ExpectInvalid(
		field.Forbidden(field.NewPath("tags").Index(1), "item may not be added").WithOrigin("update"))

	cur = base()
	cur.Modifiable[0].Value = "2"
	st.Value(cur).OldValue(base()).ExpectInvalid(
		field.Invalid(field.NewPath("modifiable").Index(0), nil, "field cannot be modified once set").WithOrigin("update"))

	cur = base()
	cur.Selected[0].Value = "2"
	st.Value(cur).OldValue(base()).ExpectInvalid(
		field.Invalid(field.NewPath("selected").Index(0), nil, "field is immutable").WithOrigin("immutable"))

	cur = base()
	cur.Selected = nil
	st.Value(cur).OldValue(base()).ExpectInvalid(
		field.Forbidden(field.NewPath("selected"), "item may not be removed").WithOrigin("update"))
}
