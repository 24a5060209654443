package validate

import (
	"strings"
	"time"
	"unicode/utf8"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// The OpenAPI formats of dates, times and durations (see
// format_openapi.go). They are laxer than RFC 3339 and Go's durations:
// kube-openapi checks a date-time with a pattern, not a parser, and a
// duration may also be written in words ("3 days").

// OpenAPIDate checks date: an RFC 3339 full-date, 2006-01-02, as
// time.Parse reads it (a day that exists in that month and year).
func OpenAPIDate[T ~string](p *Path, v T) field.ErrorList {
	if isFullDate(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "date", "must be a date, such as 2006-01-02 (RFC 3339 full-date)")
}

func isFullDate(s string) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' || !allBytes(s[:4], isDigit) || !allBytes(s[5:7], isDigit) || !allBytes(s[8:], isDigit) {
		return false
	}
	year := int(s[0]-'0')*1000 + int(s[1]-'0')*100 + int(s[2]-'0')*10 + int(s[3]-'0')
	month := int(s[5]-'0')*10 + int(s[6]-'0')
	day := int(s[8]-'0')*10 + int(s[9]-'0')
	return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

// daysInMonth in the proleptic Gregorian calendar, as package time counts.
func daysInMonth(year, month int) int {
	switch month {
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// OpenAPIDateTime checks date-time as kube-openapi does: the string, in
// lower case, is cut at each 't'; the first part must be a date, the
// second hh:mm:ss (hours to 23, minutes and seconds to 59), optionally
// any character and a run of digits (a fraction, usually), then 'z' or an
// offset ±hh:mm; what follows a second 't' is not read.
func OpenAPIDateTime[T ~string](p *Path, v T) field.ErrorList {
	if isOpenAPIDateTime(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "date-time", "must be a date-time, such as 2006-01-02T15:04:05Z or 2006-01-02T15:04:05.5+01:00 (RFC 3339)")
}

// isOpenAPIDateTime works on s as written: no character other than 'T'
// and 'Z' lower-cases to an ASCII letter, digit or sign the pattern names,
// so only those two need folding.
func isOpenAPIDateTime(s string) bool {
	t := strings.IndexAny(s, "tT")
	if t < 0 || !isFullDate(s[:t]) {
		return false
	}
	rest := s[t+1:]
	if u := strings.IndexAny(rest, "tT"); u >= 0 {
		rest = rest[:u]
	}
	if len(rest) < 8 || rest[2] != ':' || rest[5] != ':' || !allBytes(rest[:2], isDigit) || !allBytes(rest[3:5], isDigit) || !allBytes(rest[6:8], isDigit) ||
		rest[:2] > "23" || rest[3:5] > "59" || rest[6:8] > "59" {
		return false
	}
	rest = rest[8:]
	if isZoneSuffix(rest) {
		return true
	}
	// Any one character but a newline (an invalid UTF-8 byte is one),
	// then digits, then the zone.
	if rest == "" || rest[0] == '\n' {
		return false
	}
	_, size := utf8.DecodeRuneInString(rest)
	rest = rest[size:]
	digits := 0
	for digits < len(rest) && isDigit(rest[digits]) {
		digits++
	}
	return digits > 0 && isZoneSuffix(rest[digits:])
}

// isZoneSuffix: 'z' or 'Z', or an offset [+-]dd:dd (not range-checked).
func isZoneSuffix(s string) bool {
	if s == "z" || s == "Z" {
		return true
	}
	return len(s) == 6 && (s[0] == '+' || s[0] == '-') && isDigit(s[1]) && isDigit(s[2]) && s[3] == ':' && isDigit(s[4]) && isDigit(s[5])
}

// OpenAPIDuration checks duration: what Go's time.ParseDuration accepts
// ("1h30m", "-1.5s"), or a string that holds a number followed (after
// optional spaces) by a unit kube-openapi knows (ns, us, µs, ms, s, m, h,
// d, w, wk, hr, and words starting with nano, micro, milli, sec, min, hour,
// day or week, in any case), with no number there beyond int64.
func OpenAPIDuration[T ~string](p *Path, v T) field.ErrorList {
	if isWordedDuration(string(v)) {
		return nil
	}
	// Parsed only when the words do not decide: ParseDuration allocates
	// its error (for invalid values only).
	if _, err := time.ParseDuration(string(v)); err == nil {
		return nil
	}
	return formatTypeInvalid(p, v, "duration", "must be a duration, such as 30s, 1h30m or 3 days")
}

// isWordedDuration reads every run of digits followed, after \s, by a run
// of ASCII letters and 'µ': one whose number does not fit an int64 fails
// the whole string; true if any unit is known.
func isWordedDuration(s string) bool {
	known := false
	for i := 0; i < len(s); {
		if !isDigit(s[i]) {
			i++
			continue
		}
		start := i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		number := s[start:i]
		j := skipRegexpSpace(s, i)
		unitEnd := j
		for unitEnd < len(s) {
			if isASCIILetter(rune(s[unitEnd])) {
				unitEnd++
			} else if strings.HasPrefix(s[unitEnd:], "µ") {
				unitEnd += len("µ")
			} else {
				break
			}
		}
		if unitEnd == j {
			continue // no unit: not a match; go on after the digits
		}
		if !fitsInt64(number) {
			return false
		}
		if isDurationUnit(s[j:unitEnd]) {
			known = true
		}
		i = unitEnd
	}
	return known
}

// fitsInt64: strconv.Atoi accepts the digits (without allocating the
// error ParseInt would).
func fitsInt64(digits string) bool {
	digits = strings.TrimLeft(digits, "0")
	const max = "9223372036854775807"
	return len(digits) < len(max) || len(digits) == len(max) && digits <= max
}

// isDurationUnit: kube-openapi's unit names, the last of each unit's
// spellings also as a prefix; unit is ASCII letters and 'µ'.
func isDurationUnit(unit string) bool {
	var buf [16]byte
	lower := buf[:0]
	for i := 0; i < len(unit) && len(lower) < len(buf); i++ {
		c := unit[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower = append(lower, c)
	}
	u := string(lower) // the prefixes are shorter than buf
	switch u {
	case "ns", "us", "µs", "ms", "s", "m", "h", "hr", "d", "w", "wk":
		return true
	}
	for _, prefix := range [...]string{"nano", "micro", "milli", "sec", "min", "hour", "day", "week"} {
		if strings.HasPrefix(u, prefix) {
			return true
		}
	}
	return false
}
