package cel

import (
	"fmt"
	"strings"
)

// tokKind is a lexical token kind of CEL's grammar (cel-go's CEL.g4).
type tokKind uint8

const (
	tEOF tokKind = iota
	tIdent
	tEscIdent // `a.b-c`
	tInt
	tUint
	tFloat
	tString
	tBytes
	tTrue
	tFalse
	tNull
	tIn
	tOp // punctuation and operators; text in tok.text
)

type token struct {
	kind tokKind
	text string // the source text of the token
	off  int    // byte offset
}

// lexError is a character sequence no token matches; cel-go reports these as
// "token recognition error" and refuses the expression.
type lexError struct {
	off int
	msg string
}

// lex splits src into tokens the way CEL's ANTLR lexer does: longest match,
// whitespace and // comments skipped.
func lex(src string) ([]token, *lexError) {
	var toks []token
	i := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f':
			i++
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		}
		start := i
		n, kind, err := lexOne(src, i)
		if err != nil {
			return toks, err
		}
		toks = append(toks, token{kind: kind, text: src[start : start+n], off: start})
		i += n
	}
	toks = append(toks, token{kind: tEOF, off: len(src)})
	return toks, nil
}

var twoCharOps = []string{"==", "!=", "<=", ">=", "&&", "||"}

func lexOne(src string, i int) (int, tokKind, *lexError) {
	c := src[i]
	rest := src[i:]
	// Strings and bytes, raw or not; identifiers starting with r/b otherwise.
	if n := stringLen(rest); n > 0 {
		return n, tString, nil
	}
	if (c == 'b' || c == 'B') && len(rest) > 1 {
		if n := stringLen(rest[1:]); n > 0 {
			return n + 1, tBytes, nil
		}
	}
	switch {
	case isLetter(c) || c == '_':
		n := 1
		for n < len(rest) && (isLetter(rest[n]) || isDigit(rest[n]) || rest[n] == '_') {
			n++
		}
		switch rest[:n] {
		case "true":
			return n, tTrue, nil
		case "false":
			return n, tFalse, nil
		case "null":
			return n, tNull, nil
		case "in":
			return n, tIn, nil
		}
		return n, tIdent, nil
	case isDigit(c) || (c == '.' && len(rest) > 1 && isDigit(rest[1])):
		n, k := numberLen(rest)
		return n, k, nil
	case c == '`':
		n := 1
		for n < len(rest) && isEscIdentChar(rest[n]) {
			n++
		}
		if n > 1 && n < len(rest) && rest[n] == '`' {
			return n + 1, tEscIdent, nil
		}
		return 0, 0, &lexError{i, fmt.Sprintf("token recognition error at: '%s'", rest[:min(n+1, len(rest))])}
	}
	for _, op := range twoCharOps {
		if strings.HasPrefix(rest, op) {
			return 2, tOp, nil
		}
	}
	if strings.IndexByte("<>[]{}().,-!?:+*/%", c) >= 0 {
		return 1, tOp, nil
	}
	r := []rune(rest[:min(len(rest), 4)])
	return 0, 0, &lexError{i, fmt.Sprintf("token recognition error at: '%c'", r[0])}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHex(c byte) bool    { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }
func isEscIdentChar(c byte) bool {
	return isLetter(c) || isDigit(c) || strings.IndexByte("_.-/ ", c) >= 0
}

// numberLen measures NUM_FLOAT, NUM_UINT or NUM_INT at the start of s.
func numberLen(s string) (int, tokKind) {
	if strings.HasPrefix(s, "0x") && len(s) > 2 && isHex(s[2]) {
		n := 3
		for n < len(s) && isHex(s[n]) {
			n++
		}
		if n < len(s) && (s[n] == 'u' || s[n] == 'U') {
			return n + 1, tUint
		}
		return n, tInt
	}
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	float := false
	if n < len(s)-1 && s[n] == '.' && isDigit(s[n+1]) {
		float = true
		n += 2
		for n < len(s) && isDigit(s[n]) {
			n++
		}
	}
	if e := exponentLen(s[n:]); e > 0 && (n > 0) {
		return n + e, tFloat
	}
	if float {
		return n, tFloat
	}
	if n < len(s) && (s[n] == 'u' || s[n] == 'U') {
		return n + 1, tUint
	}
	return n, tInt
}

func exponentLen(s string) int {
	if len(s) == 0 || (s[0] != 'e' && s[0] != 'E') {
		return 0
	}
	n := 1
	if n < len(s) && (s[n] == '+' || s[n] == '-') {
		n++
	}
	d := n
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	if n == d {
		return 0
	}
	return n
}

// stringLen measures a STRING token at the start of s (raw, triple-quoted or
// not); 0 when s does not start one that ends.
func stringLen(s string) int {
	raw := false
	p := 0
	if len(s) > 0 && (s[0] == 'r' || s[0] == 'R') {
		raw, p = true, 1
	}
	if p >= len(s) || (s[p] != '"' && s[p] != '\'') {
		return 0
	}
	q := s[p]
	triple := strings.Repeat(string(q), 3)
	if strings.HasPrefix(s[p:], triple) {
		if n := tripleLen(s[p+3:], triple, raw); n >= 0 {
			return p + 3 + n
		}
		// ANTLR falls back to the longest token that matched: the empty "".
		return p + 2
	}
	i := p + 1
	for i < len(s) {
		c := s[i]
		switch {
		case c == q:
			return i + 1
		case c == '\n' || c == '\r':
			return 0
		case c == '\\' && !raw:
			n := escLen(s[i:])
			if n == 0 {
				return 0
			}
			i += n
		default:
			i++
		}
	}
	return 0
}

// tripleLen is the length up to and including the closing quotes, or -1.
func tripleLen(s, triple string, raw bool) int {
	i := 0
	for i < len(s) {
		if strings.HasPrefix(s[i:], triple) {
			return i + 3
		}
		if s[i] == '\\' && !raw {
			n := escLen(s[i:])
			if n == 0 {
				return -1
			}
			i += n
			continue
		}
		i++
	}
	return -1
}

// escLen measures one escape sequence (ESC_SEQ) at the start of s, 0 if none.
func escLen(s string) int {
	if len(s) < 2 {
		return 0
	}
	switch c := s[1]; {
	case strings.IndexByte("abfnrtv\"'\\?`", c) >= 0:
		return 2
	case c >= '0' && c <= '3':
		if len(s) >= 4 && s[2] >= '0' && s[2] <= '7' && s[3] >= '0' && s[3] <= '7' {
			return 4
		}
	case c == 'x' || c == 'X':
		if len(s) >= 4 && isHex(s[2]) && isHex(s[3]) {
			return 4
		}
	case c == 'u':
		if len(s) >= 6 && allHex(s[2:6]) {
			return 6
		}
	case c == 'U':
		if len(s) >= 10 && allHex(s[2:10]) {
			return 10
		}
	}
	return 0
}

func allHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHex(s[i]) {
			return false
		}
	}
	return true
}
