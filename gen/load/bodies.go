package load

import "bytes"

// blankBodies returns src with the inside of every top-level function
// body replaced by blanks (newlines kept), or nil when it finds nothing
// to blank or cannot read the file with certainty. Bodies are never
// checked, and parsing them is most of the cost of loading a dependency:
// a blanked body parses as an empty block at the same positions, so
// every declaration, position and error outside bodies stays as it was.
//
// It reads just enough Go to find bodies: comments, string and rune
// literals, brackets, and the words func (a declaration starts a line, as
// gofmt writes it; other spellings are parsed whole), struct and
// interface. The caller parses the original source whenever the blanked
// one does not parse, so a misreading can cost speed, never a declaration.
func blankBodies(src []byte) []byte {
	var out []byte
	depth := 0         // (, [ and { open at the top level
	inSig := false     // after a top-level func, before its body
	sigDepth := 0      // brackets open inside the signature
	afterType := false // the last token was struct or interface: a { opens a type
	for i := 0; i < len(src); {
		if next, skipped := skipLexeme(src, i); skipped {
			if next < 0 {
				return nil
			}
			if inSig && sigDepth == 0 && bytes.IndexByte(src[i:next], '\n') >= 0 {
				inSig = false // a line break ends a declaration without a body
			}
			if src[i] != '/' {
				afterType = false // a literal
			}
			i = next
			continue
		}
		c := src[i]
		switch {
		case isWordByte(c):
			j := i
			for j < len(src) && isWordByte(src[j]) {
				j++
			}
			w := src[i:j]
			if string(w) == "func" && depth == 0 && !inSig && (i == 0 || src[i-1] == '\n') {
				inSig, sigDepth = true, 0
			}
			i, afterType = j, string(w) == "struct" || string(w) == "interface"
			continue
		case c == '\n':
			if inSig && sigDepth == 0 {
				inSig = false
			}
		case c == '(' || c == '[':
			if inSig {
				sigDepth++
			} else {
				depth++
			}
		case c == ')' || c == ']':
			if inSig {
				sigDepth--
			} else {
				depth--
			}
		case c == '{':
			end := matchBrace(src, i)
			if end < 0 {
				return nil
			}
			if inSig && sigDepth == 0 && !afterType {
				if out == nil {
					out = bytes.Clone(src)
				}
				for k := i + 1; k < end; k++ {
					if out[k] != '\n' {
						out[k] = ' '
					}
				}
				inSig = false
			}
			i, afterType = end+1, false
			continue
		}
		if c != ' ' && c != '\t' && c != '\r' {
			afterType = false
		}
		i++
	}
	return out
}

// matchBrace returns the index of the brace closing the one at open, or
// -1 when the file ends first.
func matchBrace(src []byte, open int) int {
	depth := 0
	for i := open; i < len(src); {
		if next, skipped := skipLexeme(src, i); skipped {
			if next < 0 {
				return -1
			}
			i = next
			continue
		}
		switch src[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i
			}
		}
		i++
	}
	return -1
}

// skipLexeme reports whether a comment or a string or rune literal starts
// at i, and where it ends: the index after it (a line comment ends before
// its newline), or -1 when it does not end where Go says it must.
func skipLexeme(src []byte, i int) (next int, skipped bool) {
	switch c := src[i]; {
	case c == '/' && i+1 < len(src) && src[i+1] == '/':
		if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
			return i + j, true
		}
		return len(src), true
	case c == '/' && i+1 < len(src) && src[i+1] == '*':
		if j := bytes.Index(src[i+2:], []byte("*/")); j >= 0 {
			return i + 2 + j + 2, true
		}
		return -1, true
	case c == '"' || c == '\'' || c == '`':
		for j := i + 1; j < len(src); j++ {
			switch src[j] {
			case c:
				return j + 1, true
			case '\\':
				if c != '`' {
					j++
				}
			case '\n':
				if c != '`' {
					return -1, true
				}
			}
		}
		return -1, true
	}
	return i, false
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}
