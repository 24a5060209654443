package load

import (
	"go/types"
	"slices"
	"strings"
	"testing"
)

// A session checks packages over several calls into one universe and keeps
// the comments of dependencies, which Graph.Check drops.
func TestSessionSharesTypesAcrossCalls(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"a/a.go": `package a

import "example.com/m/b"

type A struct {
	// +default="x"
	B b.B
}
`,
		"b/b.go": `package b

type B struct {
	// +default=3
	N int
}
`,
		"c/c.go": `package c

import "example.com/m/b"

func SetDefaults_B(in *b.B) { undefinedInBody() }
`,
	})
	g, err := FindGraph(dir, nil, []string{"./a"})
	if err != nil {
		t.Fatal(err)
	}
	s := g.NewSession(SessionOptions{})
	first, err := s.Check("example.com/m/a")
	if err != nil {
		t.Fatalf("first Check: %v", err)
	}
	var paths []string
	for _, p := range s.Packages() {
		paths = append(paths, p.Path)
	}
	if !slices.Equal(paths, []string{"example.com/m/a", "example.com/m/b"}) {
		t.Errorf("checked %v, want a and the b its declarations use", paths)
	}
	if c := commentsOf(s, "example.com/m/b"); !strings.Contains(c, "+default=3") {
		t.Errorf("the comments of dependency b were not kept: %q", c)
	}
	if got := len(first["example.com/m/a"].Syntax[0].Decls); got != 0 {
		t.Errorf("a session keeps %d declarations of a file, want comments only", got)
	}

	// c is not in the graph yet: it is added, then checked against the b
	// already checked.
	if _, err := s.Check("example.com/m/c"); err == nil {
		t.Fatal("checking a package missing from the graph did not fail")
	}
	if err := g.Add("./c"); err != nil {
		t.Fatal(err)
	}
	second, err := s.Check("example.com/m/c")
	if err != nil {
		t.Fatalf("second Check: %v", err)
	}
	bOfA := first["example.com/m/a"].Types.Scope().Lookup("A").Type().Underlying().(*types.Struct).Field(0).Type()
	param := second["example.com/m/c"].Types.Scope().Lookup("SetDefaults_B").Type().(*types.Signature).Params().At(0).Type()
	if !types.Identical(types.NewPointer(bOfA), param) {
		t.Errorf("b.B of the first call and *b.B of the second are not identical: %v, %v", bOfA, param)
	}
}

// Errors of a call are reported by that call only.
func TestSessionReportsErrorsPerCall(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"bad/bad.go": "package bad\n\ntype T struct{ F Missing }\n",
		"ok/ok.go":   "package ok\n\ntype T struct{ F int }\n",
	})
	g, err := FindGraph(dir, nil, []string{"./bad", "./ok"})
	if err != nil {
		t.Fatal(err)
	}
	s := g.NewSession(SessionOptions{})
	if _, err := s.Check("example.com/m/bad"); err == nil || !strings.Contains(err.Error(), "bad.go:3:18: undefined: Missing") {
		t.Errorf("error = %v, want bad.go:3:18: undefined: Missing", err)
	}
	if _, err := s.Check("example.com/m/ok"); err != nil {
		t.Errorf("the second call reported %v", err)
	}

	lenient := g.NewSession(SessionOptions{IgnoreTypeErrors: true})
	got, err := lenient.Check("example.com/m/bad")
	if err != nil {
		t.Fatalf("type errors were reported with IgnoreTypeErrors: %v", err)
	}
	if got["example.com/m/bad"].Types.Scope().Lookup("T") == nil {
		t.Error("the declarations of a package with type errors are missing")
	}
}

func commentsOf(s *Session, path string) string {
	var b strings.Builder
	for _, p := range s.Packages() {
		if p.Path != path {
			continue
		}
		for _, f := range p.Syntax {
			for _, c := range f.Comments {
				b.WriteString(c.Text())
			}
		}
	}
	return b.String()
}

func TestImportPaths(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"x/x.go":      "package x\n\nimport _ \"example.com/m/y\"\n",
		"y/y.go":      "package y\n",
		"z/tagged.go": "//go:build special\n\npackage z\n",
	})
	got, err := ImportPaths(dir, nil, []string{"./x", "./nothere/..."})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, []string{"example.com/m/x"}) {
		t.Errorf("ImportPaths(./x) = %v, want only x (not its dependency y)", got)
	}
	got, err = ImportPaths(dir, []string{"special"}, []string{"./..."})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, []string{"example.com/m/x", "example.com/m/y", "example.com/m/z"}) {
		t.Errorf("ImportPaths(./...) with -tags=special = %v", got)
	}
	if _, err := ImportPaths(dir+"/no-such-dir", nil, []string{"./..."}); err == nil {
		t.Error("a go command that could not run was not reported")
	}
}
