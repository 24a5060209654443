package tags

import (
	"encoding/json"
	"go/token"
	"strings"
	"testing"
)

// markerJSON reads +kubebuilder:default=<text> and renders it as
// controller-gen writes it into the CRD (json.Marshal of the value).
func markerJSON(text string) (string, error) {
	l := Line{Text: "+kubebuilder:default=" + text, Pos: token.Position{Filename: "t.go", Line: 2, Column: 4}}
	m, err := ParseMarker(l, "kubebuilder:default")
	if err != nil {
		return "", err
	}
	v, err := MarkerAny(m)
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(v)
	return string(b), err
}

// The expected JSON is what controller-gen v0.23 writes for each value
// (read from its parser, pkg/markers/parse.go, and checked against it).
func TestMarkerAny(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`5`, `5`},
		{`-3`, `-3`},
		{`- 3`, `-3`},
		{`1.5`, `1.5`},
		{`1.0`, `1`},
		{`1e3`, `1000`},
		{`.5`, `0.5`},
		{`true`, `true`},
		{`false`, `false`},
		{`trueish`, `"trueish"`},
		{`Always`, `"Always"`},
		{`"x"`, `"x"`},
		{"`a\\b`", `"a\\b"`},
		{`"a,b"`, `"a,b"`},
		{`hello world`, `"hello world"`},
		{`100Mi`, `"100Mi"`},
		{`2024-01-15`, `"2024-01-15"`},
		{`10.0.0.1`, `"10.0.0.1"`},
		{`08:00`, `"08:00"`},
		{`'x'`, `"'x'"`},
		{`{}`, `{}`},
		{`{ }`, `{}`},
		{`{a: 1}`, `{"a":1}`},
		{`{policy: "delete", n: 2, on: true, f: 1.5}`, `{"f":1.5,"n":2,"on":true,"policy":"delete"}`},
		{`{a: {b: x}}`, `{"a":{"b":"x"}}`},
		{`{a: {1,2}}`, `{"a":[1,2]}`},
		{`{"k": v}`, `{"k":"v"}`},
		{`{1,2}`, `[1,2]`},
		{`{80, 443}`, `[80,443]`},
		{`{1.5, 2}`, `[1.5,2]`},
		{`{a, b}`, `["a","b"]`},
		{`{"a", 1}`, `["a","1"]`},
		{`{{1},{2,3}}`, `[[1],[2,3]]`},
		{`{{a: 1}, {a: 2}}`, `[{"a":1},{"a":2}]`},
		{`a;b;c`, `["a","b","c"]`},
		{`1;2`, `[1,2]`},
		{`"a;b"`, `"a;b"`},
		{`{1 2}`, `["1 2"]`},
		{`{b: 1, a: x;y}`, `{"a":["x","y"],"b":1}`},
		{`{a: 1 b: 2}`, `{"a":"1 b: 2"}`},
	} {
		got, err := markerJSON(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got != tc.want {
			t.Errorf("%s: %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestMarkerAnyErrors(t *testing.T) {
	for _, tc := range []struct{ in, col, msg string }{
		{`"a" b`, ":2:29: ", "unexpected 'b' after the value"},
		{`a,b`, ":2:26: ", "unexpected ','"},
		{`{1, x}`, ":2:29: ", "expected an integer"},
		{`{1, 2.5}`, ":2:29: ", "expected an integer"},
		{`{true, 1}`, ":2:32: ", "expected true or false"},
		{`{a: 1`, ":2:30: ", "expected ',' between entries, found the end"},
		{`{a: 1, 2}`, ":2:33: ", "expected ':' after the key, found '}'"},
		// A ';' before any ',' makes a legacy list, here of objects.
		{`{a: x;y}`, ":2:26: ", "expected '{', found 'a'"},
		{`0755`, ":2:25: ", "reads 0755 as a Go literal"},
		{`0x10`, ":2:25: ", "reads 0x10 as a Go literal"},
		{`{1_000}`, ":2:26: ", "reads 1_000 as a Go literal"},
		{`http://x`, ":2:30: ", "start of a comment"},
		{`"unterminated`, ":2:25: ", "unterminated"},
		{`99999999999999999999`, ":2:25: ", "out of range"},
	} {
		_, err := markerJSON(tc.in)
		if err == nil {
			t.Errorf("%s: no error, want %q", tc.in, tc.msg)
			continue
		}
		if !strings.Contains(err.Error(), tc.col) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want %q at %s", tc.in, err, tc.msg, tc.col)
		}
	}
}
