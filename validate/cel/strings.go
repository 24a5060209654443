package cel

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// CEL's string functions and the strings extension at the version the
// Kubernetes CRD environment enables (ext.Strings version 2: charAt,
// indexOf, lastIndexOf, lowerAscii, upperAscii, replace, split, substring,
// trim, join, strings.quote; no reverse). Indexes and sizes count code
// points, not bytes.

// Size is size(string): the number of code points.
func Size(s string) int64 { return int64(utf8.RuneCountInString(s)) }

func Contains(s, sub string) bool   { return strings.Contains(s, sub) }
func StartsWith(s, pre string) bool { return strings.HasPrefix(s, pre) }
func EndsWith(s, suf string) bool   { return strings.HasSuffix(s, suf) }

// Matches is s.matches(re) for a pattern compiled once (the compiler hoists
// literal patterns into package variables with MustCompile).
func Matches(s string, re *regexp.Regexp) bool { return re.MatchString(s) }

// MatchesPattern is s.matches(pattern) for a pattern computed at run time;
// a pattern that does not compile is the regexp package's error.
func MatchesPattern(s, pattern string) (bool, Err) {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return false, Msg(err.Error())
	}
	return re.MatchString(s), Err{}
}

func indexOutOfRange(i int64) Err { return Msg("index out of range: " + strconv.FormatInt(i, 10)) }

// CharAt is s.charAt(i): the code point at i, "" at the end of s.
func CharAt(s string, i int64) (string, Err) {
	if i < 0 {
		return "", indexOutOfRange(i)
	}
	at := int64(0)
	for off, r := range s {
		if at == i {
			return s[off : off+utf8.RuneLen(r)], Err{}
		}
		at++
	}
	if at == i {
		return "", Err{}
	}
	return "", indexOutOfRange(i)
}

func runeCount(s string) int64 { return int64(utf8.RuneCountInString(s)) }

// byteOffset is the byte offset of code point i of s (len(s) for the end).
func byteOffset(s string, i int64) int {
	if i <= 0 {
		return 0
	}
	n := int64(0)
	for off := range s {
		if n == i {
			return off
		}
		n++
	}
	return len(s)
}

// IndexOf is s.indexOf(sub): the code point index of the first sub, or -1.
func IndexOf(s, sub string) int64 {
	i, _ := IndexOfFrom(s, sub, 0)
	return i
}

// IndexOfFrom is s.indexOf(sub, from). A negative from is an error; a from
// past the end finds nothing (an empty sub is found at the end).
func IndexOfFrom(s, sub string, from int64) (int64, Err) {
	if from < 0 {
		return -1, indexOutOfRange(from)
	}
	n := runeCount(s)
	if sub == "" {
		return min(from, n), Err{}
	}
	if from >= n {
		return -1, Err{}
	}
	start := byteOffset(s, from)
	b := strings.Index(s[start:], sub)
	if b < 0 {
		return -1, Err{}
	}
	return from + runeCount(s[start:start+b]), Err{}
}

// LastIndexOf is s.lastIndexOf(sub): the code point index of the last sub,
// or -1; an empty sub is found at the end.
func LastIndexOf(s, sub string) int64 {
	n := runeCount(s)
	if sub == "" {
		return n
	}
	if len(s) < len(sub) {
		return -1
	}
	i, _ := LastIndexOfFrom(s, sub, n-1)
	return i
}

// LastIndexOfFrom is s.lastIndexOf(sub, from): the last sub starting at or
// before code point from. A negative from is an error; a from past the end
// finds nothing (an empty sub is found at min(from, end)).
func LastIndexOfFrom(s, sub string, from int64) (int64, Err) {
	if from < 0 {
		return -1, indexOutOfRange(from)
	}
	n := runeCount(s)
	if sub == "" {
		return min(from, n), Err{}
	}
	if from >= n {
		return -1, Err{}
	}
	// A match starting at code point from may extend past it: search up to
	// the end of the code points sub could cover.
	end := byteOffset(s, from+runeCount(sub))
	b := strings.LastIndex(s[:end], sub)
	if b < 0 {
		return -1, Err{}
	}
	return runeCount(s[:b]), Err{}
}

// LowerASCII is s.lowerAscii(): only A-Z change.
func LowerASCII(s string) string { return mapASCII(s, 'A', 'Z', 'a'-'A') }

// UpperASCII is s.upperAscii(): only a-z change.
func UpperASCII(s string) string { return mapASCII(s, 'a', 'z', 'A'-'a') }

func mapASCII(s string, lo, hi byte, delta int) string {
	if !utf8.ValidString(s) {
		// cel-go works on code points: invalid bytes become U+FFFD.
		s = string([]rune(s))
	}
	i := 0
	for i < len(s) && (s[i] < lo || s[i] > hi) {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if b[i] >= lo && b[i] <= hi {
			b[i] = byte(int(b[i]) + delta)
		}
	}
	return string(b)
}

// Replace is s.replace(old, new) and ReplaceN s.replace(old, new, n): a
// negative n replaces all.
func Replace(s, old, new string) string { return strings.ReplaceAll(s, old, new) }
func ReplaceN(s, old, new string, n int64) string {
	return strings.Replace(s, old, new, clampInt(n))
}

// Split is s.split(sep) and SplitN s.split(sep, n) (n < 0: all, 0: none).
func Split(s, sep string) []string { return strings.Split(s, sep) }
func SplitN(s, sep string, n int64) []string {
	return strings.SplitN(s, sep, clampInt(n))
}

// Substring is s.substring(start): from code point start to the end.
func Substring(s string, start int64) (string, Err) {
	if start < 0 || start > runeCount(s) {
		return "", indexOutOfRange(start)
	}
	return s[byteOffset(s, start):], Err{}
}

// SubstringRange is s.substring(start, end), code points [start, end).
func SubstringRange(s string, start, end int64) (string, Err) {
	if start > end {
		return "", Msg("invalid substring range. start: " + strconv.FormatInt(start, 10) + ", end: " + strconv.FormatInt(end, 10))
	}
	n := runeCount(s)
	if start < 0 || start > n {
		return "", indexOutOfRange(start)
	}
	if end < 0 || end > n {
		return "", indexOutOfRange(end)
	}
	b := byteOffset(s, start)
	return s[b : b+byteOffset(s[b:], end-start)], Err{}
}

// Trim is s.trim(): leading and trailing Unicode white space removed.
func Trim(s string) string { return strings.TrimSpace(s) }

// Join is list.join() and list.join(sep).
func Join(list []string, sep string) string { return strings.Join(list, sep) }

// Quote is strings.quote(s): s in double quotes with CEL's escapes.
func Quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for _, r := range s { // invalid bytes decode as U+FFFD
		switch r {
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\v':
			b.WriteString(`\v`)
		case '\\':
			b.WriteString(`\\`)
		case '"':
			b.WriteString(`\"`)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// clampInt converts a CEL int to a Go int for strings.Replace/SplitN.
func clampInt(n int64) int { return int(n) }
