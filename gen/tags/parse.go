package tags

import (
	"fmt"
	"go/token"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseLine parses one comment line's text (without the leading "//"),
// where pos is the position of text[0].
//
// ok reports whether the line is a k8s tag line: after optional spaces and
// tabs it starts with "+k8s:". Other lines, including other `+` markers such
// as +optional, give ok=false and no error. A malformed tag line gives
// ok=true and an *Error locating the problem.
func ParseLine(text string, pos token.Position) (tag Tag, ok bool, err error) {
	start := indentOf(text)
	if name, ok := markerName(text[start:]); ok {
		line := trimTrailing(text)
		p := lineParser{line: line, base: pos, outer: line[start:]}
		return p.parseMarker(name, start)
	}
	if !strings.HasPrefix(text[start:], prefix) {
		return Tag{}, false, nil
	}
	line := trimTrailing(text)
	if name := extractedName(text); !strings.HasPrefix(text[start+len(prefix)+len(name):], "[") {
		// A list marker's value is JSON or a raw CEL line, where '#' and
		// "//" are text.
		line = trimTrailing(cutHashComment(text))
	}
	p := lineParser{line: line, base: pos, outer: line[start:]}
	if nl := strings.IndexByte(line, '\n'); nl >= 0 {
		p.outer = line[start:nl]
		return Tag{}, true, p.errorAt(nl, "a tag must fit on one line; found a line break")
	}

	// Chains are parsed in a loop, not by recursion, so depth costs no stack.
	cur := &tag
	for i := start; ; {
		next, err := p.parseTag(cur, i)
		if err != nil {
			return Tag{}, true, err
		}
		if next < 0 {
			return tag, true, nil
		}
		inner := &Tag{}
		cur.Value = Value{Kind: ValueTag, Tag: inner, Pos: p.posAt(next)}
		cur, i = inner, next
	}
}

// lineParser holds one line being parsed. Indexes are byte offsets into line.
type lineParser struct {
	line  string
	base  token.Position // position of line[0]
	outer string         // the outermost tag's text, prefixed to messages
}

func (p *lineParser) posAt(i int) token.Position { return advance(p.base, i) }

func (p *lineParser) errorAt(i int, format string, args ...any) error {
	return &Error{Pos: p.posAt(i), Msg: p.outer + ": " + fmt.Sprintf(format, args...)}
}

// parseTag parses the tag whose '+' is at i into t. When the payload is a
// chained tag it returns the index of that tag's '+', otherwise -1.
func (p *lineParser) parseTag(t *Tag, i int) (int, error) {
	line := p.line
	t.Pos = p.posAt(i)
	t.Text = line[i:]
	i += len(prefix)

	if i == len(line) {
		return -1, p.errorAt(i, "missing tag name after %q; write %s<name>, e.g. +k8s:required", prefix, prefix)
	}
	if !isLetter(line[i]) {
		return -1, p.errorAt(i, "tag name must start with a letter, not %s", quoteRuneAt(line, i))
	}
	nameStart := i
	// Other generators' tags have ':'-separated names
	// (+k8s:deepcopy-gen:interfaces=...); they parse like ours.
	for i < len(line) && (isNameByte(line[i]) || line[i] == ':' && i+1 < len(line) && isLetter(line[i+1])) {
		i++
	}
	t.Name = line[nameStart:i]
	if i < len(line) && line[i] == '[' {
		return p.parseSubscript(t, i)
	}
	if strings.Contains(t.Name, ":") && i < len(line) && line[i] == '=' {
		// Another generator's tag: its payload follows that generator's
		// grammar, so keep it as written.
		start := p.skipSpace(i + 1)
		t.Value = Value{Kind: ValueRaw, Text: strings.TrimRight(line[start:], " \t"), Pos: p.posAt(start)}
		return -1, nil
	}

	hadArgs := false
	if i < len(line) && line[i] == '(' {
		var err error
		if i, err = p.parseArgs(t, i); err != nil {
			return -1, err
		}
		hadArgs = true
	}
	if i == len(line) {
		return -1, nil
	}
	if line[i] != '=' {
		return -1, p.unexpectedAfterName(t.Name, i, hadArgs)
	}
	i = p.skipSpace(i + 1)
	if i == len(line) {
		return -1, p.errorAt(i, "expected a payload after '='; write +k8s:%s=<payload>, or drop the '='", t.Name)
	}
	return p.parsePayload(t, i)
}

// unexpectedAfterName explains a byte that cannot follow a tag name or its
// argument list.
func (p *lineParser) unexpectedAfterName(name string, i int, hadArgs bool) error {
	rest := p.line[i:]
	switch {
	case isTrailingComment(rest):
		return p.errorAt(i, "trailing comments are not allowed on a tag line; move %q to its own line", strings.TrimLeft(rest, " \t"))
	case hadArgs:
		return p.errorAt(i, "unexpected %s after ')'; expected '=' and a payload, or the end of the line", quoteRuneAt(p.line, i))
	case rest[0] == ' ' || rest[0] == '\t':
		return p.errorAt(i, "unexpected space after +k8s:%s; write +k8s:%s=<payload> with no spaces around the name", name, name)
	case rest[0] == '_' || rest[0] == '.' || rest[0] == ':' || rest[0] >= utf8.RuneSelf:
		return p.errorAt(i, "invalid character %s in tag name; tag names contain only letters, digits, '-' and ':' between words", quoteRuneAt(p.line, i))
	}
	return p.errorAt(i, "unexpected %s after +k8s:%s; expected '(', '=' or the end of the line", quoteRuneAt(p.line, i), name)
}

// parsePayload parses the non-empty payload starting at i.
func (p *lineParser) parsePayload(t *Tag, i int) (int, error) {
	line := p.line
	text := line[i:]
	t.Value = Value{Pos: p.posAt(i)}
	switch c := line[i]; {
	case c == '+':
		if strings.HasPrefix(text, prefix) {
			return i, nil
		}
		return -1, p.errorAt(i, "a payload starting with '+' must be a chained tag such as +k8s:minimum=1, got %q; write integers without '+'", text)
	case c == '"' || c == '`':
		s, end, err := p.parseQuoted(i)
		if err != nil {
			return -1, err
		}
		if end < len(line) {
			if isTrailingComment(line[end:]) {
				return -1, p.errorAt(end, "trailing comments are not allowed on a tag line; move %q to its own line", strings.TrimLeft(line[end:], " \t"))
			}
			return -1, p.errorAt(end, "unexpected text %q after the closing quote; a quoted payload must end the line", line[end:])
		}
		t.Value.Kind, t.Value.Text = ValueString, s
	case c == '\'':
		// Kubernetes' tag parser rejects it too; as raw text the quotes
		// would become part of the value.
		return -1, p.errorAt(i, "single quotes do not quote a tag value; write %s", strconv.Quote(strings.Trim(text, "'")))
	case startsInt(text):
		if err := p.checkInt(i, text); err != nil {
			return -1, err
		}
		t.Value.Kind, t.Value.Text = ValueInt, text
	case text == "true" || text == "false":
		t.Value.Kind, t.Value.Text = ValueBool, text
	default:
		t.Value.Kind, t.Value.Text = ValueRaw, text
	}
	return -1, nil
}

// checkInt requires lit, which starts at i, to be a decimal int64.
func (p *lineParser) checkInt(i int, lit string) error {
	digits := strings.TrimPrefix(lit, "-")
	for j := 0; j < len(digits); j++ {
		if !isDigit(digits[j]) {
			end := len(lit) - len(digits) + j
			if isTrailingComment(lit[end:]) {
				return p.errorAt(i+end, "trailing comments are not allowed on a tag line; move %q to its own line", strings.TrimLeft(lit[end:], " \t"))
			}
			return p.errorAt(i, "bad integer literal %q; write a decimal integer such as 10 or -5, or quote it to make a string", lit)
		}
	}
	if _, err := strconv.ParseInt(lit, 10, 64); err != nil {
		return p.errorAt(i, "integer %s is out of range; values must fit in a signed 64-bit integer", lit)
	}
	return nil
}

// parseQuoted parses the "..." or `...` string whose opening quote is at i.
// It returns the unquoted value and the index just past the closing quote.
// A double-quoted string without escapes is returned without copying.
func (p *lineParser) parseQuoted(i int) (string, int, error) {
	line := p.line
	if line[i] == '`' {
		n := strings.IndexByte(line[i+1:], '`')
		if n < 0 {
			return "", 0, p.errorAt(i, "unterminated quoted string; close it with '`'")
		}
		return line[i+1 : i+1+n], i + 2 + n, nil
	}
	escaped := false
	j := i + 1
	for ; j < len(line) && line[j] != '"'; j++ {
		if line[j] == '\\' {
			escaped = true
			j++
		}
	}
	if j >= len(line) {
		return "", 0, p.errorAt(i, "unterminated quoted string; close it with '\"'")
	}
	if !escaped {
		return line[i+1 : j], j + 1, nil
	}
	s, err := p.unescape(i+1, j)
	return s, j + 1, err
}

// unescape decodes the Go escapes in line[from:to]. Bytes outside escapes
// are copied as they are, so invalid UTF-8 survives a round trip.
func (p *lineParser) unescape(from, to int) (string, error) {
	buf := make([]byte, 0, to-from)
	for k := from; k < to; {
		if p.line[k] != '\\' {
			buf = append(buf, p.line[k])
			k++
			continue
		}
		r, multibyte, tail, err := strconv.UnquoteChar(p.line[k:to], '"')
		if err != nil {
			return "", p.errorAt(k, "invalid escape sequence %s in quoted string; use Go escapes such as \\\", \\\\, \\n or \\u00e9", escapeAt(p.line, k))
		}
		if r < utf8.RuneSelf || !multibyte {
			buf = append(buf, byte(r))
		} else {
			buf = utf8.AppendRune(buf, r)
		}
		k = to - len(tail)
	}
	return string(buf), nil
}

// escapeAt quotes the backslash at i and the rune after it.
func escapeAt(line string, i int) string {
	_, size := utf8.DecodeRuneInString(line[i+1:])
	return strconv.Quote(line[i : i+1+size])
}

// quoteRuneAt quotes the rune at i for messages.
func quoteRuneAt(line string, i int) string {
	r, _ := utf8.DecodeRuneInString(line[i:])
	return strconv.QuoteRune(r)
}

// cutHashComment drops a trailing "# comment" or "// comment" (after white
// space and outside quotes), which Kubernetes' tag parser accepts and
// k8s.io/api uses: +k8s:maximum=1000000000 # about 31 years, or
// +k8s:validation-gen-nolint // Note: remove this when the API is GA.
func cutHashComment(s string) string {
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '`':
			quote = c
		case (c == '#' || c == '/' && i+1 < len(s) && s[i+1] == '/') && i > 0 && (s[i-1] == ' ' || s[i-1] == '\t'):
			return s[:i]
		}
	}
	return s
}

// isTrailingComment reports whether s is spacing followed by "//" or "#",
// the comment markers people reach for; named so errors can say so.
func isTrailingComment(s string) bool {
	t := strings.TrimLeft(s, " \t")
	return len(t) < len(s) && (strings.HasPrefix(t, "//") || strings.HasPrefix(t, "#"))
}

// startsInt reports whether s must be read as an integer: a digit, or '-'
// and a digit.
func startsInt(s string) bool {
	return isDigit(s[0]) || (s[0] == '-' && len(s) > 1 && isDigit(s[1]))
}

// indentOf returns the number of leading spaces and tabs in s.
func indentOf(s string) int {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

// trimTrailing drops trailing white space; '\r' covers CRLF sources read
// without go/scanner, which would otherwise strip it.
func trimTrailing(s string) string {
	i := len(s)
	for i > 0 {
		switch s[i-1] {
		case ' ', '\t', '\r', '\v', '\f':
			i--
			continue
		}
		break
	}
	return s[:i]
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }

// isNameByte reports whether c may continue a tag or argument name.
func isNameByte(c byte) bool { return isLetter(c) || isDigit(c) || c == '-' }
