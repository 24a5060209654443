package tags

import (
	"strconv"
	"strings"
)

// Two marker grammars other generators define, read here so that the
// validators see their rules as tags like any other (one reader, positioned
// errors):
//
//   - KEP-3937's list markers, as kube-openapi's openapi-gen reads them:
//     +k8s:validation:cel[0]:rule="self.x > 0" sets member rule of item 0
//     of the list "validation:cel"; the value is JSON (a quoted string,
//     true, false, a number), or, after '>' instead of '=', the raw rest of
//     the line (consecutive '>' lines of one member are joined with "\n").
//   - controller-gen markers, +kubebuilder:validation:XValidation:rule="...",message="...",
//     whose named arguments follow a ':' and are separated by ','.
//     Only the markers listed in markerNames are tags; every other
//     +kubebuilder: line stays an ordinary comment line.

// markerNames are the controller-gen markers that are tags.
var markerNames = []string{"kubebuilder:validation:XValidation"}

// markerPrefix is the '+' every marker starts with.
const markerPrefix = "+"

// markerName returns the name of the controller-gen marker that text (past
// its indentation) starts with.
func markerName(text string) (string, bool) {
	rest, ok := strings.CutPrefix(text, markerPrefix)
	if !ok || strings.HasPrefix(rest, "k8s:") {
		return "", false
	}
	for _, n := range markerNames {
		rest, ok := strings.CutPrefix(rest, n)
		if ok && (rest == "" || rest[0] == ':' || rest[0] == ' ' || rest[0] == '\t') {
			return n, true
		}
	}
	return "", false
}

// parseMarker parses the controller-gen marker called name whose '+' is at i.
func (p *lineParser) parseMarker(name string, i int) (Tag, bool, error) {
	t := Tag{Name: name, Marker: true, Pos: p.posAt(i), Text: p.line[i:]}
	line := p.line
	i += 1 + len(name)
	if i == len(line) {
		return t, true, nil
	}
	if line[i] != ':' {
		return Tag{}, true, p.errorAt(i, "unexpected %s after +%s; write +%s:rule=\"...\",message=\"...\"", quoteRuneAt(line, i), name, name)
	}
	i++
	for {
		arg, next, err := p.markerArg(i, name)
		if err != nil {
			return Tag{}, true, err
		}
		for _, a := range t.Args {
			if a.Name == arg.Name {
				return Tag{}, true, p.errorAt(i, "%s is given twice; give each argument once", arg.Name)
			}
		}
		t.Args = append(t.Args, arg)
		// controller-gen's scanner skips blanks between tokens, so
		// `rule="...", message="..."` is one marker.
		next = p.skipSpace(next)
		if next == len(line) {
			return t, true, nil
		}
		if line[next] != ',' {
			return Tag{}, true, p.errorAt(next, "unexpected %s after the value of %s; separate arguments with ','", quoteRuneAt(line, next), arg.Name)
		}
		i = p.skipSpace(next + 1)
	}
}

// markerArg parses one key=value argument of a controller-gen marker at i.
// Values are Go-quoted strings ("..." or `...`), true or false, integers,
// or bare words that end at the next ','.
func (p *lineParser) markerArg(i int, marker string) (Arg, int, error) {
	line := p.line
	start := i
	for i < len(line) && (isLetter(line[i]) || isDigit(line[i]) || line[i] == '_') {
		i++
	}
	if i == start {
		return Arg{}, 0, p.errorAt(start, "expected an argument name such as rule=; write +%s:rule=\"...\",message=\"...\"", marker)
	}
	arg := Arg{Name: line[start:i], Pos: p.posAt(start)}
	i = p.skipSpace(i)
	if i == len(line) || line[i] != '=' {
		// A bare name is a true flag, as controller-gen reads booleans.
		if i == len(line) || line[i] == ',' {
			arg.Value, arg.Kind = "true", ArgBool
			return arg, i, nil
		}
		return Arg{}, 0, p.errorAt(i, "expected '=' after %s; write %s=<value>", arg.Name, arg.Name)
	}
	i = p.skipSpace(i + 1)
	if i < len(line) && (line[i] == '"' || line[i] == '`') {
		s, end, err := p.parseQuoted(i)
		if err != nil {
			return Arg{}, 0, err
		}
		arg.Value, arg.Kind = s, ArgString
		return arg, end, nil
	}
	end := strings.IndexByte(line[i:], ',')
	if end < 0 {
		end = len(line) - i
	}
	word := strings.TrimSpace(line[i : i+end])
	switch {
	case word == "":
		return Arg{}, 0, p.errorAt(i, "empty value for %s; write %s=\"...\"", arg.Name, arg.Name)
	case word == "true" || word == "false":
		arg.Kind = ArgBool
	case startsInt(word):
		if _, err := strconv.ParseInt(word, 10, 64); err == nil {
			arg.Kind = ArgInt
		}
	default:
		arg.Kind = ArgIdent
	}
	arg.Value = word
	return arg, i + end, nil
}

// parseSubscript parses the "[N]:member" after a list marker's name (at i,
// the '[') and the member's value.
func (p *lineParser) parseSubscript(t *Tag, i int) (int, error) {
	line := p.line
	open := i
	i++
	for i < len(line) && isDigit(line[i]) {
		i++
	}
	if i == open+1 || i == len(line) || line[i] != ']' {
		return -1, p.errorAt(open, "expected an index such as [0] after +k8s:%s; write +k8s:%s[0]:rule=\"...\"", t.Name, t.Name)
	}
	n, err := strconv.Atoi(line[open+1 : i])
	if err != nil || n > 1<<20 {
		return -1, p.errorAt(open+1, "index %s is out of range; number the list items 0, 1, 2, ...", line[open+1:i])
	}
	i++
	if i == len(line) || line[i] != ':' || i+1 == len(line) || !isLetter(line[i+1]) {
		return -1, p.errorAt(i, "expected ':' and a member name after +k8s:%s[%d]; write +k8s:%s[%d]:rule=\"...\"", t.Name, n, t.Name, n)
	}
	i++
	start := i
	for i < len(line) && (isLetter(line[i]) || isDigit(line[i])) {
		i++
	}
	t.Indexed, t.Index, t.Member = true, n, line[start:i]
	if i == len(line) {
		// kube-openapi reads a member without a value as true.
		return -1, nil
	}
	switch line[i] {
	case '=':
		i = p.skipSpace(i + 1)
		if i == len(line) {
			return -1, p.errorAt(i, "expected a value after '='; write %s=\"...\"", t.Member)
		}
		next, err := p.parsePayload(t, i)
		if err == nil && next >= 0 {
			err = p.errorAt(i, "the value of %s is JSON, not a chained tag", t.Member)
		}
		return -1, err
	case '>':
		// The rest of the line as written, spaces around it trimmed.
		start := p.skipSpace(i + 1)
		t.Value = Value{Kind: ValueLine, Text: strings.TrimRight(line[start:], " \t"), Pos: p.posAt(start)}
		return -1, nil
	}
	return -1, p.errorAt(i, "unexpected %s after +k8s:%s[%d]:%s; expected '=' and a JSON value, or '>' and raw text", quoteRuneAt(line, i), t.Name, n, t.Member)
}

// writeMarker renders a controller-gen marker tag.
func writeMarker(b *strings.Builder, t *Tag) {
	b.WriteString("+" + t.Name)
	for i, a := range t.Args {
		if i == 0 {
			b.WriteByte(':')
		} else {
			b.WriteByte(',')
		}
		b.WriteString(a.Name + "=")
		if a.Kind == ArgString {
			b.WriteString(strconv.Quote(a.Value))
		} else {
			b.WriteString(a.Value)
		}
	}
}
