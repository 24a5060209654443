package cel

import "net/netip"

// IsIPQuick is isIP(s), IsIP's result without its allocations on the
// strings that are not addresses (hostnames, mostly), which compiled rules
// such as !isIP(host) meet on valid objects: a string with a character no
// address has is answered without parsing. A zone ('%') is never allowed,
// and outside a zone an address has only hex digits, '.' and ':'.
func IsIPQuick(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' || c == '.' || c == ':') {
			return false
		}
	}
	a, err := netip.ParseAddr(s)
	return err == nil && a.Zone() == "" && !a.Is4In6()
}
