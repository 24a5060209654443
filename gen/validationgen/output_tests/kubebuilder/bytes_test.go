package kubebuilder

import (
	"encoding/base64"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// TestBytesLength: MinLength and MaxLength on a []byte bound its base64
// string, as the CRD (format: byte, minLength, maxLength) does; an unset
// optional value is not checked.
func TestBytesLength(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	blob := func(n int) func(*Root) { return func(r *Root) { r.Spec.Blob = make([]byte, n) } }
	c.Run("unset", blob(0))
	c.Run("4 bytes, 8 characters", blob(4))
	c.Run("6 bytes, 8 characters", blob(6))
	c.Run("3 bytes, 4 characters", blob(3),
		schemaTooShort(spec("blob"), base64.StdEncoding.EncodeToString(make([]byte, 3)), 5).WithOrigin("minLength"))
	c.Run("7 bytes, 12 characters", blob(7),
		field.TooLong(spec("blob"), "", 8).WithOrigin("maxLength"))
	c.Run("items within", func(r *Root) { r.Spec.Blobs = [][]byte{{1}, {1, 2, 3}} })
	c.Run("an item too long", func(r *Root) { r.Spec.Blobs = [][]byte{{1}, {1, 2, 3, 4}} },
		field.TooLong(spec("blobs").Index(1), "", 4).WithOrigin("maxLength"))
}

// TestBytesLengthUpdate: an unchanged value out of bounds is not reported
// again; a changed one is.
func TestBytesLengthUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	with := func(n int) *Root {
		r := valid()
		r.Spec.Blob = make([]byte, n)
		return r
	}
	st.Value(with(7)).OldValue(with(7)).ExpectValid()
	st.Value(with(9)).OldValue(with(7)).ExpectInvalid(field.TooLong(spec("blob"), "", 8).WithOrigin("maxLength"))
	st.Value(with(4)).OldValue(with(7)).ExpectValid()
}

// TestJSONStringKeywords: MinLength, MaxLength and Pattern on a type that
// marshals itself to a string check that string, as the CRD does. A valid
// token is checked without the Cases harness, which wants no allocation:
// each check runs the type's MarshalJSON, which allocates.
func TestJSONStringKeywords(t *testing.T) {
	within := valid()
	within.Spec.Token = &Token{ID: "ab", Secret: "cd"}
	localSchemeBuilder.Test(t).Value(within).ExpectValid()
	localSchemeBuilder.Test(t).Value(within).OldValue(valid()).ExpectValid()

	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	token := func(id, secret string) func(*Root) {
		return func(r *Root) { r.Spec.Token = &Token{ID: id, Secret: secret} }
	}
	c.Run("too short", token("a", ""),
		schemaTooShort(spec("token"), "a.", 3).WithOrigin("minLength"),
		field.Invalid(spec("token"), "a.", `must match the regular expression '^[a-z]+\.[a-z]+$'`).WithOrigin("pattern"))
	c.Run("too long", token("abcdef", "ghijk"), tooLong(spec("token"), 10))
	c.Run("not matching", token("ab", "c1"),
		field.Invalid(spec("token"), "ab.c1", `must match the regular expression '^[a-z]+\.[a-z]+$'`).WithOrigin("pattern"))
}

// TestJSONStringKeywordsUpdate: an unchanged token out of bounds is not
// reported again; a changed one is.
func TestJSONStringKeywordsUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	with := func(id string) *Root {
		r := valid()
		r.Spec.Token = &Token{ID: id, Secret: "xyz"}
		return r
	}
	st.Value(with("abcdefgh")).OldValue(with("abcdefgh")).ExpectValid()
	st.Value(with("abcdefghi")).OldValue(with("abcdefgh")).ExpectInvalid(tooLong(spec("token"), 10))
}

// TestBytesLengthTypedef: the bounds of a []byte typedef apply where it is
// used, behind a pointer, on create and on update.
func TestBytesLengthTypedef(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	digest := func(n int) func(*Root) {
		return func(r *Root) { d := Digest(make([]byte, n)); r.Spec.Digest = &d }
	}
	c.Run("6 bytes", digest(6))
	c.Run("3 bytes", digest(3),
		schemaTooShort(spec("digest"), base64.StdEncoding.EncodeToString(make([]byte, 3)), 8).WithOrigin("minLength"))
	c.Run("7 bytes", digest(7), field.TooLong(spec("digest"), "", 8).WithOrigin("maxLength"))

	st := localSchemeBuilder.Test(t)
	with := func(n int) *Root {
		r := valid()
		d := Digest(make([]byte, n))
		r.Spec.Digest = &d
		return r
	}
	st.Value(with(7)).OldValue(with(7)).ExpectValid()
	st.Value(with(9)).OldValue(with(7)).ExpectInvalid(field.TooLong(spec("digest"), "", 8).WithOrigin("maxLength"))
}

// TestJSONStringKeywordsOnField: a marker on a field of a type that
// marshals itself to a string adds to the type's own.
func TestJSONStringKeywordsOnField(t *testing.T) {
	with := func(id, secret string) *Root {
		r := valid()
		r.Spec.ShortToken = &Token{ID: id, Secret: secret}
		return r
	}
	st := localSchemeBuilder.Test(t)
	st.Value(with("ab", "cd")).ExpectValid()
	st.Value(with("abc", "def")).ExpectInvalid(tooLong(spec("shortToken"), 6))
	st.Value(with("abcdef", "ghijk")).ExpectInvalid(tooLong(spec("shortToken"), 6), tooLong(spec("shortToken"), 10))
	st.Value(with("abc", "def")).OldValue(with("abc", "def")).ExpectValid()
}
