package kubebuilder

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// TestIntOrString: MinLength, MaxLength and Pattern on an int-or-string
// check its string values only (the API server's string validator skips
// an integer); Enum checks both kinds against the integers and strings
// listed.
func TestIntOrString(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	surge := func(v intstr.IntOrString) func(*Root) { return func(r *Root) { r.Spec.Surge = &v } }
	c.Run("string within", surge(intstr.FromString("25%")))
	c.Run("any integer", surge(intstr.FromInt32(123456)))
	c.Run("string too long", surge(intstr.FromString("1000%")),
		tooLong(spec("surge"), 4))
	c.Run("string too short and not matching", surge(intstr.FromString("%")),
		schemaTooShort(spec("surge"), "%", 2).WithOrigin("minLength"),
		field.Invalid(spec("surge"), "%", "must match the regular expression '^[0-9]+%$'").WithOrigin("pattern"))
	c.Run("string not matching", surge(intstr.FromString("12")),
		field.Invalid(spec("surge"), "12", "must match the regular expression '^[0-9]+%$'").WithOrigin("pattern"))

	modes := func(v ...intstr.IntOrString) func(*Root) { return func(r *Root) { r.Spec.Modes = v } }
	supported := []string{"1", "2", "foo", "a"}
	c.Run("enum: listed integers and strings", modes(intstr.FromInt32(1), intstr.FromString("foo"), intstr.FromString("a")))
	// The API server converts the integer to the enum's string type as Go
	// does: 97 is "a".
	c.Run("enum: an integer whose code point is a listed string", modes(intstr.FromInt32(97)))
	c.Run("enum: unlisted", modes(intstr.FromInt32(2), intstr.FromInt32(3), intstr.FromString("1"), intstr.FromString("bar")),
		field.NotSupported(spec("modes").Index(1), int64(3), supported),
		field.NotSupported(spec("modes").Index(2), "1", supported),
		field.NotSupported(spec("modes").Index(3), "bar", supported))
}

// TestIntOrStringUpdate: unchanged invalid values are not reported again;
// changed ones are.
func TestIntOrStringUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	with := func(s intstr.IntOrString, m ...intstr.IntOrString) *Root {
		r := valid()
		r.Spec.Surge, r.Spec.Modes = &s, m
		return r
	}
	bad := func() *Root { return with(intstr.FromString("1000%"), intstr.FromString("bar")) }
	st.Value(bad()).OldValue(bad()).ExpectValid()
	st.Value(with(intstr.FromString("abcdef"), intstr.FromString("bar"))).OldValue(bad()).ExpectInvalid(
		tooLong(spec("surge"), 4),
		field.Invalid(spec("surge"), "abcdef", "must match the regular expression '^[0-9]+%$'").WithOrigin("pattern"))
	st.Value(with(intstr.FromString("1000%"), intstr.FromString("bar"), intstr.FromInt32(0))).OldValue(bad()).ExpectInvalid(
		field.NotSupported(spec("modes").Index(0), "bar", []string{"1", "2", "foo", "a"}),
		field.NotSupported(spec("modes").Index(1), int64(0), []string{"1", "2", "foo", "a"}))
	// A string changed to an integer passes the string keywords.
	st.Value(with(intstr.FromInt32(1000), intstr.FromInt32(2))).OldValue(bad()).ExpectValid()
}
