package manifest

import (
	"bytes"
	"unicode/utf8"
)

// The fast reader reads the plain YAML nearly every manifest is written in
// (block mappings and sequences, one-line scalars, one-line flow
// collections) straight into JSON values, without the YAML parser's token
// stream and node tree, which cost a third of the command's time. It
// accepts a document only when it is sure that the full parser reads the
// same values: anything else (anchors, tags, block or multi-line scalars,
// tabs, line breaks other than LF, escapes it does not know, duplicate keys, any
// error) makes it give up, and the full parser reads the document, errors
// and all. The positions of a document it read are found by the full
// parser too, on the first lookup: only documents with causes pay for them.
// FuzzParse checks that both readers agree on every input the fast one
// takes.

// plainText reports whether data holds only characters the fast reader
// reads as the full parser does: printable ASCII, line feeds, and
// non-ASCII UTF-8 other than what the YAML parser breaks lines at (NEL,
// U+2028, U+2029) or refuses (C1 controls, a byte order mark,
// U+FFFE, U+FFFF). Tabs, CR and other controls are the full parser's.
func plainText(data []byte) bool {
	for i := 0; i < len(data); {
		b := data[i]
		if b < utf8.RuneSelf {
			if (b < 0x20 && b != '\n') || b == 0x7f {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size == 1 || r <= 0x9f || r == 0x2028 || r == 0x2029 || r == 0xfeff || r == 0xfffe || r == 0xffff {
			return false
		}
		i += size
	}
	return true
}

// fastMaxDepth bounds the nesting the fast reader takes: the full parser
// has limits of its own (10000 levels of flow or indentation) that deeper
// documents meet first.
const fastMaxDepth = 200

// fastMaxKey is the longest key the fast reader takes: the full parser
// refuses an implicit key longer than 1024 bytes.
const fastMaxKey = 1000

type fastReader struct {
	lines    [][]byte // the document's lines, without their line breaks
	i        int      // the current line, significant or len(lines)
	maxDepth int
	conv     *converter // resolves scalars the fast reader does not
	// track builds the position of every node (fastpos.go): node is
	// the one of the value read last.
	track bool
	node  *posNode
	// intern shares the strings that documents repeat; nil shares none.
	intern *interner
	// cols converts byte offsets to columns, per line (when tracking).
	cols map[int]columns
}

// fastParse reads data, one document's text, into an object; ok is false
// when the full parser must read it. line and col (0-based line in data,
// 1-based column) are where the object starts.
func fastParse(data []byte, conv *converter, in *interner) (obj map[string]any, line, col int, ok bool) {
	p := &fastReader{intern: in}
	return p.parse(data, conv)
}

func (p *fastReader) parse(data []byte, conv *converter) (obj map[string]any, line, col int, ok bool) {
	if !plainText(data) {
		return nil, 0, 0, false
	}
	p.lines, p.maxDepth, p.conv = bytes.Split(data, []byte("\n")), min(conv.limits.MaxDepth, fastMaxDepth), conv
	if first := p.lines[0]; bytes.HasPrefix(first, []byte("---")) {
		if len(bytes.TrimLeft(first[3:], " ")) > 0 {
			return nil, 0, 0, false // content on the separator line
		}
		p.i = 1
	}
	for _, l := range p.lines[p.i:] {
		if bytes.HasPrefix(l, []byte("---")) || bytes.HasPrefix(l, []byte("...")) || bytes.HasPrefix(l, []byte("%")) {
			return nil, 0, 0, false
		}
	}
	p.skip()
	if p.i == len(p.lines) {
		return nil, 0, 0, false // empty: the full parser says so cheaply
	}
	line, ind := p.i, p.indent()
	if isSeqEntry(p.lines[line], ind) {
		return nil, 0, 0, false // not an object: the full parser explains
	}
	if _, _, isKey := p.splitKey(p.lines[line], ind); !isKey {
		return nil, 0, 0, false
	}
	obj, ok = p.mapping(ind, 0)
	if !ok || p.i != len(p.lines) {
		return nil, 0, 0, false
	}
	return obj, line, ind + 1, true
}

// skip moves to the next line that is neither blank nor a comment.
func (p *fastReader) skip() {
	for ; p.i < len(p.lines); p.i++ {
		l := p.lines[p.i]
		j := skipSpaces(l, 0)
		if j < len(l) && l[j] != '#' {
			return
		}
	}
}

// indent is the current line's indentation.
func (p *fastReader) indent() int { return skipSpaces(p.lines[p.i], 0) }

func skipSpaces(l []byte, j int) int {
	for j < len(l) && l[j] == ' ' {
		j++
	}
	return j
}

func isSeqEntry(l []byte, j int) bool {
	return j < len(l) && l[j] == '-' && (j+1 == len(l) || l[j+1] == ' ')
}

// endsLine reports whether only spaces and a comment follow j.
func endsLine(l []byte, j int) bool {
	k := skipSpaces(l, j)
	return k == len(l) || (l[k] == '#' && k > j)
}

// next moves past the current line to the next significant one and
// checks it against a block at col (at).
func (p *fastReader) next(col int) (more, ok bool) {
	p.i++
	p.skip()
	return p.at(col)
}

// at checks the current line against a block at col: more when the block
// goes on (a line at col), not when it ended (the end, or a line less
// indented); ok is false for a line more indented, which only a
// multi-line scalar or an error has.
func (p *fastReader) at(col int) (more, ok bool) {
	if p.i == len(p.lines) {
		return false, true
	}
	switch ind := p.indent(); {
	case ind < col:
		return false, true
	case ind > col:
		return false, false
	}
	return true, true
}

// mapping reads a block mapping whose keys are at col, from the current
// line (whose key may follow a "- " before col).
func (p *fastReader) mapping(col, depth int) (map[string]any, bool) {
	if depth+1 > p.maxDepth { // its values, null ones included, are one deeper
		return nil, false
	}
	out := map[string]any{}
	node := p.collection(mappingNode, col)
	for {
		l := p.lines[p.i]
		keyLine := p.i
		key, after, isKey := p.splitKey(l, col)
		if !isKey {
			return nil, false
		}
		if _, dup := out[key]; dup {
			return nil, false // the full parser words the error
		}
		var v any
		var ok bool
		if endsLine(l, after) {
			// The value is the block below, a sequence at the key's
			// column, or null.
			p.i++
			p.skip()
			p.scalarAt(keyLine, after)
			switch {
			case p.i == len(p.lines):
			case p.indent() > col:
				v, ok = p.block(p.indent(), depth+1)
			case p.indent() == col && isSeqEntry(p.lines[p.i], col):
				v, ok = p.sequence(col, depth+1)
			default:
				ok = true
			}
			if !ok {
				return nil, false
			}
		} else {
			end := 0
			if v, end, ok = p.inline(l, skipSpaces(l, after), depth+1, col); !ok || !endsLine(l, end) {
				return nil, false
			}
			p.i++
			p.skip()
		}
		out[key] = v
		p.keyed(node, key, keyLine, col)
		more, ok := p.at(col)
		if !ok {
			return nil, false
		}
		if !more {
			p.node = node
			return out, true
		}
	}
}

// block reads the block starting at the current line, at col: a sequence
// or a mapping.
func (p *fastReader) block(col, depth int) (any, bool) {
	l := p.lines[p.i]
	if isSeqEntry(l, col) {
		return p.sequence(col, depth)
	}
	if _, _, isKey := p.splitKey(l, col); isKey {
		return p.mapping(col, depth)
	}
	return nil, false // a scalar on its own line, maybe multi-line
}

// sequence reads a block sequence whose "- " are at col.
func (p *fastReader) sequence(col, depth int) ([]any, bool) {
	if depth+1 > p.maxDepth {
		return nil, false
	}
	out := make([]any, 0, 4)
	node := p.collection(sequenceNode, col)
	for {
		l := p.lines[p.i]
		j := skipSpaces(l, col+1)
		if endsLine(l, col+1) || isSeqEntry(l, j) {
			return nil, false // the item below, or a nested "- -"
		}
		var v any
		if _, _, isKey := p.splitKey(l, j); isKey {
			m, ok := p.mapping(j, depth+1)
			if !ok {
				return nil, false
			}
			v = m
		} else {
			var end int
			var ok bool
			if v, end, ok = p.inline(l, j, depth+1, col); !ok || !endsLine(l, end) {
				return nil, false
			}
			p.i++
			p.skip()
		}
		out = append(out, v)
		p.item(node)
		more, ok := p.at(col)
		if !ok {
			return nil, false
		}
		if !more || !isSeqEntry(p.lines[p.i], col) {
			p.node = node
			return out, true // ended, or the parent mapping's next key
		}
	}
}

// splitKey reads a mapping key at j: a plain or quoted scalar, then ':'
// and a space or the end of the line. after is past the ':'.
func (p *fastReader) splitKey(l []byte, j int) (key string, after int, isKey bool) {
	if j >= len(l) {
		return "", 0, false
	}
	var end int
	switch l[j] {
	case '"', '\'':
		var ok bool
		if key, end, ok = p.quoted(l, j); !ok {
			return "", 0, false
		}
		end = skipSpaces(l, end)
	default:
		if !plainStart(l, j) {
			return "", 0, false
		}
		for end = j; end < len(l); end++ {
			c := l[end]
			if c == ':' {
				break
			}
			if c == '#' && l[end-1] == ' ' {
				return "", 0, false
			}
		}
		key = p.intern.str(bytes.TrimRight(l[j:end], " ")).(string)
		if key == "<<" {
			return "", 0, false // a merge key
		}
	}
	if end >= len(l) || l[end] != ':' || (end+1 < len(l) && l[end+1] != ' ') || end-j > fastMaxKey {
		return "", 0, false
	}
	return key, end + 1, true
}

// plainStart reports whether a plain scalar may start at l[j] (YAML's
// indicators may not start one; "-", "?" and ":" may when a non-space
// follows, which the fast reader takes for "-" only).
func plainStart(l []byte, j int) bool {
	switch l[j] {
	case '-':
		return j+1 < len(l) && l[j+1] != ' '
	case '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`', ' ':
		return false
	}
	return true
}

// inline reads the value at l[j], on the current line of a block at
// col: a quoted scalar, a flow collection or a plain scalar, or a literal
// block scalar, which the lines below hold.
func (p *fastReader) inline(l []byte, j, depth, col int) (any, int, bool) {
	if depth > p.maxDepth || j >= len(l) {
		return nil, 0, false
	}
	p.scalarAt(p.i, j)
	switch l[j] {
	case '"', '\'':
		s, end, ok := p.quoted(l, j)
		return s, end, ok
	case '[', '{':
		return p.flow(l, j, depth)
	case '|':
		return p.literal(l, j, col)
	}
	if !plainStart(l, j) {
		return nil, 0, false
	}
	end := j
	for ; end < len(l); end++ {
		switch c := l[end]; c {
		case ':':
			if end+1 == len(l) || l[end+1] == ' ' {
				return nil, 0, false // "a: b: c"
			}
		case '#':
			if l[end-1] == ' ' {
				return p.plain(l, j, end)
			}
		case '[', ']', '{', '}':
			return nil, 0, false
		}
	}
	return p.plain(l, j, end)
}

// flow reads a flow sequence or mapping that closes on this line.
func (p *fastReader) flow(l []byte, j, depth int) (any, int, bool) {
	if depth > p.maxDepth {
		return nil, 0, false
	}
	closing := byte(']')
	var seq []any
	var m map[string]any
	var node *posNode
	if l[j] == '[' {
		seq, node = make([]any, 0, 4), p.collection(sequenceNode, j)
	} else {
		closing, m, node = '}', map[string]any{}, p.collection(mappingNode, j)
	}
	j = skipSpaces(l, j+1)
	if j < len(l) && l[j] == closing {
		p.node = node
		if m != nil {
			return m, j + 1, true
		}
		return seq, j + 1, true
	}
	for {
		var key string
		keyCol := j
		if m != nil {
			var ok bool
			if key, j, ok = p.flowKey(l, j); !ok {
				return nil, 0, false
			}
			if _, dup := m[key]; dup {
				return nil, 0, false
			}
		}
		v, end, ok := p.flowItem(l, j, depth+1)
		if !ok {
			return nil, 0, false
		}
		if m != nil {
			m[key] = v
			p.keyed(node, key, p.i, keyCol)
		} else {
			seq = append(seq, v)
			p.item(node)
		}
		j = skipSpaces(l, end)
		switch {
		case j < len(l) && l[j] == closing:
			p.node = node
			if m != nil {
				return m, j + 1, true
			}
			return seq, j + 1, true
		case j < len(l) && l[j] == ',':
			j = skipSpaces(l, j+1)
			if j == len(l) || l[j] == closing {
				return nil, 0, false // on the next line, or a trailing comma
			}
		default:
			return nil, 0, false
		}
	}
}

// flowKey reads "key: " in a flow mapping; j is past it.
func (p *fastReader) flowKey(l []byte, j int) (string, int, bool) {
	if j >= len(l) {
		return "", 0, false
	}
	var key string
	end := j
	if l[j] == '"' || l[j] == '\'' {
		var ok bool
		if key, end, ok = p.quoted(l, j); !ok {
			return "", 0, false
		}
		end = skipSpaces(l, end)
	} else {
		if !plainStart(l, j) {
			return "", 0, false
		}
		for ; end < len(l) && l[end] != ':'; end++ {
			switch l[end] {
			case ',', '[', ']', '{', '}', '#':
				return "", 0, false
			}
		}
		key = p.intern.str(bytes.TrimRight(l[j:end], " ")).(string)
		if key == "<<" {
			return "", 0, false
		}
	}
	if end+1 >= len(l) || l[end] != ':' || l[end+1] != ' ' || end-j > fastMaxKey {
		return "", 0, false
	}
	return key, skipSpaces(l, end+1), true
}

// inFlowScalar reports whether a ':' followed by c is inside a plain
// scalar of a flow collection for both readers, as in an image's tag
// ("{image: nginx:1.27}") or a URL; other ':' are left to the full parser.
func inFlowScalar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '/' || c == '.' || c == '_' || c == '-'
}

// flowItem reads a value inside a flow collection.
func (p *fastReader) flowItem(l []byte, j, depth int) (any, int, bool) {
	if depth > p.maxDepth || j >= len(l) {
		return nil, 0, false
	}
	p.scalarAt(p.i, j)
	switch l[j] {
	case '"', '\'':
		return p.quoted(l, j)
	case '[', '{':
		return p.flow(l, j, depth)
	}
	if !plainStart(l, j) {
		return nil, 0, false
	}
	end := j
	for ; end < len(l); end++ {
		c := l[end]
		if c == ',' || c == ']' || c == '}' {
			break
		}
		if (c == ':' && !(end+1 < len(l) && inFlowScalar(l[end+1]))) || c == '#' || c == '[' || c == '{' {
			return nil, 0, false
		}
	}
	if end == len(l) {
		return nil, 0, false
	}
	return p.plain(l, j, end)
}
