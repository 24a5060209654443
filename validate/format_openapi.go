package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// The string formats the API server checks in a CRD's schema (format: in
// an OpenAPI schema, as +kubebuilder:validation:Format writes it): each
// accepts exactly the strings kube-openapi's strfmt.Default registry
// accepts, the registry apiextensions-apiserver validates custom resources
// with. The predicates are written here, without regular expressions and
// without allocating for valid values; where a format's grammar is large
// (email), a fast path accepts a subset proven valid and the rest goes to
// the same standard-library parser strfmt calls. FuzzOpenAPIFormats and
// TestOpenAPIFormatsAgainstStrfmt compare every format with strfmt.
//
// A failure is one field.TypeInvalid, the error type the API server
// reports for a format, with a Kubernetes-style detail and origin
// "format=NAME".

// OpenAPIFormat is one format the API server checks on strings.
type OpenAPIFormat struct {
	// Name is the format as OpenAPI spells it (date-time), used in the
	// origin; the API server compares names without their dashes.
	Name string
	// Func is the function of this package that checks it.
	Func  string
	Check func(p *Path, v string) field.ErrorList
}

// OpenAPIFormats maps each format the API server checks on strings, by its
// name without dashes (as the API server compares them), to its check.
// "password" accepts every string and so has none.
var OpenAPIFormats = map[string]OpenAPIFormat{
	"bsonobjectid": {"bsonobjectid", "OpenAPIBSONObjectID", OpenAPIBSONObjectID[string]},
	"byte":         {"byte", "OpenAPIByte", OpenAPIByte[string]},
	"cidr":         {"cidr", "OpenAPICIDR", OpenAPICIDR[string]},
	"creditcard":   {"creditcard", "OpenAPICreditCard", OpenAPICreditCard[string]},
	"date":         {"date", "OpenAPIDate", OpenAPIDate[string]},
	"datetime":     {"date-time", "OpenAPIDateTime", OpenAPIDateTime[string]},
	"duration":     {"duration", "OpenAPIDuration", OpenAPIDuration[string]},
	"email":        {"email", "OpenAPIEmail", OpenAPIEmail[string]},
	"hexcolor":     {"hexcolor", "OpenAPIHexColor", OpenAPIHexColor[string]},
	"hostname":     {"hostname", "OpenAPIHostname", OpenAPIHostname[string]},
	"ipv4":         {"ipv4", "OpenAPIIPv4", OpenAPIIPv4[string]},
	"ipv6":         {"ipv6", "OpenAPIIPv6", OpenAPIIPv6[string]},
	"isbn":         {"isbn", "OpenAPIISBN", OpenAPIISBN[string]},
	"isbn10":       {"isbn10", "OpenAPIISBN10", OpenAPIISBN10[string]},
	"isbn13":       {"isbn13", "OpenAPIISBN13", OpenAPIISBN13[string]},
	"mac":          {"mac", "OpenAPIMAC", OpenAPIMAC[string]},
	"rgbcolor":     {"rgbcolor", "OpenAPIRGBColor", OpenAPIRGBColor[string]},
	"ssn":          {"ssn", "OpenAPISSN", OpenAPISSN[string]},
	"uri":          {"uri", "OpenAPIURI", OpenAPIURI[string]},
	"uuid":         {"uuid", "OpenAPIUUID", OpenAPIUUID[string]},
	"uuid3":        {"uuid3", "OpenAPIUUID3", OpenAPIUUID3[string]},
	"uuid4":        {"uuid4", "OpenAPIUUID4", OpenAPIUUID4[string]},
	"uuid5":        {"uuid5", "OpenAPIUUID5", OpenAPIUUID5[string]},
}

// formatTypeInvalid is the error of a value that does not have format name.
func formatTypeInvalid[T ~string](p *Path, v T, name, detail string) field.ErrorList {
	return one(at(p, field.TypeInvalid(nil, v, detail), "format="+name))
}

// OpenAPIUUID checks uuid: 32 hexadecimal digits of either case, in groups
// of 8-4-4-4-12 that each '-' between them is optional.
func OpenAPIUUID[T ~string](p *Path, v T) field.ErrorList {
	if isOpenAPIUUID(string(v), 0) {
		return nil
	}
	return formatTypeInvalid(p, v, "uuid", "must be a UUID, such as 123e4567-e89b-12d3-a456-426614174000")
}

// OpenAPIUUID3 checks uuid3: a uuid whose version digit is 3.
func OpenAPIUUID3[T ~string](p *Path, v T) field.ErrorList {
	if isOpenAPIUUID(string(v), '3') {
		return nil
	}
	return formatTypeInvalid(p, v, "uuid3", "must be a version 3 UUID, such as 123e4567-e89b-32d3-a456-426614174000")
}

// OpenAPIUUID4 checks uuid4: version digit 4 and variant digit 8, 9, a or b.
func OpenAPIUUID4[T ~string](p *Path, v T) field.ErrorList {
	if isOpenAPIUUID(string(v), '4') {
		return nil
	}
	return formatTypeInvalid(p, v, "uuid4", "must be a version 4 UUID, such as 123e4567-e89b-42d3-a456-426614174000")
}

// OpenAPIUUID5 checks uuid5: version digit 5 and variant digit 8, 9, a or b.
func OpenAPIUUID5[T ~string](p *Path, v T) field.ErrorList {
	if isOpenAPIUUID(string(v), '5') {
		return nil
	}
	return formatTypeInvalid(p, v, "uuid5", "must be a version 5 UUID, such as 123e4567-e89b-52d3-a456-426614174000")
}

// isOpenAPIUUID reads the five groups; version, when not 0, is the digit
// the third group must start with (for 4 and 5 the fourth group must also
// start with a variant digit 8, 9, a or b; uuid3 constrains no variant).
func isOpenAPIUUID(s string, version byte) bool {
	groups := [5]int{8, 4, 4, 4, 12}
	i := 0
	for g, n := range groups {
		if g > 0 && i < len(s) && s[i] == '-' {
			i++
		}
		if len(s)-i < n {
			return false
		}
		for j := range n {
			if !isHex(s[i+j]) {
				return false
			}
		}
		switch {
		case version != 0 && g == 2 && s[i] != version:
			return false
		case (version == '4' || version == '5') && g == 3 && !isUUIDVariant(s[i]):
			return false
		}
		i += n
	}
	return i == len(s)
}

func isUUIDVariant(c byte) bool {
	switch c {
	case '8', '9', 'a', 'b', 'A', 'B':
		return true
	}
	return false
}

// OpenAPIHexColor checks hexcolor: an optional '#' and 3 or 6 hexadecimal
// digits.
func OpenAPIHexColor[T ~string](p *Path, v T) field.ErrorList {
	s := string(v)
	if len(s) > 0 && s[0] == '#' {
		s = s[1:]
	}
	if (len(s) == 3 || len(s) == 6) && allBytes(s, isHex) {
		return nil
	}
	return formatTypeInvalid(p, v, "hexcolor", "must be a hexadecimal color, such as #ffffff or #fff")
}

// OpenAPIRGBColor checks rgbcolor: rgb(R,G,B) with each component 0-255
// without leading zeros, spaces allowed around the components.
func OpenAPIRGBColor[T ~string](p *Path, v T) field.ErrorList {
	if isRGBColor(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "rgbcolor", "must be an RGB color, such as rgb(255,128,0)")
}

func isRGBColor(s string) bool {
	const prefix = "rgb("
	if len(s) < len(prefix) || s[:len(prefix)] != prefix {
		return false
	}
	i := len(prefix)
	for k := range 3 {
		i = skipRegexpSpace(s, i)
		start := i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		if !isByteDecimal(s[start:i]) {
			return false
		}
		i = skipRegexpSpace(s, i)
		want := byte(',')
		if k == 2 {
			want = ')'
		}
		if i >= len(s) || s[i] != want {
			return false
		}
		i++
	}
	return i == len(s)
}

// isByteDecimal: 0 to 255 in decimal, without leading zeros.
func isByteDecimal(d string) bool {
	switch {
	case len(d) == 0 || len(d) > 3 || (len(d) > 1 && d[0] == '0'):
		return false
	case len(d) < 3:
		return true
	}
	return d <= "255"
}

// skipRegexpSpace skips what \s matches in Go's regexp: ASCII tab, newline,
// form feed, carriage return and space (not vertical tab).
func skipRegexpSpace(s string, i int) int {
	for i < len(s) && isRegexpSpace(s[i]) {
		i++
	}
	return i
}

func isRegexpSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// OpenAPISSN checks ssn: 11 characters, three digits, '-' or ' ', two
// digits, '-' or ' ', four digits.
func OpenAPISSN[T ~string](p *Path, v T) field.ErrorList {
	s := string(v)
	if len(s) == 11 && allBytes(s[0:3], isDigit) && isSSNSeparator(s[3]) && allBytes(s[4:6], isDigit) &&
		isSSNSeparator(s[6]) && allBytes(s[7:], isDigit) {
		return nil
	}
	return formatTypeInvalid(p, v, "ssn", "must be a U.S. social security number, such as 123-45-6789")
}

func isSSNSeparator(c byte) bool { return c == '-' || c == ' ' }

// OpenAPIBSONObjectID checks bsonobjectid: 24 hexadecimal digits.
func OpenAPIBSONObjectID[T ~string](p *Path, v T) field.ErrorList {
	if len(v) == 24 && allBytes(string(v), isHex) {
		return nil
	}
	return formatTypeInvalid(p, v, "bsonobjectid", "must be a BSON ObjectID, 24 hexadecimal digits")
}

// OpenAPIByte checks byte: standard base64 with padding, at least one
// 4-character group (an empty string is not accepted).
func OpenAPIByte[T ~string](p *Path, v T) field.ErrorList {
	if isPaddedBase64(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "byte", "must be base64-encoded data (standard alphabet, padded with '=')")
}

func isPaddedBase64(s string) bool {
	if len(s) == 0 || len(s)%4 != 0 {
		return false
	}
	body := s
	switch {
	case s[len(s)-2:] == "==":
		body = s[:len(s)-2]
	case s[len(s)-1] == '=':
		body = s[:len(s)-1]
	}
	return allBytes(body, isBase64Byte)
}

func isBase64Byte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || isDigit(c) || c == '+' || c == '/'
}

func allBytes(s string, ok func(byte) bool) bool {
	for i := range len(s) {
		if !ok(s[i]) {
			return false
		}
	}
	return true
}
