package load

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// declarations prints a parsed file with its bodies emptied, and lists
// the position of every node outside bodies: what a load reads of it.
func declarations(t *testing.T, fset *token.FileSet, f *ast.File) (string, []token.Position) {
	t.Helper()
	emptyBodies(f)
	var buf bytes.Buffer
	if err := printer.Fprint(&buf, fset, f); err != nil {
		t.Fatal(err)
	}
	var pos []token.Position
	ast.Inspect(f, func(n ast.Node) bool {
		if n != nil {
			pos = append(pos, fset.Position(n.Pos()), fset.Position(n.End()))
		}
		return true
	})
	return buf.String(), pos
}

// checkBlanked parses src whole and blanked, and fails unless both give
// the same declarations at the same positions. It reports whether
// anything was blanked.
func checkBlanked(t *testing.T, name string, src []byte) bool {
	t.Helper()
	blank := blankBodies(src)
	if blank == nil {
		return false
	}
	if len(blank) != len(src) || bytes.Count(blank, []byte("\n")) != bytes.Count(src, []byte("\n")) {
		t.Fatalf("%s: blanking changed the length or the lines", name)
	}
	wholeSet, blankSet := token.NewFileSet(), token.NewFileSet()
	whole, err := parser.ParseFile(wholeSet, name, src, parser.SkipObjectResolution)
	if err != nil {
		return true // the loader parses the original then, and reports its errors
	}
	blanked, err := parser.ParseFile(blankSet, name, blank, parser.SkipObjectResolution)
	if err != nil {
		t.Errorf("%s: parses whole but not blanked: %v", name, err)
		return true
	}
	wantText, wantPos := declarations(t, wholeSet, whole)
	gotText, gotPos := declarations(t, blankSet, blanked)
	if gotText != wantText {
		t.Errorf("%s: blanked declarations differ from the whole file's", name)
	}
	if len(gotPos) != len(wantPos) {
		t.Errorf("%s: %d nodes blanked, %d whole", name, len(gotPos), len(wantPos))
		return true
	}
	for i := range wantPos {
		if gotPos[i] != wantPos[i] {
			t.Errorf("%s: node at %v moved to %v", name, wantPos[i], gotPos[i])
			break
		}
	}
	return true
}

func TestBlankBodiesCases(t *testing.T) {
	cases := map[string]string{
		"plain":         "package p\n\nfunc f() int {\n\treturn 1 // }\n}\n",
		"method":        "package p\n\ntype T struct{}\n\nfunc (T) M(x struct{ a int }) (y interface{ N() }) { return nil }\n",
		"struct result": "package p\n\nfunc f() struct {\n\ta int\n} {\n\treturn struct{ a int }{}\n}\n",
		"generic":       "package p\n\nfunc F[T interface{ ~int }](x T) map[string]struct{} { s := \"{\"; _ = '}'; _ = `}\n{`; return nil }\n",
		"no body":       "package p\n\nfunc now() (int64, int32)\n\nvar x = map[string]int{\"a\": 1}\n",
		"literal":       "package p\n\nvar f = func() int { return 1 }\n\ntype F func() struct{}\n",
		"comments":      "package p\n\nfunc f() /* {\n */ {}\n\nfunc g() /* } */ { /* } */ }\n",
	}
	for name, src := range cases {
		checkBlanked(t, name, []byte(src))
	}
	if blankBodies([]byte(cases["no body"])) != nil {
		t.Error("a function without a body blanked something")
	}
	if got := string(blankBodies([]byte(cases["plain"]))); strings.Contains(got, "return") || !strings.Contains(got, "int {\n"+strings.Repeat(" ", len("\treturn 1 // }"))+"\n}") {
		t.Errorf("plain: body not blanked: %q", got)
	}
}

func TestBlankBodiesBroken(t *testing.T) {
	for _, src := range []string{
		"package p\n\nfunc f() {\n",
		"package p\n\nfunc f() { s := \"}\n }\n",
		"package p\n\nfunc f() { /* }\n",
		"package p\n\nfunc f() { x := := 1 }\n",
	} {
		checkBlanked(t, "broken.go", []byte(src))
	}
}

// TestBlankBodiesOnRealSource holds blanking to the whole parse on the Go
// standard library and on the module cache's Kubernetes sources: every
// 16th file, or all of them (about 34,000) with KUBEDV_LONG_TESTS=1.
func TestBlankBodiesOnRealSource(t *testing.T) {
	stride := 16
	if os.Getenv("KUBEDV_LONG_TESTS") == "1" {
		stride = 1
	}
	roots := []string{filepath.Join(runtime.GOROOT(), "src")}
	if mod := os.Getenv("GOMODCACHE"); mod != "" {
		roots = append(roots, filepath.Join(mod, "k8s.io"))
	} else if home, err := os.UserHomeDir(); err == nil {
		roots = append(roots, filepath.Join(home, "go", "pkg", "mod", "k8s.io"))
	}
	seen, files, blanked := 0, 0, 0
	for _, root := range roots {
		_ = filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.Contains(path, "testdata") {
				return nil
			}
			if testing.Short() && files >= 500 {
				return filepath.SkipAll
			}
			seen++
			if seen%stride != 0 {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return nil
			}
			files++
			if checkBlanked(t, path, src) {
				blanked++
			}
			if t.Failed() {
				return filepath.SkipAll
			}
			return nil
		})
	}
	if files == 0 || blanked*2 < files {
		t.Fatalf("blanked %d of %d files", blanked, files)
	}
	t.Logf("blanked %d of %d files", blanked, files)
}

// BenchmarkParseDependency parses one large file as a load parses a
// dependency: whole, as before blanking, and blanked.
func BenchmarkParseDependency(b *testing.B) {
	src, err := os.ReadFile(filepath.Join(runtime.GOROOT(), "src", "net", "http", "server.go"))
	if err != nil {
		b.Skip(err)
	}
	b.Run("whole", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := parser.ParseFile(token.NewFileSet(), "server.go", src, parser.SkipObjectResolution); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("blank", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			blankBodies(src)
		}
	})
	b.Run("blanked", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := parser.ParseFile(token.NewFileSet(), "server.go", blankBodies(src), parser.SkipObjectResolution); err != nil {
				b.Fatal(err)
			}
		}
	})
}
