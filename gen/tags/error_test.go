package tags

import (
	"errors"
	"fmt"
	"go/token"
	"strings"
	"testing"
)

// invalidTags are malformed tag lines. caret marks the byte the error must
// point at; msg is the message after the "<tag text>: " prefix.
var invalidTags = []struct {
	text, caret, msg string
}{
	// Names.
	{"+k8s:",
		"     ^", `missing tag name after "+k8s:"; write +k8s:<name>, e.g. +k8s:required`},
	{"+k8s:   ",
		"     ^", `missing tag name after "+k8s:"; write +k8s:<name>, e.g. +k8s:required`},
	{"+k8s:1abc",
		"     ^", `tag name must start with a letter, not '1'`},
	{"+k8s:-x",
		"     ^", `tag name must start with a letter, not '-'`},
	{"+k8s:(x)",
		"     ^", `tag name must start with a letter, not '('`},
	{"+k8s:foo_bar",
		"        ^", `invalid character '_' in tag name; tag names contain only letters, digits, '-' and ':' between words`},
	{"+k8s:foo.bar=1",
		"        ^", `invalid character '.' in tag name; tag names contain only letters, digits, '-' and ':' between words`},
	{"+k8s:fooé",
		"        ^", `invalid character 'é' in tag name; tag names contain only letters, digits, '-' and ':' between words`},
	{"+k8s:minimum 5",
		"            ^", `unexpected space after +k8s:minimum; write +k8s:minimum=<payload> with no spaces around the name`},
	{"+k8s:minimum!",
		"            ^", `unexpected '!' after +k8s:minimum; expected '(', '=' or the end of the line`},

	// Argument lists.
	{"+k8s:minimum(",
		"            ^", `unterminated argument list: expected ')'`},
	{"+k8s:minimum(  ",
		"            ^", `unterminated argument list: expected ')'`},
	{"+k8s:minimum(a: 1",
		"            ^", `unterminated argument list: expected ')'`},
	{"+k8s:minimum(a: 1,",
		"            ^", `unterminated argument list: expected ')'`},
	{"+k8s:minimum(a:",
		"               ^", `missing value for argument "a"; write a: <value>`},
	{"+k8s:name(a: 1, 2)",
		"                ^", `cannot mix named and positional arguments; name every argument (name: value) or pass a single positional one`},
	{"+k8s:name(x, a: 1)",
		"             ^", `cannot mix named and positional arguments; name every argument (name: value) or pass a single positional one`},
	{"+k8s:name(x, y)",
		"             ^", `only one positional argument is allowed; name the arguments (name: value, ...)`},
	{"+k8s:name(a: 1, b: 2, a: 3)",
		"                      ^", `duplicate argument "a"; give each argument once`},
	{"+k8s:name(: 1)",
		"          ^", `empty argument name before ':'; write name: value`},
	{"+k8s:name( a:  )",
		"               ^", `missing value for argument "a"; write a: <value>`},
	{"+k8s:name(a: , b: 1)",
		"             ^", `missing value for argument "a"; write a: <value>`},
	{"+k8s:name(a: 1, )",
		"                ^", `expected an argument after ','; remove the trailing ','`},
	{"+k8s:name(a: 1,,b: 2)",
		"               ^", `empty argument; remove the extra ','`},
	{"+k8s:name(,)",
		"          ^", `empty argument; remove the extra ','`},
	{"+k8s:name(a=1)",
		"           ^", `unexpected '=' in argument list; named arguments are written name: value`},
	{`+k8s:name("a": 1)`,
		"          ^", `argument names are not quoted; write name: value`},
	{"+k8s:name(a b)",
		"            ^", `unexpected 'b' in argument list; expected ',' or ')'`},
	{"+k8s:name(a: 1 b: 2)",
		"               ^", `unexpected 'b' in argument list; expected ',' or ')'`},
	{"+k8s:name(a: b: c)",
		"              ^", `unexpected ':' in argument list; expected ',' or ')'`},
	{"+k8s:name(a: @)",
		"             ^", `invalid argument value "@"; use a quoted string, an integer, true, false or an identifier such as field.path or *pkg/path.Type`},
	{"+k8s:name(a: x..y)",
		"             ^", `invalid argument value "x..y"; use a quoted string, an integer, true, false or an identifier such as field.path or *pkg/path.Type`},
	{"+k8s:name(a: +5)",
		"             ^", `invalid argument value "+5"; use a quoted string, an integer, true, false or an identifier such as field.path or *pkg/path.Type`},
	{"+k8s:name(a: (b))",
		"             ^", `unexpected '(' in argument list; expected a value`},
	{"+k8s:name(()",
		"          ^", `unexpected '(' in argument list; expected a value`},
	{"+k8s:name(a.: 1)",
		"          ^", `invalid argument name "a."; names start with a letter and contain letters, digits, '-' and '_'`},
	{"+k8s:name(=: 1)",
		"          ^", `unexpected '=' in argument list; expected a value`},
	{"+k8s:name(a: 1x)",
		"             ^", `bad integer literal "1x"; write a decimal integer such as 10 or -5, or quote it to make a string`},
	{"+k8s:name(0x10)",
		"          ^", `bad integer literal "0x10"; write a decimal integer such as 10 or -5, or quote it to make a string`},
	{"+k8s:name(a: 99999999999999999999)",
		"             ^", `integer 99999999999999999999 is out of range; values must fit in a signed 64-bit integer`},
	{`+k8s:name(a: "b)`,
		"             ^", `unterminated quoted string; close it with '"'`},
	{`+k8s:name(a: "\z")`,
		"              ^", `invalid escape sequence "\\z" in quoted string; use Go escapes such as \", \\, \n or \u00e9`},
	{"+k8s:name(x)y",
		"            ^", `unexpected 'y' after ')'; expected '=' and a payload, or the end of the line`},
	{"+k8s:name(x) =1",
		"            ^", `unexpected ' ' after ')'; expected '=' and a payload, or the end of the line`},

	// Payloads.
	{"+k8s:eachVal=",
		"             ^", `expected a payload after '='; write +k8s:eachVal=<payload>, or drop the '='`},
	{"+k8s:eachVal=  \t ",
		"             ^", `expected a payload after '='; write +k8s:eachVal=<payload>, or drop the '='`},
	{"+k8s:x(a: 1)=",
		"             ^", `expected a payload after '='; write +k8s:x=<payload>, or drop the '='`},
	{"+k8s:minimum=1x",
		"             ^", `bad integer literal "1x"; write a decimal integer such as 10 or -5, or quote it to make a string`},
	{"+k8s:minimum=1.5",
		"             ^", `bad integer literal "1.5"; write a decimal integer such as 10 or -5, or quote it to make a string`},
	{"+k8s:minimum=-5 apples",
		"             ^", `bad integer literal "-5 apples"; write a decimal integer such as 10 or -5, or quote it to make a string`},
	{"+k8s:minimum=99999999999999999999",
		"             ^", `integer 99999999999999999999 is out of range; values must fit in a signed 64-bit integer`},
	{"+k8s:minimum=-9223372036854775809",
		"             ^", `integer -9223372036854775809 is out of range; values must fit in a signed 64-bit integer`},
	{`+k8s:pattern="abc`,
		"             ^", `unterminated quoted string; close it with '"'`},
	{`+k8s:pattern="abc\"`,
		"             ^", `unterminated quoted string; close it with '"'`},
	{"+k8s:pattern=`abc",
		"             ^", "unterminated quoted string; close it with '`'"},
	{`+k8s:pattern="abc"x`,
		"                  ^", `unexpected text "x" after the closing quote; a quoted payload must end the line`},
	{`+k8s:pattern="a" "b"`,
		"                ^", `unexpected text " \"b\"" after the closing quote; a quoted payload must end the line`},
	{`+k8s:pattern="a\qb"`,
		"               ^", `invalid escape sequence "\\q" in quoted string; use Go escapes such as \", \\, \n or \u00e9`},
	{`+k8s:pattern="a\u12"`,
		"               ^", `invalid escape sequence "\\u" in quoted string; use Go escapes such as \", \\, \n or \u00e9`},
	{`+k8s:pattern="\ud800"`,
		"              ^", `invalid escape sequence "\\u" in quoted string; use Go escapes such as \", \\, \n or \u00e9`},
	{`+k8s:pattern="it\'s"`,
		"                ^", `invalid escape sequence "\\'" in quoted string; use Go escapes such as \", \\, \n or \u00e9`},
	{"+k8s:eachVal=+optional",
		"             ^", `a payload starting with '+' must be a chained tag such as +k8s:minimum=1, got "+optional"; write integers without '+'`},
	{"+k8s:minimum=+5",
		"             ^", `a payload starting with '+' must be a chained tag such as +k8s:minimum=1, got "+5"; write integers without '+'`},

	// Errors inside chained tags point into the chain, prefixed by the whole tag.
	{"+k8s:eachVal=+k8s:",
		"                  ^", `missing tag name after "+k8s:"; write +k8s:<name>, e.g. +k8s:required`},
	{"+k8s:eachVal=+k8s:subfield(x)=+k8s:minimum=1x",
		"                                           ^", `bad integer literal "1x"; write a decimal integer such as 10 or -5, or quote it to make a string`},
	{"+k8s:eachVal=+k8s:subfield(x=+k8s:minimum=1",
		"                            ^", `unexpected '=' in argument list; named arguments are written name: value`},
	{"+k8s:eachVal=+k8s:eachVal=+k8s:eachVal=+k8s:eachVal=",
		"                                                    ^", `expected a payload after '='; write +k8s:eachVal=<payload>, or drop the '='`},

	{"+k8s:x=a\nb",
		"        ^", `a tag must fit on one line; found a line break`},
}

func TestParseLineErrors(t *testing.T) {
	for _, tc := range invalidTags {
		// As if read from "\t// " + text: text begins at column 4.
		got, ok, err := ParseLine(" "+tc.text, linePos())
		wantCol := 5 + strings.IndexByte(tc.caret, '^')
		tagText, _, _ := strings.Cut(trimTrailing(tc.text), "\n")
		want := fmt.Sprintf("types.go:12:%d: %s: %s", wantCol, tagText, tc.msg)
		if !ok || err == nil {
			t.Errorf("ParseLine(%q) = %s, %v, %v; want error %s", tc.text, got, ok, err, want)
			continue
		}
		if err.Error() != want {
			t.Errorf("ParseLine(%q) error\n got: %s\nwant: %s", tc.text, err, want)
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("ParseLine(%q) error is %T; want *Error", tc.text, err)
		} else if e.Pos.Offset != 200+wantCol-4 {
			t.Errorf("ParseLine(%q) error offset = %d; want %d", tc.text, e.Pos.Offset, 200+wantCol-4)
		}
		if !got.Equal(Tag{}) {
			t.Errorf("ParseLine(%q) returned %s with its error; want the zero Tag", tc.text, got)
		}
	}
}

// The exact renderings promised in the brief.
func TestErrorRendering(t *testing.T) {
	pos := token.Position{Filename: "types.go", Line: 12, Column: 1}
	for text, want := range map[string]string{
		"+k8s:minimum(":      `types.go:12:13: +k8s:minimum(: unterminated argument list: expected ')'`,
		`+k8s:pattern="abc`:  `types.go:12:14: +k8s:pattern="abc: unterminated quoted string; close it with '"'`,
		"+k8s:name(a: 1, 2)": `types.go:12:17: +k8s:name(a: 1, 2): cannot mix named and positional arguments; name every argument (name: value) or pass a single positional one`,
	} {
		_, _, err := ParseLine(text, pos)
		if err == nil || err.Error() != want {
			t.Errorf("ParseLine(%q) error = %v; want %s", text, err, want)
		}
	}
	noFile := &Error{Pos: token.Position{Line: 3, Column: 7}, Msg: "m"}
	if got := noFile.Error(); got != "3:7: m" {
		t.Errorf("Error without file = %q; want %q", got, "3:7: m")
	}
}
