package tags

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

const extractSource = `// Package v1 is an API.
//
// +k8s:validation-gen=TypeMeta
// +groupName=example.com
package v1

/* +k8s:validation-gen-nolint */

// Widget is a widget.
// +genclient
// +k8s:supportsSubresource("/status")
type Widget struct {
	// +optional
	// +k8s:minimum=1
	//+k8s:maximum=10
	Replicas int ` + "`json:\"replicas\"`" + `

	/*
	   +k8s:eachVal=+k8s:format=k8s-short-name
	    +listType=set
	*/
	Names []string

	Bad int /* +k8s:minimum=1x */ // +k8s:maximum(
}
`

type wantAt struct {
	text      string
	line, col int
}

var (
	extractTags = []wantAt{
		{"+k8s:validation-gen=TypeMeta", 3, 4},
		{"+k8s:validation-gen-nolint", 7, 4},
		{`+k8s:supportsSubresource("/status")`, 11, 4},
		{"+k8s:minimum=1", 14, 5},
		{"+k8s:maximum=10", 15, 4},
		{"+k8s:eachVal=+k8s:format=k8s-short-name", 19, 5},
	}
	extractOther = []wantAt{
		{"+groupName=example.com", 4, 4},
		{"+genclient", 10, 4},
		{"+optional", 13, 5},
		{"+listType=set", 20, 6},
	}
	extractErrors = []wantAt{
		{"types.go:24:26: +k8s:minimum=1x: bad integer literal \"1x\"; write a decimal integer such as 10 or -5, or quote it to make a string", 24, 26},
		{"types.go:24:47: +k8s:maximum(: unterminated argument list: expected ')'", 24, 47},
	}
)

func parseSource(t *testing.T, src string) (*token.FileSet, *ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "types.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	return fset, f
}

func TestExtract(t *testing.T) {
	for name, src := range map[string]string{
		"LF":   extractSource,
		"CRLF": strings.ReplaceAll(extractSource, "\n", "\r\n"),
	} {
		t.Run(name, func(t *testing.T) {
			fset, f := parseSource(t, src)
			groups := append([]*ast.CommentGroup{nil}, f.Comments...)
			tags, other, err := Extract(fset, groups...)

			if len(tags) != len(extractTags) {
				t.Fatalf("got %d tags %v; want %d", len(tags), tags, len(extractTags))
			}
			for i, w := range extractTags {
				checkAt(t, src, tags[i].Text, tags[i].Pos, w)
				if tags[i].String() != w.text {
					t.Errorf("tag %d renders as %q; want %q", i, tags[i].String(), w.text)
				}
			}
			if len(other) != len(extractOther) {
				t.Fatalf("got %d other lines %v; want %d", len(other), other, len(extractOther))
			}
			for i, w := range extractOther {
				checkAt(t, src, other[i].Text, other[i].Pos, w)
			}

			var errs []*Error
			for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
				var te *Error
				if !errors.As(e, &te) {
					t.Fatalf("error %v is %T; want *Error", e, e)
				}
				errs = append(errs, te)
			}
			if len(errs) != len(extractErrors) {
				t.Fatalf("got errors %v; want %d", err, len(extractErrors))
			}
			for i, w := range extractErrors {
				if errs[i].Error() != w.text {
					t.Errorf("error %d\n got: %s\nwant: %s", i, errs[i], w.text)
				}
				if !strings.HasPrefix(src[errs[i].Pos.Offset:], "1x") && !strings.HasPrefix(src[errs[i].Pos.Offset:], "(") {
					t.Errorf("error %d offset %d points at %q", i, errs[i].Pos.Offset, src[errs[i].Pos.Offset:][:5])
				}
			}
		})
	}
}

// checkAt checks a found line's text and position against want, and that
// Pos.Offset really indexes the text in src.
func checkAt(t *testing.T, src, text string, pos token.Position, want wantAt) {
	t.Helper()
	if text != want.text || pos.Line != want.line || pos.Column != want.col || pos.Filename != "types.go" {
		t.Errorf("got %q at %s; want %q at types.go:%d:%d", text, pos, want.text, want.line, want.col)
	}
	if !strings.HasPrefix(src[pos.Offset:], text) {
		t.Errorf("%q: offset %d points at %q", text, pos.Offset, src[pos.Offset:min(len(src), pos.Offset+len(text))])
	}
}

func TestExtractLineDirective(t *testing.T) {
	src := "package p\n\n//line gen.go:100\n/*\n +k8s:required\n*/\ntype T int\n"
	fset, f := parseSource(t, src)
	tags, _, err := Extract(fset, f.Comments...)
	if err != nil || len(tags) != 1 {
		t.Fatalf("Extract = %v, %v; want one tag", tags, err)
	}
	// The directive renumbers the lines after it and, having no column,
	// makes their columns unknown (0); the offset stays exact.
	want := token.Position{Filename: "gen.go", Line: 101, Column: 0, Offset: strings.Index(src, "+k8s")}
	if tags[0].Pos != want {
		t.Errorf("Pos = %+v; want %+v", tags[0].Pos, want)
	}
}

func TestExtractNothing(t *testing.T) {
	fset := token.NewFileSet()
	tags, other, err := Extract(fset)
	if tags != nil || other != nil || err != nil {
		t.Errorf("Extract() = %v, %v, %v; want nothing", tags, other, err)
	}
}

// A floating block is prose except for the named tags: Kubernetes reads
// `+k8s:opaqueType.` at the end of a sentence there as nothing at all.
func TestExtractNamed(t *testing.T) {
	const src = `package p

// The following types were tested with
// +k8s:opaqueType.
// +k8s:minimum=1x
//   +k8s:supportsSubresource("/status")
// +k8s:validation-gen=false
// +k8s:validation-gen-nolint
// +k8s:isSubresource("/scale"
type T int
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "types.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"supportsSubresource", "validation-gen", "isSubresource"}
	got, err := ExtractNamed(fset, names, f.Comments...)
	var texts []string
	for _, tag := range got {
		texts = append(texts, tag.String())
	}
	if want := `+k8s:supportsSubresource("/status") +k8s:validation-gen=false`; strings.Join(texts, " ") != want {
		t.Errorf("tags = %q, want %q", texts, want)
	}
	if err == nil || !strings.Contains(err.Error(), "types.go:9:22: +k8s:isSubresource(\"/scale\": unterminated") {
		t.Errorf("err = %v, want the malformed isSubresource line reported", err)
	}
}

func TestExtractedName(t *testing.T) {
	for text, want := range map[string]string{
		" +k8s:opaqueType.":          "opaqueType.",
		"+k8s:minimum=1":             "minimum",
		"+k8s:validation-gen=false":  "validation-gen",
		"+k8s:deepcopy-gen:x=y":      "deepcopy-gen:x",
		"+k8s:_x(1)":                 "_x",
		"+k8s:1x":                    "",
		"+optional":                  "",
		"\t+k8s:supportsSubresource": "supportsSubresource",
	} {
		if got := extractedName(text); got != want {
			t.Errorf("extractedName(%q) = %q, want %q", text, got, want)
		}
	}
}
