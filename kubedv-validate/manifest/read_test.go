package manifest

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func parse(t *testing.T, src string) []Document {
	t.Helper()
	return Parse("f.yaml", []byte(src), Limits{})
}

func TestMultiDocumentPositions(t *testing.T) {
	docs := parse(t, `# leading comment
apiVersion: v1
kind: ConfigMap
metadata:
  name: a
  labels:
    app.kubernetes.io/name: x
data:
  k: v
---
apiVersion: v1
kind: Pod
spec:
  containers:
  - name: c
    image: nginx
`)
	if len(docs) != 2 {
		t.Fatalf("got %d documents, want 2", len(docs))
	}
	for _, tc := range []struct {
		doc  int
		path string
		want Pos
	}{
		{0, "metadata.name", Pos{5, 3}},
		{0, "metadata.labels[app.kubernetes.io/name]", Pos{7, 5}},
		{0, "data[k]", Pos{9, 3}},
		{0, "data.missing", Pos{8, 1}}, // a missing field points at its parent
		{1, "spec.containers[0]", Pos{15, 5}},
		{1, "spec.containers[0].image", Pos{16, 5}},
		{1, "", Pos{11, 1}},
	} {
		if got := docs[tc.doc].At(tc.path); got != tc.want {
			t.Errorf("doc %d %q: got %v, want %v", tc.doc, tc.path, got, tc.want)
		}
	}
	if docs[1].Index != 1 || docs[1].Pos != (Pos{11, 1}) {
		t.Errorf("second document: index %d at %v", docs[1].Index, docs[1].Pos)
	}
}

func TestValues(t *testing.T) {
	docs := parse(t, `base: &b {x: 1, y: two}
m:
  <<: *b
  y: three
i: 3
f: 3.0
g: 2.5
big: 99999999999999999999
s: "3"
n: null
t: true
`)
	want := map[string]any{
		"base": map[string]any{"x": int64(1), "y": "two"},
		"m":    map[string]any{"x": int64(1), "y": "three"},
		"i":    int64(3), "f": int64(3), "g": 2.5, "big": 1e20, "s": "3", "n": nil, "t": true,
	}
	if len(docs) != 1 || docs[0].Err != nil || !reflect.DeepEqual(docs[0].Object, want) {
		t.Fatalf("got %#v (err %v), want %#v", docs[0].Object, docs[0].Err, want)
	}
}

func TestBadDocumentsDoNotStopTheFile(t *testing.T) {
	bomb := "a: &a [x, x, x, x, x, x, x, x, x]\n"
	for i, prev := 'b', 'a'; i <= 'k'; i, prev = i+1, i {
		bomb += fmt.Sprintf("%c: &%c [*%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c]\n", i, i, prev, prev, prev, prev, prev, prev, prev, prev, prev)
	}
	deep := strings.Repeat("[", 20) + strings.Repeat("]", 20)
	cases := []struct {
		name, doc, msg string
		pos            Pos // relative to the document's first line
	}{
		{"malformed", "a: [1, 2\nb: 3\n", "malformed YAML or JSON", Pos{0, 1}},
		{"bad indentation", "a:\n  b: 1\n c: 2\n", "malformed YAML or JSON", Pos{0, 1}},
		{"alias bomb", bomb, "aliases expand to more than", Pos{}},
		{"deep", "a: " + deep + "\n", "nesting deeper than 10 levels", Pos{}},
		{"not an object", "- a\n- b\n", "this document is a list", Pos{1, 1}},
		{"json", `{"a": [1, "b": 2}` + "\n", "malformed YAML or JSON", Pos{}},
		{"recursive merge", "a: &x\n  b: 1\n  <<: *x\n", "", Pos{}},
		{"merge of itself", "a: &x\n  <<: *x\n", "the merge key (<<) adds a mapping that contains it", Pos{2, 7}},
		{"merge cycle", "a: &x\n  b: &y\n    <<: *x\n  <<: *y\n", "a cycle", Pos{}},
		{"unknown alias", "a: *nope\n", "malformed YAML or JSON", Pos{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := "a: first\n---\n" + tc.doc + "---\nlast: 1\n"
			docs := Parse("f.yaml", []byte(src), Limits{MaxDepth: 10})
			if len(docs) != 3 {
				t.Fatalf("got %d documents, want 3", len(docs))
			}
			if docs[0].Err != nil || docs[2].Err != nil || docs[2].Object["last"] != int64(1) {
				t.Fatalf("the good documents were not read: %v, %v", docs[0].Err, docs[2].Err)
			}
			e := docs[1].Err
			if e == nil || !strings.Contains(e.Msg, tc.msg) {
				t.Fatalf("got error %v, want one containing %q", e, tc.msg)
			}
			if e.Line < 2 || e.Line > 2+strings.Count(tc.doc, "\n") {
				t.Errorf("error at line %d, outside the document (lines 2..)", e.Line)
			}
			if tc.pos.Line > 0 && (e.Line != tc.pos.Line+2 || e.Col != tc.pos.Col) {
				t.Errorf("error at %d:%d, want %d:%d", e.Line, e.Col, tc.pos.Line+2, tc.pos.Col)
			}
		})
	}
}

func TestHugeDocument(t *testing.T) {
	src := "a: 1\n---\nb: " + strings.Repeat("x", 5000) + "\n---\nc: 1\n"
	docs := Parse("f.yaml", []byte(src), Limits{MaxDocumentBytes: 1000})
	if len(docs) != 3 || docs[1].Err == nil || !strings.Contains(docs[1].Err.Msg, "over the API server's limit of 1000") {
		t.Fatalf("got %+v", docs)
	}
	if docs[2].Object["c"] != int64(1) || docs[2].Pos.Line != 5 {
		t.Errorf("the document after a huge one: %+v", docs[2])
	}
}

func TestEmptyDocuments(t *testing.T) {
	docs := parse(t, "# only a comment\n---\n---\na: 1\n")
	if len(docs) != 3 || !docs[0].Empty() || !docs[1].Empty() || docs[2].Empty() {
		t.Fatalf("got %+v", docs)
	}
}

func TestList(t *testing.T) {
	docs := parse(t, `apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: ConfigMap
  metadata:
    name: a
- 3
`)
	if len(docs) != 2 || docs[0].Item != 0 || docs[0].Object["kind"] != "ConfigMap" {
		t.Fatalf("got %+v", docs)
	}
	if got := docs[0].At("metadata.name"); got != (Pos{7, 5}) {
		t.Errorf("item field at %v, want 7:5", got)
	}
	if docs[1].Err == nil || docs[1].Err.Line != 8 {
		t.Errorf("a scalar item: %+v", docs[1].Err)
	}
}

func TestFiles(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"a.yaml", "b.txt", "sub/c.yml", "sub/d.json", "sub/e.YAML"} {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("a: 1\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Files([]string{dir, "-"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "a.yaml"), filepath.Join(dir, "sub/c.yml"), filepath.Join(dir, "sub/d.json"), filepath.Join(dir, "sub/e.YAML"), "-"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if _, err := Files([]string{filepath.Join(dir, "missing")}); err == nil {
		t.Error("a missing path is not an error")
	}
}

func TestStdin(t *testing.T) {
	r := Reader{Stdin: strings.NewReader("a: 1\n---\nb: 2\n")}
	var n int
	if err := r.ReadFile("-", func(d Document) { n++ }); err != nil || n != 2 {
		t.Fatalf("read %d documents, err %v", n, err)
	}
}

// TestDuplicateKeysKeepTheLastValue: kubectl reads YAML with
// sigs.k8s.io/yaml and JSON with a JSON decoder, both of which keep the
// last value of a key given twice (a mapping as a whole, not merged) and
// say nothing; positions are the last key's. The fast readers and the full
// parser agree (readBoth).
func TestDuplicateKeysKeepTheLastValue(t *testing.T) {
	cases := []struct {
		name, src string
		want      map[string]any
		path      string
		pos       Pos
	}{
		{"block", "a: 1\nb:\n  c: 1\n  d: x\n  c: 2\n", map[string]any{"a": int64(1), "b": map[string]any{"c": int64(2), "d": "x"}}, "b.c", Pos{5, 3}},
		{"mapping replaced whole", "b:\n  c: 1\nb:\n  d: 2\n", map[string]any{"b": map[string]any{"d": int64(2)}}, "b", Pos{3, 1}},
		{"flow", "a: {b: 1, b: [x]}\n", map[string]any{"a": map[string]any{"b": []any{"x"}}}, "a.b", Pos{1, 11}},
		{"json", `{"a": 1, "b": {"c": 1}, "a": "z\/"}` + "\n", map[string]any{"a": "z/", "b": map[string]any{"c": int64(1)}}, "a", Pos{1, 25}},
		{"last is null", "a: 1\na:\n", map[string]any{"a": nil}, "a", Pos{2, 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			readBoth(t, tc.name, []byte(tc.src), Limits{})
			docs := parse(t, tc.src)
			if len(docs) != 1 || docs[0].Err != nil {
				t.Fatalf("got %+v, want one document", docs)
			}
			if !reflect.DeepEqual(docs[0].Object, tc.want) {
				t.Errorf("got %#v, want %#v", docs[0].Object, tc.want)
			}
			if got := docs[0].At(tc.path); got != tc.pos {
				t.Errorf("%s at %v, want %v", tc.path, got, tc.pos)
			}
		})
	}
}
