package subfield

import (
	"context"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func minimum1(p *field.Path, v any) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to 1").WithOrigin("minimum")
}

func maximum5(p *field.Path, v int) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to 5").WithOrigin("maximum")
}

func maxLength(p *field.Path, v string, n int) *field.Error {
	return field.TooLongCharacters(p, v, n).WithOrigin("maxLength")
}

func immutable(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field is immutable").WithOrigin("immutable")
}

func updateRule(p *field.Path, detail string) *field.Error {
	return field.Invalid(p, nil, detail).WithOrigin("update")
}

// validT has every selected field at its limit.
func validT() *T {
	return &T{
		ObjectMeta: metav1.ObjectMeta{
			Name:       "abc",
			Namespace:  "abcdefghij",
			Labels:     map[string]string{"a": "abc", "b": ""},
			Finalizers: []string{"abcde"},
		},
		OtherMeta:  &metav1.ObjectMeta{Name: "abc", Generation: 1},
		Inner:      Inner{Name: "ab", Count: 1},
		InnerPtr:   &Inner{Name: "abcde", Count: 1},
		Limited:    Limited{Name: "abcde", Count: 5},
		LimitedPtr: &Limited{Count: 5},
		Tighter:    Tighter{Name: "abc", Count: 5},
		Items:      []Inner{{Count: 1}, {Count: 1}},
		PtrItems:   []*Inner{{Count: 1}},
		Values:     map[string]Inner{"k": {Count: 1}},
		Inlined:    Inlined{Inner{Count: 1}},
		Outer:      Outer{Mids: []Mid{{Leaf: "abc"}, {Leaf: ""}}, Mid: Mid{Leaf: "long: not selected"}},
		Deep:       Outer{Mid: Mid{Leaf: "abc"}, MidPtr: &Mid{Leaf: "abc"}, Mids: []Mid{{Leaf: "long: not selected"}}},
		Deeper:     Outer{Mid: Mid{Tags: []string{"abc", ""}, Leaf: "long: not selected"}},
		Bound:      Inner{Name: "x", CountPtr: new(1)},
	}
}

func invalidT() *T {
	return &T{
		ObjectMeta: metav1.ObjectMeta{
			Name:       "a.b",
			Namespace:  "abcdefghijk",
			Labels:     map[string]string{"a": "abcd", "b": "", "c": ""},
			Finalizers: []string{"abcde", "abcdef"},
		},
		OtherMeta:  &metav1.ObjectMeta{Name: "abcd", Generation: -1},
		Inner:      Inner{Name: "a"},
		InnerPtr:   &Inner{Name: "abcdef"},
		Limited:    Limited{Count: 6},
		LimitedPtr: &Limited{Name: "abcdef", Count: 6},
		Tighter:    Tighter{Name: "abcd", Count: 6},
		Items:      []Inner{{Count: 1}, {Count: 0}},
		PtrItems:   []*Inner{{Count: 0}},
		Values:     map[string]Inner{"k": {Count: 0}},
		Inlined:    Inlined{Inner{Count: 0}},
		Outer:      Outer{Mids: []Mid{{Leaf: "abc"}, {Leaf: "abcd"}}},
		Deep:       Outer{Mid: Mid{Leaf: "abcd"}, MidPtr: &Mid{Leaf: "abcd"}},
		Deeper:     Outer{Mid: Mid{Tags: []string{"a", "abcd"}}},
	}
}

func invalidTErrors() []*field.Error {
	meta := root("metadata")
	return []*field.Error{
		field.Invalid(meta.Child("name"), "a.b", "must not contain dots").WithOrigin("format=k8s-short-name"),
		maxLength(meta.Child("namespace"), "abcdefghijk", 10),
		// maxProperties short-circuits the subfield's other rules.
		field.TooMany(meta.Child("labels"), 3, 2).WithOrigin("maxProperties"),
		maxLength(meta.Child("finalizers").Index(1), "abcdef", 5),
		maxLength(root("otherMeta", "name"), "abcd", 3),
		minimum1(root("otherMeta", "generation"), int64(-1)),
		field.TooShort(root("inner", "name"), "a", 2).WithOrigin("minLength"),
		minimum1(root("inner", "count"), 0),
		maxLength(root("innerPtr", "name"), "abcdef", 5),
		minimum1(root("innerPtr", "count"), 0),
		maximum5(root("limited", "count"), 6),
		maxLength(root("limitedPtr", "name"), "abcdef", 5),
		maximum5(root("limitedPtr", "count"), 6),
		maxLength(root("tighter", "name"), "abcd", 3),
		maximum5(root("tighter", "count"), 6),
		minimum1(root("items").Index(1).Child("count"), 0),
		minimum1(root("ptrItems").Index(0).Child("count"), 0),
		minimum1(root("values").Key("k").Child("count"), 0),
		minimum1(root("inlined", "count"), 0),
		maxLength(root("outer", "mids").Index(1).Child("leaf"), "abcd", 3),
		maxLength(root("deep", "mid", "leaf"), "abcd", 3),
		maxLength(root("deep", "midPtr", "leaf"), "abcd", 3),
		maxLength(root("deeper", "mid", "tags").Index(1), "abcd", 3),
	}
}

func TestSubfieldCreateValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
}

func TestSubfieldCreateInvalid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).ExpectInvalid(invalidTErrors()...)
}

// The subfield inherits the short-circuit rules written on the field it
// selects, here ObjectMeta.Generation's +k8s:alpha=+k8s:optional (from a
// readonly package): an unset generation skips the subfield's minimum, as
// in Kubernetes. ObjectMeta's function is not called here, so nothing is
// reported for it.
func TestSubfieldInheritsReadonlyOptional(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.OtherMeta.Generation = 0
	st.Value(obj).ExpectValid()
	obj.OtherMeta.Generation = -1
	st.Value(obj).ExpectInvalid(minimum1(root("otherMeta", "generation"), int64(-1)))
}

// required through subfield short-circuits the field's other checks (the
// name format) and is flagged short-circuit.
func TestSubfieldRequired(t *testing.T) {
	obj := validT()
	obj.Name = ""
	localSchemeBuilder.Test(t).Value(obj).ExpectInvalid(field.Required(root("metadata", "name"), ""))
	errs := localSchemeBuilder.Validate(context.Background(), nil, obj)
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit Required error, got %v", errs)
	}
}

func TestSubfieldUpdateRatchets(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(invalidT()).ExpectInvalid(
		// validT sets Bound's countPtr, which invalidT left unset.
		updateRule(root("bound", "countPtr"), "field cannot be set once created"),
	)
}

// Only the selected fields that changed are validated again; an unchanged
// invalid sibling ratchets. Items of a changed atomic list have no old
// values (as in Kubernetes), so its invalid old items are reported again.
func TestSubfieldUpdateChanged(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := invalidT()
	obj.Namespace = "abcdefghijkl"
	obj.Labels["d"] = "wxyz"
	obj.Tighter.Count = 7
	obj.Limited.Name = "abcdefg"
	obj.Outer.Mids = append(obj.Outer.Mids, Mid{Leaf: "wxyz"})
	obj.Deep.MidPtr.Leaf = "wxyz"
	obj.Deeper.Mid.Tags = append([]string{"wxyz"}, obj.Deeper.Mid.Tags...)
	obj.Values["k"] = Inner{Count: -1}
	st.Value(obj).OldValue(invalidT()).ExpectInvalid(
		maxLength(root("metadata", "namespace"), "abcdefghijkl", 10),
		field.TooMany(root("metadata", "labels"), 4, 2).WithOrigin("maxProperties"),
		maximum5(root("tighter", "count"), 7),
		maxLength(root("limited", "name"), "abcdefg", 5),
		maxLength(root("outer", "mids").Index(1).Child("leaf"), "abcd", 3),
		maxLength(root("outer", "mids").Index(2).Child("leaf"), "wxyz", 3),
		maxLength(root("deep", "midPtr", "leaf"), "wxyz", 3),
		maxLength(root("deeper", "mid", "tags").Index(0), "wxyz", 3),
		maxLength(root("deeper", "mid", "tags").Index(2), "abcd", 3),
		minimum1(root("values").Key("k").Child("count"), -1),
	)
}

// Update rules through subfield, including on ObjectMeta, and the parent
// lifecycle of a pointer to a shared struct.
func TestSubfieldUpdateRules(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	withMeta := func(generateName, uid string, bound Inner) *T {
		obj := validT()
		obj.GenerateName = generateName
		obj.OtherMeta.UID = types.UID("u" + uid)
		obj.Bound = bound
		return obj
	}
	old := withMeta("gen-", "", Inner{Name: "x"})
	st.Value(withMeta("gen-", "", Inner{Name: "x"})).OldValue(old).ExpectValid().ExpectAllocs(0)
	st.Value(withMeta("other-", "", Inner{Name: "x"})).OldValue(old).
		ExpectInvalid(immutable(root("metadata", "generateName")))
	st.Value(withMeta("gen-", "changed", Inner{Name: "x"})).OldValue(old).
		ExpectInvalid(immutable(root("otherMeta", "uid")))
	st.Value(withMeta("gen-", "", Inner{Name: "y"})).OldValue(old).
		ExpectInvalid(updateRule(root("bound", "name"), "field cannot be modified once set"))
	st.Value(withMeta("gen-", "", Inner{})).OldValue(old).
		ExpectInvalid(updateRule(root("bound", "name"), "field cannot be cleared once set"))
	st.Value(withMeta("gen-", "", Inner{Name: "x", CountPtr: new(0)})).OldValue(old).
		ExpectInvalid(updateRule(root("bound", "countPtr"), "field cannot be set once created"))
	// Setting a name that was unset is allowed.
	st.Value(withMeta("gen-", "", Inner{Name: "x"})).OldValue(withMeta("gen-", "", Inner{})).ExpectValid()

	// Removing OtherMeta ends its lifecycle; a new OtherMeta's uid has no
	// old counterpart, for which immutable fires, as in Kubernetes.
	newMeta := validT()
	newMeta.OtherMeta.UID = "fresh"
	noMeta := validT()
	noMeta.OtherMeta = nil
	st.Value(newMeta).OldValue(noMeta).ExpectInvalid(immutable(root("otherMeta", "uid")))
	st.Value(noMeta).OldValue(newMeta).ExpectValid()
}
