package validationgen

import (
	"bytes"
	"go/scanner"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The hostile suite: packages a careless or hostile user might feed the
// generator, and what must come out. Either generation succeeds, the
// package builds and vet is clean (and the output has what want lists), or
// it fails with file:line:col: and a message matching want, writing nothing.

type hostileCase struct {
	name string
	src  string // the package's file, after "package <name>"
	// fail is a regular expression the error must match; "" means the
	// package must generate, build and vet.
	fail string
	// has lists strings the generated file must contain.
	has []string
	// head replaces the default package comment (the validation-gen tags).
	head string
}

const hostileHead = "// +k8s:validation-gen=*\n// +k8s:validation-gen-scheme-registry=nil\n"

var hostileCases = []hostileCase{
	{name: "staramp", src: `
type T struct {
	// +k8s:optional
	// +k8s:pattern="^a*&b$"
	P string ` + "`json:\"p\"`" + `
	// +k8s:optional
	// +k8s:neq="x*&y"
	N string ` + "`json:\"n\"`" + `
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=k
	// +k8s:item(k: "a*&b")=+k8s:immutable
	L []I ` + "`json:\"l\"`" + `
	// +k8s:optional
	// +k8s:eachKey=+k8s:pattern="x*&"
	M map[string]string ` + "`json:\"m\"`" + `
}

type I struct {
	// +k8s:required
	K string ` + "`json:\"k\"`" + `
}
`, has: []string{`"^a*&b$"`, `"x*&y"`, `"a*&b"`, `"x*&"`, "// Copyright *& the authors"}},

	{name: "recursive", src: `
type L []L
type M map[string]M
type P *P
type C chan C
type F func(F) F
type A [2]*A

// +k8s:eachVal=+k8s:maxItems=2
type LL []LL

// +k8s:eachKey=+k8s:maxLength=2
type MM map[string]MM

type S struct {
	// +k8s:optional
	// +k8s:eachVal=+k8s:subfield(lst)=+k8s:maxItems=1
	Next []S ` + "`json:\"next\"`" + `
	// +k8s:optional
	// +k8s:eachKey=+k8s:maxLength=3
	Kids map[string]*S ` + "`json:\"kids\"`" + `
	// +k8s:optional
	Lst L ` + "`json:\"lst\"`" + `
	// +k8s:optional
	LL LL ` + "`json:\"ll\"`" + `
	// +k8s:optional
	// +k8s:eachVal=+k8s:eachVal=+k8s:eachKey=+k8s:maxLength=1
	Deep MM ` + "`json:\"deep\"`" + `
	// +k8s:optional
	// +k8s:immutable
	Mp M ` + "`json:\"mp\"`" + `
	// +k8s:optional
	// +k8s:immutable
	Arr A ` + "`json:\"arr\"`" + `
}
`},

	{name: "names", src: `
var validate, operation, fmt, equality, regexp, errs = 1, 2, 3, 4, 5, 6
type field struct{}
func context() {}
var pattern, equal_T, root = 1, 2, 3

type G[X any] struct{ V X }

type T struct {
	// +k8s:optional
	// +k8s:pattern="^a$"
	S string ` + "`json:\"s\"`" + `
	// +k8s:required
	F func() ` + "`json:\"f\"`" + `
	// +k8s:optional
	// +k8s:immutable
	H G[string] ` + "`json:\"h\"`" + `
	// +k8s:optional
	// +k8s:immutable
	I interface{ M() } ` + "`json:\"i\"`" + `
	// +k8s:optional
	// +k8s:immutable
	Ch chan int ` + "`json:\"ch\"`" + `
}
`},

	{name: "embedded", src: `
type Base struct {
	// +k8s:optional
	// +k8s:maxLength=3
	Name string ` + "`json:\"name\"`" + `
}

type Ptr struct {
	// +k8s:optional
	// +k8s:minimum=1
	N *int ` + "`json:\"n\"`" + `
}

type T struct {
	Base ` + "`json:\",inline\"`" + `
	*Ptr ` + "`json:\"ptr,omitempty\"`" + `
	// +k8s:optional
	// +k8s:eachVal=+k8s:minimum=0
	PP **[]*int ` + "`json:\"pp\"`" + `
}
`},

	{name: "generictagged", src: `
// +k8s:maxItems=2
type GL[X any] []X
`, fail: `hostile_generictagged/a\.go:\d+:6: type GL is generic and has validation`},

	{name: "genericfield", src: `
type G[X any] struct {
	// +k8s:optional
	// +k8s:minimum=1
	N *int ` + "`json:\"n\"`" + `
}
`, fail: `a\.go:\d+:6: type G is generic and has validation`},

	{name: "validatecollision", src: `
func Validate_T() {}

type T struct {
	// +k8s:optional
	// +k8s:minimum=1
	N *int ` + "`json:\"n\"`" + `
}
`, fail: `a\.go:\d+:6: Validate_T is declared here, but the generated file defines it`},

	{name: "registrynothing", head: "// +k8s:validation-gen=*\n// +k8s:validation-gen-scheme-registry=example.invalid/nothing.Bar\n", src: `
type T struct {
	// +k8s:optional
	// +k8s:minimum=1
	N *int ` + "`json:\"n\"`" + `
}
`, fail: `a\.go:2:4: \+k8s:validation-gen-scheme-registry=example.invalid/nothing.Bar: cannot load package example.invalid/nothing`},

	{name: "registrynotype", head: "// +k8s:validation-gen=*\n// +k8s:validation-gen-scheme-registry=k8s.io/apimachinery/pkg/runtime.Bar\n", src: `
type T struct {
	// +k8s:optional
	// +k8s:minimum=1
	N *int ` + "`json:\"n\"`" + `
}
`, fail: `a\.go:2:4: .*package k8s.io/apimachinery/pkg/runtime has no exported type Bar`},

	{name: "noschemebuilder", head: "// +k8s:validation-gen=TypesWithField=TypeMeta\n", src: `
import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type T struct {
	// +k8s:opaqueType
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	// +k8s:optional
	// +k8s:minimum=1
	N *int ` + "`json:\"n\"`" + `
}
`, fail: `a\.go:1:4: package hostile_noschemebuilder declares no localSchemeBuilder`},

	{name: "nodeepcopy", head: "// +k8s:validation-gen=TypesWithField=TypeMeta\n", src: `
import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

var localSchemeBuilder = runtime.NewSchemeBuilder()

type T struct {
	// +k8s:opaqueType
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	// +k8s:optional
	// +k8s:minimum=1
	N *int ` + "`json:\"n\"`" + `
}
`, fail: `a\.go:\d+:6: type T is registered for validation, but \*T has no DeepCopyObject method`},

	{name: "singlequote", src: `
type T struct {
	// +k8s:optional
	// +k8s:neq='a'
	S string ` + "`json:\"s\"`" + `
}
`, fail: `a\.go:\d+:\d+: \+k8s:neq='a': single quotes do not quote a tag value; write "a"`},

	{name: "registrynomethod", head: "// +k8s:validation-gen=*\n// +k8s:validation-gen-scheme-registry=k8s.io/apimachinery/pkg/runtime.SchemeBuilder\n", src: `
type T struct {
	// +k8s:optional
	// +k8s:minimum=1
	N *int ` + "`json:\"n\"`" + `
}
`, fail: `a\.go:2:4: .*runtime.SchemeBuilder has no AddValidationFunc method`},

	{name: "deepchain", src: `
type T struct {
	// +k8s:optional
	// ` + strings.Repeat("+k8s:eachVal=", 20000) + `+k8s:maxLength=1
	S []string ` + "`json:\"s\"`" + `
}
`, fail: `(?s)^.{1,800}$`},
}

// hostileDir writes the cases into a fresh directory of this module.
func hostileDir(t *testing.T, cases []hostileCase) string {
	t.Helper()
	// Inside the module, so that the package can import its packages.
	os.MkdirAll("testdata", 0o755)
	root, err := os.MkdirTemp("testdata", "hostile-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	for _, c := range cases {
		head := c.head
		if head == "" {
			head = hostileHead
		}
		dir := filepath.Join(root, "hostile_"+c.name)
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		src := head + "package hostile_" + c.name + "\n" + c.src
		if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestHostileInputs(t *testing.T) {
	var ok, bad []hostileCase
	for _, c := range hostileCases {
		if c.fail == "" {
			ok = append(ok, c)
		} else {
			bad = append(bad, c)
		}
	}
	header := filepath.Join(t.TempDir(), "header.txt")
	if err := os.WriteFile(header, []byte("// Copyright *& the authors\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	t.Run("generates", func(t *testing.T) {
		root := hostileDir(t, ok)
		outs, err := Run(Config{Dir: root, Packages: []string{"./..."}, HeaderFile: header})
		if err != nil {
			t.Fatalf("generation failed:\n%v", err)
		}
		for _, c := range ok {
			path := filepath.Join(root, "hostile_"+c.name, DefaultOutputFile)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s: %v (outputs: %d)", c.name, err, len(outs))
				continue
			}
			for _, want := range c.has {
				if !bytes.Contains(src, []byte(want)) {
					t.Errorf("%s: generated file lacks %s", c.name, want)
				}
			}
		}
		vet := exec.Command("go", "vet", "./...")
		vet.Dir = root
		if out, err := vet.CombinedOutput(); err != nil {
			t.Errorf("go vet: %v\n%s", err, out)
		}
	})

	for _, c := range bad {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			root := hostileDir(t, []hostileCase{c})
			_, err := Run(Config{Dir: root, Packages: []string{"./..."}})
			if err == nil {
				t.Fatal("generation succeeded")
			}
			msg := err.Error()
			if !regexp.MustCompile(`(^|\n)[^\n]*\.go:\d+:\d+: `).MatchString(msg) {
				t.Errorf("error has no file:line:col:\n%s", msg)
			}
			if !regexp.MustCompile(c.fail).MatchString(msg) {
				t.Errorf("error does not match %q:\n%.2000s", c.fail, msg)
			}
			if _, err := os.Stat(filepath.Join(root, "hostile_"+c.name, DefaultOutputFile)); err == nil {
				t.Error("a file was written despite the error")
			}
		})
	}
}

// TestNoStarAmpersand checks the checked-in generated files: dereferences
// are built as code, so *&x never appears (outside literals, where the
// user's text must survive exactly).
func TestNoStarAmpersand(t *testing.T) {
	var files []string
	for _, root := range []string{"output_tests", "../../examples"} {
		filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err == nil && strings.HasPrefix(d.Name(), "zz_generated.validations") && strings.HasSuffix(path, ".go") {
				files = append(files, path)
			}
			return nil
		})
	}
	if len(files) == 0 {
		t.Fatal("no generated files found")
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fset.AddFile(path, -1, len(src)), src, nil, 0)
		prev := token.ILLEGAL
		for {
			pos, tok, _ := s.Scan()
			if tok == token.EOF {
				break
			}
			if prev == token.MUL && tok == token.AND {
				t.Errorf("%s: *& in generated code", fset.Position(pos))
			}
			prev = tok
		}
	}
}
