package validate

import (
	"net/mail"
	"net/netip"
	"strings"
	"unicode"
	"unicode/utf8"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// The OpenAPI formats of network names and addresses (see
// format_openapi.go).

// OpenAPIIPv4 checks ipv4: what k8s.io/utils/net.ParseIPSloppy accepts
// (leading zeros allowed), holding a '.'; so an IPv6 address with an
// embedded IPv4 one, such as ::ffff:1.2.3.4, is an ipv4 too.
func OpenAPIIPv4[T ~string](p *Path, v T) field.ErrorList {
	if isSloppyIP(string(v)) && strings.IndexByte(string(v), '.') >= 0 {
		return nil
	}
	return formatTypeInvalid(p, v, "ipv4", "must be an IPv4 address, such as 10.0.0.1")
}

// OpenAPIIPv6 checks ipv6: what Go's net.ParseIP accepts (no zone),
// holding a ':'.
func OpenAPIIPv6[T ~string](p *Path, v T) field.ErrorList {
	s := string(v)
	// net.ParseIP refuses zones; checking first keeps netip from
	// allocating the zone's name.
	if strings.IndexByte(s, ':') >= 0 && strings.IndexByte(s, '%') < 0 {
		if _, err := netip.ParseAddr(s); err == nil {
			return nil
		}
	}
	return formatTypeInvalid(p, v, "ipv6", "must be an IPv6 address, such as 2001:db8::1")
}

// OpenAPICIDR checks cidr: what k8s.io/utils/net.ParseCIDRSloppy accepts,
// an address (leading zeros allowed), '/' and a prefix length in decimal.
func OpenAPICIDR[T ~string](p *Path, v T) field.ErrorList {
	if isSloppyCIDR(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "cidr", "must be a CIDR, an IP address and a prefix length such as 10.0.0.0/8 or 2001:db8::/32")
}

// isSloppyIP: an IPv4 address if a '.' comes before any ':', else IPv6.
func isSloppyIP(s string) bool {
	for i := range len(s) {
		switch s[i] {
		case '.':
			return isSloppyIPv4(s)
		case ':':
			return isSloppyIPv6(s)
		}
	}
	return false
}

func isSloppyCIDR(s string) bool {
	slash := strings.IndexByte(s, '/')
	if slash < 0 {
		return false
	}
	addr, mask := s[:slash], s[slash+1:]
	bits := 32
	if !isSloppyIPv4(addr) {
		if !isSloppyIPv6(addr) {
			return false
		}
		bits = 128
	}
	n, used, ok := sloppyDecimal(mask)
	return ok && used == len(mask) && n <= bits
}

// sloppyBig bounds the numbers the sloppy parser reads: at or above it a
// number is refused, whatever its digits.
const sloppyBig = 0xFFFFFF

// sloppyDecimal reads leading decimal digits.
func sloppyDecimal(s string) (n, used int, ok bool) {
	for used < len(s) && isDigit(s[used]) {
		n = n*10 + int(s[used]-'0')
		if n >= sloppyBig {
			return 0, used, false
		}
		used++
	}
	return n, used, used > 0
}

// sloppyHex reads leading hexadecimal digits.
func sloppyHex(s string) (n, used int, ok bool) {
	for used < len(s) && isHex(s[used]) {
		n = n*16 + int(unhexByte(s[used]))
		if n >= sloppyBig {
			return 0, used, false
		}
		used++
	}
	return n, used, used > 0
}

// isSloppyIPv4: four decimal numbers up to 255, any number of leading
// zeros, separated by '.'.
func isSloppyIPv4(s string) bool {
	for i := range 4 {
		if i > 0 {
			if len(s) == 0 || s[0] != '.' {
				return false
			}
			s = s[1:]
		}
		n, used, ok := sloppyDecimal(s)
		if !ok || n > 0xFF {
			return false
		}
		s = s[used:]
	}
	return len(s) == 0
}

// isSloppyIPv6: groups of hexadecimal numbers up to 0xFFFF separated by
// ':', at most one "::", an embedded IPv4 address in the last 4 bytes.
func isSloppyIPv6(s string) bool {
	const size = 16
	ellipsis := false
	if len(s) >= 2 && s[0] == ':' && s[1] == ':' {
		ellipsis = true
		s = s[2:]
		if len(s) == 0 {
			return true
		}
	}
	i := 0
	for i < size {
		n, used, ok := sloppyHex(s)
		if !ok || n > 0xFFFF {
			return false
		}
		if used < len(s) && s[used] == '.' {
			if !ellipsis && i != size-4 || i+4 > size || !isSloppyIPv4(s) {
				return false
			}
			s = ""
			i += 4
			break
		}
		i += 2
		s = s[used:]
		if len(s) == 0 {
			break
		}
		if s[0] != ':' || len(s) == 1 {
			return false
		}
		s = s[1:]
		if s[0] == ':' {
			if ellipsis {
				return false
			}
			ellipsis = true
			s = s[1:]
			if len(s) == 0 {
				break
			}
		}
	}
	if len(s) != 0 {
		return false
	}
	return i == size && !ellipsis || i < size && ellipsis
}

// OpenAPIMAC checks mac: what Go's net.ParseMAC accepts, 6, 8 or 20 bytes
// as pairs of hexadecimal digits separated by ':' or '-', as groups of four
// separated by '.', or with no separator.
func OpenAPIMAC[T ~string](p *Path, v T) field.ErrorList {
	if isMAC(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "mac", "must be a MAC address, such as 00:00:5e:00:53:01")
}

func isMAC(s string) bool {
	macBytes := func(n int) bool { return n == 6 || n == 8 || n == 20 }
	if len(s) < 12 {
		return false
	}
	// step is the length of a group and its separator; hexes the
	// hexadecimal digits of a group.
	step, hexes := 2, 2
	switch {
	case s[2] == ':' || s[2] == '-':
		if (len(s)+1)%3 != 0 || !macBytes((len(s)+1)/3) {
			return false
		}
		step = 3
	case s[4] == '.':
		if (len(s)+1)%5 != 0 || !macBytes(2*(len(s)+1)/5) {
			return false
		}
		step, hexes = 5, 4
	default:
		if len(s)%2 != 0 || !macBytes(len(s)/2) {
			return false
		}
	}
	for x := 0; x < len(s); x += step {
		if !allBytes(s[x:x+hexes], isHex) {
			return false
		}
		if sep := x + hexes; step > hexes && sep < len(s) && s[sep] != s[step-1] {
			return false
		}
	}
	return true
}

// OpenAPIHostname checks hostname: either one label (a letter, digit or
// symbol, an optional '-', then up to 62 more with no '-'), or labels of up
// to 63 letters, digits, symbols and '-' (not first or last) each followed
// by '.', then a top-level domain of 2 to 63 letters; letters and symbols
// are Unicode's, counted as runes (an invalid UTF-8 byte is a symbol, as in
// Go's regular expressions); at most 255 bytes, and no part between dots
// longer than 63 bytes.
func OpenAPIHostname[T ~string](p *Path, v T) field.ErrorList {
	if isOpenAPIHostname(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "hostname", "must be a host name, such as example.com (RFC 1034 labels separated by '.', ending in a top-level domain of letters)")
}

func isOpenAPIHostname(s string) bool {
	if len(s) == 0 || len(s) > 255 {
		return false
	}
	last := strings.LastIndexByte(s, '.')
	if last < 0 {
		return len(s) <= 63 && isSingleHostLabel(s)
	}
	for part := range strings.SplitSeq(s[:last], ".") {
		if len(part) > 63 || !isHostLabel(part) {
			return false
		}
	}
	tld := s[last+1:]
	n := 0
	for _, r := range tld {
		if !isASCIILetter(r) && !unicode.IsLetter(r) {
			return false
		}
		n++
	}
	return len(tld) <= 63 && n >= 2 && n <= 63
}

// isSingleHostLabel: a host character, an optional '-', then at most 62
// host characters.
func isSingleHostLabel(s string) bool {
	r, size := utf8.DecodeRuneInString(s)
	if !isHostRune(r) {
		return false
	}
	s = s[size:]
	if len(s) > 0 && s[0] == '-' {
		s = s[1:]
	}
	n := 0
	for _, r := range s {
		if !isHostRune(r) {
			return false
		}
		n++
	}
	return n <= 62
}

// isHostLabel: 1 to 63 host characters and '-', neither first nor last
// a '-'.
func isHostLabel(s string) bool {
	if len(s) == 0 || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	n := 0
	for _, r := range s {
		if r != '-' && !isHostRune(r) {
			return false
		}
		n++
	}
	return n <= 63
}

// isHostRune: an ASCII letter or digit, a Unicode letter or symbol
// (utf8.RuneError, an invalid byte, is a symbol).
func isHostRune(r rune) bool {
	return isASCIILetter(r) || '0' <= r && r <= '9' || unicode.IsLetter(r) || unicode.Is(unicode.S, r)
}

func isASCIILetter(r rune) bool { return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' }

// OpenAPIURI checks uri: what Go's url.ParseRequestURI accepts, an
// absolute URI or an absolute path.
func OpenAPIURI[T ~string](p *Path, v T) field.ErrorList {
	if isRequestURI(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "uri", "must be a URI as Go's url.ParseRequestURI reads it, such as https://example.com/path or /path")
}

// isRequestURI follows url.ParseRequestURI's steps: with a scheme as
// isAbsoluteURI, without one an absolute path whose escapes are well
// formed (the authority of "//host/path" is read as path).
func isRequestURI(s string) bool {
	switch {
	case s == "":
		return false
	case s == "*":
		return true
	}
	if colon := uriScheme(s); colon >= 0 {
		return colon > 0 && isAbsoluteURI(s)
	}
	for i := range len(s) {
		if s[i] < ' ' || s[i] == 0x7f {
			return false
		}
	}
	rest := requestURIWithoutQuery(s)
	return strings.HasPrefix(rest, "/") && wellEscaped(rest)
}

// OpenAPIEmail checks email: what Go's mail.ParseAddress accepts, with a
// non-empty address ("Name <user@example.com>" included). A plain
// user@example.com of ASCII atoms is accepted without parsing (without
// allocating); anything else is parsed.
func OpenAPIEmail[T ~string](p *Path, v T) field.ErrorList {
	if isPlainEmail(string(v)) {
		return nil
	}
	if addr, err := mail.ParseAddress(string(v)); err == nil && addr.Address != "" {
		return nil
	}
	return formatTypeInvalid(p, v, "email", "must be an email address as Go's mail.ParseAddress reads it, such as user@example.com")
}

// isPlainEmail: dot-atom '@' dot-atom, of ASCII atom characters, which
// mail.ParseAddress reads as the address itself.
func isPlainEmail(s string) bool {
	at := strings.IndexByte(s, '@')
	return at >= 0 && isDotAtom(s[:at]) && isDotAtom(s[at+1:])
}

// isDotAtom: RFC 5322's ASCII atext in dot-separated, non-empty runs.
func isDotAtom(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' || strings.Contains(s, "..") {
		return false
	}
	for i := range len(s) {
		c := s[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte(`()<>[]:;@\,"`, c) >= 0 {
			return false
		}
	}
	return true
}
