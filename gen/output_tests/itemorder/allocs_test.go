package itemorder

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Passes over the items allocate nothing for a valid object.
func TestValidAllocatesNothing(t *testing.T) {
	obj := &Root{
		Set:     []Short{"a", "b"},
		Unique:  []string{"a", "b"},
		Entries: []Entry{{Name: "a", Size: ptr(3)}, {Name: "b"}},
		Typed:   Shorts{"a", "b"},
		Map:     map[string]Short{"a": "b", "c": "d"},
	}
	changed := &Root{Set: []Short{"c"}, Entries: []Entry{{Name: "c"}}, Map: map[string]Short{"x": "y"}}
	st := localSchemeBuilder.Test(t)
	st.Value(obj).ExpectValid().ExpectAllocs(0)
	st.Value(obj).OldValue(changed).ExpectValid().ExpectAllocs(0)
	// A failing object is reported.
	st.Value(&Root{Unique: []string{"a", "a"}}).ExpectInvalid(field.Duplicate(field.NewPath("unique").Index(1), "a"))
}
