package validate

import (
	"net/netip"
	"net/url"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// k8s-uri (kubernetes/kubernetes#138119, not merged upstream): an absolute
// URI, one with a scheme, as the API server reads URLs: net/url's
// ParseRequestURI accepts it (CEL's isURL() and the OpenAPI "uri" format
// call it too) and it has a scheme. ParseRequestURI allocates its result,
// so isAbsoluteURI repeats its checks without allocating; the bytes net/url
// allows in a host or an IPv6 zone are read from net/url itself when the
// package starts (they depend on the Go release, as does whether http and
// https hosts may hold several colons: GODEBUG urlstrictcolons), and
// FuzzURI compares the two.

// URI checks k8s-uri.
func URI[T ~string](p *Path, v T) field.ErrorList {
	if isAbsoluteURI(string(v)) {
		return nil
	}
	return one(at(p, field.Invalid(nil, v, "must be an absolute URI with a scheme, such as https://example.com/path (as Go's url.ParseRequestURI reads it)"), "format=k8s-uri"))
}

var (
	// hostByte and zoneByte are the ASCII bytes net/url accepts unescaped in
	// a host and in an IPv6 zone; zoneEscape the bytes it accepts %-escaped
	// in a zone.
	hostByte, zoneByte [128]bool
	zoneEscape         [256]bool
	// strictColons: an http or https host may not hold a second colon.
	strictColons bool
)

func init() {
	const hex = "0123456789ABCDEF"
	accepts := func(s string) bool { _, err := url.ParseRequestURI(s); return err == nil }
	for c := byte(' '); c < 0x7f; c++ {
		switch c {
		case '/', '?', '@', '[', '%':
			continue // structure, not a host byte
		}
		hostByte[c] = accepts("http://a" + string(c) + "b/")
		if c != ']' {
			zoneByte[c] = accepts("http://[fe80::1%25z" + string(c) + "]/")
		}
	}
	zoneByte[']'] = accepts("http://[fe80::1%25z]]/")
	hostByte[':'] = accepts("http://a:/") // a colon is a port's, checked apart
	for v := range 256 {
		zoneEscape[v] = accepts("http://[fe80::1%25z%" + string(hex[v>>4]) + string(hex[v&15]) + "]/")
	}
	strictColons = !accepts("http://a:1:2/")
}

// isAbsoluteURI reports whether url.ParseRequestURI accepts s with a
// scheme, following its steps.
func isAbsoluteURI(s string) bool {
	for i := range len(s) {
		if s[i] < ' ' || s[i] == 0x7f {
			return false
		}
	}
	colon := uriScheme(s)
	if colon <= 0 {
		return false
	}
	scheme, rest := s[:colon], requestURIWithoutQuery(s[colon+1:])
	if !strings.HasPrefix(rest, "/") {
		return true // scheme:opaque, which net/url does not check
	}
	if strings.HasPrefix(rest, "//") {
		authority, path := rest[2:], ""
		if i := strings.IndexByte(authority, '/'); i >= 0 {
			authority, path = authority[:i], authority[i:]
		}
		if !validAuthority(scheme, authority) {
			return false
		}
		rest = path
	}
	return wellEscaped(rest)
}

// requestURIWithoutQuery drops the query as url.ParseRequestURI does (a
// lone trailing '?' included).
func requestURIWithoutQuery(rest string) string {
	if strings.HasSuffix(rest, "?") && strings.Count(rest, "?") == 1 {
		return rest[:len(rest)-1]
	}
	if q := strings.IndexByte(rest, '?'); q >= 0 {
		return rest[:q]
	}
	return rest
}

// uriScheme is the index of the colon that ends s's scheme, -1 without
// one.
func uriScheme(s string) int {
	for i := range len(s) {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.':
			if i == 0 {
				return -1
			}
		case c == ':':
			return i
		default:
			return -1
		}
	}
	return -1
}

// validAuthority checks [userinfo@]host[:port].
func validAuthority(scheme, authority string) bool {
	host := authority
	if i := strings.LastIndexByte(authority, '@'); i >= 0 {
		userinfo := authority[:i]
		host = authority[i+1:]
		for j := range len(userinfo) {
			if !isUserinfoByte(userinfo[j]) {
				return false
			}
		}
		if !wellEscaped(userinfo) {
			return false
		}
	}
	return validURIHost(scheme, host)
}

func isUserinfoByte(c byte) bool {
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
		return true
	}
	return strings.IndexByte("-._:~!$&'()*+,;=%@", c) >= 0
}

// validURIHost checks host[:port], an IPv6 literal in brackets included.
func validURIHost(scheme, host string) bool {
	if open := strings.LastIndexByte(host, '['); open > 0 {
		return false
	} else if open == 0 {
		end := strings.LastIndexByte(host, ']')
		if end < 0 || !validOptionalPort(host[end+1:]) {
			return false
		}
		addr, zone := host[1:end], ""
		if z := strings.Index(addr, "%25"); z >= 0 {
			addr, zone = addr[:z], addr[z:]
			if !validZone(zone) {
				return false
			}
		}
		if !hostEscapes(addr) || strings.IndexByte(addr, '%') >= 0 {
			return false // an escape in the address is a non-ASCII byte
		}
		ip, err := netip.ParseAddr(addr)
		return err == nil && !ip.Is4() && (zone == "" || len(zone) > 3)
	}
	if i := strings.IndexByte(host, ':'); i >= 0 {
		last := strings.LastIndexByte(host, ':')
		if last != i && (!strictColons || !(strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https"))) {
			i = last
		}
		if !validOptionalPort(host[i:]) {
			return false
		}
	}
	return hostEscapes(host)
}

// validOptionalPort: empty, or ':' and digits.
func validOptionalPort(port string) bool {
	if port == "" {
		return true
	}
	if port[0] != ':' {
		return false
	}
	for i := 1; i < len(port); i++ {
		if !isDigit(port[i]) {
			return false
		}
	}
	return true
}

// hostEscapes checks a host as net/url unescapes it: %-escapes only of
// non-ASCII bytes (and %25), ASCII bytes only those a host may hold.
func hostEscapes(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c == '%' {
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) || (unhexByte(s[i+1]) < 8 && s[i:i+3] != "%25") {
				return false
			}
			i += 3
			continue
		}
		if c < 0x80 && !hostByte[c] {
			return false
		}
		i++
	}
	return true
}

// validZone checks an IPv6 zone (from its "%25") as net/url unescapes it.
func validZone(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c == '%' {
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return false
			}
			if s[i:i+3] != "%25" && !zoneEscape[unhexByte(s[i+1])<<4|unhexByte(s[i+2])] {
				return false
			}
			i += 3
			continue
		}
		if c < 0x80 && !zoneByte[c] {
			return false
		}
		i++
	}
	return true
}

// wellEscaped reports whether every '%' in s starts a %XX escape.
func wellEscaped(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return false
			}
			i += 2
		}
	}
	return true
}

func isHex(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func unhexByte(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
