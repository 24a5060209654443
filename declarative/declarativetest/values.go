package declarativetest

import (
	"reflect"
	"strings"
)

// edgeStrings are strings that sit on the edges of common rules: formats,
// enums written in the usual case, and lengths just under and over the
// usual limits (63 and 253 for DNS names, 512, 1024, ...).
var edgeStrings = []string{
	"", "a", "ab", "abc", "default", "a-b", "-a", "a-", "a.b", "a_b", "A", "Ab", "a b", " ", "é", "日本",
	"example.com/a", "example.com/", "/a", "a/b", "a/b/c", "a..b", "0", "1a", "eu-west-1", "eu-west-1a",
	"10.0.0.1", "::1", "010.0.0.1", "00000000-0000-0000-0000-000000000000",
	strings.Repeat("a", 32), strings.Repeat("a", 33), strings.Repeat("a", 63), strings.Repeat("a", 64),
	strings.Repeat("a", 253), strings.Repeat("a", 254), strings.Repeat("a", 512), strings.Repeat("a", 513),
	strings.Repeat("a", 1024), strings.Repeat("a", 1025), strings.Repeat("é", 512), strings.Repeat("é", 513),
}

// dnsHeavyAlphabet weighs characters so that random text is often a valid
// DNS label or subdomain and often not: mostly lower-case letters and
// digits, some '-' and '.', a few characters no Kubernetes name allows.
const dnsHeavyAlphabet = "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz" +
	"01234567890123456789---..A_ /:é"

func (g *generator) string() string {
	if g.rnd.Intn(10) < 3 {
		return g.strings[g.rnd.Intn(len(g.strings))]
	}
	// Lengths spread over every order of magnitude up to 2 KiB.
	n := g.rnd.Intn(1 << g.rnd.Intn(12))
	alphabet := []rune(dnsHeavyAlphabet)
	b := make([]rune, n)
	for i := range b {
		b[i] = alphabet[g.rnd.Intn(len(alphabet))]
	}
	return string(b)
}

// signed draws an integer that fits v's kind: three in ten near zero, two
// in ten next to a power of two or ten, the rest with a magnitude spread
// evenly over the bits of the kind.
func (g *generator) signed(v reflect.Value) int64 {
	bits := v.Type().Bits()
	for {
		var n int64
		switch p := g.rnd.Intn(10); {
		case p < 3:
			n = g.rnd.Int63n(14) - 3
		case p < 5:
			n = g.landmark(bits - 1)
		default:
			e := g.rnd.Intn(bits - 1)
			n = 1<<e + g.rnd.Int63n(1<<e)
		}
		if p := g.rnd.Intn(4); p == 0 {
			n = -n
		}
		if !v.OverflowInt(n) {
			return n
		}
	}
}

func (g *generator) unsigned(v reflect.Value) uint64 {
	bits := v.Type().Bits()
	for {
		n := uint64(g.rnd.Int63n(14))
		switch p := g.rnd.Intn(10); {
		case p < 3:
		case p < 5:
			if l := g.landmark(min(bits, 63)); l >= 0 {
				n = uint64(l)
			}
		default:
			e := g.rnd.Intn(min(bits, 63))
			n = 1<<e + uint64(g.rnd.Int63n(1<<e))
		}
		if !v.OverflowUint(n) {
			return n
		}
	}
}

// landmark is a power of two (below 2^bits) or of ten, plus -1, 0 or 1:
// where limits such as 1000 or 65535 are usually set.
func (g *generator) landmark(bits int) int64 {
	var base int64
	if g.rnd.Intn(2) == 0 {
		base = 1 << g.rnd.Intn(bits)
	} else {
		base = 1
		for e := g.rnd.Intn(18); e > 0; e-- {
			base *= 10
		}
	}
	return base + int64(g.rnd.Intn(3)) - 1
}
