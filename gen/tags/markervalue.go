package tags

import (
	"strconv"
	"strings"
)

// controller-gen's values of any type (+kubebuilder:default=<value>), read
// the way controller-gen v0.23 reads them (pkg/markers): the type is
// guessed from the first characters, not declared, so that
//
//	"x" or `x`           a string (Go quoting)
//	Always, a b          a bare string: the text up to , ; } (and : as a map key)
//	true, false          booleans
//	5, -3                integers; 1.5, 1e3 numbers (a token followed by , ; } or the end)
//	{a: 1, b: "x"}       an object with string keys and values of any type
//	{}                   an empty object (controller-gen writes [] for a list)
//	{1, 2}, {a, b}       a list whose items all have the first item's type
//	a;b;c                a list (the legacy form), when ';' comes before ','
//
// Number spellings controller-gen reads in ways that surprise (0x10, 0755,
// 1_000) and comments (// inside a bare string) are refused with a
// positioned error: quote the string, or write the number in plain decimal.

// MarkerAny reads the value of marker t as JSON data: string, bool, int64,
// float64, []any or map[string]any.
func MarkerAny(t Tag) (any, error) {
	p := anyParser{lineParser: lineParser{line: t.Value.Text, base: t.Value.Pos, outer: t.Text}}
	v, i, err := p.parse(0, anyType, false)
	if err != nil {
		return nil, err
	}
	if i = p.space(i); i < len(p.line) {
		return nil, p.errorAt(i, "unexpected %s after the value (controller-gen refuses extra text); quote a string with ','", quoteRuneAt(p.line, i))
	}
	return v, nil
}

// valueKind is a guessed or declared type of a value.
type valueKind int

const (
	anyKind valueKind = iota
	stringKind
	intKind
	numberKind
	boolKind
	sliceKind
	mapKind
)

// valueType is a kind with, for lists, the type of the items.
type valueType struct {
	kind valueKind
	item *valueType
}

var anyType = valueType{kind: anyKind}

type anyParser struct{ lineParser }

func (p *anyParser) space(i int) int {
	for i < len(p.line) && (p.line[i] == ' ' || p.line[i] == '\t') {
		i++
	}
	return i
}

// at is the byte at i, or 0 at the end.
func (p *anyParser) at(i int) byte {
	if i < len(p.line) {
		return p.line[i]
	}
	return 0
}

// parse reads a value of type t at i; for anyKind the type is guessed,
// and a legacy ';' list is recognised unless the value is a list item.
func (p *anyParser) parse(i int, t valueType, inSlice bool) (any, int, error) {
	if t.kind == anyKind {
		g, err := p.guess(i, !inSlice)
		if err != nil {
			return nil, i, err
		}
		t = g
	}
	i = p.space(i)
	switch t.kind {
	case stringKind:
		return p.str(i, false)
	case boolKind:
		j := p.word(i)
		switch p.line[i:j] {
		case "true":
			return true, j, nil
		case "false":
			return false, j, nil
		}
		return nil, i, p.errorAt(i, "expected true or false")
	case intKind, numberKind:
		return p.number(i, t.kind)
	case sliceKind:
		return p.slice(i, *t.item)
	case mapKind:
		return p.object(i)
	}
	return nil, i, p.errorAt(i, "cannot read this value")
}

// guess returns the type controller-gen guesses for the value at i.
func (p *anyParser) guess(i int, allowSlice bool) (valueType, error) {
	i = p.space(i)
	if strings.Contains(p.line[i:], "//") || strings.Contains(p.line[i:], "/*") {
		if err := p.noComment(i); err != nil {
			return valueType{}, err
		}
	}
	item, err := p.guessItem(i)
	if err != nil || !allowSlice {
		return item, err
	}
	// A ';' before any ',' makes the legacy list a;b;c.
	for j := i; j < len(p.line); j++ {
		switch c := p.line[j]; c {
		case ',':
			return item, nil
		case ';':
			return valueType{kind: sliceKind, item: &item}, nil
		case '"', '`':
			end, err := p.skipQuoted(j)
			if err != nil {
				return valueType{}, err
			}
			j = end - 1
		}
	}
	return item, nil
}

func (p *anyParser) guessItem(i int) (valueType, error) {
	switch c := p.at(i); {
	case c == '"' || c == '\'' || c == '`':
		return valueType{kind: stringKind}, nil
	case c == '{':
		j := p.space(i + 1)
		first, err := p.guessItem(j)
		if err != nil {
			return valueType{}, err
		}
		if first.kind == stringKind {
			_, end, err := p.str(j, true)
			if err != nil {
				return valueType{}, err
			}
			if k := p.space(end); p.at(k) == ':' || p.at(j) == '}' {
				return valueType{kind: mapKind}, nil
			}
		}
		return valueType{kind: sliceKind, item: &first}, nil
	case c == 't' || c == 'f':
		switch p.line[i:p.word(i)] {
		case "true", "false":
			return valueType{kind: boolKind}, nil
		}
		return valueType{kind: stringKind}, nil
	}
	kind, _, err := p.numberToken(i)
	if err != nil {
		return valueType{}, err
	}
	if kind != stringKind {
		if c := p.at(p.space(p.numberEnd(i))); c == ',' || c == ';' || c == '}' || c == 0 {
			return valueType{kind: kind}, nil
		}
	}
	return valueType{kind: stringKind}, nil
}

// word returns the end of the identifier at i.
func (p *anyParser) word(i int) int {
	for i < len(p.line) {
		c := p.line[i]
		if c != '_' && !isLetter(c) && !isDigit(c) {
			break
		}
		i++
	}
	return i
}

// numberToken reads a number at i (after an optional '-'): intKind or
// numberKind, or stringKind when there is none. Spellings other than plain
// decimal are refused.
func (p *anyParser) numberToken(i int) (valueKind, int, error) {
	j := i
	if p.at(j) == '-' {
		j = p.space(j + 1)
	}
	start := j
	digits := func() int {
		n := 0
		for isDigit(p.at(j)) {
			j++
			n++
		}
		return n
	}
	intDigits := digits()
	kind := intKind
	if intDigits > 1 && p.line[start] == '0' || intDigits > 0 && (p.at(j) == '_' || p.line[start] == '0' && strings.ContainsRune("xXoObB", rune(p.at(j)))) {
		// Go literal syntax (0755, 0x10, 1_000): as a whole value
		// controller-gen reads it in ways that surprise; inside a longer
		// string (08:00) it is text.
		end := j
		for isDigit(p.at(end)) || p.at(end) == '_' || p.at(end) == '.' || isLetter(p.at(end)) {
			end++
		}
		if c := p.at(p.space(end)); c == ',' || c == ';' || c == '}' || c == 0 {
			return 0, j, p.errorAt(start, "controller-gen reads %s as a Go literal; write the number in plain decimal without leading zeros, or quote it as a string", p.line[start:end])
		}
		return stringKind, j, nil
	}
	if p.at(j) == '.' {
		j++
		if digits() == 0 && intDigits == 0 {
			return stringKind, j, nil
		}
		kind = numberKind
	} else if intDigits == 0 {
		return stringKind, j, nil
	}
	if c := p.at(j); c == 'e' || c == 'E' {
		k := j + 1
		if p.at(k) == '+' || p.at(k) == '-' {
			k++
		}
		if !isDigit(p.at(k)) {
			return stringKind, j, nil // Go's scanner fails here: a string
		}
		j = k
		digits()
		kind = numberKind
	}
	return kind, j, nil
}

func (p *anyParser) numberEnd(i int) int {
	_, j, _ := p.numberToken(i)
	return j
}

func (p *anyParser) number(i int, kind valueKind) (any, int, error) {
	got, j, err := p.numberToken(i)
	if err != nil {
		return nil, i, err
	}
	text := strings.ReplaceAll(strings.ReplaceAll(p.line[i:j], " ", ""), "\t", "")
	switch {
	case got == stringKind || kind == intKind && got != intKind:
		want := "an integer"
		if kind == numberKind {
			want = "a number"
		}
		return nil, i, p.errorAt(i, "expected %s (every item of a list has the first item's type)", want)
	case kind == intKind:
		n, err := strconv.ParseInt(text, 10, 64)
		if err != nil {
			return nil, i, p.errorAt(i, "integer %s out of range", text)
		}
		return n, j, nil
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil {
		return nil, i, p.errorAt(i, "number %s out of range", text)
	}
	return f, j, nil
}

// str reads a quoted string, or a bare one: the text up to the next
// delimiter (',', ';', '}' and, for a map key, ':'), spaces trimmed.
func (p *anyParser) str(i int, inMap bool) (any, int, error) {
	i = p.space(i)
	if c := p.at(i); c == '"' || c == '`' {
		s, end, err := p.parseQuoted(i)
		return s, end, err
	}
	if err := p.noComment(i); err != nil {
		return nil, i, err
	}
	// The first token is taken whatever it is, even a delimiter, as
	// controller-gen's scanner does.
	j := i
	if j < len(p.line) && !isLetter(p.line[j]) && p.line[j] != '_' {
		j++
	}
	for j < len(p.line) {
		c := p.line[j]
		if c == ',' || c == ';' || c == '}' || inMap && c == ':' {
			break
		}
		if c == '"' || c == '`' {
			end, err := p.skipQuoted(j)
			if err != nil {
				return nil, i, err
			}
			j = end
			continue
		}
		j++
	}
	text := strings.TrimRight(p.line[i:j], " \t")
	if j < len(p.line) && len(text) < j-i {
		// controller-gen's scanner loses the last token of an unquoted
		// string followed by a space ("x y ," is "x ").
		return nil, i, p.errorAt(i+len(text), "controller-gen drops the last word of an unquoted string followed by a space before %s; remove the space, or quote the string", quoteRuneAt(p.line, j))
	}
	return text, j, nil
}

// noComment refuses // and /* in unquoted text: controller-gen's scanner
// drops them as comments, with the rest of the value.
func (p *anyParser) noComment(i int) error {
	for j := i; j+1 < len(p.line); j++ {
		switch c := p.line[j]; {
		case c == '"' || c == '`':
			end, err := p.skipQuoted(j)
			if err != nil {
				return err
			}
			j = end - 1
		case c == '/' && (p.line[j+1] == '/' || p.line[j+1] == '*'):
			return p.errorAt(j, "controller-gen reads %s as the start of a comment and drops the rest; quote the string: \"...\"", p.line[j:j+2])
		}
	}
	return nil
}

func (p *anyParser) skipQuoted(i int) (int, error) {
	_, end, err := p.parseQuoted(i)
	return end, err
}

func (p *anyParser) expect(i int, c byte, what string) (int, error) {
	i = p.space(i)
	if p.at(i) != c {
		found := "the end"
		if i < len(p.line) {
			found = quoteRuneAt(p.line, i)
		}
		return i, p.errorAt(i, "expected %s, found %s", what, found)
	}
	return i + 1, nil
}

// slice reads {a, b} or the legacy a;b, every item of type item.
func (p *anyParser) slice(i int, item valueType) (any, int, error) {
	out := []any{}
	if p.at(i) == '{' {
		i = p.space(i + 1)
		for p.at(i) != '}' && i < len(p.line) {
			v, j, err := p.parse(i, item, true)
			if err != nil {
				return nil, i, err
			}
			out = append(out, v)
			if i = p.space(j); p.at(i) == '}' {
				break
			}
			if i, err = p.expect(i, ',', "',' between items"); err != nil {
				return nil, i, err
			}
			i = p.space(i)
		}
		j, err := p.expect(i, '}', "'}' closing the list")
		return out, j, err
	}
	for c := p.at(i); c != ',' && c != '}' && i < len(p.line); c = p.at(i) {
		v, j, err := p.parse(i, item, true)
		if err != nil {
			return nil, i, err
		}
		out = append(out, v)
		i = p.space(j)
		if c := p.at(i); c == ',' || c == '}' || i == len(p.line) {
			break
		}
		if i, err = p.expect(i, ';', "';' between items"); err != nil {
			return nil, i, err
		}
		i = p.space(i)
	}
	return out, i, nil
}

// object reads {key: value, ...}; the values have any type each.
func (p *anyParser) object(i int) (any, int, error) {
	out := map[string]any{}
	i, err := p.expect(i, '{', "'{'")
	if err != nil {
		return nil, i, err
	}
	for i = p.space(i); p.at(i) != '}' && i < len(p.line); i = p.space(i) {
		k, j, err := p.str(i, true)
		if err != nil {
			return nil, i, err
		}
		if j, err = p.expect(j, ':', "':' after the key"); err != nil {
			return nil, j, err
		}
		v, j, err := p.parse(j, anyType, false)
		if err != nil {
			return nil, j, err
		}
		out[k.(string)] = v
		if i = p.space(j); p.at(i) == '}' {
			break
		}
		if i, err = p.expect(i, ',', "',' between entries"); err != nil {
			return nil, i, err
		}
	}
	j, err := p.expect(i, '}', "'}' closing the object")
	return out, j, err
}
