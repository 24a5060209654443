package crdtest

import (
	"strings"

	"github.com/kubedv/kubedv/validate"
)

// The kit's draws for a string node with a format: keyword the API server
// checks (+kubebuilder:validation:Format): valid values from a few samples,
// and near misses labelled "format" (accepts rejects them).

// openAPIFormatSamples are valid values of each checked format, by its name
// without dashes.
var openAPIFormatSamples = map[string][]string{
	"uri": {"https://a", "/a", "s:b"}, "email": {"a@b", "a.b@c.d"}, "hostname": {"a", "ab", "a.bc"},
	"ipv4": {"1.2.3.4", "10.0.0.1"}, "ipv6": {"::1", "fd00::1"}, "cidr": {"10.0.0.0/8", "::/0"},
	"mac": {"00:00:5e:00:53:01"}, "uuid": {"123e4567-e89b-12d3-a456-426614174000"},
	"uuid3": {"123e4567-e89b-32d3-a456-426614174000"}, "uuid4": {"123e4567-e89b-42d3-a456-426614174000"},
	"uuid5": {"123e4567-e89b-52d3-a456-426614174000"}, "date": {"2006-01-02", "2004-02-29"},
	"datetime": {"2006-01-02T15:04:05Z", "2006-01-02T15:04:05.5+01:00"}, "duration": {"1h", "3 days", "0"},
	"byte": {"aGVsbG8=", "YQ=="}, "bsonobjectid": {"507f1f77bcf86cd799439011"}, "isbn": {"0321751043", "978-0321751041"},
	"isbn10": {"0321751043"}, "isbn13": {"978-0321751041"}, "creditcard": {"4111 1111 1111 1111"}, "ssn": {"123-45-6789"},
	"hexcolor": {"#fff", "#a1b2c3"}, "rgbcolor": {"rgb(0,0,0)"},
}

// checkedFormat is the name without dashes of a format the API server
// checks on strings, "" for any other.
func checkedFormat(format string) string {
	norm := strings.ReplaceAll(format, "-", "")
	if _, ok := validate.OpenAPIFormats[norm]; ok {
		return norm
	}
	return ""
}

// formatAccepts: s has the spec's format (if any).
func (sp stringSpec) formatAccepts(s string) bool {
	if sp.format == "" {
		return true
	}
	root := validate.Root()
	return len(validate.OpenAPIFormats[sp.format].Check(&root, s)) == 0
}
