package kubebuilder

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// TestStructProperties: MinProperties and MaxProperties on a struct count
// the keys of its JSON as the API server receives it.
func TestStructProperties(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	bag := func(b Bag) func(*Root) { return func(r *Root) { r.Spec.Bag = &b } }
	c.Run("one key", bag(Bag{Foo: "x"}))
	c.Run("an inline struct's key", bag(Bag{Inner: Inner{Qux: new("q")}}))
	c.Run("omitzero: an empty, non-nil list is written", bag(Bag{Baz: []string{}}))
	c.Run("omitzero: a struct with an empty, non-nil list is written", bag(Bag{Span: Span{Days: []string{}}}))
	c.Run("omitzero: a zero struct is left out", bag(Bag{Span: Span{}}),
		schemaTooFewProperties(spec("bag"), 0, 1))
	c.Run("three keys with a struct", bag(Bag{Foo: "x", Baz: []string{}, Span: Span{Days: []string{"mon"}}}),
		field.TooMany(spec("bag"), 3, 2).WithOrigin("maxProperties"))
	c.Run("no key: omitempty leaves out the empty values", bag(Bag{Bar: nil, Hidden: "not in JSON"}),
		schemaTooFewProperties(spec("bag"), 0, 1))
	c.Run("three keys", bag(Bag{Foo: "x", Bar: new(int32(0)), Inner: Inner{Qux: new("")}}),
		field.TooMany(spec("bag"), 3, 2).WithOrigin("maxProperties"))

	pair := func(p Pair) func(*Root) { return func(r *Root) { r.Spec.Pair = p } }
	c.Run("keys without omitempty: a and the nullable n", pair(Pair{A: "x"}))
	c.Run("a nil pointer's null is dropped, a set one counts", pair(Pair{B: new("b")}),
		field.TooMany(spec("pair"), 3, 2).WithOrigin("maxProperties"))
}

// TestStructPropertiesUpdate: an unchanged object with too many keys is
// not reported again; a changed one is.
func TestStructPropertiesUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	with := func(b Bag) *Root { r := valid(); r.Spec.Bag = &b; return r }
	three := Bag{Foo: "x", Bar: new(int32(1)), Baz: []string{"z"}}
	st.Value(with(three)).OldValue(with(three)).ExpectValid()
	changed := three
	changed.Foo = "y"
	st.Value(with(changed)).OldValue(with(three)).ExpectInvalid(field.TooMany(spec("bag"), 3, 2).WithOrigin("maxProperties"))
	st.Value(with(Bag{})).OldValue(with(three)).ExpectInvalid(schemaTooFewProperties(spec("bag"), 0, 1))
	st.Value(with(Bag{Foo: "y"})).OldValue(with(three)).ExpectValid()
}

// TestUnexportedInline: the fields of an inlined struct of an unexported
// type are in the JSON (encoding/json promotes them), so they are checked.
func TestUnexportedInline(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("within", func(r *Root) { r.Spec.Nick = "abc" })
	c.Run("too long", func(r *Root) { r.Spec.Nick = "abcd" }, tooLong(spec("nick"), 3))
}

// TestAliasMarkers: the markers of a type alias apply where it is used,
// next to the field's own, as controller-gen applies them.
func TestAliasMarkers(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("within", func(r *Root) { r.Spec.Handle = "ab"; r.Spec.ShortHandle = new("abcd") })
	c.Run("the alias's minimum", func(r *Root) { r.Spec.Handle = "a" },
		schemaTooShort(spec("handle"), "a", 2).WithOrigin("minLength"))
	c.Run("the alias's maximum", func(r *Root) { r.Spec.Handle = "abcdefg" }, tooLong(spec("handle"), 6))
	c.Run("behind a pointer", func(r *Root) { r.Spec.ShortHandle = new("a") },
		schemaTooShort(spec("shortHandle"), "a", 2).WithOrigin("minLength"))
	c.Run("the field's own maximum too", func(r *Root) { r.Spec.ShortHandle = new("abcde") }, tooLong(spec("shortHandle"), 4))

	st := localSchemeBuilder.Test(t)
	with := func(h string) *Root { r := valid(); r.Spec.Handle = h; return r }
	st.Value(with("a")).OldValue(with("a")).ExpectValid()
	st.Value(with("b")).OldValue(with("a")).ExpectInvalid(schemaTooShort(spec("handle"), "b", 2).WithOrigin("minLength"))
	st.Value(with("bc")).OldValue(with("a")).ExpectValid()
}
