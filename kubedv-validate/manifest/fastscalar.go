package manifest

import (
	"bytes"
	"strconv"

	yaml "go.yaml.in/yaml/v3"
)

// The fast reader's scalars (fast.go): quoted, plain and literal block
// scalars, and the strings a stream shares.

// interner shares the strings that repeat across the documents of a
// stream (keys, names, images), boxed as the values of a map hold them:
// one allocation per distinct string, not per occurrence. It keeps up to
// internMax strings of up to internLen bytes.
type interner struct{ m map[string]any }

const (
	internMax = 8192
	internLen = 64
)

func newInterner() *interner { return &interner{m: make(map[string]any, 256)} }

// str returns b as a string in an interface.
func (in *interner) str(b []byte) any {
	if in != nil {
		if v, ok := in.m[string(b)]; ok {
			return v
		}
	}
	var v any = string(b)
	if in != nil && len(b) <= internLen && len(in.m) < internMax {
		in.m[v.(string)] = v
	}
	return v
}

// literal reads a literal block scalar, "|" or "|-" at l[j], whose lines
// below are more indented than col (the block it is in) and, the first
// one, not blank; it leaves p.i on its last line. Other headers ("|+",
// indentation indicators), leading blank lines, blank lines longer than
// the indentation and a last line without a line break are the full
// parser's.
func (p *fastReader) literal(l []byte, j, col int) (any, int, bool) {
	k := j + 1
	strip := k < len(l) && l[k] == '-'
	if strip {
		k++
	}
	first := p.i + 1
	if !endsLine(l, k) || first >= len(p.lines) {
		return nil, 0, false
	}
	n := skipSpaces(p.lines[first], 0)
	if n == len(p.lines[first]) || n <= col {
		return nil, 0, false
	}
	var b []byte
	last, blanks := -1, 0
	for i := first; i < len(p.lines); i++ {
		line := p.lines[i]
		ind := skipSpaces(line, 0)
		if ind == len(line) {
			if ind > n {
				return nil, 0, false
			}
			blanks++
			continue
		}
		if ind < n {
			break
		}
		if last >= 0 {
			b = append(b, '\n')
		}
		for ; blanks > 0; blanks-- {
			b = append(b, '\n')
		}
		b = append(b, line[n:]...)
		last = i
	}
	if last == len(p.lines)-1 {
		return nil, 0, false // no line break after the last line
	}
	if !strip {
		b = append(b, '\n')
	}
	p.i = last
	return string(b), len(l), true
}

// quoted reads a single- or double-quoted scalar that closes on this
// line, with the escapes the fast reader knows; end is past the quote.
func (p *fastReader) quoted(l []byte, j int) (s string, end int, ok bool) {
	q := l[j]
	var b []byte
	start := j + 1
	for k := start; k < len(l); k++ {
		c := l[k]
		switch {
		case c == q && q == '\'' && k+1 < len(l) && l[k+1] == '\'':
			b = append(b, l[start:k+1]...)
			k++
			start = k + 1
		case c == q:
			if b == nil {
				return p.intern.str(l[start:k]).(string), k + 1, true
			}
			return string(append(b, l[start:k]...)), k + 1, true
		case c == '\\' && q == '"':
			if k+1 == len(l) {
				return "", 0, false
			}
			var r byte
			switch l[k+1] {
			case '\\', '"': // not "\/": the parser is YAML 1.1's
				r = l[k+1]
			case 'n':
				r = '\n'
			case 't':
				r = '\t'
			default:
				return "", 0, false
			}
			b = append(append(b, l[start:k]...), r)
			k++
			start = k + 1
		}
	}
	return "", 0, false // closes on a later line
}

// plain resolves a plain scalar as the full parser does: a string unless
// its first byte says it may be something else, which YAML's resolution
// (the same code the full parser runs) decides.
// The scalar is l[j:end] without its trailing spaces; the returned end
// is past it.
func (p *fastReader) plain(l []byte, j, end int) (any, int, bool) {
	text := bytes.TrimRight(l[j:end], " ")
	end = j + len(text)
	if len(text) == 0 {
		return nil, end, true
	}
	switch c := text[0]; {
	case c >= '0' && c <= '9', c == '+', c == '-', c == '.', c == '~',
		c == 'y', c == 'Y', c == 'n', c == 'N', c == 't', c == 'T', c == 'f', c == 'F', c == 'o', c == 'O':
	default:
		return p.intern.str(text), end, true
	}
	s := string(text)
	if canonicalInt(s) {
		// YAML's resolution makes it this int64 (no timestamp has only
		// digits, ParseInt with base 0 reads it as decimal).
		i, _ := strconv.ParseInt(s, 10, 64)
		return i, end, true
	}
	n := yaml.Node{Kind: yaml.ScalarNode, Value: s}
	n.Tag = n.ShortTag()
	switch n.Tag {
	case "!!str":
		return p.intern.str(text), end, true
	case "!!null":
		return nil, end, true
	case "!!merge":
		return nil, 0, false
	}
	v, err := p.conv.scalar(&n)
	if err != nil {
		return nil, 0, false
	}
	return v, end, true
}

// canonicalInt reports whether s is a decimal integer written without
// sign, leading zeros or underscores ("0", "42", "-7").
func canonicalInt(s string) bool {
	if s[0] == '-' {
		s = s[1:]
	}
	if s == "" || len(s) > 18 || (s[0] == '0' && len(s) > 1) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
