package uriformat

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

func valid() *Root {
	return &Root{
		Endpoint: "https://webhook.example.com:8443/validate?timeout=5s",
		Issuer:   new("https://user@[2001:db8::1]/realms/a%20b"),
		Mirrors:  []string{"mailto:ops@example.com", "urn:isbn:0451450523", "file:///etc/hosts"},
	}
}

func notURI[T any](p *field.Path, v T) *field.Error {
	return field.Invalid(p, v, "must be an absolute URI with a scheme, such as https://example.com/path (as Go's url.ParseRequestURI reads it)").
		WithOrigin("format=k8s-uri")
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestURI(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("empty", func(r *Root) { r.Endpoint = "" }, notURI(field.NewPath("endpoint"), ""))
	c.Run("absolute path, no scheme", func(r *Root) { r.Endpoint = "/validate" }, notURI(field.NewPath("endpoint"), "/validate"))
	c.Run("host without scheme", func(r *Root) { r.Endpoint = "example.com/validate" }, notURI(field.NewPath("endpoint"), "example.com/validate"))
	c.Run("bad port", func(r *Root) { r.Endpoint = "https://example.com:https/" }, notURI(field.NewPath("endpoint"), "https://example.com:https/"))
	c.Run("space in host", func(r *Root) { r.Endpoint = "https://exa mple.com/" }, notURI(field.NewPath("endpoint"), "https://exa mple.com/"))
	c.Run("bad escape", func(r *Root) { r.Endpoint = "https://example.com/%zz" }, notURI(field.NewPath("endpoint"), "https://example.com/%zz"))
	c.Run("IPv4 in brackets", func(r *Root) { r.Endpoint = "https://[10.0.0.1]/" }, notURI(field.NewPath("endpoint"), "https://[10.0.0.1]/"))
	c.Run("upper-case scheme", func(r *Root) { r.Endpoint = "HTTPS://EXAMPLE.COM" })
	c.Run("opaque", func(r *Root) { r.Endpoint = "tel:+1-201-555-0123" })
	c.Run("pointer nil", func(r *Root) { r.Issuer = nil })
	c.Run("pointer", func(r *Root) { r.Issuer = new("//example.com") }, notURI(field.NewPath("issuer"), "//example.com"))
	c.Run("items", func(r *Root) { r.Mirrors = []string{"https://a", "b", "c:d"} }, notURI(field.NewPath("mirrors").Index(1), "b"))
}
