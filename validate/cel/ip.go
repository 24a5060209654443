package cel

import (
	"net/netip"
	"strconv"
)

// The Kubernetes IP and CIDR libraries on net/netip values. Addresses with
// a zone and IPv4-mapped IPv6 addresses are refused, as the API server does.

func parseIP(s string) (netip.Addr, string) {
	a, err := netip.ParseAddr(s)
	switch {
	case err != nil:
		return netip.Addr{}, "IP Address " + strconv.Quote(s) + " parse error during conversion from string: " + err.Error()
	case a.Zone() != "":
		return netip.Addr{}, "IP address " + strconv.Quote(s) + " with zone value is not allowed"
	case a.Is4In6():
		return netip.Addr{}, "IPv4-mapped IPv6 address " + strconv.Quote(s) + " is not allowed"
	}
	return a, ""
}

// ParseIP is ip(s).
func ParseIP(s string) (netip.Addr, Err) {
	a, msg := parseIP(s)
	if msg != "" {
		return netip.Addr{}, Msg(msg)
	}
	return a, Err{}
}

// IsIP is isIP(s).
func IsIP(s string) bool {
	_, msg := parseIP(s)
	return msg == ""
}

// IPIsCanonical is ip.isCanonical(s): s parses and is the address's
// canonical text.
func IPIsCanonical(s string) (bool, Err) {
	a, err := ParseIP(s)
	if err.Failed() {
		return false, err
	}
	return a.String() == s, Err{}
}

// IPFamily is ip.family(): 4 or 6.
func IPFamily(a netip.Addr) (int64, Err) {
	switch {
	case a.Is4():
		return 4, Err{}
	case a.Is6():
		return 6, Err{}
	}
	return 0, Msg("IP address " + strconv.Quote(a.String()) + " is not an IPv4 or IPv6 address")
}

func IPString(a netip.Addr) string             { return a.String() }
func IPIsUnspecified(a netip.Addr) bool        { return a.IsUnspecified() }
func IPIsLoopback(a netip.Addr) bool           { return a.IsLoopback() }
func IPIsLinkLocalMulticast(a netip.Addr) bool { return a.IsLinkLocalMulticast() }
func IPIsLinkLocalUnicast(a netip.Addr) bool   { return a.IsLinkLocalUnicast() }
func IPIsGlobalUnicast(a netip.Addr) bool      { return a.IsGlobalUnicast() }

const cidrParseError = "network address parse error during conversion from string: "

func parseCIDR(s string) (netip.Prefix, string) {
	p, err := netip.ParsePrefix(s)
	switch {
	case err != nil:
		return netip.Prefix{}, cidrParseError + err.Error()
	case p.Addr().Is4In6():
		return netip.Prefix{}, "IPv4-mapped IPv6 address " + strconv.Quote(s) + " is not allowed"
	}
	return p, ""
}

// ParseCIDR is cidr(s). The library prefixes its parse error twice for a
// malformed prefix; the message keeps that.
func ParseCIDR(s string) (netip.Prefix, Err) {
	p, msg := parseCIDR(s)
	if msg != "" {
		return netip.Prefix{}, Msg(cidrParseError + msg)
	}
	return p, Err{}
}

// IsCIDR is isCIDR(s).
func IsCIDR(s string) bool {
	_, msg := parseCIDR(s)
	return msg == ""
}

func CIDRString(p netip.Prefix) string                 { return p.String() }
func CIDRPrefixLength(p netip.Prefix) int64            { return int64(p.Bits()) }
func CIDRIP(p netip.Prefix) netip.Addr                 { return p.Addr() }
func CIDRMasked(p netip.Prefix) netip.Prefix           { return p.Masked() }
func CIDRContainsIP(p netip.Prefix, a netip.Addr) bool { return p.Contains(a) }

// CIDRContainsCIDR is c.containsCIDR(o): o lies within c.
func CIDRContainsCIDR(p, o netip.Prefix) bool { return p.Overlaps(o) && p.Bits() <= o.Bits() }

// CIDRContainsIPString is c.containsIP(s). The library reports an
// unparsable s as "no such overload", not as the parse error.
func CIDRContainsIPString(p netip.Prefix, s string) (bool, Err) {
	a, msg := parseIP(s)
	if msg != "" {
		return false, errNoSuchOverload
	}
	return p.Contains(a), Err{}
}

// CIDRContainsCIDRString is c.containsCIDR(s); an unparsable s is cidr(s)'s error.
func CIDRContainsCIDRString(p netip.Prefix, s string) (bool, Err) {
	o, err := ParseCIDR(s)
	if err.Failed() {
		return false, err
	}
	return CIDRContainsCIDR(p, o), Err{}
}
