package load

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
// interface. The
// caller parses the original source whenever the blanked one does not
// parse, so a misreading can cost speed, never a declaration.
func blankBodies(src []byte) []byte {
	var out []byte
	depth := 0     // (, [ and { open at the top level
	inSig := false // after a top-level func, before its body
	sigDepth := 0  // brackets open inside the signature
	prevWord := ""
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			j := indexByteFrom(src, i, '\n')
			if j < 0 {
				return out
			}
			i = j // the newline is read next
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			j := indexFrom(src, i+2, "*/")
			if j < 0 {
				return nil
			}
			if inSig && sigDepth == 0 && indexByteFrom(src[:j], i, '\n') >= 0 {
				inSig = false // a line break ends a declaration without a body
			}
			i = j + 2
			continue
		case c == '"' || c == '\'' || c == '`':
			j := literalEnd(src, i)
			if j < 0 {
				return nil
			}
			i, prevWord = j, ""
			continue
		case isWordByte(c):
			j := i
			for j < len(src) && isWordByte(src[j]) {
				j++
			}
			w := string(src[i:j])
			if w == "func" && depth == 0 && !inSig && (i == 0 || src[i-1] == '\n') {
				inSig, sigDepth = true, 0
			}
			i, prevWord = j, w
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
			if inSig && sigDepth == 0 && prevWord != "struct" && prevWord != "interface" {
				if out == nil {
					out = append([]byte(nil), src...)
				}
				for k := i + 1; k < end; k++ {
					if out[k] != '\n' {
						out[k] = ' '
					}
				}
				inSig = false
			}
			i, prevWord = end+1, ""
			continue
		}
		if c != ' ' && c != '\t' && c != '\r' {
			prevWord = ""
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
		switch c := src[i]; {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			j := indexByteFrom(src, i, '\n')
			if j < 0 {
				return -1
			}
			i = j
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			j := indexFrom(src, i+2, "*/")
			if j < 0 {
				return -1
			}
			i = j + 2
			continue
		case c == '"' || c == '\'' || c == '`':
			j := literalEnd(src, i)
			if j < 0 {
				return -1
			}
			i = j
			continue
		case c == '{':
			depth++
		case c == '}':
			depth--
			if depth == 0 {
				return i
			}
		}
		i++
	}
	return -1
}

// literalEnd returns the index just past the string or rune literal that
// starts at i, or -1 when it does not end on its line (raw strings: in
// the file).
func literalEnd(src []byte, i int) int {
	q := src[i]
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case q:
			return j + 1
		case '\\':
			if q != '`' {
				j++
			}
		case '\n':
			if q != '`' {
				return -1
			}
		}
	}
	return -1
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func indexByteFrom(src []byte, from int, b byte) int {
	for j := from; j < len(src); j++ {
		if src[j] == b {
			return j
		}
	}
	return -1
}

func indexFrom(src []byte, from int, s string) int {
	for j := from; j+len(s) <= len(src); j++ {
		if string(src[j:j+len(s)]) == s {
			return j
		}
	}
	return -1
}
