package openapigen

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestReleaseGoldens: ../releases generated as each release's openapi-gen
// generates it (testdata/golden/README.md): +k8s:optional, +k8s:required,
// +k8s:enum, +k8s:listType and +k8s:listMapKey count on v1.38 only, tags
// are read function-style there, and a self-serializing struct's
// unexported fields are left out.
func TestReleaseGoldens(t *testing.T) {
	for _, rel := range []string{"1.37", "1.38"} {
		t.Run(rel, func(t *testing.T) {
			outs, err := Generate(Options{
				Dir: "../..", OutputDir: "out", OutputPkg: testdataPkg + "/out", OutputFile: "generated.go",
				ReportFilename: "report.txt", Release: rel, Patterns: []string{"./gen/openapigen/testdata/releases"},
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(outs) != 2 {
				t.Fatalf("got %d files, want 2", len(outs))
			}
			for i, golden := range []string{"releases." + rel + ".go.golden", "releases." + rel + ".report.golden"} {
				want, err := os.ReadFile(filepath.Join("testdata/golden", golden))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(outs[i].Content, want) {
					t.Errorf("%s differs from testdata/golden/%s:\n%s", outs[i].Path, golden, firstDiff(string(want), string(outs[i].Content)))
				}
			}
		})
	}
}

// TestReleaseErrors: what v1.38's openapi-gen refuses, with its message,
// v1.37's accepts.
func TestReleaseErrors(t *testing.T) {
	for name, want := range map[string]string{
		"tagtext":         "unexpected character ' ' at position 9",
		"k8sbothoptional": "member Value cannot be both optional and required",
		"badenumtag":      "Type " + testdataPkg + "/errors/badenumtag.E: invalid enum tag: multiple arguments must use 'name: value' syntax",
		"badgentag":       "invalid k8s:openapi-gen tag: unexpected character ' ' at position 16",
		"badlisttype":     testdataPkg + "/errors/badlisttype.T.Values: unexpected character ' ' at position 9",
		"baddefaulttag":   "failed to generate default in " + testdataPkg + "/errors/baddefaulttag.T: Value: unexpected character ' ' at position 8",
	} {
		t.Run(name, func(t *testing.T) {
			opts := Options{Dir: "../..", OutputDir: "out", OutputPkg: "x/out", OutputFile: "generated.go", ReportFilename: "-",
				Patterns: []string{"./gen/openapigen/testdata/errors/" + name}}
			opts.Release = "1.37"
			if _, err := Generate(opts); err != nil {
				t.Errorf("1.37: %v", err)
			}
			opts.Release = "1.38"
			outs, err := Generate(opts)
			if err == nil || outs != nil {
				t.Fatalf("1.38: no error; %d outputs", len(outs))
			}
			if !strings.Contains(err.Error(), want) {
				t.Errorf("1.38: error\n %v\nwant it to contain\n %s", err, want)
			}
		})
	}
}

// TestFuncTagValues: v1.38's reading of one tag line (gengo's
// function-style extraction with raw values).
func TestFuncTagValues(t *testing.T) {
	names := []string{"optional", "listType", "k8s:listType", "name"}
	for _, tc := range []struct {
		line string
		want map[string][]string
		err  string
	}{
		{line: "+optional", want: map[string][]string{"optional": {""}}},
		{line: "  \t+optional  ", want: map[string][]string{"optional": {""}}},
		{line: "+optional # why", want: map[string][]string{"optional": {""}}},
		{line: "+optional#why", want: map[string][]string{"optional": {""}}},
		{line: "+optional.", want: map[string][]string{}},
		{line: "+optionalX", want: map[string][]string{}},
		{line: "+ optional", want: map[string][]string{}},
		{line: "optional", want: map[string][]string{}},
		{line: "+listType=atomic # raw", want: map[string][]string{"listType": {"atomic # raw"}}},
		{line: "+listType= map ", want: map[string][]string{"listType": {" map"}}},
		{line: "+listType=", want: map[string][]string{"listType": {""}}},
		{line: "+k8s:listType=set", want: map[string][]string{"k8s:listType": {"set"}}},
		{line: "+name(arg)=v", want: map[string][]string{"name": {"v"}}},
		{line: `+name("a b")=v`, want: map[string][]string{"name": {"v"}}},
		{line: "+name(`a`)", want: map[string][]string{"name": {""}}},
		{line: "+name()=v", want: map[string][]string{"name": {"v"}}},
		{line: "+name(a,)", want: map[string][]string{"name": {""}}},
		{line: "+other x y", want: map[string][]string{}},
		{line: "+optional because", err: "unexpected character ' ' at position 9"},
		{line: "+optional, yes", err: "unexpected character ',' at position 9"},
		{line: "+name(", err: "unexpected end of input"},
		{line: "+name(a", err: "unexpected end of input"},
		{line: "+name( a)", err: "unexpected character ' ' at position 6"},
		{line: "+name(a b)", err: "unexpected character ' ' at position 7"},
		{line: "+name(a, b)", err: "multiple arguments must use 'name: value' syntax"},
		{line: "+name(k: v)", err: `unexpected named argument: "k"`},
		{line: "+name(k: v, j: 1)", err: `expected one argument, got: [k: "v" j: 1]`},
		{line: "+name(k: v, 1)", err: "can't mix named and positional arguments"},
		{line: "+name(1)", err: "unexpected argument type: int"},
		{line: "+name(true)", err: "unexpected argument type: bool"},
		{line: "+name(0xZ)", err: `invalid number "0x" at position 7`},
		{line: "+name(0a)", err: "unexpected character 'a' at position 7"},
		{line: `+name("a)`, err: "unterminated string at position 8"},
		{line: `+name("a\n")`, err: `unhandled escaped character 'n'`},
		{line: `+name("a\"b")=v`, want: map[string][]string{"name": {"v"}}},
	} {
		got, err := funcTagValues([]string{tc.line}, names)
		switch {
		case tc.err != "":
			if err == nil || err.Error() != tc.err {
				t.Errorf("%q: error %v, want %q", tc.line, err, tc.err)
			}
		case err != nil:
			t.Errorf("%q: %v", tc.line, err)
		case !reflect.DeepEqual(got, tc.want):
			t.Errorf("%q: %v, want %v", tc.line, got, tc.want)
		}
	}
}
