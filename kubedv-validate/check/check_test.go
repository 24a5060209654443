package check

import (
	"context"
	"slices"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"

	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

func obj(t *testing.T, src string) map[string]any {
	t.Helper()
	docs := manifest.Parse("t.yaml", []byte(src), manifest.Limits{})
	if len(docs) != 1 || docs[0].Err != nil {
		t.Fatalf("bad test input: %+v", docs)
	}
	return docs[0].Object
}

const crdHead = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: things.example.com}
spec:
  group: example.com
  scope: Cluster
  names: {plural: things, singular: thing, kind: Thing}
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              n: {type: integer, maximum: 3}
  - name: v2
    served: false
    storage: false
    schema:
      openAPIV3Schema: {type: object}
`

func TestAddCRD(t *testing.T) {
	ctx := context.Background()
	v := New()
	if s := v.AddCRD(ctx, obj(t, crdHead)); s.Status != metav1.StatusSuccess {
		t.Fatalf("valid CRD refused: %+v", s)
	}
	// Only served versions are registered.
	if got := v.Kinds(); len(got) != 1 || got[0] != (schema.GroupVersionKind{Group: "example.com", Version: "v1", Kind: "Thing"}) {
		t.Errorf("kinds %v", got)
	}
	// A version the CRD does not serve: kubectl's own answer, naming the
	// source the context carries.
	s := v.Validate(WithSource(ctx, Source{File: "m.yaml"}), obj(t, "apiVersion: example.com/v2\nkind: Thing\nmetadata: {name: a, namespace: n}\n"), nil)
	want := `resource mapping not found for name: "a" namespace: "n" from "m.yaml": no matches for kind "Thing" in version "example.com/v2"` + "\nensure CRDs are installed first"
	if s.Code != 404 || s.Reason != metav1.StatusReasonNotFound || s.Message != want {
		t.Errorf("an unserved version: %+v, want the message %q", s, want)
	}
	// Its list kind in a served version maps (kubectl then flattens it);
	// another kind of the group is unknown (its CRD may not be given).
	for _, c := range []struct {
		gvk         schema.GroupVersionKind
		maps, known bool
	}{
		{schema.GroupVersionKind{Group: "example.com", Version: "v1", Kind: "ThingList"}, true, true},
		{schema.GroupVersionKind{Group: "example.com", Version: "v1", Kind: "List"}, true, true},
		{schema.GroupVersionKind{Group: "example.com", Version: "v1", Kind: "thing"}, true, true},
		{schema.GroupVersionKind{Group: "example.com", Version: "v2", Kind: "ThingList"}, false, true},
		{schema.GroupVersionKind{Group: "example.com", Version: "v1", Kind: "Other"}, false, false},
	} {
		if maps, known := v.Maps(c.gvk); maps != c.maps || known != c.known {
			t.Errorf("Maps(%v) = %v, %v, want %v, %v", c.gvk, maps, known, c.maps, c.known)
		}
	}
	s = v.Validate(WithSource(ctx, Source{File: "m.yaml", ListItem: true}), obj(t, "apiVersion: example.com/v2\nkind: Thing\nmetadata: {name: a}\n"), nil)
	if want := `unable to recognize no matches for kind "Thing" in version "example.com/v2"`; s.Message != want {
		t.Errorf("an item of a list: %q, want %q", s.Message, want)
	}
	// A cluster-scoped object's namespace is dropped, as the server does.
	s = v.Validate(ctx, obj(t, "apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: a, namespace: x}\nspec: {n: 4}\n"), nil)
	if s.Code != 422 || s.Details.Causes[0].Field != "spec.n" {
		t.Errorf("got %+v", s)
	}

	// A CRD that does not decode, and one that is invalid, are refused;
	// their kinds get kubectl's answer to a kind the server lacks.
	bad := New()
	s = bad.AddCRD(ctx, obj(t, strings.Replace(crdHead, "scope: Cluster", "scope: Cluster\n  colour: red", 1)))
	if s.Code != 400 || !strings.Contains(s.Message, `unknown field "spec.colour"`) {
		t.Errorf("undecodable CRD: %+v", s)
	}
	s = bad.Validate(ctx, obj(t, "apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: a}\n"), nil)
	if s.Code != 404 || !strings.Contains(s.Message, `no matches for kind "Thing" in version "example.com/v1"`+"\nensure CRDs are installed first") {
		t.Errorf("object of an undecodable CRD: %+v", s)
	}
	s = bad.AddCRD(ctx, obj(t, strings.Replace(crdHead, "scope: Cluster", "scope: Galaxy", 1)))
	if s.Code != 422 || s.Details.Causes[0].Field != "spec.scope" {
		t.Errorf("invalid CRD: %+v", s)
	}
}

type panicking struct{}

func (panicking) Create(context.Context, map[string]any) metav1.Status { panic("boom") }
func (panicking) Update(context.Context, map[string]any, map[string]any) metav1.Status {
	panic("boom")
}

func TestValidateAnswers(t *testing.T) {
	ctx := context.Background()
	v := New()
	v.Add(schema.GroupVersionKind{Group: "x", Version: "v1", Kind: "P"}, panicking{})
	if s := v.Validate(ctx, obj(t, "apiVersion: x/v1\nkind: P\n"), nil); s.Code != 500 || !strings.Contains(s.Message, "boom") {
		t.Errorf("a panic: %+v", s)
	}
	if s := v.Validate(ctx, obj(t, "kind: P\n"), nil); s.Code != 400 || !strings.Contains(s.Message, "apiVersion and kind must be set") {
		t.Errorf("no apiVersion: %+v", s)
	}
	if s := v.Validate(ctx, obj(t, "apiVersion: y/v1\nkind: Q\n"), nil); s.Code != 404 || !strings.HasPrefix(s.Message, `resource mapping not found for name: "" namespace: "" from "": no matches for kind "Q" in version "y/v1"`) {
		t.Errorf("unknown kind: %+v", s)
	}
}

// TestCRDAnswerIsTheSameEveryRun: the API server reports a custom
// resource's schema errors, then its CEL rules' errors, each in the random
// order it walks the object's maps; ours come by field path in each run,
// the same on every run.
func TestCRDAnswerIsTheSameEveryRun(t *testing.T) {
	ctx := context.Background()
	crd := strings.Replace(crdHead, "              n: {type: integer, maximum: 3}\n", `              a: {type: integer, maximum: 3}
              b: {type: string, maxLength: 1}
              c: {type: integer, maximum: 3, x-kubernetes-validations: [{rule: "self < 2"}]}
              d: {type: string, enum: [x]}
              e: {type: integer, minimum: 5}
              f: {type: integer, x-kubernetes-validations: [{rule: "self == 0"}]}
              g: {type: array, maxItems: 1, items: {type: integer}}
              h: {type: object, x-kubernetes-validations: [{rule: "size(self) == 0"}], additionalProperties: {type: integer, maximum: 0}}
              i: {type: integer, x-kubernetes-validations: [{rule: "self == 0"}]}
              j: {type: object, x-kubernetes-validations: [{rule: "size(self) < 2"}], additionalProperties: {type: integer, x-kubernetes-validations: [{rule: "self == 0"}]}}
`, 1)
	v := New()
	if s := v.AddCRD(ctx, obj(t, crd)); s.Status != metav1.StatusSuccess {
		t.Fatalf("CRD refused: %+v", s)
	}
	head := "apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: a}\n"
	old := obj(t, head+"spec: {a: 0}\n")
	for _, tc := range []struct {
		name, spec    string
		lastAtNoField bool
	}{
		// The schema's errors, then the rules not checked.
		{"schema", "{a: 4, b: xy, c: 4, d: y, e: 1, f: 1, g: [1, 2], h: {p: 1, q: 2, r: 3}}", true},
		// The rules' errors only.
		{"rules", "{c: 2, f: 1, i: 1, j: {p: 1, q: 2, r: 3}}", false},
	} {
		cr := obj(t, head+"spec: "+tc.spec+"\n")
		first := v.Validate(ctx, cr, nil)
		if first.Details == nil || len(first.Details.Causes) < 5 {
			t.Fatalf("%s: want at least 5 causes, got %+v", tc.name, first)
		}
		causes := first.Details.Causes
		if tc.lastAtNoField {
			if last := causes[len(causes)-1]; last.Field != "<nil>" {
				t.Errorf("%s: the error at no field comes last on the server, here %q", tc.name, last.Field)
			}
			causes = causes[:len(causes)-1]
		}
		for i, c := range causes[1:] {
			if prev := causes[i].Field; c.Field < prev {
				t.Errorf("%s: cause %q after %q", tc.name, c.Field, prev)
			}
		}
		for range 30 {
			if again := v.Validate(ctx, cr, nil); again.Message != first.Message {
				t.Fatalf("%s: answers differ between runs:\n%s\n%s", tc.name, first.Message, again.Message)
			}
			if u1, u2 := v.Validate(ctx, cr, old), v.Validate(ctx, cr, old); u1.Message != u2.Message {
				t.Fatalf("%s: update answers differ between runs:\n%s\n%s", tc.name, u1.Message, u2.Message)
			}
		}
	}
}

// TestCRDRunsKeepTheirOrder: the schema's run comes before the rules' run,
// each ordered by field path, on create and on update.
func TestCRDRunsKeepTheirOrder(t *testing.T) {
	ctx := context.Background()
	crd := strings.Replace(crdHead, "              n: {type: integer, maximum: 3}\n", `              a: {type: integer, maximum: 3}
              c: {type: integer, x-kubernetes-validations: [{rule: "self < 2"}]}
              e: {type: integer, minimum: 5}
              f: {type: integer, x-kubernetes-validations: [{rule: "self == 0"}]}
              i: {type: integer, x-kubernetes-validations: [{rule: "self == oldSelf", message: "immutable"}]}
              z: {type: integer, maximum: 1}
              h: {type: object, additionalProperties: {type: integer, maximum: 0}}
              j: {type: object, additionalProperties: {type: integer, x-kubernetes-validations: [{rule: "self == 0"}]}}
`, 1)
	v := New()
	if s := v.AddCRD(ctx, obj(t, crd)); s.Status != metav1.StatusSuccess {
		t.Fatalf("CRD refused: %+v", s)
	}
	head := "apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: a}\n"
	cr := obj(t, head+"spec: {z: 2, i: 1, j: {r: 1, q: 1, p: 1}, h: {r: 1, q: 1, p: 1}, f: 1, e: 1, c: 2, a: 4}\n")
	fields := func(s metav1.Status) []string {
		var out []string
		if s.Details != nil {
			for _, c := range s.Details.Causes {
				out = append(out, c.Field)
			}
		}
		return out
	}
	schema := []string{"spec.a", "spec.e", "spec.h.p", "spec.h.q", "spec.h.r", "spec.z"}
	rules := []string{"spec.c", "spec.f", "spec.j[p]", "spec.j[q]", "spec.j[r]"}
	old := obj(t, head+"spec: {i: 0}\n")
	for range 20 {
		if got, want := fields(v.Validate(ctx, cr, nil)), slices.Concat(schema, rules); !slices.Equal(got, want) {
			t.Fatalf("create: causes at %q, want %q", got, want)
		}
		if got, want := fields(v.Validate(ctx, cr, old)), slices.Concat(schema, rules[:2], []string{"spec.i"}, rules[2:]); !slices.Equal(got, want) {
			t.Fatalf("update: causes at %q, want %q", got, want)
		}
	}
}

// TestUpdateIsOfTheSameObject: an update pairs two versions of one named
// object; anything else is refused before any merge.
func TestUpdateIsOfTheSameObject(t *testing.T) {
	ctx := context.Background()
	v := New()
	if s := v.AddCRD(ctx, obj(t, crdHead)); s.Status != metav1.StatusSuccess {
		t.Fatalf("CRD refused: %+v", s)
	}
	thing := func(md string) map[string]any {
		return obj(t, "apiVersion: example.com/v1\nkind: Thing\nmetadata: "+md+"\nspec: {n: 1}\n")
	}
	for _, tc := range []struct {
		name     string
		obj, old map[string]any
		want     string
	}{
		{"no name", thing("{generateName: a-}"), thing("{generateName: a-}"), "resource name may not be empty"},
		{"old without a name", thing("{name: a}"), thing("{}"), "resource name may not be empty"},
		{"another name", thing("{name: a}"), thing("{name: b}"), "not an earlier version of this one (example.com/v1 Thing b)"},
		{"another kind", thing("{name: a}"), obj(t, "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n"), "not an earlier version of this one (v1 ConfigMap a)"},
	} {
		s := v.Validate(ctx, tc.obj, tc.old)
		if s.Code != 400 || !strings.Contains(s.Message, tc.want) {
			t.Errorf("%s: %d %q, want 400 and %q", tc.name, s.Code, s.Message, tc.want)
		}
	}
	if s := v.Validate(ctx, thing("{name: a}"), thing("{name: a}")); s.Status != metav1.StatusSuccess {
		t.Errorf("the same object: %+v", s)
	}
	// Things are cluster-scoped: the server clears a namespace.
	if s := v.Validate(ctx, thing("{name: a, namespace: x}"), thing("{name: a}")); s.Status != metav1.StatusSuccess {
		t.Errorf("another namespace on a cluster-scoped object: %+v", s)
	}
}

// TestNamespace: the namespace kubectl sends an object to, by its kind's
// scope.
func TestNamespace(t *testing.T) {
	v := New()
	v.AddCRDKind()
	namespaced := strings.Replace(strings.Replace(crdHead, "scope: Cluster", "scope: Namespaced", 1), "things.example.com", "nsthings.example.com", 1)
	namespaced = strings.Replace(strings.Replace(namespaced, "kind: Thing", "kind: NSThing", 1), "plural: things", "plural: nsthings", 1)
	for _, crd := range []string{crdHead, namespaced} {
		if s := v.AddCRD(context.Background(), obj(t, crd)); s.Status != metav1.StatusSuccess {
			t.Fatalf("CRD refused: %+v", s)
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: a, namespace: x}\n", ""},
		{"apiVersion: example.com/v1\nkind: NSThing\nmetadata: {name: a}\n", DefaultNamespace},
		{"apiVersion: example.com/v1\nkind: NSThing\nmetadata: {name: a, namespace: x}\n", "x"},
		{"apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: a, namespace: x}\n", ""},
		{"apiVersion: other.com/v1\nkind: Unknown\nmetadata: {name: a, namespace: x}\n", "x"},
		{"apiVersion: other.com/v1\nkind: Unknown\nmetadata: {name: a}\n", ""},
	} {
		if got := v.Namespace(obj(t, tc.src)); got != tc.want {
			t.Errorf("%q: namespace %q, want %q", tc.src, got, tc.want)
		}
	}
}
