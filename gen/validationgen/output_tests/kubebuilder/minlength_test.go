package kubebuilder

import (
	"strconv"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// schemaTooShort is what apiextensions-apiserver reports for a CRD's
// minLength (kube-openapi's TooShort, turned into field.Invalid with its
// message), and what +kubebuilder:validation:MinLength reports in Go.
func schemaTooShort(p *field.Path, v string, min int) *field.Error {
	return field.Invalid(p, v, p.String()+" in body should be at least "+strconv.Itoa(min)+" chars long").WithOrigin("minLength")
}

// schemaTooFewProperties is what apiextensions-apiserver reports for a
// CRD's minProperties, and what +kubebuilder:validation:MinProperties
// reports in Go.
func schemaTooFewProperties(p *field.Path, n, min int) *field.Error {
	return field.Invalid(p, int64(n), p.String()+" in body should have at least "+strconv.Itoa(min)+" properties").WithOrigin("minProperties")
}

func lengths(l Lengths) func(*Root) { return func(r *Root) { r.Spec.Lengths = &l } }

// TestMinLength: MinLength on a field, on list items and on a string type
// used as a map value, as the API server reports it; +k8s:minLength next
// to them keeps field.TooShort. Create and every update transition.
func TestMinLength(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	l := spec("lengths")
	c.Run("all long enough", lengths(Lengths{Code: "ab", Tags: []string{"ab", "abc"}, Labels: map[string]Label{"a": "abc"}, Upstream: "ab"}))
	c.Run("unset", lengths(Lengths{}))
	c.Run("a short field", lengths(Lengths{Code: "a"}),
		field.Invalid(l.Child("code"), "a", "spec.lengths.code in body should be at least 2 chars long").WithOrigin("minLength"))
	c.Run("a short item", lengths(Lengths{Tags: []string{"ab", "a"}}),
		field.Invalid(l.Child("tags").Index(1), "a", "spec.lengths.tags[1] in body should be at least 2 chars long").WithOrigin("minLength"))
	c.Run("a short map value: the API server names it .key", lengths(Lengths{Labels: map[string]Label{"k": "ab"}}),
		field.Invalid(l.Child("labels").Key("k"), "ab", "spec.lengths.labels.k in body should be at least 3 chars long").WithOrigin("minLength"))
	c.Run("an empty item, two characters of three", lengths(Lengths{Tags: []string{""}, Labels: map[string]Label{"k": "é!"}}),
		field.Invalid(l.Child("tags").Index(0), "", "spec.lengths.tags[0] in body should be at least 2 chars long").WithOrigin("minLength"),
		field.Invalid(l.Child("labels").Key("k"), "é!", "spec.lengths.labels.k in body should be at least 3 chars long").WithOrigin("minLength"))
	c.Run("+k8s:minLength keeps upstream's error", lengths(Lengths{Upstream: "a"}),
		field.TooShort(l.Child("upstream"), "a", 2).WithOrigin("minLength"))
	c.Run("enough pairs", lengths(Lengths{Pairs: map[string]string{"a": "", "b": ""}, UpstreamPairs: map[string]string{"a": "", "b": ""}}))
	c.Run("too few pairs", lengths(Lengths{Pairs: map[string]string{"a": ""}}),
		field.Invalid(l.Child("pairs"), int64(1), "spec.lengths.pairs in body should have at least 2 properties").WithOrigin("minProperties"))
	c.Run("+k8s:minProperties keeps its error", lengths(Lengths{UpstreamPairs: map[string]string{"a": ""}}),
		field.TooFew(l.Child("upstreamPairs"), 1, 2).WithOrigin("minProperties"))
}

// TestMinLengthUpdate: an unchanged short value is not reported again; a
// changed one is, in the API server's form.
func TestMinLengthUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	with := func(code string, tags ...string) *Root {
		r := valid()
		r.Spec.Lengths = &Lengths{Code: code, Tags: tags}
		return r
	}
	st.Value(with("a", "b")).OldValue(with("a", "b")).ExpectValid()
	st.Value(with("b", "b")).OldValue(with("a", "b")).ExpectInvalid(
		field.Invalid(spec("lengths").Child("code"), "b", "spec.lengths.code in body should be at least 2 chars long").WithOrigin("minLength"))
	// An atomic list's items correlate with no old item: a changed list
	// has every item checked again, as the API server checks them.
	st.Value(with("ab", "b", "c")).OldValue(with("a", "b")).ExpectInvalid(
		field.Invalid(spec("lengths").Child("tags").Index(0), "b", "spec.lengths.tags[0] in body should be at least 2 chars long").WithOrigin("minLength"),
		field.Invalid(spec("lengths").Child("tags").Index(1), "c", "spec.lengths.tags[1] in body should be at least 2 chars long").WithOrigin("minLength"))
	st.Value(with("ab")).OldValue(with("a", "b")).ExpectValid()
}
