package manifest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// readBoth reads data with the fast reader (falling back as it does) and
// with the full parser alone; it fails t when the documents, their
// errors or the position of any of their fields differ. It returns how
// many documents the fast reader read itself.
func readBoth(t testing.TB, name string, data []byte, lim Limits) int {
	t.Helper()
	fast := (&Reader{Limits: lim}).parse(name, data)
	full := (&Reader{Limits: lim, fullParse: true}).parse(name, data)
	if len(fast) != len(full) {
		t.Fatalf("%s: fast reader %d documents, full parser %d", name, len(fast), len(full))
	}
	n := 0
	for i := range fast {
		f, g := fast[i], full[i]
		if f.Fields != nil && (f.Fields.data != nil || f.Fields.fast != nil) {
			n++ // a document, or a List's item, the fast reader read
		}
		if f.File != g.File || f.Index != g.Index || f.Item != g.Item || f.Bytes != g.Bytes {
			t.Fatalf("%s document %d: fast %+v, full %+v", name, i, f, g)
		}
		if g.Err != nil && f.Err == nil && f.Fields != nil && f.Fields.data != nil {
			// JSON the full parser refuses (escapes or whitespace YAML
			// does not have): the object is encoding/json's reading.
			if want, ok := jsonReference(f.Fields.data, lim); !ok || !reflect.DeepEqual(f.Object, want) {
				t.Fatalf("%s document %d: JSON reader %#v, encoding/json %#v (%v); the full parser: %v", name, i, f.Object, want, ok, g.Err)
			}
			continue
		}
		if f.Pos != g.Pos {
			t.Fatalf("%s document %d: fast %+v, full %+v", name, i, f, g)
		}
		if !reflect.DeepEqual(f.Err, g.Err) {
			t.Fatalf("%s document %d: fast error %v, full %v", name, i, f.Err, g.Err)
		}
		if !reflect.DeepEqual(f.Object, g.Object) {
			t.Fatalf("%s document %d:\nfast %#v\nfull %#v", name, i, f.Object, g.Object)
		}
		for _, p := range append(fieldPaths("", f.Object), "", "missing", "metadata.missing.deeper", "spec[0]") {
			if fp, gp := f.At(p), g.At(p); fp != gp {
				t.Fatalf("%s document %d: %q at %v by the fast reader, %v by the full parser", name, i, p, fp, gp)
			}
		}
		if f.Fields != nil && f.Fields.data != nil && f.Fields.fast == nil {
			t.Fatalf("%s document %d: the fast reader read it but not its positions", name, i)
		}
	}
	return n
}

// fieldPaths lists the field paths of v, as field.Path writes them.
func fieldPaths(prefix string, v any) []string {
	var out []string
	switch v := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := prefix + "[" + k + "]"
			if !strings.ContainsAny(k, ".[]") && k != "" {
				p = strings.TrimPrefix(prefix+"."+k, ".")
			}
			if strings.Contains(k, "]") {
				continue // not a path field.Path can write
			}
			out = append(out, p)
			out = append(out, fieldPaths(p, v[k])...)
		}
	case []any:
		for i, item := range v {
			p := prefix + "[" + strconv.Itoa(i) + "]"
			out = append(out, p)
			out = append(out, fieldPaths(p, item)...)
		}
	}
	return out
}

// TestFastReaderAgrees: documents the fast reader takes and documents it
// leaves to the full parser read the same either way.
func TestFastReaderAgrees(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		fast      int // documents the fast reader reads itself
	}{
		{"manifest", `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels: {app: web, tier: "front end"}
  annotations:
    example.com/note: 'it''s here'   # a comment
spec:
  replicas: 3
  selector:
    matchLabels:
      app: web
  template:
    spec:
      containers:
      - name: web
        image: nginx:1.27
        args: [--port=80, -v, "a\tb"]
        ports:
        - containerPort: 80
          protocol: TCP
        - {containerPort: 443, name: https}
        env:
          - name: A
            value: "1"
          - name: B
      volumes: []
`, 1},
		{"scalars", "a: 1\nb: -2\nc: 0x1F\nd: 1_000\ne: 3.0\nf: 2.5\ng: 1e3\ni: true\nj: False\nk: ~\nl: null\nm:\nn: 2001-12-14\no: 012\np: +7\nq: yes\nr: 99999999999999999999\ns: -0\nt: 0o17\n", 1},
		{"keys", "\"a b\": 1\n'c': 2\nd e : 3\nnull: 4\n1: 5\n~: 6\n", 1},
		{"sequences at the key's column", "a:\n- 1\n- b: 2\n  c:\n  - 3\nd: 4\n", 1},
		{"indented root", "  a: 1\n  b:\n    c: 2\n", 1},
		{"comments and blanks", "# head\n\na: 1 # one\n\n    # deeper comment\nb: [1, 2] # two\n#tail\n", 1},
		{"separator line", "---\na: 1\n---   \nb: 2\n", 2},
		{"flow", "a: {b: [1, {c: d}], e: []}\nf: [\"x, y\", 'z']\n", 1},
		{"plain with indicators inside", "a: b#c\nb: x:y\nc: a, b\nd: it's\ne: -x\nf: a&b*c!d\n", 1},
		{"colons in flow", "a: {image: nginx:1.27, url: http://x/y, t: 1:30, ts: 2001-12-14t21:59:43.10-05:00, d: sha256:0a-b_c.d}\nb: [x:1, -:-]\n", 1},
		// Left to the full parser.
		{"anchors", "a: &x 1\nb: *x\n", 0},
		{"merge", "a: &x {b: 1}\nc:\n  <<: *x\n", 0},
		{"tags", "a: !!str 1\n", 0},
		{"literal", "a: |\n  one\n\n   two\n  # three\nb: |-\n    x\n     y\n\n\nc:\n- |\n  z\n- d: | # c\n    w\n  e: 1\n", 1},
		{"literal at the end", "a: |\n  x\n\n", 1},
		{"literal keep", "a: |+\n  text\n\n", 0},
		{"literal indentation indicator", "a: |2\n   text\n", 0},
		{"literal leading blank", "a: |\n\n  text\n", 0},
		{"literal long blank", "a: |\n  x\n     \n  y\n", 0},
		{"literal empty", "a: |\nb: 1\n", 0},
		{"literal without a last break", "a: |\n  x", 0},
		{"literal then deeper", "a: |\n    x\n  y\n", 0},
		{"folded", "a: >\n  text\n", 0},
		{"multi-line plain", "a: b\n  c\n", 0},
		{"multi-line quoted", "a: \"b\n  c\"\n", 0},
		{"tab", "a:\t1\n", 0},
		{"crlf", "a: 1\r\nb: 2\r\n", 0},
		{"non-ASCII", "a: é\nb: {日本: 語, c: [ü, \"ß\", 'ø'], d: 😀x}\ne:\n  - é: |\n      ünï\n    f: g\n\u00a0k: \u00a0v\n", 1},
		{"NEL", "a: x\u0085y\n", 0},
		{"line separator", "a: x\u2028y\n", 0},
		{"byte order mark inside", "a: x\ufeffy\n", 0},
		{"C1 control", "a: x\u0080y\n", 0},
		{"invalid UTF-8", "a: x\xffy\n", 0},
		{"duplicate", "a: 1\na: 2\n", 0},
		{"duplicate in flow", "a: {b: 1, b: 2}\n", 0},
		{"bad indentation", "a:\n  b: 1\n c: 2\n", 0},
		{"not an object", "- a\n- b\n", 0},
		{"scalar document", "text\n", 0},
		{"json", "{\"a\": 1,\n \"b\": [1, 2]}\n", 1},
		{"json values", "{\"a\": {\"b\": [1, 2.5, -0, 1e3, 1E-2, 0.5, -7, 99999999999999999999, true, false, null, \"\", \"x\\ny\\t\\\"\\\\\\u00e9\\u0000\"]},\n  \"c\": {}, \"d\": [], \"\u00e9t\u00e9\": {\"k\": \"v\"}, \"e\": [[{\"f\": 1}], {}]}\n", 1},
		{"json minified", `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"a","labels":{"app":"\u00e9"}},"data":{"k":"v","l":"w"}}`, 1},
		{"json after separators", "---\n{\"a\": 1}\n---\n  {\n\"b\": {\"c\": [2]}\n  }\n\n", 2},
		{"json escapes YAML refuses", "{\"a\": \"x\\/y\", \"b\": \"\\ud83d\\ude00\", \"c\": \"\\ud800x\", \"d\": [\"\\udc00\"]}\n", 1},
		{"json tabs", "{\t\"a\":\t1,\r\n\t\"b\": [\t2 ]}\n", 1},
		{"json list", "{\"apiVersion\": \"v1\", \"kind\": \"List\", \"items\": [{\"a\": 1}, {\"b\": {\"c\": [1]}}]}\n", 2},
		{"json duplicate", "{\"a\": 1, \"a\": 2}\n", 1},
		{"json trailing comma", "{\"a\": 1,}\n", 0},
		{"json comment", "{\"a\": 1} # c\n", 0},
		{"json then more", "{\"a\": 1} {\"b\": 2}\n", 0},
		{"json leading zero", "{\"a\": 01}\n", 0},
		{"json bad escape", "{\"a\": \"\\x41\"}\n", 0},
		{"json raw control", "{\"a\": \"x\ty\"}\n", 0},
		{"yaml flow document", "{a: 1, b: [x]}\n", 0},
		{"list", "apiVersion: v1\nkind: List\nitems:\n- a: 1\n", 1},
		{"list of several", "apiVersion: v1\nkind: List\nmetadata: {}\nitems:\n- apiVersion: v1\n  kind: ConfigMap\n  metadata: {name: a}\n  data: {k: v}\n- {apiVersion: v1, kind: Secret, metadata: {name: b}}\n- 7\n- []\n- apiVersion: apps/v1\n  kind: Deployment\n  spec:\n    template:\n      spec:\n        containers:\n        - {name: é, image: x}\n", 5},
		{"list without items", "apiVersion: v1\nkind: List\n", 0},
		{"list with bad items", "apiVersion: v1\nkind: List\nitems: {a: 1}\n", 1},
		{"empty", "# nothing\n", 0},
		{"nested sequence", "a:\n- - 1\n", 0},
		{"item below dash", "a:\n-\n  b: 1\n", 0},
		{"unknown escape", "a: \"\\x41\"\n", 0},
		{"slash escape", "a: \"\\/\"\n", 0}, // YAML 1.2's, not the parser's
		{"trailing comma", "a: [1, 2,]\n", 0},
		{"colon in plain", "a: b: c\n", 0},
		{"colon before a flow indicator", "a: [b:, c]\n", 0},
		{"colon at a flow value's end", "a: {b: c:}\n", 0},
		{"colon then space in flow", "a: [b: c]\n", 0},
		{"colon then comment sign in flow", "a: [b:#c]\n", 0},
		{"flow across lines", "a: [1,\n  2]\n", 0},
		{"directive", "%YAML 1.2\n---\na: 1\n", 1}, // the directive is a document of its own
		{"infinity", "a: .inf\n", 0},
		{"document end", "a: 1\n...\n", 0},
		{"content after separator", "--- {a: 1}\n", 0},
		{"long key", strings.Repeat("k", 1100) + ": 1\n", 0},
		{"scalar after block", "a:\n  b: 1\n  c\n", 0},
		{"question key", "? a\n: 1\n", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := readBoth(t, "f.yaml", []byte(tc.src), Limits{}); got != tc.fast {
				t.Errorf("the fast reader read %d documents, want %d", got, tc.fast)
			}
		})
	}
}

// TestFastReaderLimits: nesting at the depth limit is the full parser's
// error, with its position, whichever reader starts.
func TestFastReaderLimits(t *testing.T) {
	deep := "a:\n"
	for i := 1; i < 12; i++ {
		deep += strings.Repeat("  ", i) + "b:\n"
	}
	for _, src := range []string{deep, "a: [[[[[[[[[[[[1]]]]]]]]]]]]\n", "a: {b: {c: {d: {e: {f: {g: {h: {i: {j: {k: 1}}}}}}}}}}\n"} {
		for _, max := range []int{0, 5, 10, 11, 12, 13} {
			readBoth(t, "f.yaml", []byte(src), Limits{MaxDepth: max})
		}
	}
}

// TestFastReaderGoldenCorpora: every manifest of the golden corpora (and
// kubectl-validate's, when KUBECTL_VALIDATE_TESTCASES names it) reads the
// same with and without the fast reader, so every answer is the same.
func TestFastReaderGoldenCorpora(t *testing.T) {
	dirs := []string{"../testdata", "../examples"}
	if kv := os.Getenv("KUBECTL_VALIDATE_TESTCASES"); kv != "" {
		dirs = append(dirs, kv)
	}
	files, fast := 0, 0
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !IsManifest(path) {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			files++
			fast += readBoth(t, path, data, Limits{})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 10 || fast < 20 {
		t.Errorf("%d files, %d documents read by the fast reader: the corpora are missing", files, fast)
	}
	t.Logf("%d files, %d documents read by the fast reader", files, fast)
}

// BenchmarkRead reads a stream of native manifests with the fast reader
// and with the full parser alone.
func BenchmarkRead(b *testing.B) {
	var sb strings.Builder
	for i := range 300 {
		fmt.Fprintf(&sb, `---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: d%d
  labels: {app: d%d, tier: web}
spec:
  replicas: 2
  selector:
    matchLabels: {app: d%d}
  template:
    metadata:
      labels: {app: d%d}
    spec:
      containers:
      - name: web
        image: nginx:1.27
        ports: [{containerPort: 8080, name: http}]
        env: [{name: MODE, value: fast}]
        resources: {requests: {cpu: 100m, memory: 64Mi}, limits: {memory: 128Mi}}
        readinessProbe: {httpGet: {path: /healthz, port: http}}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: c%d
data:
  mode: fast
  app.properties: |
    key=value
    other=1
`, i, i, i, i, i)
	}
	data := []byte(sb.String())
	for _, full := range []bool{false, true} {
		name := "fast"
		if full {
			name = "full"
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for range b.N {
				r := Reader{fullParse: full}
				if docs := r.parse("f.yaml", data); len(docs) != 600 || docs[0].Err != nil {
					b.Fatalf("%d documents", len(docs))
				}
			}
		})
	}
}

// jsonReference is encoding/json's reading of a JSON document (after the
// separator line it may follow), its numbers resolved as the readers
// resolve them.
func jsonReference(data []byte, lim Limits) (any, bool) {
	if bytes.HasPrefix(data, []byte("---")) {
		data = data[bytes.IndexByte(data, '\n')+1:]
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, false
	}
	num := &fastReader{conv: &converter{limits: lim}}
	var resolve func(any) any
	resolve = func(v any) any {
		switch v := v.(type) {
		case json.Number:
			n, _, _ := num.plain([]byte(v), 0, len(v))
			return n
		case map[string]any:
			for k, x := range v {
				v[k] = resolve(x)
			}
		case []any:
			for i, x := range v {
				v[i] = resolve(x)
			}
		}
		return v
	}
	return resolve(v), true
}
