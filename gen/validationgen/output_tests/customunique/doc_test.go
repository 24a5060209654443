package customunique

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func maxLength3(p *field.Path, v string) *field.Error {
	return field.TooLongCharacters(p, v, 3).WithOrigin("maxLength")
}

func added(p *field.Path) *field.Error {
	return field.Forbidden(p, "item may not be added").WithOrigin("update")
}

func removed(p *field.Path) *field.Error {
	return field.Forbidden(p, "item may not be removed").WithOrigin("update")
}

func immutable(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field is immutable").WithOrigin("immutable")
}

// duplicatesT has duplicates everywhere, and nothing else wrong.
func duplicatesT() *T {
	items := []Item{{"a", ""}, {"a", ""}}
	typed := ItemList{{"a", ""}, {"a", ""}}
	return &T{
		Items:        []Item{{"a", "abc"}, {"a", "abc"}},
		Set:          []string{"x", "x"},
		AtomicUnique: []Item{{"a", ""}, {"a", "x"}},
		PtrItems:     []*Item{{"a", ""}, {"a", ""}},
		ItemsPtr:     &items,
		Typed:        ItemList{{"a", ""}, {"a", "x"}},
		TypedPtr:     &typed,
		Groups:       [][]Item{{{"a", ""}, {"a", ""}}},
		SetsByKey:    map[string][]string{"k": {"x", "x"}},
		Fixed:        []Item{{"a", ""}, {"a", ""}},
		Frozen:       []Item{{"a", ""}, {"a", ""}},
	}
}

// Generated code reports no duplicates: uniqueness is hand-written.
func TestCustomUniqueReportsNoDuplicates(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{}).ExpectValid().ExpectAllocs(0)
	st.Value(duplicatesT()).ExpectValid().ExpectAllocs(0)
	st.Value(duplicatesT()).OldValue(duplicatesT()).ExpectValid().ExpectAllocs(0)
}

// Item rules still run, on create and for changed or new items on update.
func TestCustomUniqueItemRules(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	typed := ItemList{{"a", "long"}}
	st.Value(&T{
		Items:    []Item{{"a", "long"}},
		Set:      []string{"long"},
		PtrItems: []*Item{{"a", "long"}},
		Typed:    ItemList{{"a", "abc"}, {"b", "long"}},
		TypedPtr: &typed,
		Groups:   [][]Item{{{"a", "long"}}},
	}).ExpectInvalid(
		maxLength3(root("items").Index(0).Child("path"), "long"),
		maxLength3(root("set").Index(0), "long"),
		maxLength3(root("ptrItems").Index(0).Child("path"), "long"),
		maxLength3(root("typed").Index(1).Child("path"), "long"),
		maxLength3(root("typedPtr").Index(0).Child("path"), "long"),
		maxLength3(root("groups").Index(0).Index(0).Child("path"), "long"),
	)
}

// Items keep their identity: map items ratchet by key across a reorder,
// set items by value.
func TestCustomUniqueRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := &T{
		Items:        []Item{{"a", "long"}, {"b", "long"}},
		Set:          []string{"long", "x"},
		AtomicUnique: []Item{{"a", "long"}, {"b", "long"}},
		PtrItems:     []*Item{{"a", "long"}, {"b", "long"}},
		Typed:        ItemList{{"a", "long"}, {"b", "long"}},
	}
	st.Value(&T{
		Items:        []Item{{"b", "long"}, {"a", "long"}},
		Set:          []string{"x", "long"},
		AtomicUnique: []Item{{"b", "long"}, {"a", "long"}},
		PtrItems:     []*Item{{"b", "long"}, {"a", "long"}},
		Typed:        ItemList{{"b", "long"}, {"a", "long"}},
	}).OldValue(old).ExpectValid()
	st.Value(&T{
		Items:        []Item{{"b", "wxyz"}, {"a", "long"}},
		Set:          []string{"x", "long", "wxyz"},
		AtomicUnique: []Item{{"b", "long"}, {"a", "wxyz"}},
		PtrItems:     []*Item{{"b", "long"}, {"c", "wxyz"}},
		Typed:        ItemList{{"b", "wxyz"}, {"a", "long"}},
	}).OldValue(old).ExpectInvalid(
		maxLength3(root("items").Index(0).Child("path"), "wxyz"),
		maxLength3(root("set").Index(2), "wxyz"),
		maxLength3(root("atomicUnique").Index(1).Child("path"), "wxyz"),
		maxLength3(root("ptrItems").Index(1).Child("path"), "wxyz"),
		maxLength3(root("typed").Index(0).Child("path"), "wxyz"),
	)
}

func TestCustomUniqueUpdateRules(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := &T{Fixed: []Item{{"a", ""}, {"b", ""}}, Frozen: []Item{{"a", ""}, {"b", ""}}}
	st.Value(&T{Fixed: []Item{{"b", "x"}, {"a", ""}}, Frozen: []Item{{"b", ""}, {"a", ""}}}).OldValue(old).ExpectValid()
	st.Value(&T{Fixed: []Item{{"a", ""}, {"c", ""}}, Frozen: []Item{{"b", "x"}, {"a", ""}}}).OldValue(old).ExpectInvalid(
		added(root("fixed").Index(1)),
		removed(root("fixed")),
		immutable(root("frozen").Index(0)),
	)
}
