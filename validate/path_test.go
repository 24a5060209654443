package validate

import (
	"math"
	"strconv"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// TestPathRendersLikeFieldPath builds the same path both ways, one step at a
// time, and compares String and Field at every step.
func TestPathRendersLikeFieldPath(t *testing.T) {
	type step struct {
		apply func(p *Path) Path
		ref   func(f *field.Path) *field.Path
		want  string
	}
	child := func(name string, want string) step {
		return step{func(p *Path) Path { return p.Child(name) }, func(f *field.Path) *field.Path { return f.Child(name) }, want}
	}
	index := func(i int, want string) step {
		return step{func(p *Path) Path { return p.Index(i) }, func(f *field.Path) *field.Path { return f.Index(i) }, want}
	}
	key := func(k string, want string) step {
		return step{func(p *Path) Path { return p.Key(k) }, func(f *field.Path) *field.Path { return f.Key(k) }, want}
	}
	intKey := func(k int64, want string) step {
		return step{func(p *Path) Path { return p.IntKey(k) },
			func(f *field.Path) *field.Path { return f.Key(strconv.FormatInt(k, 10)) }, want}
	}
	sequences := map[string][]step{
		"fields and index": {child("spec", "spec"), child("items", "spec.items"), index(2, "spec.items[2]"), child("name", "spec.items[2].name")},
		"index first":      {index(0, "[0]"), child("x", "[0].x"), index(-1, "[0].x[-1]")},
		"keys":             {child("labels", "labels"), key("app.kubernetes.io/name", "labels[app.kubernetes.io/name]"), key("", "labels[app.kubernetes.io/name][]")},
		"int keys":         {key("a.b", "[a.b]"), intKey(math.MinInt64, "[a.b][-9223372036854775808]"), intKey(7, "[a.b][-9223372036854775808][7]")},
		// field.Path renders a nameless child as an empty subscript.
		"empty child": {child("", "[]"), child("a", "[].a"), child("", "[].a[]"), child("b", "[].a[].b")},
	}
	for name, steps := range sequences {
		t.Run(name, func(t *testing.T) {
			paths := make([]Path, len(steps)+1)
			paths[0] = Root()
			var ref *field.Path
			for i, s := range steps {
				paths[i+1] = s.apply(&paths[i])
				ref = s.ref(ref)
				p := &paths[i+1]
				if got := p.String(); got != s.want || got != ref.String() {
					t.Fatalf("step %d: String() = %q, want %q (field.Path says %q)", i, got, s.want, ref.String())
				}
				if got := p.Field().String(); got != s.want {
					t.Fatalf("step %d: Field().String() = %q, want %q", i, got, s.want)
				}
			}
		})
	}
}

func TestPathRoot(t *testing.T) {
	root := Root()
	var nilPath *Path
	for _, p := range []*Path{&root, nilPath} {
		if got := p.String(); got != "<nil>" {
			t.Errorf("String() = %q, want <nil>", got)
		}
		if got := p.Field(); got != nil {
			t.Errorf("Field() = %v, want nil", got)
		}
	}
}

// TestPathFieldCopiesNames guards the no-escape design: the *field.Path must
// not share memory with the names the Path was built from.
func TestPathFieldCopiesNames(t *testing.T) {
	buf := []byte("name")
	root := Root()
	p := root.Child(string(buf))
	f := p.Field()
	buf[0] = 'X'
	if f.String() != "name" {
		t.Fatalf("Field() = %q after the caller's bytes changed", f.String())
	}
}

func TestRebase(t *testing.T) {
	relative := func() field.ErrorList {
		root := Root()
		spec := root.Child("spec")
		first := root.Index(3)
		firstName := first.Child("name")
		return field.ErrorList{
			{Field: spec.String()},      // "spec"
			{Field: first.String()},     // "[3]"
			{Field: firstName.String()}, // "[3].name"
			{Field: root.String()},      // "<nil>": the object itself
			field.Invalid(nil, 1, "x"),  // hand-written code called with a nil path
		}
	}
	fields := func(errs field.ErrorList) []string {
		var out []string
		for _, e := range errs {
			out = append(out, e.Field)
		}
		return out
	}
	tests := []struct {
		name string
		root *field.Path
		want []string
	}{
		{"nil root keeps relative paths", nil, []string{"spec", "[3]", "[3].name", "<nil>", "<nil>"}},
		{"named root", field.NewPath("spec", "template"),
			[]string{"spec.template.spec", "spec.template[3]", "spec.template[3].name", "spec.template", "spec.template"}},
		{"indexed root", field.NewPath("items").Index(4),
			[]string{"items[4].spec", "items[4][3]", "items[4][3].name", "items[4]", "items[4]"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			errs := relative()
			got := Rebase(tc.root, errs)
			if len(got) != len(errs) || &got[0] != &errs[0] {
				t.Fatal("Rebase must rewrite in place and return the same list")
			}
			if g := fields(got); len(g) != len(tc.want) || func() bool {
				for i := range g {
					if g[i] != tc.want[i] {
						return true
					}
				}
				return false
			}() {
				t.Fatalf("fields = %q, want %q", g, tc.want)
			}
		})
	}
	// Rebasing must equal building the absolute path directly.
	root := field.NewPath("spec")
	errs := relative()
	Rebase(root, errs)
	if want := root.Index(3).Child("name").String(); errs[2].Field != want {
		t.Fatalf("rebased %q, field.Path builds %q", errs[2].Field, want)
	}
	if Rebase(root, nil) != nil {
		t.Fatal("Rebase(nil list) must stay nil")
	}
}

func TestUnderReanchorsRestartedErrors(t *testing.T) {
	spec := Root()
	items := spec.Child("items")
	item := items.Index(3)

	errs := field.ErrorList{
		{Field: "<nil>"},
		{Field: "name"},
		{Field: "[2]"},
	}
	Under(&item, errs)
	for i, want := range []string{"items[3]", "items[3].name", "items[3][2]"} {
		if errs[i].Field != want {
			t.Errorf("error %d: Field = %q, want %q", i, errs[i].Field, want)
		}
	}

	root := Root()
	same := field.ErrorList{{Field: "name"}}
	if Under(&root, same)[0].Field != "name" {
		t.Errorf("Under the root changed a path: %q", same[0].Field)
	}
	if Under(&item, nil) != nil {
		t.Error("Under(nil) must stay nil")
	}
	if Restart().String() != "<nil>" {
		t.Errorf("Restart() = %q, want the root", Restart().String())
	}
}
