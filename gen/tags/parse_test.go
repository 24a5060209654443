package tags

import (
	"go/token"
	"strings"
	"testing"
)

// Helpers that build expected tags; positions and Text are checked separately.
func tag(name string, args []Arg, v Value) Tag { return Tag{Name: name, Args: args, Value: v} }
func bare(name string) Tag                     { return Tag{Name: name} }
func named(name, value string, kind ArgKind) Arg {
	return Arg{Name: name, Value: value, Kind: kind}
}
func positional(value string, kind ArgKind) []Arg {
	return []Arg{{Value: value, Kind: kind}}
}
func args(a ...Arg) []Arg    { return a }
func str(s string) Value     { return Value{Kind: ValueString, Text: s} }
func raw(s string) Value     { return Value{Kind: ValueRaw, Text: s} }
func num(s string) Value     { return Value{Kind: ValueInt, Text: s} }
func boolean(s string) Value { return Value{Kind: ValueBool, Text: s} }
func chained(t Tag) Value    { return Value{Kind: ValueTag, Tag: &t} }
func none() Value            { return Value{} }
func linePos() token.Position {
	return token.Position{Filename: "types.go", Line: 12, Column: 4, Offset: 200}
}
func withName(n string, t Tag) Tag  { t.Name = n; return t }
func minimum(n string) Tag          { return tag("minimum", nil, num(n)) }
func subfield(f string, in Tag) Tag { return tag("subfield", positional(f, ArgIdent), chained(in)) }

// validTags are accepted lines and what they mean. They also seed the
// round-trip and fuzz tests.
var validTags = []struct {
	text string
	want Tag
}{
	// Name only, with surrounding spacing.
	{"+k8s:required", bare("required")},
	{" \t +k8s:optional \t ", bare("optional")},
	{"+k8s:validation-gen-nolint", bare("validation-gen-nolint")},
	{"+k8s:a1-b2", bare("a1-b2")},
	// A trailing "# comment" is dropped, as Kubernetes' parser does;
	// a '#' inside quotes or without space before it is text.
	{"+k8s:name(x)  # why", tag("name", positional("x", ArgIdent), none())},
	{"+k8s:maximum=1000000000 # about 31 years", tag("maximum", nil, num("1000000000"))},
	{`+k8s:pattern="a #b"`, tag("pattern", nil, str("a #b"))},
	{"+k8s:format=a#b", tag("format", nil, raw("a#b"))},
	{"+k8s:validation-gen-nolint // Note: remove when GA", bare("validation-gen-nolint")},
	{"+k8s:required // why", bare("required")},
	{"+k8s:minimum=10 // the cap", minimum("10")},
	{`+k8s:pattern="abc" // why`, tag("pattern", nil, str("abc"))},
	{"+k8s:validation-gen-input=k8s.io/api/apps/v1", tag("validation-gen-input", nil, raw("k8s.io/api/apps/v1"))},
	// Other generators' ':'-separated names.
	{"+k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object", tag("deepcopy-gen:interfaces", nil, raw("k8s.io/apimachinery/pkg/runtime.Object"))},
	{"+k8s:prerelease-lifecycle-gen:introduced=1.9", tag("prerelease-lifecycle-gen:introduced", nil, raw("1.9"))},

	// Integer payloads.
	{"+k8s:minimum=10", minimum("10")},
	{"+k8s:minimum=-5", minimum("-5")},
	{"+k8s:minimum=0", minimum("0")},
	{"+k8s:maximum=007", tag("maximum", nil, num("007"))},
	{"+k8s:maximum=9223372036854775807", tag("maximum", nil, num("9223372036854775807"))},
	{"+k8s:minimum=-9223372036854775808", minimum("-9223372036854775808")},
	{"+k8s:minimum=  7  ", minimum("7")},

	// Bool payloads.
	{"+k8s:neq=true", tag("neq", nil, boolean("true"))},
	{"+k8s:neq=false", tag("neq", nil, boolean("false"))},

	// Raw payloads: the rest of the line.
	{"+k8s:format=k8s-short-name", tag("format", nil, raw("k8s-short-name"))},
	{"+k8s:update=NoSet,NoModify", tag("update", nil, raw("NoSet,NoModify"))},
	{"+k8s:listType=map", tag("listType", nil, raw("map"))},
	{"+k8s:validation-gen=TypesWithField=TypeMeta", tag("validation-gen", nil, raw("TypesWithField=TypeMeta"))},
	{"+k8s:validation-gen=*", tag("validation-gen", nil, raw("*"))},
	{"+k8s:validation-gen-scheme-registry=k8s.io/api/legacyscheme.Scheme", tag("validation-gen-scheme-registry", nil, raw("k8s.io/api/legacyscheme.Scheme"))},
	{"+k8s:validateFalse=a message, with (parens) = and spaces  ", tag("validateFalse", nil, raw("a message, with (parens) = and spaces"))},
	{"+k8s:neq=-", tag("neq", nil, raw("-"))},
	{"+k8s:neq=-x", tag("neq", nil, raw("-x"))},
	{"+k8s:neq=trueish", tag("neq", nil, raw("trueish"))},
	{"+k8s:neq=k8s:x", tag("neq", nil, raw("k8s:x"))},

	// Quoted payloads.
	{`+k8s:pattern="^[a-z]+(=|,)\\)$"`, tag("pattern", nil, str(`^[a-z]+(=|,)\)$`))},
	{`+k8s:pattern="a\"b\\c\n\t\u00e9\x41\101"`, tag("pattern", nil, str("a\"b\\c\n\t\u00e9AA"))},
	{"+k8s:pattern=`raw \"x\" \\d (a,b)=c`", tag("pattern", nil, str(`raw "x" \d (a,b)=c`))},
	{`+k8s:neq="true"`, tag("neq", nil, str("true"))},
	{`+k8s:neq="5"`, tag("neq", nil, str("5"))},
	{`+k8s:neq=""`, tag("neq", nil, str(""))},
	{"+k8s:neq=``", tag("neq", nil, str(""))},
	{`+k8s:neq="é +k8s:x"   `, tag("neq", nil, str("é +k8s:x"))},
	{`+k8s:neq="\xff"`, tag("neq", nil, str("\xff"))},

	// Positional arguments, each kind.
	{`+k8s:ifSubresource("/status")=+k8s:required`, tag("ifSubresource", positional("/status", ArgString), chained(bare("required")))},
	{"+k8s:ifSubresource(`/status`)", tag("ifSubresource", positional("/status", ArgString), none())},
	{"+k8s:dependentRequired(otherField)", tag("dependentRequired", positional("otherField", ArgIdent), none())},
	{"+k8s:dependentRequired(a.b)", tag("dependentRequired", positional("a.b", ArgIdent), none())},
	{"+k8s:x(5)", tag("x", positional("5", ArgInt), none())},
	{"+k8s:x(-5)=1", tag("x", positional("-5", ArgInt), num("1"))},
	{"+k8s:x(true)", tag("x", positional("true", ArgBool), none())},
	{"+k8s:x( _private )", tag("x", positional("_private", ArgIdent), none())},

	// Empty argument lists mean no arguments.
	{"+k8s:x()", bare("x")},
	{"+k8s:x( )=5", tag("x", nil, num("5"))},

	// Named arguments, each kind, with free spacing.
	{`+k8s:unionMember(union: u, memberName: "x")`, tag("unionMember", args(named("union", "u", ArgIdent), named("memberName", "x", ArgString)), none())},
	{"+k8s:x(k: value, k2: \"v2\", k3: 5, k4: true, k5: -1, k6: `r,a)w`)", tag("x", args(
		named("k", "value", ArgIdent), named("k2", "v2", ArgString), named("k3", "5", ArgInt),
		named("k4", "true", ArgBool), named("k5", "-1", ArgInt), named("k6", "r,a)w", ArgString)), none())},
	{"+k8s:x(  a :  1 ,b:2 ,c:\"\")", tag("x", args(named("a", "1", ArgInt), named("b", "2", ArgInt), named("c", "", ArgString)), none())},
	{"+k8s:x(snake_name: 1, kebab-name: 2)", tag("x", args(named("snake_name", "1", ArgInt), named("kebab-name", "2", ArgInt)), none())},
	{`+k8s:x(s: "a:b, c=(d)")`, tag("x", args(named("s", "a:b, c=(d)", ArgString)), none())},

	// Type references for typeArg.
	{`+k8s:validateFalse(flags: "ShortCircuit,NonError", typeArg: *T, cohort: c)="msg"`, tag("validateFalse", args(
		named("flags", "ShortCircuit,NonError", ArgString), named("typeArg", "*T", ArgIdent), named("cohort", "c", ArgIdent)), str("msg"))},
	{"+k8s:validateTrue(typeArg: []T)", tag("validateTrue", args(named("typeArg", "[]T", ArgIdent)), none())},
	{"+k8s:validateTrue(typeArg: []*k8s.io/api/core/v1.Pod)", tag("validateTrue", args(named("typeArg", "[]*k8s.io/api/core/v1.Pod", ArgIdent)), none())},
	{"+k8s:validateTrue(typeArg: map[string]*pkg/p.T)", tag("validateTrue", args(named("typeArg", "map[string]*pkg/p.T", ArgIdent)), none())},
	{"+k8s:validateTrue(typeArg: example.com/my-api/v1.T)", tag("validateTrue", args(named("typeArg", "example.com/my-api/v1.T", ArgIdent)), none())},

	// Chains, to depth 5.
	{"+k8s:eachVal=+k8s:format=k8s-short-name", tag("eachVal", nil, chained(tag("format", nil, raw("k8s-short-name"))))},
	{"+k8s:eachVal=  +k8s:required", tag("eachVal", nil, chained(bare("required")))},
	{"+k8s:eachVal=+k8s:subfield(x)=+k8s:minimum=1", tag("eachVal", nil, chained(subfield("x", minimum("1"))))},
	{`+k8s:eachVal=+k8s:subfield(x)=+k8s:ifEnabled(Gate)=+k8s:pattern="a=+k8s:b"`, tag("eachVal", nil, chained(subfield("x",
		tag("ifEnabled", positional("Gate", ArgIdent), chained(tag("pattern", nil, str("a=+k8s:b")))))))},
	{`+k8s:alpha(since: "v1.35")=+k8s:eachVal=+k8s:subfield(x)=+k8s:item(key: "a", n: 5)=+k8s:minimum=-1`, tag("alpha", args(named("since", "v1.35", ArgString)),
		chained(tag("eachVal", nil, chained(subfield("x", tag("item", args(named("key", "a", ArgString), named("n", "5", ArgInt)), chained(minimum("-1"))))))))},
}

func TestParseLineValid(t *testing.T) {
	for _, tc := range validTags {
		got, ok, err := ParseLine(tc.text, linePos())
		if err != nil || !ok {
			t.Errorf("ParseLine(%q) = ok %v, err %v; want a tag", tc.text, ok, err)
			continue
		}
		if !got.Equal(tc.want) {
			t.Errorf("ParseLine(%q) = %s; want %s", tc.text, got, tc.want)
		}
		assertTexts(t, tc.text, got)
	}
}

// assertTexts checks that every tag in the chain knows its own text and that
// its Pos agrees with where that text sits in line.
func assertTexts(t *testing.T, line string, got Tag) {
	t.Helper()
	base := linePos()
	trimmed := trimTrailing(cutHashComment(line))
	for cur := &got; cur != nil; cur = cur.Value.Tag {
		at := cur.Pos.Column - base.Column
		if at < 0 || at >= len(trimmed) || trimmed[at:] != cur.Text {
			t.Errorf("%q: tag %s has Pos column %d and Text %q, which disagree", line, cur.Name, cur.Pos.Column, cur.Text)
			return
		}
		if cur.Pos.Offset-base.Offset != at || cur.Pos.Line != base.Line || cur.Pos.Filename != base.Filename {
			t.Errorf("%q: tag %s Pos %+v inconsistent with column", line, cur.Name, cur.Pos)
		}
	}
}

func TestParseLineNotATag(t *testing.T) {
	for _, text := range []string{
		"", " ", "plain comment", "+optional", "+listType=map", "+default=5", "+genclient",
		"+k8s", "+k8s=5", "+k8sx:minimum=1", "+K8S:minimum=1", "k8s:minimum=1", " - +k8s:minimum=1",
		"go:generate foo", "+ k8s:minimum=1",
	} {
		got, ok, err := ParseLine(text, linePos())
		if ok || err != nil || !got.Equal(Tag{}) {
			t.Errorf("ParseLine(%q) = %v, %v, %v; want not a tag", text, got, ok, err)
		}
	}
}

func TestParseLinePositions(t *testing.T) {
	// As if read from `\t// +k8s:...` on line 12: text starts at column 4.
	const text = ` +k8s:item(key: "a", n: 5)=+k8s:eachVal=+k8s:minimum=1`
	got, _, err := ParseLine(text, linePos())
	if err != nil {
		t.Fatal(err)
	}
	col := func(sub string) int { return 4 + strings.Index(text, sub) }
	checks := []struct {
		what string
		got  token.Position
		col  int
	}{
		{"item", got.Pos, col("+k8s:item")},
		{"arg key", got.Args[0].Pos, col("key")},
		{"arg n", got.Args[1].Pos, col("n:")},
		{"item payload", got.Value.Pos, col("+k8s:eachVal")},
		{"eachVal", got.Value.Tag.Pos, col("+k8s:eachVal")},
		{"eachVal payload", got.Value.Tag.Value.Pos, col("+k8s:minimum")},
		{"minimum", got.Value.Tag.Value.Tag.Pos, col("+k8s:minimum")},
		{"minimum payload", got.Value.Tag.Value.Tag.Value.Pos, col("1")},
	}
	for _, c := range checks {
		want := token.Position{Filename: "types.go", Line: 12, Column: c.col, Offset: 200 + c.col - 4}
		if c.got != want {
			t.Errorf("%s: Pos = %+v; want %+v", c.what, c.got, want)
		}
	}
	if got.Pos.Column != 5 {
		t.Errorf("tag column = %d; want 5 (the '+' after \"\\t// \")", got.Pos.Column)
	}
	if want := text[1:]; got.Text != want {
		t.Errorf("Text = %q; want %q", got.Text, want)
	}
	if want := "+k8s:minimum=1"; got.Value.Tag.Value.Tag.Text != want {
		t.Errorf("innermost Text = %q; want %q", got.Value.Tag.Value.Tag.Text, want)
	}
	if got.Value.Tag.Args != nil {
		t.Errorf("eachVal Args = %v; want nil", got.Value.Tag.Args)
	}
}

func TestRoundTrip(t *testing.T) {
	for _, tc := range validTags {
		orig, _, err := ParseLine(tc.text, linePos())
		if err != nil {
			t.Fatalf("ParseLine(%q): %v", tc.text, err)
		}
		canonical := orig.String()
		again, ok, err := ParseLine(canonical, linePos())
		if !ok || err != nil || !again.Equal(orig) {
			t.Errorf("ParseLine(%q) = %s, %v, %v; want it equal to the tag parsed from %q", canonical, again, ok, err, tc.text)
		}
		if again.String() != canonical {
			t.Errorf("String is not stable: %q then %q", canonical, again.String())
		}
	}
}

func TestStringCanonical(t *testing.T) {
	for text, want := range map[string]string{
		"+k8s:required":                   "+k8s:required",
		"+k8s:x( a :1,b:`q\"`)":           `+k8s:x(a: 1, b: "q\"")`,
		"+k8s:x()=  5":                    "+k8s:x=5",
		"+k8s:pattern=`\\d+`":             `+k8s:pattern="\\d+"`,
		`+k8s:eachVal=+k8s:subfield(f)=x`: `+k8s:eachVal=+k8s:subfield(f)=x`,
		`+k8s:x("/status")=true`:          `+k8s:x("/status")=true`,
	} {
		got, _, err := ParseLine(text, linePos())
		if err != nil {
			t.Fatalf("ParseLine(%q): %v", text, err)
		}
		if got.String() != want {
			t.Errorf("String of %q = %q; want %q", text, got.String(), want)
		}
	}
}

func TestEqual(t *testing.T) {
	base := tag("x", args(named("a", "1", ArgInt)), chained(minimum("1")))
	differ := []Tag{
		withName("y", base),
		tag("x", args(named("a", "1", ArgIdent)), chained(minimum("1"))),
		tag("x", args(named("b", "1", ArgInt)), chained(minimum("1"))),
		tag("x", args(named("a", "2", ArgInt)), chained(minimum("1"))),
		tag("x", nil, chained(minimum("1"))),
		tag("x", args(named("a", "1", ArgInt)), chained(minimum("2"))),
		tag("x", args(named("a", "1", ArgInt)), num("1")),
		tag("x", args(named("a", "1", ArgInt)), Value{Kind: ValueTag}),
	}
	for _, d := range differ {
		if base.Equal(d) || d.Equal(base) {
			t.Errorf("%s should differ from %s", d, base)
		}
	}
	same := base
	same.Pos, same.Text = linePos(), "anything"
	if !base.Equal(same) {
		t.Errorf("position and text must not matter")
	}
}
