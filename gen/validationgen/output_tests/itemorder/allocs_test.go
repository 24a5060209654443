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
		// Passes over the items in the short-circuit phase, one pass per
		// eachVal tag, item and subfield rules.
		Frozen:      []Entry{entry("a", 3), entry("b", 3)},
		FrozenMap:   map[string]Short{"a": "b"},
		Two:         []Short{"a", "b"},
		TwoEntries:  []Entry{entry("a", 3), entry("b", 3)},
		Selected:    []Entry{entry("a", 3), {Name: "b"}},
		PtrSelected: []*Entry{{Name: "a", Size: ptr(3)}},
		One:         &Entry{Name: "a", Size: ptr(3)},
	}
	changed := &Root{Set: []Short{"c"}, Entries: []Entry{{Name: "c"}}, Map: map[string]Short{"x": "y"},
		Two: []Short{"c"}, TwoEntries: []Entry{entry("c", 3)}, One: &Entry{Name: "c"},
		// Immutable items and the rules of selected items: unchanged.
		Frozen: obj.Frozen, FrozenMap: obj.FrozenMap, Selected: obj.Selected, PtrSelected: []*Entry{{Name: "a", Size: ptr(4)}}}
	st := localSchemeBuilder.Test(t)
	st.Value(obj).ExpectValid().ExpectAllocs(0)
	st.Value(obj).OldValue(changed).ExpectValid().ExpectAllocs(0)
	// A failing object is reported.
	st.Value(&Root{Unique: []string{"a", "a"}}).ExpectInvalid(field.Duplicate(field.NewPath("unique").Index(1), "a"))
}
