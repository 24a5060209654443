package validate

import (
	"strconv"
	"unicode/utf8"
)

// Byte classes of the name grammars, looked up in one table so each byte of
// a valid name costs a load and a test.
const (
	classLowerAlnum uint8 = 1 << iota // [a-z0-9]
	classUpper                        // [A-Z]
	classDash                         // -
	classDot                          // .
	classUnderscore                   // _
)

var byteClass = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = classLowerAlnum
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = classLowerAlnum
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = classUpper
	}
	t['-'] = classDash
	t['.'] = classDot
	t['_'] = classUnderscore
	return t
}()

const (
	dnsLabelMaxLength     = 63
	dnsSubdomainMaxLength = 253

	// The grammar and wording Kubernetes reports; its messages quote them.
	dnsLabelFmt                 = "[a-z0-9]([-a-z0-9]*[a-z0-9])?"
	dnsSubdomainFmt             = dnsLabelFmt + "(\\." + dnsLabelFmt + ")*"
	dnsLabelMsg                 = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character"
	dnsSubdomainMsg             = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character"
	dnsSubdomainCaselessMsg     = "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character"
	dnsLabelContainsDotsMsg     = "must not contain dots"
	dnsSubdomainExample         = "example.com"
	dnsSubdomainCaselessExample = "Example.com"
)

// isDNSLabel reports whether s is an RFC 1123 label (k8s-short-name).
func isDNSLabel(s string) bool {
	return len(s) <= dnsLabelMaxLength && matchesDNSLabel(s)
}

// matchesDNSLabel checks the label grammar only, not the length.
func matchesDNSLabel(s string) bool {
	if s == "" {
		return false
	}
	if byteClass[s[0]] != classLowerAlnum || byteClass[s[len(s)-1]] != classLowerAlnum {
		return false
	}
	for i := 1; i < len(s)-1; i++ {
		if byteClass[s[i]]&(classLowerAlnum|classDash) == 0 {
			return false
		}
	}
	return true
}

// isDNSSubdomain reports whether s is a lowercase RFC 1123 subdomain
// (k8s-long-name).
func isDNSSubdomain(s string) bool {
	return len(s) <= dnsSubdomainMaxLength && matchesDNSSubdomain(s)
}

// matchesDNSSubdomain checks the subdomain grammar only, not the length.
// Labels joined by dots is the same as: only [a-z0-9.-], alphanumeric at
// both ends, and an alphanumeric on both sides of every dot.
func matchesDNSSubdomain(s string) bool {
	if s == "" {
		return false
	}
	if byteClass[s[0]] != classLowerAlnum || byteClass[s[len(s)-1]] != classLowerAlnum {
		return false
	}
	for i := 1; i < len(s)-1; i++ {
		switch byteClass[s[i]] {
		case classLowerAlnum, classDash:
		case classDot:
			if byteClass[s[i-1]] != classLowerAlnum || byteClass[s[i+1]] != classLowerAlnum {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// isDNSSubdomainCaseless reports whether s is an RFC 1123 subdomain in any
// case (k8s-long-name-caseless).
func isDNSSubdomainCaseless(s string) bool {
	return len(s) <= dnsSubdomainMaxLength && matchesDNSSubdomainCaseless(s)
}

// matchesDNSSubdomainCaseless mirrors Kubernetes' "(?i)" regular expression.
// Go's case folding maps two non-ASCII runes onto [a-z] (see foldsToLetter),
// so this walks runes, not bytes.
func matchesDNSSubdomainCaseless(s string) bool {
	const (
		atStart = iota
		afterAlnum
		afterDash
		afterDot
	)
	state := atStart
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf && byteClass[r]&(classLowerAlnum|classUpper) != 0, foldsToLetter(r):
			state = afterAlnum
		case r == '-' && (state == afterAlnum || state == afterDash):
			state = afterDash
		case r == '.' && state == afterAlnum:
			state = afterDot
		default:
			return false
		}
	}
	return state == afterAlnum
}

// foldsToLetter reports the non-ASCII runes that Go's regexp case folding
// treats as ASCII letters: KELVIN SIGN (k) and LATIN SMALL LETTER LONG S (s).
func foldsToLetter(r rune) bool { return r == '\u212a' || r == '\u017f' }

// dnsLabelMessages explains why s is not a label, in Kubernetes' words.
func dnsLabelMessages(s string) []string {
	var msgs []string
	if len(s) > dnsLabelMaxLength {
		msgs = append(msgs, maxBytesMessage(dnsLabelMaxLength))
	}
	if !matchesDNSLabel(s) {
		if matchesDNSSubdomain(s) {
			// The length is reported above, so what is left is the dots.
			msgs = append(msgs, dnsLabelContainsDotsMsg)
		} else {
			msgs = append(msgs, regexMessage(dnsLabelMsg, dnsLabelFmt, "my-name", "123-abc"))
		}
	}
	return msgs
}

// dnsSubdomainMessages explains why s is not a lowercase subdomain.
func dnsSubdomainMessages(s string) []string {
	var msgs []string
	if len(s) > dnsSubdomainMaxLength {
		msgs = append(msgs, maxBytesMessage(dnsSubdomainMaxLength))
	}
	if !matchesDNSSubdomain(s) {
		msgs = append(msgs, regexMessage(dnsSubdomainMsg, dnsSubdomainFmt, dnsSubdomainExample))
	}
	return msgs
}

// dnsSubdomainCaselessMessages explains why s is not a subdomain in any case.
// Kubernetes quotes the lowercase grammar here too.
func dnsSubdomainCaselessMessages(s string) []string {
	var msgs []string
	if len(s) > dnsSubdomainMaxLength {
		msgs = append(msgs, maxBytesMessage(dnsSubdomainMaxLength))
	}
	if !matchesDNSSubdomainCaseless(s) {
		msgs = append(msgs, regexMessage(dnsSubdomainCaselessMsg, dnsSubdomainFmt, dnsSubdomainCaselessExample))
	}
	return msgs
}

// maxBytesMessage is the length message of the declarative format checks;
// it says "bytes" where the older util/validation says "characters".
func maxBytesMessage(n int) string {
	return "must be no more than " + strconv.Itoa(n) + " bytes"
}

// regexMessage appends the examples and the grammar to msg, the way
// Kubernetes explains a failed regular expression.
func regexMessage(msg, grammar string, examples ...string) string {
	if len(examples) == 0 {
		return msg + " (regex used for validation is '" + grammar + "')"
	}
	msg += " (e.g. "
	for i, e := range examples {
		if i > 0 {
			msg += " or "
		}
		msg += "'" + e + "', "
	}
	return msg + "regex used for validation is '" + grammar + "')"
}
