package validate

import (
	"net/netip"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

const (
	labelNameMaxLength  = 63
	labelValueMaxLength = 63
	uuidLength          = 36
	uuidMessage         = "must be a lowercase UUID in 8-4-4-4-12 format"
	missingPrefixMsg    = "must include a prefix (e.g. 'example.com/key')"
)

// isLabelKey reports whether s is a label key: an optional DNS subdomain
// prefix and '/', then a name of at most 63 characters.
func isLabelKey(s string) bool {
	name := s
	if slash := strings.IndexByte(s, '/'); slash >= 0 {
		name = s[slash+1:]
		if !isDNSSubdomain(s[:slash]) || strings.IndexByte(name, '/') >= 0 {
			return false
		}
	}
	return len(name) <= labelNameMaxLength && matchesLabelName(name)
}

// isPrefixedLabelKey reports whether s is a label key that has a prefix.
func isPrefixedLabelKey(s string) bool {
	return isLabelKey(s) && strings.IndexByte(s, '/') >= 0
}

// isLabelValue reports whether s is a label value: empty, or a label name.
func isLabelValue(s string) bool {
	return s == "" || len(s) <= labelValueMaxLength && matchesLabelName(s)
}

// matchesLabelName checks "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]", not
// the length.
func matchesLabelName(s string) bool {
	const alnum = classLowerAlnum | classUpper
	if s == "" || byteClass[s[0]]&alnum == 0 || byteClass[s[len(s)-1]]&alnum == 0 {
		return false
	}
	for i := 1; i < len(s)-1; i++ {
		if byteClass[s[i]] == 0 {
			return false
		}
	}
	return true
}

// isCIdentifier checks "[A-Za-z_][A-Za-z0-9_]*".
func isCIdentifier(s string) bool {
	if s == "" || byteClass[s[0]]&(classUpper|classLowerAlnum|classUnderscore) == 0 || isDigit(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if byteClass[s[i]]&(classUpper|classLowerAlnum|classUnderscore) == 0 {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isPathSegmentName reports whether s can be one segment of a URL or etcd
// path: not "." or "..", and without '/' or '%'. Empty is allowed.
func isPathSegmentName(s string) bool {
	return s != "." && s != ".." && strings.IndexByte(s, '/') < 0 && strings.IndexByte(s, '%') < 0
}

// pathSegmentNameMessages explains why s is not a path segment name, in
// Kubernetes' words: an exact "." or ".." is the only message when it applies.
func pathSegmentNameMessages(s string) []string {
	if s == "." || s == ".." {
		return []string{"may not be '" + s + "'"}
	}
	var msgs []string
	if strings.IndexByte(s, '/') >= 0 {
		msgs = append(msgs, "may not contain '/'")
	}
	if strings.IndexByte(s, '%') >= 0 {
		msgs = append(msgs, "may not contain '%'")
	}
	return msgs
}

// isUUID reports whether s is a lowercase UUID in 8-4-4-4-12 form.
func isUUID(s string) bool {
	if len(s) != uuidLength {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if !isDigit(c) && (c < 'a' || c > 'f') {
				return false
			}
		}
	}
	return true
}

// isStrictIP reports whether s is an IP address as util/validation.IsValidIP
// accepts it: no leading zeros, no zone, no IPv4-mapped IPv6, and canonical
// (RFC 5952 for IPv6). netip parses without allocating, and the canonical
// form is rendered into a stack buffer.
func isStrictIP(s string) bool {
	addr, err := netip.ParseAddr(s)
	if err != nil || addr.Zone() != "" || addr.Is4In6() {
		return false
	}
	var buf [64]byte
	return string(addr.AppendTo(buf[:0])) == s
}

// conditionReasonGrammar is what a condition's reason looks like
// (metav1.Condition.Reason): a letter, then letters, digits, '_', ',' or
// ':', ending in a letter, digit or '_'.
const conditionReasonGrammar = "[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?"

// ConditionReason checks +k8s:format=k8s-condition-reason (Kubernetes
// v1.38), with Kubernetes' message and examples.
func ConditionReason[T ~string](p *Path, v T) field.ErrorList {
	if isConditionReason(string(v)) {
		return nil
	}
	return one(at(p, field.Invalid(nil, v, regexMessage("a condition reason must start with alphabetic character, optionally followed by a string of alphanumeric characters or '_,:', and must end with an alphanumeric character or '_'",
		conditionReasonGrammar, "my_name", "MY_NAME", "MyName", "ReasonA,ReasonB", "ReasonA:ReasonB")), "format=k8s-condition-reason"))
}

// isConditionReason matches conditionReasonGrammar without a regexp.
func isConditionReason(s string) bool {
	if s == "" || !isASCIILetter(rune(s[0])) {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !isASCIILetter(rune(c)) && !('0' <= c && c <= '9') && c != '_' && (c != ',' && c != ':' || i == len(s)-1) {
			return false
		}
	}
	return true
}
