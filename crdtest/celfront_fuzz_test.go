package crdtest

import (
	"strings"
	"testing"

	gencel "github.com/kubedv/kubedv/gen/cel"
)

// parserSeeds are expressions at the edges of CEL's grammar.
var parserSeeds = []string{
	``, `1`, `-1`, `--1`, `- 1`, `-(1)`, `!-1`, `-!true`, `!!a`, `-9223372036854775808`, `--9223372036854775808`,
	`9223372036854775808`, `18446744073709551615u`, `18446744073709551616u`, `0x`, `0x1F`, `0xFFu`, `1e`, `1e5`, `1.e5`, `.5`, `1.5u`,
	`1e400`, `1e-400`, `"\u00e9"`, `"\uD800"`, `b"\u0041"`, `b"\xff"`, `"\xff"`, `"\400"`, `"\377"`, `r"\"`, `'''a''''`, `""""""`,
	`"""a`, `"a
b"`, `'''a
b'''`, `r'''\n'''`, `br"\d"`, `rb"x"`, `B'x'`, `R"x"`, "a.`b-c`", "a.`b`()", "`a`", "a.`a`.b", "a.``",
	`a.?b`, `a.?b()`, `a[?b]`, `[?a]`, `{?a: b}`, `A{?f: 1}`, `a.b{}`, `.a.b{}`, `.a`, `.a()`, `a.(b)`, `a..b`,
	`[,]`, `{,}`, `[1,]`, `[,1]`, `{1:2,}`, `f(1,)`, `f(,)`, `a ? b : c ? d : e`, `a ? b ? c : d : e`, `a ?: b`,
	`if`, `a.if`, `if()`, `a.if()`, `in`, `a.in`, `a in b in c`, `null`, `a.null`, `true.b`, `1.a`, `1.0.a`,
	`has(a)`, `has(a.b)`, `has(a.b.c)`, `has(a[0])`, `has(a.?b)`, `has(has(a.b))`, `has()`, `a.has(b)`,
	`a.all(x, y)`, `a.all(x.y, z)`, `a.all(1, 2)`, `a.all(x)`, `all(x, y)`, `a.map(x, y, z)`, `a.map(x, y, z, w)`,
	`a.all(k, v, p)`, `a.all(k, k, p)`, `a.all(__result__, p)`, `a.all(@result, p)`, `a.exists_one(x, p)`, `a.existsOne(x, p)`,
	`a.transformList(i, v, t)`, `a.transformMap(i, v, f, t)`, `a.transformMapEntry(k, v, e)`, `a.optMap(v, e)`,
	`a.optMap(v.x, e)`, `a.optFlatMap(__result__, e)`, `a.sortBy(e, k)`, `'a'.sortBy(e, k)`, `{}.sortBy(e, k)`, `[].sortBy(e, k)`,
	`a.filter(x, y)`, `a.filter(1, y)`, `// only a comment`, "1 // c\n + 2", `a#b`, `é`, `a
.b`, "\t1\f", `1 +`, `()`, `(1))`, `((1)`, `[1 2]`, `{1}`, `{1:}`, `a.b.c.d.e.f()`,
	strings.Repeat("(", 200) + "1" + strings.Repeat(")", 200), strings.Repeat("(", 249) + "1" + strings.Repeat(")", 249),
	strings.Repeat("(", 250) + "1" + strings.Repeat(")", 250), strings.Repeat("a.", 240) + "b", strings.Repeat("a.", 260) + "b",
	strings.Repeat("1 + ", 240) + "1", strings.Repeat("1 + ", 260) + "1", strings.Repeat("a || ", 300) + "a",
	strings.Repeat("-", 300) + "1", strings.Repeat("!", 300) + "a", strings.Repeat("[", 100) + strings.Repeat("]", 100),
	strings.Repeat("a[", 130) + "0" + strings.Repeat("]", 130), strings.Repeat("f(", 130) + strings.Repeat(")", 130),
	strings.Repeat("1 == ", 250) + "1", strings.Repeat("a ? b : ", 130) + "c", strings.Repeat("x", 100_001),
}

// parseVerdicts compares gen/cel's and cel-go's accept/reject of src in the
// CRD environment (parse and macro expansion).
func parseVerdicts(t *testing.T, src string) (ours, theirs bool) {
	t.Helper()
	_, perrs := gencel.Parse(src)
	_, iss := crdCELEnv(t).Parse(src)
	return perrs == nil, iss.Err() == nil
}

// nestingShapes build expressions nested n deep, to meet cel-go's two
// recursion limits at their edges.
var nestingShapes = map[string]func(n int) string{
	"index":     func(n int) string { return strings.Repeat("a[", n) + "0" + strings.Repeat("]", n) },
	"eq":        func(n int) string { return strings.Repeat("1 == ", n) + "1" },
	"plus":      func(n int) string { return strings.Repeat("1 + ", n) + "1" },
	"select":    func(n int) string { return strings.Repeat("a.", n) + "b" },
	"parens":    func(n int) string { return strings.Repeat("(", n) + "1" + strings.Repeat(")", n) },
	"call":      func(n int) string { return strings.Repeat("f(", n) + strings.Repeat(")", n) },
	"list":      func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) },
	"neg":       func(n int) string { return strings.Repeat("-(", n) + "1" + strings.Repeat(")", n) },
	"ternary":   func(n int) string { return strings.Repeat("a ? b : ", n) + "c" },
	"member":    func(n int) string { return "a" + strings.Repeat(".f()", n) },
	"idxchain":  func(n int) string { return "a" + strings.Repeat("[0]", n) },
	"eqparen":   func(n int) string { return strings.Repeat("(1 == ", n) + "1" + strings.Repeat(")", n) },
	"plusparen": func(n int) string { return strings.Repeat("1 + (", n) + "1" + strings.Repeat(")", n) },
	"map":       func(n int) string { return strings.Repeat("{1:", n) + "1" + strings.Repeat("}", n) },
	"macro":     func(n int) string { return strings.Repeat("a.all(x, ", n) + "true" + strings.Repeat(")", n) },
	"has":       func(n int) string { return strings.Repeat("has(", n) + "a.b" + strings.Repeat(")", n) },
}

func TestCELFrontParserSeeds(t *testing.T) {
	seeds := append([]string{}, parserSeeds...)
	seeds = append(seeds, celCorpus...)
	for _, shape := range nestingShapes {
		for _, n := range []int{62, 63, 64, 82, 83, 84, 124, 125, 126, 127, 248, 249, 250, 251, 252} {
			seeds = append(seeds, shape(n))
		}
	}
	diffs := 0
	for _, src := range seeds {
		ours, theirs := parseVerdicts(t, src)
		if ours != theirs {
			diffs++
			show := src
			if len(show) > 80 {
				show = show[:80] + "..."
			}
			t.Errorf("%q: gen/cel accepts=%v, cel-go accepts=%v", show, ours, theirs)
		}
	}
	t.Logf("%d expressions, %d parse verdict differences", len(seeds), diffs)
}

// FuzzCELFrontParse: gen/cel's parser never panics and agrees with cel-go
// on accept/reject (go test -fuzz FuzzCELFrontParse).
func FuzzCELFrontParse(f *testing.F) {
	for _, s := range parserSeeds {
		if len(s) < 2000 {
			f.Add(s)
		}
	}
	for _, s := range celCorpus {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		ours, theirs := parseVerdicts(t, src)
		if ours != theirs {
			t.Errorf("%q: gen/cel accepts=%v, cel-go accepts=%v", src, ours, theirs)
		}
	})
}
