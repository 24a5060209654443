package cel

import (
	"errors"
	"fmt"
	"strings"
)

// validFieldPath checks a rule's fieldPath against self's schema as
// apiextensions' ValidFieldPath does: .name and ['name'] steps through
// properties and map keys. It returns the path normalised as the API server
// appends it to an error's path: properties as .name, map keys as [key].
func validFieldPath(path string, self *Type) (string, error) {
	toks := fieldPathTokens(path)
	t := self
	var norm strings.Builder
	step := func(name string) error {
		switch {
		case t != nil && t.Kind == Object && t.Fields != nil:
			for _, f := range t.Fields {
				if f.Name == name {
					t = f.Type
					// field.Path prints a step's name after a dot, except
					// the first and an empty name (printed as [] instead).
					if norm.Len() > 0 && name != "" {
						norm.WriteByte('.')
					}
					if name == "" {
						norm.WriteString("[]")
					}
					norm.WriteString(name)
					return nil
				}
			}
			return errors.New("does not refer to a valid field")
		case t != nil && t.Kind == Map:
			t = t.Elem
			norm.WriteString("[" + name + "]")
			return nil
		}
		return errors.New("does not refer to a valid field")
	}
	for i := 0; i < len(toks); i++ {
		switch toks[i] {
		case "[":
			if i+1 >= len(toks) {
				return "", errors.New("unexpected end of JSON path")
			}
			i++
			tok := toks[i]
			if len(tok) < 2 || tok[0] != '\'' || tok[len(tok)-1] != '\'' {
				return "", fmt.Errorf("expected single quoted string but got %s", tok)
			}
			name, err := unescapeSingleQuote(tok[1 : len(tok)-1])
			if err != nil {
				return "", fmt.Errorf("invalid string literal: %w", err)
			}
			if err := step(name); err != nil {
				return "", err
			}
			if i+1 >= len(toks) {
				return "", errors.New("unexpected end of JSON path")
			}
			i++
			if toks[i] != "]" {
				return "", fmt.Errorf("expected ] but got %s", toks[i])
			}
		case ".":
			if i+1 >= len(toks) {
				return "", errors.New("unexpected end of JSON path")
			}
			i++
			if err := step(toks[i]); err != nil {
				return "", err
			}
		default:
			return "", fmt.Errorf("expected [ or . but got: %s", toks[i])
		}
	}
	return norm.String(), nil
}

// fieldPathTokens splits like apiextensions' scanner: the delimiters . [ ]
// alone, quoted strings up to an unescaped closing quote, other runs.
func fieldPathTokens(s string) []string {
	var toks []string
	for len(s) > 0 {
		n := len(s)
		if s[0] == '\'' {
			for i := 1; i < len(s); i++ {
				if s[i] == '\'' && s[i-1] != '\\' {
					n = i + 1
					break
				}
			}
		} else if strings.IndexByte(".[]", s[0]) >= 0 {
			n = 1
		} else if i := strings.IndexAny(s, ".[]"); i >= 0 {
			n = i
		}
		toks = append(toks, s[:n])
		s = s[n:]
	}
	return toks
}

func unescapeSingleQuote(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		if i+1 >= len(s) {
			return "", errors.New("unterminated escape")
		}
		i++
		j := strings.IndexByte(`abfnrtv'\`, s[i])
		if j < 0 {
			return "", fmt.Errorf("invalid escape sequence: \\%c", s[i])
		}
		b.WriteByte("\a\b\f\n\r\t\v'\\"[j])
	}
	return b.String(), nil
}
