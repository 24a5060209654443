package validationgen

import (
	"crypto/sha256"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// FuzzGenerate builds a random tagged package from the fuzzer's bytes
// (pointers, slices, maps, typedef chains, recursion, generics, embedded
// fields, random tags, chains and tag values with Go syntax in them) and
// runs the generator on it. It must not panic; success means the package
// builds and go vet is clean; failure means an error with a position, no
// internal error, and nothing written.
//
// go test runs the seeds. The fuzzer gives each input 10 seconds, too
// little for go vet on a busy machine, so a long run keeps every package
// that generated in $KUBEDV_FUZZ_KEEP (a directory inside this module) to
// be vetted afterwards:
//
//	KUBEDV_FUZZ_KEEP=$PWD/fuzzkeep go test ./gen -run '^$' -fuzz FuzzGenerate -parallel 1
//	go vet ./gen/fuzzkeep/...
func FuzzGenerate(f *testing.F) {
	f.Add([]byte("\x98\x175df\x19\x95WȎe\xb1k\xb5\xde\xf5\xb6\xcc\xe9\x05\xcb\xd6Tv\x18Q\xfd\xd1\xf4\x97\x1a\xd12\xcc\xcd>D8\xea\x14\xff\xb4\xa1\xd7\"3Q\xeb")) // generates
	f.Add([]byte("seed: structs, lists and maps"))                                                                                                              // misused tags
	f.Add([]byte{})                                                                                                                                             // type T0 []T0
	f.Fuzz(func(t *testing.T, data []byte) {
		src := randomPackage(&byteSource{data: data})
		if !validGo(src) {
			t.Skip("not valid Go (a type that contains itself); the loader's errors are tested elsewhere")
		}
		// Inside the module, so that the package can import its packages.
		os.MkdirAll("testdata", 0o755)
		root, err := os.MkdirTemp("testdata", "fuzz-")
		if err != nil {
			t.Fatal(err)
		}
		defer os.RemoveAll(root)
		dir := filepath.Join(root, "fz")
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err = Run(Config{Dir: dir, Packages: []string{"."}})
		out := filepath.Join(dir, DefaultOutputFile)
		if err != nil {
			msg := err.Error()
			if !positioned.MatchString(msg) {
				t.Fatalf("error without file:line:col:\n%.3000s\ninput:\n%s", msg, src)
			}
			if strings.Contains(msg, "internal error") {
				t.Fatalf("generator bug:\n%.3000s\ninput:\n%s", msg, src)
			}
			if _, statErr := os.Stat(out); statErr == nil {
				t.Fatalf("a file was written despite: %v", err)
			}
			return
		}
		if keep := os.Getenv("KUBEDV_FUZZ_KEEP"); keep != "" {
			dst := filepath.Join(keep, fmt.Sprintf("p%x", sha256.Sum256(data))[:17])
			if err := os.MkdirAll(dst, 0o755); err != nil {
				t.Fatal(err)
			}
			for _, name := range []string{"a.go", DefaultOutputFile} {
				b, _ := os.ReadFile(filepath.Join(dir, name))
				b = []byte(strings.Replace(string(b), "package fz", "package "+filepath.Base(dst), 1))
				if err := os.WriteFile(filepath.Join(dst, name), b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			return
		}
		vet := exec.Command("go", "vet", ".")
		vet.Dir = dir
		if b, err := vet.CombinedOutput(); err != nil {
			gen, _ := os.ReadFile(out)
			t.Fatalf("generated package does not vet: %v\n%s\ninput:\n%s\ngenerated:\n%s", err, b, src, gen)
		}
	})
}

// validGo type-checks src, which imports nothing.
func validGo(src string) bool {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "a.go", src, 0)
	if err != nil {
		return false
	}
	_, err = (&types.Config{}).Check("fz", fset, []*ast.File{f}, nil)
	return err == nil
}

// positioned matches an error that starts with file:line:col:.
var positioned = regexp.MustCompile(`^\S+\.go:\d+:\d+: `)

// byteSource turns fuzzer bytes into choices; it yields zeros when spent.
type byteSource struct {
	data []byte
	i    int
}

func (b *byteSource) pick(n int) int {
	if n <= 1 {
		return 0
	}
	if b.i >= len(b.data) {
		return 0
	}
	v := int(b.data[b.i])
	b.i++
	return v % n
}

func (b *byteSource) from(list []string) string { return list[b.pick(len(list))] }

// Tag values with Go syntax: quotes, comments, *& and braces must reach the
// generated code exactly or be refused.
var fuzzStrings = []string{`"a"`, `"^a*&b$"`, `"x*&y"`, `"}{"`, `"//"`, `"/*"`, `"\x00"`, "`raw`", `"\"q\""`, `'a'`, `""`}

var fuzzLeafTags = []string{
	"+k8s:minimum=%d", "+k8s:maximum=%d", "+k8s:exclusiveMinimum=%d", "+k8s:maxLength=%d", "+k8s:minLength=%d",
	"+k8s:maxItems=%d", "+k8s:minItems=%d", "+k8s:maxProperties=%d", "+k8s:pattern=%s", "+k8s:neq=%s", "+k8s:neq=%d",
	"+k8s:format=k8s-short-name", "+k8s:format=%s", "+k8s:immutable", "+k8s:update=NoModify", "+k8s:update=NoSet,NoClear",
	"+k8s:update=NoAddItem", "+k8s:listType=atomic", "+k8s:listType=set", "+k8s:listType=map", "+k8s:listMapKey=name",
	"+k8s:unique=set", "+k8s:monotonic", "+k8s:opaqueType", "+k8s:validateFalse", "+k8s:enum", "+k8s:maxBytes=%d",
	"+k8s:minimum=%s", "+k8s:unknownTag", "+k8s:subfield(name)=+k8s:maxLength=%d", "+k8s:item(name: %s)=+k8s:immutable",
}

var fuzzWrappers = []string{
	"+k8s:eachVal=", "+k8s:eachKey=", "+k8s:ifEnabled(Gate)=", "+k8s:ifDisabled(Gate)=", "+k8s:alpha(since: \"v1.35\")=",
	"+k8s:beta(since: \"v1.36\")=", "+k8s:ifSubresource(\"/status\")=", "+k8s:ifNotSubresource(\"/s\")=", "+k8s:optional=",
}

// fittingTags are tags that apply to a field of the given type (pointers
// stripped), each possibly behind wrappers and with %d/%s filled in.
var fittingTags = map[string][]string{
	"string": {"+k8s:maxLength=%d", "+k8s:minLength=%d", "+k8s:pattern=%s", "+k8s:neq=%s", "+k8s:format=k8s-short-name",
		"+k8s:immutable", "+k8s:update=NoModify", "+k8s:ifEnabled(Gate)=+k8s:maxLength=%d", "+k8s:alpha(since: \"1.35\")=+k8s:minLength=%d"},
	"int": {"+k8s:minimum=%d", "+k8s:maximum=%d", "+k8s:neq=%d", "+k8s:immutable", "+k8s:update=NoSet,NoClear",
		"+k8s:beta(since: \"1.36\")=+k8s:exclusiveMaximum=%d", "+k8s:ifDisabled(Gate)=+k8s:minimum=%d"},
	"[]string": {"+k8s:maxItems=%d", "+k8s:listType=set", "+k8s:listType=atomic", "+k8s:eachVal=+k8s:maxLength=%d",
		"+k8s:eachVal=+k8s:pattern=%s", "+k8s:unique=set", "+k8s:update=NoAddItem", "+k8s:immutable"},
	"[]*string": {"+k8s:maxItems=%d", "+k8s:eachVal=+k8s:minLength=%d", "+k8s:listType=atomic"},
	"map[string]int": {"+k8s:maxProperties=%d", "+k8s:eachKey=+k8s:maxLength=%d", "+k8s:eachVal=+k8s:minimum=%d",
		"+k8s:eachKey=+k8s:format=k8s-short-name", "+k8s:immutable"},
	"map[string][]string": {"+k8s:eachVal=+k8s:maxItems=%d", "+k8s:eachVal=+k8s:eachVal=+k8s:maxLength=%d", "+k8s:eachKey=+k8s:pattern=%s"},
	"[]Item": {"+k8s:listType=map", "+k8s:listMapKey=name", "+k8s:item(name: %s)=+k8s:immutable", "+k8s:maxItems=%d",
		"+k8s:eachVal=+k8s:subfield(name)=+k8s:maxLength=%d", "+k8s:update=NoAddItem"},
	"[]*Item": {"+k8s:maxItems=%d", "+k8s:listType=atomic", "+k8s:eachVal=+k8s:immutable"},
	"G[int]":  {"+k8s:immutable", "+k8s:opaqueType"},
	"[2]int":  {"+k8s:eachVal=+k8s:minimum=%d", "+k8s:immutable"},
	"bool":    {"+k8s:neq=true", "+k8s:immutable"},
}

// fillValid fills tag with a non-negative number or a string that is a
// valid regular expression.
func (b *byteSource) fillValid(tag string) string {
	switch {
	case strings.Contains(tag, "%d"):
		return fmt.Sprintf(tag, b.pick(7))
	case strings.Contains(tag, "%s"):
		return fmt.Sprintf(tag, b.from([]string{`"a"`, `"^a*&b$"`, `"x*&y"`, `"}{"`, `"//"`, "`raw`", `"\"q\""`}))
	}
	return tag
}

// fill replaces a %d or %s in tag with a random value.
func (b *byteSource) fill(tag string) string {
	switch {
	case strings.Contains(tag, "%d"):
		return fmt.Sprintf(tag, b.pick(7)-1)
	case strings.Contains(tag, "%s"):
		return fmt.Sprintf(tag, b.from(fuzzStrings))
	}
	return tag
}

func (b *byteSource) tag() string {
	var s strings.Builder
	for depth := b.pick(4); depth > 0 && b.pick(3) != 0; depth-- {
		s.WriteString(b.from(fuzzWrappers))
	}
	s.WriteString(b.fill(b.from(fuzzLeafTags)))
	return s.String()
}

// randomPackage renders a package of 1 to 4 types.
func randomPackage(b *byteSource) string {
	n := 1 + b.pick(4)
	names := []string{"T0", "T1", "T2", "T3"}[:n]
	var s strings.Builder
	s.WriteString("// +k8s:validation-gen=*\n// +k8s:validation-gen-scheme-registry=nil\npackage fz\n\n")
	s.WriteString("type Item struct {\n\t// +k8s:required\n\tName string `json:\"name\"`\n}\n\n")
	s.WriteString("type G[X any] struct {\n\tV X `json:\"v\"`\n}\n\n")
	fieldType := func() string {
		named := names[b.pick(len(names))]
		return b.from([]string{"string", "int", "*int", "[]string", "map[string]int", named, "*" + named, "[]" + named,
			"map[string]" + named, "[]Item", "[]*Item", "G[int]", "*string", "[]*string", "map[string][]string", "func()", "[2]int", "bool"})
	}
	for i, name := range names {
		if b.pick(8) == 0 {
			fmt.Fprintf(&s, "// %s\n", b.tag())
		}
		switch b.pick(6) {
		case 0:
			fmt.Fprintf(&s, "type %s []%s\n\n", name, names[b.pick(len(names))])
		case 1:
			fmt.Fprintf(&s, "type %s map[string]%s\n\n", name, fieldType())
		case 2:
			fmt.Fprintf(&s, "type %s %s\n\n", name, names[(i+1)%len(names)])
		case 3:
			fmt.Fprintf(&s, "type %s *%s\n\n", name, names[b.pick(len(names))])
		default:
			fmt.Fprintf(&s, "type %s struct {\n", name)
			for fi, nf := 0, 1+b.pick(4); fi < nf; fi++ {
				if b.pick(8) == 0 {
					fmt.Fprintf(&s, "\t%s `json:\",inline\"`\n", names[b.pick(len(names))])
					continue
				}
				ft := fieldType()
				// Mostly tags that fit the field's type, so that generation
				// succeeds often enough to exercise the generated code.
				fmt.Fprintf(&s, "\t// %s\n", b.from([]string{"+k8s:optional", "+k8s:required", "+k8s:optional", "+k8s:forbidden"}))
				for k := b.pick(3); k > 0; k-- {
					tag := b.tag()
					if fitting := fittingTags[strings.TrimLeft(ft, "*")]; len(fitting) > 0 && b.pick(8) != 0 {
						tag = b.fillValid(b.from(fitting))
					}
					fmt.Fprintf(&s, "\t// %s\n", tag)
				}
				fmt.Fprintf(&s, "\tF%d %s `json:\"f%d\"`\n", fi, ft, fi)
			}
			s.WriteString("}\n\n")
		}
	}
	return s.String()
}
