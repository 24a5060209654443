package tags

import "strings"

// maxInlineArgs is how many arguments are gathered on the stack before the
// final, exactly sized slice is allocated; no tag today takes more than three.
const maxInlineArgs = 4

// parseArgs parses the argument list whose '(' is at open into t.Args and
// returns the index just past the ')'.
func (p *lineParser) parseArgs(t *Tag, open int) (int, error) {
	var inline [maxInlineArgs]Arg
	args := inline[:0]
	i := p.skipSpace(open + 1)
	if i < len(p.line) && p.line[i] == ')' {
		return i + 1, nil // "()" means no arguments
	}
	for {
		arg, next, err := p.parseArg(open, i)
		if err != nil {
			return 0, err
		}
		if err := p.checkArg(args, arg, i); err != nil {
			return 0, err
		}
		args = append(args, arg)

		i = p.skipSpace(next)
		if i == len(p.line) {
			return 0, p.unterminatedArgs(open)
		}
		switch p.line[i] {
		case ')':
			t.Args = append(make([]Arg, 0, len(args)), args...)
			return i + 1, nil
		case ',':
			i = p.skipSpace(i + 1)
			if i < len(p.line) && p.line[i] == ')' {
				return 0, p.errorAt(i, "expected an argument after ','; remove the trailing ','")
			}
		case '=':
			return 0, p.errorAt(i, "unexpected '=' in argument list; named arguments are written name: value")
		default:
			return 0, p.errorAt(i, "unexpected %s in argument list; expected ',' or ')'", quoteRuneAt(p.line, i))
		}
	}
}

// checkArg enforces the rules that span arguments: one kind (named or
// positional), at most one positional, no repeated names. at is where arg starts.
func (p *lineParser) checkArg(prev []Arg, arg Arg, at int) error {
	if len(prev) == 0 {
		return nil
	}
	if (prev[0].Name == "") != (arg.Name == "") {
		return p.errorAt(at, "cannot mix named and positional arguments; name every argument (name: value) or pass a single positional one")
	}
	if arg.Name == "" {
		return p.errorAt(at, "only one positional argument is allowed; name the arguments (name: value, ...)")
	}
	for _, a := range prev {
		if a.Name == arg.Name {
			return p.errorAt(at, "duplicate argument %q; give each argument once", arg.Name)
		}
	}
	return nil
}

// parseArg parses `value` or `name: value` starting at i (spaces skipped).
func (p *lineParser) parseArg(open, i int) (Arg, int, error) {
	line := p.line
	if i == len(line) {
		return Arg{}, 0, p.unterminatedArgs(open)
	}
	switch line[i] {
	case ':':
		return Arg{}, 0, p.errorAt(i, "empty argument name before ':'; write name: value")
	case ',':
		return Arg{}, 0, p.errorAt(i, "empty argument; remove the extra ','")
	case '"', '`':
		value, end, err := p.parseQuoted(i)
		if err != nil {
			return Arg{}, 0, err
		}
		if j := p.skipSpace(end); j < len(line) && line[j] == ':' {
			return Arg{}, 0, p.errorAt(i, "argument names are not quoted; write name: value")
		}
		return Arg{Value: value, Kind: ArgString, Pos: p.posAt(i)}, end, nil
	}

	word, end := p.bareWord(i)
	if j := p.skipSpace(end); j < len(line) && line[j] == ':' {
		if !isArgName(word) {
			return Arg{}, 0, p.errorAt(i, "invalid argument name %q; names start with a letter and contain letters, digits, '-' and '_'", word)
		}
		v := p.skipSpace(j + 1)
		if v == len(line) || line[v] == ',' || line[v] == ')' {
			return Arg{}, 0, p.errorAt(v, "missing value for argument %q; write %s: <value>", word, word)
		}
		arg, end, err := p.parseArgValue(v)
		arg.Name, arg.Pos = word, p.posAt(i)
		return arg, end, err
	}
	return p.parseArgValue(i)
}

// parseArgValue parses a quoted string, integer, boolean or identifier at i.
func (p *lineParser) parseArgValue(i int) (Arg, int, error) {
	line := p.line
	pos := p.posAt(i)
	if line[i] == '"' || line[i] == '`' {
		value, end, err := p.parseQuoted(i)
		return Arg{Value: value, Kind: ArgString, Pos: pos}, end, err
	}
	word, end := p.bareWord(i)
	switch {
	case word == "":
		return Arg{}, 0, p.errorAt(i, "unexpected %s in argument list; expected a value", quoteRuneAt(line, i))
	case startsInt(word):
		if err := p.checkInt(i, word); err != nil {
			return Arg{}, 0, err
		}
		return Arg{Value: word, Kind: ArgInt, Pos: pos}, end, nil
	case word == "true" || word == "false":
		return Arg{Value: word, Kind: ArgBool, Pos: pos}, end, nil
	case isTypeRef(word):
		return Arg{Value: word, Kind: ArgIdent, Pos: pos}, end, nil
	}
	return Arg{}, 0, p.errorAt(i, "invalid argument value %q; use a quoted string, an integer, true, false or an identifier such as field.path or *pkg/path.Type", word)
}

func (p *lineParser) unterminatedArgs(open int) error {
	return p.errorAt(open, "unterminated argument list: expected ')'")
}

// bareWord returns the unquoted token starting at i and the index after it.
// It stops at the bytes that structure an argument list.
func (p *lineParser) bareWord(i int) (string, int) {
	j := i
	for j < len(p.line) && !strings.ContainsRune(" \t,():=\"`", rune(p.line[j])) {
		j++
	}
	return p.line[i:j], j
}

func (p *lineParser) skipSpace(i int) int {
	for i < len(p.line) && (p.line[i] == ' ' || p.line[i] == '\t') {
		i++
	}
	return i
}

// isArgName reports whether s is an argument name: a letter, then letters,
// digits, '-' or '_'.
func isArgName(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isNameByte(s[i]) && s[i] != '_' {
			return false
		}
	}
	return true
}

// isTypeRef reports whether s is an identifier, a dotted field path, or a
// type reference: T, *T, []T, map[K]V, pkg/path.Type.
func isTypeRef(s string) bool {
	for {
		switch {
		case strings.HasPrefix(s, "*"):
			s = s[1:]
		case strings.HasPrefix(s, "[]"):
			s = s[2:]
		case strings.HasPrefix(s, "map["):
			end := strings.IndexByte(s, ']')
			if end < 0 || !isTypeRef(s[len("map["):end]) {
				return false
			}
			s = s[end+1:]
		default:
			return isPath(s)
		}
	}
}

// isPath reports whether s is a name, a dotted path or an import path
// followed by a type name: segments of letters, digits, '_' and '-' separated
// by '.' or '/', starting with a letter or '_'.
func isPath(s string) bool {
	if s == "" || !(isLetter(s[0]) || s[0] == '_') {
		return false
	}
	prevSep := false
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c == '.' || c == '/':
			if prevSep {
				return false
			}
			prevSep = true
		case isNameByte(c) || c == '_':
			prevSep = false
		default:
			return false
		}
	}
	return !prevSep
}
