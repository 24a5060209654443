package kubebuilder

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// TestFormats: the formats the API server checks on strings, with the
// error it reports (field.TypeInvalid), on fields, pointers, typedefs, a
// typedef chain, list items and map values; unchanged values ratchet
// (CheckCase runs each case on create and through the updates).
func TestFormats(t *testing.T) {
	formats := func(p string) *field.Path { return spec("formats").Child(p) }
	bad := func(p *field.Path, v any, format, detail string) *field.Error {
		return field.TypeInvalid(p, v, detail).WithOrigin("format=" + format)
	}
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	with := func(f Formats) func(*Root) { return func(r *Root) { r.Spec.Formats = &f } }
	c.Run("every format valid", with(Formats{
		URI: "https://example.com/a?b#c", Email: new("user@example.com"), Since: "2006-01-02T15:04:05.5+01:00", Until: "2006-01-02t15:04:05z",
		Born: "2004-02-29", Addresses: []string{"10.0.0.1", "010.0.0.1", "::ffff:1.2.3.4"}, IDs: []ID{"123e4567-e89b-42d3-a456-426614174000"},
		Networks: map[string]CIDR{"a": "10.0.0.0/8", "b": "2001:db8::/32"}, Count: 7, Host: new("www.example.com"), Timeout: "3 days",
		IPv6: "2001:db8::1", MAC: "00:00:5e:00:53:01", UUID: "123E4567E89B12D3A456426614174000", UUID3: "123e4567-e89b-32d3-a456-426614174000",
		UUID5: "123e4567-e89b-52d3-b456-426614174000", ISBN: "0-321-75104-3", ISBN10: "0321751043", ISBN13: "978-0321751041",
		CreditCard: "4111 1111 1111 1111", SSN: "123 45 6789", HexColor: "#FFaa00", RGBColor: "rgb(255, 0, 10)", Byte: "aGVsbG8=",
		BSONObjectID: "507f1f77bcf86cd799439011",
	}))
	c.Run("empty strings are left out of the JSON", with(Formats{}))
	c.Run("uri", with(Formats{URI: "example.com"}),
		bad(formats("uri"), "example.com", "uri", "must be a URI as Go's url.ParseRequestURI reads it, such as https://example.com/path or /path"))
	c.Run("email through a pointer", with(Formats{Email: new("user@")}),
		bad(formats("email"), "user@", "email", "must be an email address as Go's mail.ParseAddress reads it, such as user@example.com"))
	const dateTime = "must be a date-time, such as 2006-01-02T15:04:05Z or 2006-01-02T15:04:05.5+01:00 (RFC 3339)"
	c.Run("datetime, spelled without the dash", with(Formats{Since: "2006-01-02T24:00:00Z"}),
		bad(formats("since"), "2006-01-02T24:00:00Z", "date-time", dateTime))
	c.Run("date-time on a typedef", with(Formats{Until: "2006-01-02"}), bad(formats("until"), Stamp("2006-01-02"), "date-time", dateTime))
	c.Run("date through a typedef chain", with(Formats{Born: "2006-02-29"}),
		bad(formats("born"), Date("2006-02-29"), "date", "must be a date, such as 2006-01-02 (RFC 3339 full-date)"))
	c.Run("ipv4 list items", with(Formats{Addresses: []string{"10.0.0.1", "::1", "1.2.3.256"}}),
		bad(formats("addresses").Index(1), "::1", "ipv4", "must be an IPv4 address, such as 10.0.0.1"),
		bad(formats("addresses").Index(2), "1.2.3.256", "ipv4", "must be an IPv4 address, such as 10.0.0.1"))
	c.Run("uuid4 items of a typedef", with(Formats{IDs: []ID{"123e4567-e89b-12d3-a456-426614174000"}}),
		bad(formats("ids").Index(0), ID("123e4567-e89b-12d3-a456-426614174000"), "uuid4", "must be a version 4 UUID, such as 123e4567-e89b-42d3-a456-426614174000"))
	c.Run("cidr map values", with(Formats{Networks: map[string]CIDR{"a": "10.0.0.0/33"}}),
		bad(formats("networks").Key("a"), CIDR("10.0.0.0/33"), "cidr", "must be a CIDR, an IP address and a prefix length such as 10.0.0.0/8 or 2001:db8::/32"))
	c.Run("hostname and maxLength both report", with(Formats{Host: new("-" + "abcdefghijklmnopqrstuvwxyz")}),
		bad(formats("host"), "-abcdefghijklmnopqrstuvwxyz", "hostname", "must be a host name, such as example.com (RFC 1034 labels separated by '.', ending in a top-level domain of letters)"),
		tooLong(formats("host"), 20))
	c.Run("duration", with(Formats{Timeout: "soon"}), bad(formats("timeout"), "soon", "duration", "must be a duration, such as 30s, 1h30m or 3 days"))
	c.Run("the other formats", with(Formats{IPv6: "1.2.3.4", MAC: "00:00:5e:00:53", UUID: "x", UUID3: "123e4567-e89b-42d3-a456-426614174000",
		UUID5: "123e4567-e89b-52d3-c456-426614174000", ISBN: "0321751044", ISBN10: "9780321751041", ISBN13: "0321751043", CreditCard: "4111 1111 1111 1112",
		SSN: "123456789", HexColor: "#ffff", RGBColor: "rgb(256,0,0)", Byte: "aGVsbG8", BSONObjectID: "507f1f77bcf86cd79943901"}),
		bad(formats("ipv6"), "1.2.3.4", "ipv6", "must be an IPv6 address, such as 2001:db8::1"),
		bad(formats("mac"), "00:00:5e:00:53", "mac", "must be a MAC address, such as 00:00:5e:00:53:01"),
		bad(formats("uuid"), "x", "uuid", "must be a UUID, such as 123e4567-e89b-12d3-a456-426614174000"),
		bad(formats("uuid3"), "123e4567-e89b-42d3-a456-426614174000", "uuid3", "must be a version 3 UUID, such as 123e4567-e89b-32d3-a456-426614174000"),
		bad(formats("uuid5"), "123e4567-e89b-52d3-c456-426614174000", "uuid5", "must be a version 5 UUID, such as 123e4567-e89b-52d3-a456-426614174000"),
		bad(formats("isbn"), "0321751044", "isbn", "must be an ISBN-10 or ISBN-13 with a valid check digit, such as 0321751043 or 978-0321751041"),
		bad(formats("isbn10"), "9780321751041", "isbn10", "must be an ISBN-10 with a valid check digit, such as 0321751043"),
		bad(formats("isbn13"), "0321751043", "isbn13", "must be an ISBN-13 with a valid check digit, such as 978-0321751041"),
		bad(formats("creditcard"), "4111 1111 1111 1112", "creditcard", "must be a credit card number with a valid check digit, such as 4111 1111 1111 1111"),
		bad(formats("ssn"), "123456789", "ssn", "must be a U.S. social security number, such as 123-45-6789"),
		bad(formats("hexcolor"), "#ffff", "hexcolor", "must be a hexadecimal color, such as #ffffff or #fff"),
		bad(formats("rgbcolor"), "rgb(256,0,0)", "rgbcolor", "must be an RGB color, such as rgb(255,128,0)"),
		bad(formats("byte"), "aGVsbG8", "byte", "must be base64-encoded data (standard alphabet, padded with '=')"),
		bad(formats("bsonobjectid"), "507f1f77bcf86cd79943901", "bsonobjectid", "must be a BSON ObjectID, 24 hexadecimal digits"))
}

// TestEmailWithDisplayName: an address with a display name is an email
// (mail.ParseAddress reads it), parsed rather than matched, so it may
// allocate.
func TestEmailWithDisplayName(t *testing.T) {
	r := valid()
	r.Spec.Formats = &Formats{Email: new("Jane Doe <jane@example.com>")}
	localSchemeBuilder.Test(t).Value(r).ExpectValid()
}
