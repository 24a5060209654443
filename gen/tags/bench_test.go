package tags

import "testing"

// benchLines are typical tags; allocs is what parsing each may allocate:
// the exactly sized argument slice, one Tag per chain link, and a buffer
// for strings with escapes. Everything else is sliced from the input.
var benchLines = []struct {
	name, text string
	allocs     float64
}{
	{"bare", " +k8s:required", 0},
	{"int", " +k8s:minimum=10", 0},
	{"raw", " +k8s:format=k8s-short-name", 0},
	{"quoted", ` +k8s:pattern="^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"`, 0},
	{"escaped", ` +k8s:pattern="^\\d+\"$"`, 1},
	{"positional", ` +k8s:ifSubresource("/status")=+k8s:required`, 2},
	{"named", ` +k8s:validateFalse(flags: "ShortCircuit,NonError", typeArg: *T, cohort: c)="msg"`, 1},
	{"chain4", " +k8s:eachVal=+k8s:subfield(name)=+k8s:ifEnabled(Gate)=+k8s:minimum=1", 5},
}

func BenchmarkParseLine(b *testing.B) {
	for _, bl := range benchLines {
		b.Run(bl.name, func(b *testing.B) {
			pos := linePos()
			b.ReportAllocs()
			b.SetBytes(int64(len(bl.text)))
			for b.Loop() {
				if _, _, err := ParseLine(bl.text, pos); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestParseLineAllocs(t *testing.T) {
	pos := linePos()
	for _, bl := range benchLines {
		got := testing.AllocsPerRun(100, func() {
			if _, _, err := ParseLine(bl.text, pos); err != nil {
				t.Fatal(err)
			}
		})
		if got != bl.allocs {
			t.Errorf("%s: %v allocations per ParseLine; want %v", bl.name, got, bl.allocs)
		}
	}
	notOurs := testing.AllocsPerRun(100, func() { ParseLine(" +optional", pos) })
	if notOurs != 0 {
		t.Errorf("a non-k8s line allocates %v times; want 0", notOurs)
	}
}
