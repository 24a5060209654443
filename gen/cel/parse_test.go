package cel

import (
	"strings"
	"testing"
)

func TestParseAcceptReject(t *testing.T) {
	ok := []string{
		`1 + 2 * 3`, `-1`, `--1`, `-9223372036854775808`, `0x1F`, `1u`, `0xFFu`, `1.5e3`, `.5`, `1e-3`,
		`"a\n\x41\101\u00e9\U0001F600"`, `r"\d+"`, `'''a'b'''`, `"""x"y"""`, `b"\xff\377"`, `br'\n'`,
		`a.b.c`, `a.?b`, `a[?0]`, `a[0]`, `[?a, b]`, `{?'k': v}`, `[1,2,]`, `[,]`, `{,}`, `{'a':1,}`,
		"a.`b-c`", `x ? y : z ? 1 : 2`, `!!a`, `!-1`, `has(a.b)`, `l.all(x, x > 0)`, `l.map(x, x > 0, x)`,
		`m.all(k, v, v > 0)`, `l.transformList(i, v, v)`, `.a.b`, `.f()`, `a.b{c: 1}`, `A{}`, `a.if`, `a in [1]`,
		`o.optMap(v, v)`, `l.sortBy(e, e)`, `f(1, 2)`, `a.f()`, `// c
1`,
	}
	for _, src := range ok {
		if _, errs := Parse(src); errs != nil {
			t.Errorf("Parse(%q): %v", src, errs)
		}
	}
	bad := []string{
		``, `1 +`, `-!a`, `!-a`, `a.?b()`, "a.`b`()", `if`, `for(1)`, `a.true`, `9223372036854775808`,
		`--9223372036854775808`, `1e400`, `"\u00e"`, `b"\u0041"`, `"\uD800"`, `"abc`, `'a
b'`, `f(1,)`, `a ? b ? c : d : e`, `has(a)`, `has(a[0])`, `l.all(1, true)`, `l.map(x.y, 1)`,
		`m.all(k, k, true)`, `l.all(__result__, true)`, `"x".sortBy(e, e)`, `a.in`, `#`, `é`, `()`, `a b`,
		`18446744073709551616u`, `{1}`, `[1 2]`,
	}
	for _, src := range bad {
		if _, errs := Parse(src); errs == nil {
			t.Errorf("Parse(%q) succeeded, want an error", src)
		}
	}
}

func TestParseLimits(t *testing.T) {
	deep := strings.Repeat("(", 249) + "1" + strings.Repeat(")", 249)
	if _, errs := Parse(deep); errs != nil {
		t.Errorf("249 parentheses: %v", errs)
	}
	deep = strings.Repeat("(", 250) + "1" + strings.Repeat(")", 250)
	if _, errs := Parse(deep); errs == nil {
		t.Errorf("250 parentheses: want the recursion limit")
	}
	if _, errs := Parse(strings.Repeat("a", 100_001)); errs == nil {
		t.Errorf("100001 code points: want the size limit")
	}
}

func TestParseShape(t *testing.T) {
	e, errs := Parse(`-1`)
	if errs != nil || e.Kind != Literal || e.Lit != int64(-1) {
		t.Fatalf("-1: %+v %v", e, errs)
	}
	e, _ = Parse(`--1`)
	if e.Kind != Literal || e.Lit != int64(1) {
		t.Fatalf("--1: %+v", e)
	}
	e, _ = Parse(`a || b || c || d`)
	if e.Name != "_||_" || e.Args[0].Name != "_||_" || e.Args[1].Name != "_||_" {
		t.Fatalf("logic chain not balanced: %+v", e)
	}
	e, _ = Parse(`1 - 2 - 3`)
	if e.Name != "_-_" || e.Args[0].Name != "_-_" {
		t.Fatalf("left associativity: %+v", e)
	}
	e, _ = Parse(`1 + 2 * 3`)
	if e.Name != "_+_" || e.Args[1].Name != "_*_" {
		t.Fatalf("precedence: %+v", e)
	}
	e, _ = Parse(`b"\xff\u00e9"`)
	_ = e
	e, _ = Parse(`"\xff"`)
	if e.Lit != "\u00ff" {
		t.Fatalf(`"\xff" = %q`, e.Lit)
	}
	e, _ = Parse(`b"\xff"`)
	if string(e.Lit.([]byte)) != "\xff" {
		t.Fatalf(`b"\xff" = %q`, e.Lit)
	}
}
