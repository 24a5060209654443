package load

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeModule writes a module example.com/m with the given files (path ->
// content) into a temporary directory and returns it.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOPROXY", "off")
	dir := t.TempDir()
	files["go.mod"] = "module example.com/m\n\ngo 1.22\n"
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const outputFile = "zz_generated.validations.go"

// Hand-written code in a run calls functions the run generates, in bodies
// and in variable initializers, and imports packages only its bodies use
// that do not exist: none of it matters to the declarations.
func TestLoadIgnoresBodiesAndGeneratedCalls(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"a/types.go": `// +k8s:validation-gen=*
package a

import (
	"example.com/m/b"
	"example.com/m/nothere"
)

type T struct {
	Name  string ` + "`json:\"name\"`" + `
	Thing b.Thing ` + "`json:\"thing\"`" + `
}

var validator = b.Validate_Thing

func (T) Check() int { return b.Validate_Thing() + nothere.F() + undefinedHere }
`,
		"a/" + outputFile: "package a\n\nfunc broken( {\n", // stale: replaced while loading
		"b/types.go": `// +k8s:validation-gen=*
package b

type Thing struct{}
`,
		"b/" + outputFile: "package b\n\nfunc Validate_Thing() int { return 0 }\n",
	})
	res, err := Load(Config{Dir: dir, Targets: []string{"./a", "./b"}, OutputFile: outputFile})
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if len(res.Targets) != 2 || res.Targets[0].Path != "example.com/m/a" || res.Targets[1].Path != "example.com/m/b" {
		t.Fatalf("targets = %v", res.Targets)
	}
	a := res.Targets[0]
	if len(a.Named) != 1 || len(a.Named[0].Fields) != 2 || a.Named[0].Fields[1].JSONName != "thing" {
		t.Fatalf("a.T not modeled: %+v", a.Named)
	}
	if got := a.Named[0].Fields[1].Var.Type().String(); got != "example.com/m/b.Thing" {
		t.Errorf("T.Thing has type %s", got)
	}
	if res.FuncPkgOf["example.com/m/b"] != "example.com/m/b" {
		t.Errorf("FuncPkgOf = %v", res.FuncPkgOf)
	}
}

// Errors in declarations are fatal, reported once each, as
// file:line:col: message.
func TestLoadReportsDeclarationErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  []string // error lines, with the module dir as $DIR
	}{{
		name: "undefined field type",
		files: map[string]string{"a/types.go": `package a

type T struct {
	X Undefined
	Y Undefined
}
`},
		want: []string{
			"$DIR/a/types.go:4:4: undefined: Undefined",
			"$DIR/a/types.go:5:4: undefined: Undefined",
		},
	}, {
		name: "a variable's declared type, unlike its initializer",
		files: map[string]string{"a/types.go": `package a

var V Undefined = alsoUndefined
`},
		want: []string{"$DIR/a/types.go:3:7: undefined: Undefined"},
	}, {
		name: "missing package used in a declaration",
		files: map[string]string{"a/types.go": `package a

import "example.com/m/nothere"

type T struct{ X nothere.Thing }
`},
		want: []string{
			"$DIR/a/types.go:3:8: no required module provides package example.com/m/nothere; to add it:",
			"\tgo get example.com/m/nothere",
		},
	}, {
		name:  "syntax error",
		files: map[string]string{"a/types.go": "package a\n\ntype T struct {\n\tX int,\n}\n"},
		want:  []string{"$DIR/a/types.go:4:7: "},
	}, {
		name: "dependency with a broken declaration",
		files: map[string]string{
			"a/types.go": "package a\n\nimport \"example.com/m/dep\"\n\ntype T struct{ X dep.D }\n",
			"dep/dep.go": "package dep\n\ntype D struct{ Y Nope }\n",
		},
		want: []string{"$DIR/dep/dep.go:3:18: undefined: Nope"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeModule(t, tc.files)
			_, err := Load(Config{Dir: dir, Targets: []string{"./a"}, OutputFile: outputFile})
			if err == nil {
				t.Fatal("Load succeeded")
			}
			lines := strings.Split(err.Error(), "\n")
			if len(lines) != len(tc.want) {
				t.Fatalf("got %d errors, want %d:\n%v", len(lines), len(tc.want), err)
			}
			for i, w := range tc.want {
				w = strings.ReplaceAll(w, "$DIR", dir)
				if !strings.HasPrefix(lines[i], w) {
					t.Errorf("error %d = %q, want prefix %q", i, lines[i], w)
				}
				if strings.HasPrefix(lines[i], "-:") {
					t.Errorf("error %d has a -: prefix: %q", i, lines[i])
				}
			}
		})
	}
}

func TestLoadRejectsFileArguments(t *testing.T) {
	dir := writeModule(t, map[string]string{"a/types.go": "package a\n"})
	_, err := Load(Config{Dir: dir, Targets: []string{"./a/types.go"}})
	want := "./a/types.go is a Go file; pass packages instead, e.g. ./a"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v, want %q", err, want)
	}
	if _, err := Load(Config{Dir: dir, Targets: []string{"./a"}}); err != nil {
		t.Fatalf("the package itself: %v", err)
	}
}

func TestLoadNoMatch(t *testing.T) {
	dir := writeModule(t, map[string]string{"a/types.go": "package a\n", "a/a_test.go": "package a\n"})
	if err := os.MkdirAll(filepath.Join(dir, "onlytests"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "onlytests/x_test.go"), []byte("package x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(Config{Dir: dir, Targets: []string{"./onlytests/..."}})
	if err == nil || !strings.Contains(err.Error(), "no Go packages match ./onlytests/...") {
		t.Fatalf("err = %v", err)
	}
	res, err := Load(Config{Dir: dir, Targets: []string{"./..."}})
	if err != nil || len(res.Targets) != 1 || res.Targets[0].Path != "example.com/m/a" {
		t.Fatalf("./... = %v, %v", res, err)
	}
}
