package manifest

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestColumns(t *testing.T) {
	for _, line := range []string{"", "abc", "é", "aé b", "日本語: 😀 x", "ééé", "a\u00a0b😀c"} {
		c := newColumns([]byte(line))
		for j := 0; j <= len(line); j++ {
			if !utf8.RuneStart(append([]byte(line), 'x')[j]) {
				continue // inside a character: no token starts there
			}
			if got, want := c.col(j), utf8.RuneCountInString(line[:j])+1; got != want {
				t.Errorf("%q at byte %d: column %d, want %d", line, j, got, want)
			}
		}
	}
}

// BenchmarkLongLinePositions finds the positions of a document written on
// one line (minified JSON, a flow mapping) with non-ASCII text: one scan
// of the line, not one per node.
func BenchmarkLongLinePositions(b *testing.B) {
	for _, tc := range []struct{ name, open, kv, close string }{
		{"json", `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "é"}, "data": {`, `"k%d": "日本%d"`, "}}"},
		{"yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: é}\ndata: {", "k%d: 日本%d", "}\n"},
	} {
		var kv []string
		for i := range 20000 {
			kv = append(kv, fmt.Sprintf(tc.kv, i, i))
		}
		data := []byte(tc.open + strings.Join(kv, ", ") + tc.close)
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for range b.N {
				d := Parse("long", data, Limits{})[0]
				if d.Err != nil || d.Fields.data == nil {
					b.Fatalf("not read by a fast reader: %v", d.Err)
				}
				if at := d.At("data.k19999"); at.Line < 1 || at.Col < 100000 {
					b.Fatalf("data.k19999 at %v", at)
				}
			}
		})
	}
}
