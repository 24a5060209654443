package manifest

import (
	"encoding/json"
	"testing"
)

// FuzzParse feeds the reader arbitrary bytes: it must never panic, every
// document is either an object that encodes as JSON or a positioned
// error inside the input, and the fast reader and the full parser read
// the same documents, errors and positions.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"a: 1\n---\nb: [1, 2]\n",
		"a: é\nb: {日本: 語, c: [ü, \"ß\"]}\nd:\n- 😀: |\n    ünï\n",
		"a: &x {b: 1}\nc: *x\nd:\n  <<: *x\n",
		`{"a": {"b": [1, 2.5, "c", null, true]}}`,
		"{\"a\": \"\\/\\ud83d\\ude00\\u00e9\",\r\n\t\"b\": [-0, 1e3, {}]}",
		"---\n{\"apiVersion\": \"v1\", \"kind\": \"ConfigMap\", \"metadata\": {\"name\": \"a\"}}\n---\n{\"x\": [\"\\ud800\"]}",
		"apiVersion: v1\nkind: List\nitems:\n- a: 1\n",
		"a: 1\na: 2\n",
		"--- |\n  text\n...\n",
		"a: !!binary aGVsbG8=\nb: 2001-12-14\n",
		"a:\n- b: 1\n  c: [x, {d: 'e''f'}]\n- \"g\\n\"\nh: -1 # c\n",
		"---\nk: {a: 1, b: [2, 3]}\n  # c\nl:\n  m: 0x10\n  n: 1_0\n",
		"a: |\n  x\n\n   y\nb:\n- |-\n  z\n  # w\n",
		"a:\n  b: \"c\"\n  d: 'e'\n  f:\n  - 1.5\n  - true\n  - ~\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := 1 + lineBreaks(data)
		lim := Limits{MaxDocumentBytes: 1 << 16, MaxDepth: 100, MaxAliasNodes: 1000}
		readBoth(t, "fuzz.yaml", data, lim)
		for _, d := range Parse("fuzz.yaml", data, lim) {
			if d.Err != nil {
				if d.Err.Line < 1 || d.Err.Line > lines {
					t.Fatalf("error outside the input (%d lines): %v", lines, d.Err)
				}
				continue
			}
			if d.Object != nil {
				if _, err := json.Marshal(d.Object); err != nil {
					t.Fatalf("object does not encode: %v", err)
				}
			}
		}
	})
}
