package pkglint

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// parse type-checks one doc.go-like file as package path.
func parse(t *testing.T, path, src string) Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "doc.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{Importer: importer.Default(), Error: func(error) {}}
	pkg, _ := conf.Check(path, fset, []*ast.File{f}, nil)
	return Package{Path: path, Doc: fset.Position(f.Package), Lines: Lines(fset, f), Types: pkg}
}

func TestCheck(t *testing.T) {
	const typeMeta = "\ntype TypeMeta struct{}\ntype Widget struct {\n\tTypeMeta `json:\",inline\"`\n}\n"
	for _, tc := range []struct {
		name, path, src, rule string
		want                  []string // substrings of the error; none for no error
	}{
		{"known tag", "x/v1", "// +k8s:validation-gen=TypeMeta\npackage v1\n", KnownTagsOnly, nil},
		{"misspelled tag", "x/v1", "// +k8s:validaton-gen=TypeMeta\npackage v1\n", KnownTagsOnly,
			[]string{"doc.go:1:4: unrecognized generator tag +k8s:validaton-gen"}},
		{"subtag of a known generator", "x/v1", "// +k8s:conversion-gen:explicit-from=x\npackage v1\n", KnownTagsOnly, nil},
		{"second line of a block comment", "x/v1", "/*\n +k8s:lister-genn\n*/\npackage v1\n", KnownTagsOnly,
			[]string{"doc.go:2:2: unrecognized generator tag +k8s:lister-genn"}},
		{"not a generator tag", "x/v1", "// +k8s:foo\n// +groupName=x\npackage v1\n", KnownTagsOnly, nil},
		{"versioned types need deepcopy-gen", "x/v1", "// +groupName=x.io\npackage v1\n" + typeMeta, ExplicitDisablement,
			[]string{"doc.go:2:1: package x/v1", "+k8s:deepcopy-gen=<package or false>"}},
		{"versioned types with deepcopy-gen", "x/v1", "// +groupName=x.io\n// +k8s:deepcopy-gen=package\npackage v1\n" + typeMeta, ExplicitDisablement, nil},
		{"internals need all three", "x/v1", "// +k8s:validation-gen-input=y/v1\npackage v1\n", ExplicitDisablement,
			[]string{"+k8s:conversion-gen=<peer-package or false>", "+k8s:defaulter-gen=<TypeMeta or false>", "+k8s:validation-gen=<TypeMeta or false>"}},
		{"internals disabled explicitly", "x/v1", "// +k8s:validation-gen=false\n// +k8s:conversion-gen=false\n// +k8s:defaulter-gen=false\npackage v1\n", ExplicitDisablement, nil},
		{"not a version package", "x/internal", "// +groupName=x.io\npackage internal\n" + typeMeta, ExplicitDisablement, nil},
		{"not an API package", "x/v1", "// Package v1 is plain.\npackage v1\n" + typeMeta, ExplicitDisablement, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := Check(parse(t, tc.path, tc.src), []string{tc.rule})
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, want one containing %q", tc.want)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

func TestCheckNames(t *testing.T) {
	if err := CheckNames([]string{KnownTagsOnly, ExplicitDisablement}); err != nil {
		t.Fatal(err)
	}
	if err := CheckNames([]string{KnownTagsOnly, "bogus"}); err == nil || err.Error() != "unrecognized rule in --lint-rules: bogus" {
		t.Fatalf("got %v", err)
	}
}

// The --lint-rules values, its help and its name check all read Rules.
func TestRulesList(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Rules {
		if seen[r.Name] || r.Doc == "" || r.check == nil {
			t.Errorf("rule %q is duplicated, undocumented or has no check", r.Name)
		}
		seen[r.Name] = true
		if !strings.Contains(FlagHelp, r.Name) {
			t.Errorf("--lint-rules help does not list %s", r.Name)
		}
		if err := CheckNames([]string{r.Name}); err != nil {
			t.Error(err)
		}
	}
	if err := CheckNames([]string{KnownTagsOnly, "no-such-rule"}); err == nil || err.Error() != "unrecognized rule in --lint-rules: no-such-rule" {
		t.Errorf("CheckNames: %v", err)
	}
}
