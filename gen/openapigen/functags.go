package openapigen

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Kubernetes v1.38's openapi-gen (kube-openapi ca3452a79603) reads every
// tag but the +k8s:validation: markers with gengo's function-style
// extraction instead of the "+key=value" scan of v1.37 (comments.go): a
// line names a tag by its longest run of name characters, so text after
// the name counts ("+optional # why" is +optional), and what follows the
// name must be arguments, "=" and a raw value, or a "#" comment, else the
// line is an error. Only lines of the names asked for are parsed.

// funcTagValues returns the raw values of the lines in lines that carry
// one of names ("" for a tag without "="), by name, in order.
func funcTagValues(lines []string, names []string) (map[string][]string, error) {
	out := map[string][]string{}
	for _, line := range lines {
		line = strings.TrimLeft(line, " \t")
		rest, ok := strings.CutPrefix(line, "+")
		if !ok {
			continue
		}
		name := rest[:tagNameEnd(rest)]
		if !containsString(names, name) {
			continue
		}
		v, err := parseFuncTag(strings.TrimSpace(rest))
		if err != nil {
			return nil, err
		}
		out[name] = append(out[name], v)
	}
	return out, nil
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func isNameStart(r rune) bool { return unicode.IsLetter(r) || r == '_' }

// isIdentChar: identifiers (argument names and values) also take "." and
// "-"; tag names take ":" besides.
func isIdentChar(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '.' || r == '-'
}

func isNameChar(r rune) bool { return isIdentChar(r) || r == ':' }

// tagNameEnd is the byte length of the tag name s starts with.
func tagNameEnd(s string) int {
	for i, r := range s {
		if i == 0 && !isNameStart(r) || i > 0 && !isNameChar(r) {
			return i
		}
	}
	return len(s)
}

// funcArg is one parsed argument of a tag.
type funcArg struct {
	name, value, typ string // typ: string, int or bool
}

func (a funcArg) String() string {
	v := a.value
	if a.typ == "string" {
		v = strconv.Quote(v)
	}
	if a.name != "" {
		return a.name + ": " + v
	}
	return v
}

// tagScanner walks one tag's text by rune; positions in errors count
// runes consumed, as gengo's do.
type tagScanner struct {
	rs  []rune
	pos int
}

const eof = rune(-1)

func (s *tagScanner) peek() rune {
	if s.pos >= len(s.rs) {
		return eof
	}
	return s.rs[s.pos]
}

func (s *tagScanner) take(ok func(rune) bool) string {
	start := s.pos
	for s.pos < len(s.rs) && ok(s.rs[s.pos]) {
		s.pos++
	}
	return string(s.rs[start:s.pos])
}

func (s *tagScanner) skipSpace() { s.take(unicode.IsSpace) }

// unexpected is the error for the rune at the current position, which
// gengo reports as consumed.
func (s *tagScanner) unexpected() error {
	if s.pos >= len(s.rs) {
		return fmt.Errorf("unexpected end of input")
	}
	return fmt.Errorf("unexpected character %q at position %d", s.rs[s.pos], s.pos+1)
}

// parseFuncTag reads one tag (without its "+") and returns its raw value.
// Arguments are checked as gengo's string-argument wrapper checks them:
// at most one, positional, a string or an identifier.
func parseFuncTag(tag string) (string, error) {
	s := &tagScanner{rs: []rune(tag)}
	if !isNameStart(s.peek()) {
		return "", fmt.Errorf("unexpected internal parser error: no tags parsed")
	}
	s.take(isNameChar)
	var args []funcArg
	if s.peek() == '(' {
		s.pos++
		var err error
		if args, err = s.args(); err != nil {
			return "", err
		}
	}
	value := ""
	if s.peek() == '=' {
		s.pos++
		value = string(s.rs[s.pos:])
		s.pos = len(s.rs)
	} else if s.peek() != eof {
		rest := strings.TrimLeftFunc(string(s.rs[s.pos:]), unicode.IsSpace)
		if !strings.HasPrefix(rest, "#") {
			return "", s.unexpected()
		}
	}
	if err := checkArgs(args); err != nil {
		return "", err
	}
	return value, nil
}

// args reads the arguments after "(" through ")".
func (s *tagScanner) args() ([]funcArg, error) {
	var args []funcArg
	var cur funcArg
	for {
		r := s.peek()
		switch {
		case r == ')':
			s.pos++
			return args, nil
		case r == '-' || r == '+' || unicode.IsDigit(r):
			n, err := s.number()
			if err != nil {
				return nil, err
			}
			cur.value, cur.typ = n, "int"
		case r == '"' || r == '`':
			str, err := s.quoted()
			if err != nil {
				return nil, err
			}
			cur.value, cur.typ = str, "string"
		case isNameStart(r):
			id := s.take(isIdentChar)
			if s.peek() == ':' {
				s.pos++
				s.skipSpace()
				cur.name = id
				continue
			}
			if p := s.peek(); p != ',' && p != ')' {
				return nil, s.unexpected()
			}
			cur.value, cur.typ = id, "string"
			if id == "true" || id == "false" {
				cur.typ = "bool"
			}
		default:
			return nil, s.unexpected()
		}
		args = append(args, cur)
		cur = funcArg{}
		switch s.peek() {
		case ',':
			s.pos++
			s.skipSpace()
		case ')':
		default:
			return nil, s.unexpected()
		}
	}
}

// number reads an integer literal as Go writes one (0x, 0o, 0b, a sign).
func (s *tagScanner) number() (string, error) {
	start := s.pos
	if r := s.peek(); r == '+' || r == '-' {
		s.pos++
	}
	digits := func() {
		s.take(func(r rune) bool { return unicode.IsDigit(r) || strings.ContainsRune("abcdefABCDEF", r) })
	}
	switch r := s.peek(); {
	case r == '0':
		// After a leading 0 only a digit or a base letter goes on.
		s.pos++
		if r := s.peek(); unicode.IsDigit(r) || r == 'x' || r == 'o' || r == 'b' {
			s.pos++
			digits()
		}
	case unicode.IsDigit(r):
		digits()
	}
	n := string(s.rs[start:s.pos])
	if _, err := strconv.ParseInt(n, 0, 64); err != nil {
		return "", fmt.Errorf("invalid number %q at position %d", n, s.pos)
	}
	return n, nil
}

// quoted reads a "..." or `...` string; a backslash escapes only the
// quote and itself.
func (s *tagScanner) quoted() (string, error) {
	q := s.rs[s.pos]
	s.pos++
	var b strings.Builder
	for s.pos < len(s.rs) {
		r := s.rs[s.pos]
		s.pos++
		switch {
		case r == q:
			return b.String(), nil
		case r == '\\':
			if s.pos < len(s.rs) && (s.rs[s.pos] == q || s.rs[s.pos] == '\\') {
				b.WriteRune(s.rs[s.pos])
				s.pos++
				continue
			}
			if s.pos < len(s.rs) {
				return "", fmt.Errorf("unhandled escaped character %q", s.rs[s.pos])
			}
		default:
			b.WriteRune(r)
		}
	}
	return "", fmt.Errorf("unterminated string at position %d", s.pos)
}

// checkArgs: what the tag readers of openapi-gen accept as arguments.
func checkArgs(args []funcArg) error {
	named := false
	for i, a := range args {
		if named && a.name == "" || !named && a.name != "" && i > 0 {
			return fmt.Errorf("can't mix named and positional arguments")
		}
		named = named || a.name != ""
	}
	if !named && len(args) > 1 {
		return fmt.Errorf("multiple arguments must use 'name: value' syntax")
	}
	if len(args) > 1 {
		parts := make([]string, len(args))
		for i, a := range args {
			parts[i] = a.String()
		}
		return fmt.Errorf("expected one argument, got: [%s]", strings.Join(parts, " "))
	}
	for _, a := range args {
		if a.name != "" {
			return fmt.Errorf("unexpected named argument: %q", a.name)
		}
		if a.typ != "string" {
			return fmt.Errorf("unexpected argument type: %s", a.typ)
		}
	}
	return nil
}
