package unique

import (
	"context"
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func dup(p *field.Path, item any) *field.Error { return field.Duplicate(p, item) }

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

func validT() *T {
	set := []string{"a", "b"}
	typed := Names{"a"}
	return &T{
		AtomicSet:     []string{"a", "b"},
		Ints:          []int{1, 2, 3},
		Volumes:       []Volume{{"a", "abc"}, {"b", "abc"}},
		Zoned:         []Zoned{{"a", "z1", 1}, {"a", "z2", 1}, {"b", "z1", 1}},
		PtrVolumes:    []*Volume{{"a", ""}, {"b", ""}},
		SetPtr:        &set,
		Checked:       []string{"abc", "ab"},
		Typed:         Names{"a", "b"},
		TypedPtr:      &typed,
		Chain:         ShortNames{"abc", "ab"},
		TypedVolumes:  VolumeList{{"a", "abc"}, {"b", ""}},
		ListOfSets:    [][]string{{"a", "b"}, {"a", "b"}},
		VolumesByNode: map[string][]Volume{"n": {{"a", ""}, {"b", ""}}},
		Nested:        Inner{Names: []string{"a", "b"}},
		Fixed:         []Volume{{"a", ""}},
		AppendOnly:    []string{"a"},
		Frozen:        []Volume{{"a", ""}},
	}
}

func invalidT() *T {
	set := []string{"s", "s"}
	typed := Names{"p", "p"}
	return &T{
		AtomicSet:     []string{"a", "a"},
		Ints:          []int{1, 2, 1, 1},
		Volumes:       []Volume{{"a", ""}, {"a", "x"}},
		Zoned:         []Zoned{{"a", "z1", 1}, {"a", "z1", 2}},
		PtrVolumes:    []*Volume{{"a", ""}, {"a", "long"}},
		SetPtr:        &set,
		Checked:       []string{"long", "long"},
		Typed:         Names{"t", "t"},
		TypedPtr:      &typed,
		Chain:         ShortNames{"long", "long"},
		TypedVolumes:  VolumeList{{"v", ""}, {"v", ""}},
		ListOfSets:    [][]string{{"a"}, {"b", "b"}},
		VolumesByNode: map[string][]Volume{"n": {{"a", ""}, {"a", ""}}},
		Nested:        Inner{Names: []string{"n", "n"}},
		Fixed:         []Volume{{"f", ""}, {"f", ""}},
		AppendOnly:    []string{"x", "x"},
		Frozen:        []Volume{{"z", ""}, {"z", "long"}},
	}
}

func invalidTErrors() []*field.Error {
	return []*field.Error{
		dup(root("atomicSet").Index(1), "a"),
		dup(root("ints").Index(2), 1),
		dup(root("ints").Index(3), 1),
		dup(root("volumes").Index(1), Volume{"a", "x"}),
		dup(root("zoned").Index(1), Zoned{"a", "z1", 2}),
		dup(root("ptrVolumes").Index(1), &Volume{"a", "long"}),
		maxLength3(root("ptrVolumes").Index(1).Child("path"), "long"),
		dup(root("setPtr").Index(1), "s"),
		dup(root("checked").Index(1), "long"),
		maxLength3(root("checked").Index(0), "long"),
		maxLength3(root("checked").Index(1), "long"),
		dup(root("typed").Index(1), "t"),
		dup(root("typedPtr").Index(1), "p"),
		dup(root("chain").Index(1), "long"),
		maxLength3(root("chain").Index(0), "long"),
		maxLength3(root("chain").Index(1), "long"),
		dup(root("typedVolumes").Index(1), Volume{"v", ""}),
		dup(root("listOfSets").Index(1).Index(1), "b"),
		dup(root("volumesByNode").Key("n").Index(1), Volume{"a", ""}),
		dup(root("nested", "names").Index(1), "n"),
		dup(root("fixed").Index(1), Volume{"f", ""}),
		dup(root("appendOnly").Index(1), "x"),
		dup(root("frozen").Index(1), Volume{"z", "long"}),
		maxLength3(root("frozen").Index(1).Child("path"), "long"),
	}
}

func TestUniqueCreateValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{}).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
	st.Value(&T{Checked: []string{}}).ExpectValid().ExpectAllocs(0)
}

func TestUniqueCreateDuplicates(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).ExpectInvalid(invalidTErrors()...)
}

func TestUniqueDuplicateErrorShape(t *testing.T) {
	errs := localSchemeBuilder.Validate(context.Background(), nil, &T{Volumes: []Volume{{"a", "1"}, {"a", "2"}}})
	want := &field.Error{Type: field.ErrorTypeDuplicate, Field: "volumes[1]", BadValue: Volume{"a", "2"}}
	if len(errs) != 1 || errs[0].Type != want.Type || errs[0].Field != want.Field ||
		!reflect.DeepEqual(errs[0].BadValue, want.BadValue) || errs[0].Origin != "" || errs[0].ShortCircuit {
		t.Errorf("got %#v, want %#v", errs, want)
	}
}

func TestUniqueUpdateRatchets(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(invalidT()).ExpectInvalid(
		// The old lists had items the new ones lack: each old item not
		// found is one error, duplicates included, as in Kubernetes.
		removed(root("appendOnly")),
		removed(root("appendOnly")),
		added(root("fixed").Index(0)),
		removed(root("fixed")),
		removed(root("fixed")),
		// Frozen's item "a" has no old counterpart: immutable fires, as
		// in Kubernetes.
		immutable(root("frozen").Index(0)),
	)
}

// A changed list is checked as a whole; item rules ratchet by identity.
func TestUniqueUpdateChanged(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Ints: []int{1, 1, 2}}).OldValue(&T{Ints: []int{1, 1}}).ExpectInvalid(dup(root("ints").Index(1), 1))
	st.Value(&T{Volumes: []Volume{{"b", ""}, {"a", ""}, {"a", ""}}}).OldValue(&T{Volumes: []Volume{{"a", ""}, {"a", ""}}}).
		ExpectInvalid(dup(root("volumes").Index(2), Volume{"a", ""}))
	// Items keyed by unique=map ratchet by key, across a reorder.
	st.Value(&T{TypedVolumes: VolumeList{{"b", "long"}, {"a", "long"}}}).
		OldValue(&T{TypedVolumes: VolumeList{{"a", "long"}, {"b", "long"}}}).ExpectValid()
	st.Value(&T{TypedVolumes: VolumeList{{"b", "long"}, {"a", "wxyz"}}}).
		OldValue(&T{TypedVolumes: VolumeList{{"a", "long"}, {"b", "long"}}}).
		ExpectInvalid(maxLength3(root("typedVolumes").Index(1).Child("path"), "wxyz"))
	st.Value(&T{Chain: ShortNames{"x", "long"}}).OldValue(&T{Chain: ShortNames{"long"}}).ExpectValid()
}

// unique=map and unique=set give items the identity that NoAddItem,
// NoRemoveItem and item update rules need.
func TestUniqueItemIdentityForUpdateRules(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := &T{Fixed: []Volume{{"a", ""}, {"b", ""}}, AppendOnly: []string{"x", "y"}, Frozen: []Volume{{"a", ""}, {"b", ""}}}
	// Reordered and edited in place: nothing added or removed.
	st.Value(&T{Fixed: []Volume{{"b", "new"}, {"a", ""}}, AppendOnly: []string{"y", "x", "z"}, Frozen: []Volume{{"b", ""}, {"a", ""}}}).
		OldValue(old).ExpectValid()
	st.Value(&T{Fixed: []Volume{{"a", ""}, {"c", ""}}, AppendOnly: []string{"x"}, Frozen: []Volume{{"a", "new"}, {"b", ""}}}).
		OldValue(old).ExpectInvalid(
		added(root("fixed").Index(1)),
		removed(root("fixed")),
		removed(root("appendOnly")),
		immutable(root("frozen").Index(0)),
	)
	// Each removed item is one error at the list.
	st.Value(&T{}).OldValue(old).ExpectInvalid(
		removed(root("fixed")), removed(root("fixed")),
		removed(root("appendOnly")), removed(root("appendOnly")),
	)
	// Create has no old list.
	st.Value(&T{Fixed: []Volume{{"a", ""}}, AppendOnly: []string{"x"}}).ExpectValid()
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, &T{AppendOnly: []string{}}, &T{AppendOnly: []string{"x"}})
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit removal error, got %v", errs)
	}
}
