package load

import (
	"reflect"
	"strings"
	"testing"
)

// Several targets generating for one input: Kubernetes' rule picks which
// one other packages call.
func TestFuncOwners(t *testing.T) {
	input := "// +k8s:validation-gen=*\n// +k8s:validation-gen-input=example.com/m/in\n"
	nilRegistry := "// +k8s:validation-gen-scheme-registry=nil\n"
	for _, tc := range []struct {
		name     string
		files    map[string]string
		readonly []string
		want     string // owner of example.com/m/in; "" for an error
		wantErr  string
	}{{
		name: "first in import-path order",
		files: map[string]string{
			"x/doc.go": input + nilRegistry + "package x\n",
			"y/doc.go": input + nilRegistry + "package y\n",
		},
		want: "example.com/m/x",
	}, {
		name: "a registering target displaces a non-registering one",
		files: map[string]string{
			"x/doc.go": input + nilRegistry + "package x\n",
			"y/doc.go": input + "package y\n",
		},
		want: "example.com/m/y",
	}, {
		name: "a target that generates nothing owns nothing",
		files: map[string]string{
			"x/doc.go": "// +k8s:validation-gen-input=example.com/m/in\npackage x\n",
			"y/doc.go": input + nilRegistry + "package y\n",
		},
		want: "example.com/m/y",
	}, {
		name: "a readonly package does not displace a target",
		files: map[string]string{
			"x/doc.go": input + nilRegistry + "package x\n",
		},
		readonly: []string{"./in"},
		want:     "example.com/m/x",
	}, {
		name:     "a readonly package owns what no target generates",
		files:    map[string]string{"x/doc.go": "package x\n"},
		readonly: []string{"./in"},
		want:     "example.com/m/in",
	}, {
		name: "two registering targets",
		files: map[string]string{
			"x/doc.go": input + "package x\n",
			"y/doc.go": input + "package y\n",
		},
		wantErr: "the types of example.com/m/in are generated into two packages that register them with a scheme, example.com/m/x and example.com/m/y; mark one of them +k8s:validation-gen-scheme-registry=nil",
	}} {
		t.Run(tc.name, func(t *testing.T) {
			tc.files["in/types.go"] = "package in\n\ntype T struct{}\n"
			dir := writeModule(t, tc.files)
			var targets []string
			for name := range tc.files {
				if d, _, ok := strings.Cut(name, "/"); ok && d != "in" {
					targets = append(targets, "./"+d)
				}
			}
			res, err := Load(Config{Dir: dir, Targets: targets, Readonly: tc.readonly})
			if tc.wantErr != "" {
				if err == nil || err.Error() != tc.wantErr {
					t.Fatalf("err = %v, want %s", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := res.FuncPkgOf["example.com/m/in"]; got != tc.want {
				t.Errorf("owner = %q, want %q (FuncPkgOf %v)", got, tc.want, res.FuncPkgOf)
			}
		})
	}
}

// The graph loads what declarations need and nothing that only function
// bodies use.
func TestCheckLoadsOnlyWhatDeclarationsUse(t *testing.T) {
	dir := writeModule(t, map[string]string{"a/a.go": `package a

import (
	"net/http"
	"strings"
	"time"
)

// T is a thing.
type T struct{ D time.Duration }

func (T) Get() { http.Get(strings.ToLower("X")) }
`})
	g, err := FindGraph(dir, nil, []string{"./a"})
	if err != nil {
		t.Fatal(err)
	}
	if roots := g.Roots(); len(roots) != 1 || roots[0].Path != "example.com/m/a" || !reflect.DeepEqual(roots[0].Match, []string{"./a"}) {
		t.Fatalf("roots = %+v", roots)
	}
	if !g.Has("net/http") {
		t.Fatal("go list should list every import")
	}
	checked, err := g.Check(CheckRequest{Syntax: []string{"example.com/m/a"}})
	if err != nil {
		t.Fatal(err)
	}
	a := checked["example.com/m/a"]
	if a == nil || len(a.Syntax) != 1 || a.Info == nil || len(a.Syntax[0].Comments) != 1 {
		t.Fatalf("a = %+v", a)
	}
	scopes := map[string]int{}
	for _, imp := range a.Types.Imports() {
		scopes[imp.Path()] = imp.Scope().Len()
	}
	if scopes["time"] == 0 {
		t.Error("time, used by a field, is not loaded")
	}
	if n, ok := scopes["net/http"]; !ok || n != 0 {
		t.Errorf("net/http, used only in a body, has %d names (imported: %v)", n, ok)
	}
}
