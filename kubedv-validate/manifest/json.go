package manifest

import (
	"bytes"
	"unicode/utf8"
)

// The JSON reader reads a document written in JSON, an object, as JSON:
// kubectl reads a stream that starts with '{' with a JSON decoder, so the
// escapes JSON has and YAML's parser refuses ("\/", a surrogate pair for
// a character past U+FFFF, a lone surrogate as U+FFFD) and tabs between
// tokens are read, where the full parser called the document malformed.
// A key given twice keeps its last value, as kubectl's JSON decoding does.
// Anything else (comments, YAML's flow syntax, content after the object,
// invalid UTF-8, nesting past the fast reader's limit, a
// List) is left to the full parser, which reads or reports it as before.
// Numbers resolve as the YAML readers resolve them, so a document both
// read is the same object with the same positions (readBoth holds them to
// it).

type jsonReader struct {
	data     []byte
	i        int // the next byte
	line     int // the 0-based line of i
	lineAt   int // where that line starts
	maxDepth int
	scalars  *fastReader // resolves numbers as the fast reader does
	intern   *interner
	track    bool
	node     *posNode // the value read last, when tracking
	cols     *columns // the current line's, once a column is asked
}

// jsonParse reads data, one document's text, as a JSON object; ok is
// false when the full parser must read it. line and col (0-based line in
// data, 1-based column) are where the object starts.
func jsonParse(data []byte, conv *converter, in *interner) (obj map[string]any, line, col int, ok bool) {
	p := &jsonReader{data: data, maxDepth: min(conv.limits.MaxDepth, fastMaxDepth), scalars: &fastReader{conv: conv, intern: in}, intern: in}
	return p.parse()
}

// isJSON reports whether data, a document's text, starts as a JSON
// object (after the separator line it may follow): the JSON reader's, not
// the fast reader's, which reads block mappings only.
func isJSON(data []byte) bool {
	if bytes.HasPrefix(data, []byte("---")) {
		if end := bytes.IndexByte(data, '\n'); end >= 0 {
			data = data[end+1:]
		}
	}
	data = bytes.TrimLeft(data, " \t\r\n")
	return len(data) > 0 && data[0] == '{'
}

// jsonPositions reads data again, tracking positions; nil if it cannot.
func jsonPositions(data []byte, lim Limits) *posNode {
	conv := &converter{limits: lim}
	p := &jsonReader{data: data, maxDepth: min(lim.MaxDepth, fastMaxDepth), scalars: &fastReader{conv: conv}, track: true}
	if _, _, _, ok := p.parse(); !ok {
		return nil
	}
	return p.node
}

func (p *jsonReader) parse() (obj map[string]any, line, col int, ok bool) {
	for rest := p.data; ; {
		cr := bytes.IndexByte(rest, '\r')
		if cr < 0 {
			break
		}
		if cr+1 == len(rest) || rest[cr+1] != '\n' {
			return nil, 0, 0, false // a lone CR breaks a line for the full parser's positions
		}
		rest = rest[cr+2:]
	}
	if bytes.HasPrefix(p.data, []byte("---")) {
		// The separator line the document follows.
		end := bytes.IndexByte(p.data, '\n')
		if end < 0 || len(bytes.Trim(p.data[3:end], " \r")) > 0 {
			return nil, 0, 0, false
		}
		p.newline(end)
	}
	p.space()
	if p.i == len(p.data) || p.data[p.i] != '{' {
		return nil, 0, 0, false
	}
	line, col = p.line, p.col()
	v, ok := p.object(0)
	p.space()
	if !ok || p.i != len(p.data) {
		return nil, 0, 0, false
	}
	return v, line, col, true
}

// newline moves past the line break at j.
func (p *jsonReader) newline(j int) {
	p.i, p.line, p.lineAt, p.cols = j+1, p.line+1, j+1, nil
}

// space skips JSON's whitespace.
func (p *jsonReader) space() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\r':
			p.i++
		case '\n':
			p.newline(p.i)
		default:
			return
		}
	}
}

// col is the 1-based column of p.i, in characters as the full parser
// counts them.
func (p *jsonReader) col() int {
	if p.cols == nil {
		end := bytes.IndexByte(p.data[p.lineAt:], '\n')
		if end < 0 {
			end = len(p.data) - p.lineAt
		}
		c := newColumns(p.data[p.lineAt : p.lineAt+end])
		p.cols = &c
	}
	return p.cols.col(p.i - p.lineAt)
}

// at records that a value starts here (when tracking) and returns its
// node, which a collection fills.
func (p *jsonReader) at(kind posKind) *posNode {
	if !p.track {
		return nil
	}
	p.node = &posNode{kind: kind, line: p.line + 1, col: p.col()}
	return p.node
}

func (p *jsonReader) value(depth int) (any, bool) {
	if depth > p.maxDepth || p.i == len(p.data) {
		return nil, false
	}
	switch c := p.data[p.i]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		p.at(scalarNode)
		return p.string()
	case c == '-' || c >= '0' && c <= '9':
		p.at(scalarNode)
		return p.number()
	}
	p.at(scalarNode)
	for _, lit := range jsonLiterals {
		if bytes.HasPrefix(p.data[p.i:], lit.text) {
			p.i += len(lit.text)
			return lit.v, true
		}
	}
	return nil, false
}

var jsonLiterals = []struct {
	text []byte
	v    any
}{{[]byte("true"), true}, {[]byte("false"), false}, {[]byte("null"), nil}}

func (p *jsonReader) object(depth int) (map[string]any, bool) {
	n := p.at(mappingNode)
	p.i++
	m := map[string]any{}
	p.space()
	if p.i < len(p.data) && p.data[p.i] == '}' {
		p.i++
		p.node = n
		return m, true
	}
	for {
		if p.i == len(p.data) || p.data[p.i] != '"' {
			return nil, false
		}
		var keyAt Pos
		if n != nil {
			keyAt = Pos{Line: p.line + 1, Col: p.col()}
		}
		k, ok := p.string()
		if !ok {
			return nil, false
		}
		key := k.(string)
		p.space()
		if p.i == len(p.data) || p.data[p.i] != ':' {
			return nil, false
		}
		p.i++
		p.space()
		v, ok := p.value(depth + 1)
		if !ok {
			return nil, false
		}
		m[key] = v // a key given twice keeps its last value, as kubectl's JSON decoding does
		if n != nil {
			n.keys, n.keyAt, n.kids = append(n.keys, key), append(n.keyAt, keyAt), append(n.kids, p.node)
		}
		if !p.next('}') {
			return nil, false
		}
		if p.data[p.i-1] == '}' {
			p.node = n
			return m, true
		}
	}
}

func (p *jsonReader) array(depth int) ([]any, bool) {
	n := p.at(sequenceNode)
	p.i++
	l := []any{}
	p.space()
	if p.i < len(p.data) && p.data[p.i] == ']' {
		p.i++
		p.node = n
		return l, true
	}
	for {
		v, ok := p.value(depth + 1)
		if !ok {
			return nil, false
		}
		l = append(l, v)
		if n != nil {
			n.kids = append(n.kids, p.node)
		}
		if !p.next(']') {
			return nil, false
		}
		if p.data[p.i-1] == ']' {
			p.node = n
			return l, true
		}
	}
}

// next reads what follows a collection's entry: a comma and the next
// entry's start, or closing; false for anything else.
func (p *jsonReader) next(closing byte) bool {
	p.space()
	if p.i == len(p.data) {
		return false
	}
	switch p.data[p.i] {
	case closing:
		p.i++
		return true
	case ',':
		p.i++
		p.space()
		return p.i < len(p.data) && p.data[p.i] != closing // no trailing comma
	}
	return false
}

// number reads a JSON number and resolves it as a YAML plain scalar.
func (p *jsonReader) number() (any, bool) {
	start := p.i
	digits := func() int {
		n := 0
		for p.i < len(p.data) && p.data[p.i] >= '0' && p.data[p.i] <= '9' {
			p.i++
			n++
		}
		return n
	}
	if p.data[p.i] == '-' {
		p.i++
	}
	if p.i < len(p.data) && p.data[p.i] == '0' {
		p.i++
	} else if digits() == 0 {
		return nil, false
	}
	if p.i < len(p.data) && p.data[p.i] == '.' {
		p.i++
		if digits() == 0 {
			return nil, false
		}
	}
	if p.i < len(p.data) && (p.data[p.i] == 'e' || p.data[p.i] == 'E') {
		p.i++
		if p.i < len(p.data) && (p.data[p.i] == '+' || p.data[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			return nil, false
		}
	}
	text := p.data[start:p.i]
	v, _, ok := p.scalars.plain(text, 0, len(text))
	return v, ok
}

// string reads a JSON string at p.i (its opening quote).
func (p *jsonReader) string() (any, bool) {
	p.i++
	start := p.i
	var b []byte // the value, once an escape is met
	for p.i < len(p.data) {
		c := p.data[p.i]
		switch {
		case c == '"':
			s := p.data[start:p.i]
			if b != nil {
				s = append(b, s...)
			}
			p.i++
			return p.intern.str(s), true
		case c < 0x20:
			return nil, false // JSON has no raw control characters in strings
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRune(p.data[p.i:])
			if r == utf8.RuneError && size == 1 {
				return nil, false
			}
			p.i += size
		case c == '\\':
			b = append(b, p.data[start:p.i]...)
			r, ok := p.escape()
			if !ok {
				return nil, false
			}
			b = utf8.AppendRune(b, r)
			start = p.i
		default:
			p.i++
		}
	}
	return nil, false
}

// escape reads the escape at p.i (its backslash), as encoding/json does:
// a surrogate pair is one character, a lone surrogate U+FFFD.
func (p *jsonReader) escape() (rune, bool) {
	if p.i+1 >= len(p.data) {
		return 0, false
	}
	c := p.data[p.i+1]
	p.i += 2
	switch c {
	case '"', '\\', '/':
		return rune(c), true
	case 'b':
		return '\b', true
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	case 'u':
		r, ok := p.hex4()
		if !ok {
			return 0, false
		}
		if r < 0xD800 || r > 0xDFFF {
			return r, true
		}
		if r <= 0xDBFF && p.i+1 < len(p.data) && p.data[p.i] == '\\' && p.data[p.i+1] == 'u' {
			save := p.i
			p.i += 2
			if lo, ok := p.hex4(); ok && lo >= 0xDC00 && lo <= 0xDFFF {
				return 0x10000 + (r-0xD800)<<10 + (lo - 0xDC00), true
			}
			p.i = save
		}
		return utf8.RuneError, true
	}
	return 0, false
}

func (p *jsonReader) hex4() (rune, bool) {
	if p.i+4 > len(p.data) {
		return 0, false
	}
	var r rune
	for _, c := range p.data[p.i : p.i+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	p.i += 4
	return r, true
}
