package defaulttag

import (
	"encoding/json"
	"errors"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/tags"
)

func TestOf(t *testing.T) {
	pos := token.Position{Filename: "t.go", Line: 3, Column: 5}
	k8s := []tags.Tag{{Name: "default", Text: `k8s:default="b"`, Value: tags.Value{Kind: tags.ValueString}, Pos: pos}}
	if d, ok := Of(nil, k8s); !ok || d.Text != `"b"` || d.Pos != pos {
		t.Errorf("+k8s:default: got %+v %v", d, ok)
	}
	other := []tags.Line{{Text: "+optional"}, {Text: `+default="a"`, Pos: pos}}
	if d, ok := Of(other, k8s); !ok || d.Text != `"a"` || d.Tag != `+default="a"` {
		t.Errorf("+default before +k8s:default: got %+v %v", d, ok)
	}
	if _, ok := Of([]tags.Line{{Text: "+defaults=1"}}, nil); ok {
		t.Error("+defaults=1 read as a default")
	}
}

func TestParseRef(t *testing.T) {
	for in, want := range map[string][3]string{
		"ref(Name)":                 {"", "Name", "true"},
		"ref(k8s.io/api/core/v1.X)": {"k8s.io/api/core/v1", "X", "true"},
		`"ref(Name)"`:               {"", "", "false"},
		"ref()":                     {"", "", "false"},
	} {
		pkg, name, ok := ParseRef(in)
		if got := [3]string{pkg, name, map[bool]string{true: "true", false: "false"}[ok]}; got != want {
			t.Errorf("ParseRef(%s) = %v, want %v", in, got, want)
		}
	}
}

func TestDecode(t *testing.T) {
	v, err := Decode(`{"n": 12345678901234567890, "s": ["a"]}`)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"n": json.Number("12345678901234567890"), "s": []any{"a"}}
	if !reflect.DeepEqual(v, want) {
		t.Errorf("got %#v, want %#v", v, want)
	}
	for _, bad := range []string{`Always`, `"a" "b"`, ``} {
		if _, err := Decode(bad); err == nil {
			t.Errorf("Decode(%q) accepted", bad)
		}
	}
}

func TestResolverValue(t *testing.T) {
	const src = `package p
type Mode string
const (
	Fast Mode = "fast"
	Count = 3
	Ratio = 0.25
	On = true
)
var Computed = "x"
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("example.com/p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := Resolver{Scopes: []*types.Package{pkg}, Package: func(path string) *types.Package {
		if path == "example.com/p" {
			return pkg
		}
		return nil
	}}
	mode := pkg.Scope().Lookup("Mode").Type()
	for _, c := range []struct {
		text string
		want types.Type
		val  any
		err  string
	}{
		{"ref(Fast)", mode, "fast", ""},
		{"ref(example.com/p.Fast)", mode, "fast", ""},
		{"ref(Count)", types.Typ[types.Int32], json.Number("3"), ""},
		{"ref(Ratio)", types.Typ[types.Float64], json.Number("0.25"), ""},
		{"ref(On)", types.Typ[types.Bool], true, ""},
		{`"plain"`, mode, "plain", ""},
		{"ref(Fast)", types.Typ[types.Int32], nil, "constant Fast has type example.com/p.Mode, not int32"},
		{"ref(Missing)", mode, nil, "no constant Missing in package p"},
		{"ref(other.io/q.Fast)", mode, nil, "package other.io/q is not loaded"},
		{"ref(Computed)", types.Typ[types.String], nil, "names a variable"},
	} {
		v, err := r.Value(c.text, c.want)
		switch {
		case c.err == "" && (err != nil || !reflect.DeepEqual(v, c.val)):
			t.Errorf("%s: got %#v, %v; want %#v", c.text, v, err, c.val)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: got %#v, %v; want an error saying %q", c.text, v, err, c.err)
		}
	}
	if _, err := r.Value("ref(Computed)", types.Typ[types.String]); !errors.Is(err, ErrNotConstant) {
		t.Errorf("a variable: %v, want ErrNotConstant", err)
	}
}

func TestIsZero(t *testing.T) {
	str, num, boolean := types.Typ[types.String], types.Typ[types.Int32], types.Typ[types.Bool]
	for _, c := range []struct {
		v    any
		t    types.Type
		want bool
	}{
		{"", str, true}, {"a", str, false}, {json.Number("0"), num, true}, {json.Number("0.0"), num, true},
		{float64(0), num, true}, {json.Number("1"), num, false}, {false, boolean, true}, {true, boolean, false},
		{"", num, false}, {false, str, false}, {nil, str, false}, {"", types.NewSlice(str), false},
	} {
		if got := IsZero(c.v, c.t); got != c.want {
			t.Errorf("IsZero(%#v, %s) = %v", c.v, c.t, got)
		}
	}
}
