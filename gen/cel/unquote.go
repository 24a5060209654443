package cel

import (
	"errors"
	"strings"
	"unicode/utf8"
)

var crlf = strings.NewReplacer("\r\n", "\n", "\r", "\n")

// unquote returns the value of a STRING token's text (the lexer has checked
// its shape). For bytes, \x and octal escapes are single bytes and \u is an
// error, as in cel-go.
func unquote(text string, isBytes bool) (string, error) {
	text = crlf.Replace(text)
	raw := false
	if text[0] == 'r' || text[0] == 'R' {
		raw, text = true, text[1:]
	}
	if len(text) >= 6 && (strings.HasPrefix(text, `"""`) || strings.HasPrefix(text, `'''`)) {
		text = text[3 : len(text)-3]
	} else {
		text = text[1 : len(text)-1]
	}
	if raw || !strings.Contains(text, `\`) {
		return text, nil
	}
	var b strings.Builder
	for len(text) > 0 {
		if text[0] != '\\' {
			b.WriteByte(text[0])
			text = text[1:]
			continue
		}
		r, asByte, n, err := unescapeOne(text, isBytes)
		if err != nil {
			return "", err
		}
		if asByte {
			b.WriteByte(byte(r))
		} else {
			b.WriteRune(r)
		}
		text = text[n:]
	}
	return b.String(), nil
}

var errUnescape = errors.New("unable to unescape string")

func unescapeOne(s string, isBytes bool) (r rune, asByte bool, n int, err error) {
	c := s[1]
	if i := strings.IndexByte("abfnrtv\\'\"`?", c); i >= 0 {
		return rune("\a\b\f\n\r\t\v\\'\"`?"[i]), true, 2, nil
	}
	digits, base := 0, 16
	switch c {
	case 'x', 'X':
		digits = 2
	case 'u':
		digits = 4
	case 'U':
		digits = 8
	case '0', '1', '2', '3':
		digits, base = 3, 8
	default:
		return 0, false, 0, errUnescape
	}
	if isBytes && (c == 'u' || c == 'U') {
		return 0, false, 0, errUnescape
	}
	start := 2
	if base == 8 {
		start = 1
	}
	var v rune
	for _, d := range s[start : start+digits] {
		x := rune(0)
		switch {
		case d >= '0' && d <= '9':
			x = d - '0'
		case d >= 'a' && d <= 'f':
			x = d - 'a' + 10
		default:
			x = d - 'A' + 10
		}
		v = v*rune(base) + x
	}
	if !isBytes && !utf8.ValidRune(v) {
		return 0, false, 0, errors.New("invalid unicode code point")
	}
	return v, isBytes && (base == 8 || c == 'x' || c == 'X'), start + digits, nil
}
