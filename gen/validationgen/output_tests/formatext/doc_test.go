package formatext

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

var on = map[string]bool{"Feature": true}

const (
	uriMessage    = "must be an absolute URI with a scheme (e.g. 'https://example.com/path')"
	digestMessage = "must be a lower-case hexadecimal digest of at least 8 characters"
	semverMessage = "must be a semantic version with a leading \"v\" (e.g. 'v1.2.3')"
	base64Message = "must be standard base64-encoded data"
	ticketMessage = "must start with a ticket reference such as 'ABC-12'"
)

// TestUpstreamCases are the cases of Kubernetes' example test for
// --validation-extensions-file (kubernetes/kubernetes#142116,
// examples/extensions/output_tests/formats/doc_test.go), with the
// errors compared by every attribute instead of type, field and origin.
func TestUpstreamCases(t *testing.T) {
	st := localSchemeBuilder.Test(t)

	// Unset optional fields are not validated.
	st.Value(&Struct{Version: "v1.0.0"}).Opts(on).ExpectValid()

	valid := &Struct{
		RegexField:      "https://example.com/a",
		OtherRegexField: "git+ssh://example.com/repo",
		DigestField:     "deadbeef",
		SliceField:      []string{"https://example.com", "ftp://example.com/x"},
		MapField:        map[string]string{"cafef00d": "x"},
		GatedField:      "https://example.com",
		TypedefField:    "https://example.com",
		BuiltInField:    "a-name",
		Version:         "v1.0.0",
	}
	st.Value(valid).Opts(on).ExpectValid().ExpectAllocs(0)

	st.Value(&Struct{
		RegexField:      "example.com",
		OtherRegexField: "HTTPS://example.com",
		DigestField:     "DEADBEEF",
		SliceField:      []string{"https://example.com", "nope"},
		MapField:        map[string]string{"nope": "x"},
		GatedField:      "nope",
		TypedefField:    "nope",
		BuiltInField:    "Not A Name",
		Version:         "v1.0.0",
	}).Opts(on).ExpectExactly(
		field.Invalid(field.NewPath("regexField"), "example.com", uriMessage).WithOrigin("format=example-uri"),
		field.Invalid(field.NewPath("otherRegexField"), "HTTPS://example.com", uriMessage).WithOrigin("format=example-uri"),
		field.Invalid(field.NewPath("digestField"), "DEADBEEF", digestMessage).WithOrigin("format=example-hex-digest"),
		field.Invalid(field.NewPath("sliceField").Index(1), "nope", uriMessage).WithOrigin("format=example-uri"),
		// eachKey reports at the map itself, not under the offending key.
		field.Invalid(field.NewPath("mapField"), "nope", digestMessage).WithOrigin("format=example-hex-digest"),
		field.Invalid(field.NewPath("gatedField"), "nope", uriMessage).WithOrigin("format=example-uri"),
		// The bad value is a plain string, also for a typedef.
		field.Invalid(field.NewPath("typedefField"), "nope", uriMessage).WithOrigin("format=example-uri"),
		field.Invalid(field.NewPath("builtInField"), BuiltInNotAName, "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')").WithOrigin("format=k8s-short-name"),
	)

	// Skipped when the option is disabled, like a built-in format.
	st.Value(&Struct{GatedField: "nope", Version: "v1.0.0"}).Opts(map[string]bool{"Feature": false}).ExpectValid()
}

// BuiltInNotAName is the bad value of the built-in format's case.
const BuiltInNotAName = "Not A Name"

// TestErrorMessage checks what a user of the API sees: the message the
// project declared and nothing else (upstream's TestErrorMessage).
func TestErrorMessage(t *testing.T) {
	for _, tc := range []struct {
		name  string
		value *Struct
		want  string
	}{
		{"example-uri", &Struct{RegexField: "example.com", Version: "v1.0.0"}, uriMessage},
		{"example-hex-digest", &Struct{DigestField: "DEADBEEF", Version: "v1.0.0"}, digestMessage},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := localSchemeBuilder.Validate(context.Background(), on, tc.value)
			if len(errs) != 1 {
				t.Fatalf("got %v, want one error", errs)
			}
			if errs[0].Detail != tc.want {
				t.Errorf("error detail = %q, want %q", errs[0].Detail, tc.want)
			}
		})
	}
}

func valid() *Struct {
	return &Struct{
		RegexField: "https://example.com/a",
		NestedList: []Nested{{Digest: "YWJj"}, {}},
		Ticket:     new("ABC-12: fix"),
		Version:    "v1.2.3",
	}
}

func invalid(p *field.Path, v, message, format string) *field.Error {
	return field.Invalid(p, v, message).WithOrigin("format=" + format)
}

// TestCreateAndUpdate runs each case on create and through every update
// transition (unchanged values are not checked again).
func TestCreateAndUpdate(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("uri", func(s *Struct) { s.RegexField = "example.com" },
		invalid(field.NewPath("regexField"), "example.com", uriMessage, "example-uri"))
	// Anchored with ^ and $ in the file: a match inside the value is not enough.
	c.Run("uri inside text", func(s *Struct) { s.RegexField = "see https://example.com" },
		invalid(field.NewPath("regexField"), "see https://example.com", uriMessage, "example-uri"))
	c.Run("nested through eachVal and subfield", func(s *Struct) { s.NestedList[1].Digest = "a?b" },
		invalid(field.NewPath("nestedList").Index(1).Child("digest"), "a?b", base64Message, "example-base64"))
	c.Run("pointer unset", func(s *Struct) { s.Ticket = nil })
	// Not anchored at the end: anything may follow the reference.
	c.Run("pointer with a suffix", func(s *Struct) { s.Ticket = new("XY-1 and more") })
	c.Run("pointer", func(s *Struct) { s.Ticket = new("abc-12") },
		invalid(field.NewPath("ticket"), "abc-12", ticketMessage, "ticket"))
	c.Run("empty required value", func(s *Struct) { s.Version = "" },
		invalid(field.NewPath("version"), "", semverMessage, "example-semver"))
	c.Run("semver", func(s *Struct) { s.Version = "1.2.3" },
		invalid(field.NewPath("version"), "1.2.3", semverMessage, "example-semver"))
}
