package manifest

import (
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestFastReaderRandomDocuments draws documents in and around the YAML
// the fast reader takes (block and flow collections, tricky scalars and
// keys, literal blocks, comments, odd indentation, then single-byte
// mutations) and holds both readers to the same reading of each;
// FAST_READER_SEED=n draws others.
func TestFastReaderRandomDocuments(t *testing.T) {
	readDrawn(t, "gen.yaml", 7, 21, 2000, 4, genDocument)
}

// readDrawn draws n documents (n/10 with -short) from a generator seeded
// with seed and stream (FAST_READER_SEED replaces seed, to search
// further), reads each and three single-byte mutations of it with both
// readers (readBoth), and fails when the fast readers read fewer than
// n/minDiv of the 4n.
func readDrawn(t *testing.T, name string, seed, stream uint64, n, minDiv int, draw func(*rand.Rand) string) {
	if s, err := strconv.ParseUint(os.Getenv("FAST_READER_SEED"), 10, 64); err == nil {
		seed = s
	}
	rng := rand.New(rand.NewPCG(seed, stream))
	if testing.Short() {
		n /= 10
	}
	fast := 0
	for i := range n {
		doc := draw(rng)
		fast += readBoth(t, name, []byte(doc), Limits{MaxDepth: 6})
		for range 3 {
			fast += readBoth(t, name, []byte(mutate(rng, doc)), Limits{MaxDepth: 6})
		}
		if t.Failed() {
			t.Fatalf("document %d:\n%s", i, doc)
		}
	}
	if fast < n/minDiv {
		t.Errorf("the fast readers read only %d of %d documents", fast, 4*n)
	}
	t.Logf("the fast readers read %d of %d documents", fast, 4*n)
}

var genScalars = []string{
	"a", "web", "nginx:1.27", "http://x/y", "a b", "a#b", "a,b", "it's", "-x", "--flag=1", "0", "7", "-3", "+4", "012", "0x1F", "0o17",
	"1_000", "1e3", "2.5", "-0", ".5", "-.inf", "1.0", "99999999999999999999", "2001-12-14", "2001-12-14T21:59:43Z", "0b101", "-0x10", "1e400", "3.",
	"true", "True", "false", "FALSE", "yes", "no", "on", "off", "y", "n", "~", "null", "Null", "", "'q'", "'it''s'", "''",
	"\"d\"", "\"e\\n\\t\\\\\\\"\"", "\"a: b\"", "'# not a comment'", "\"\"", "a:b", "x # c", "a  b ",
	"é", "日本語", "😀", "ünï cödé", "\u00a0x", "x\u00a0", "\"é\\u00e9\"", "'日本'", "a:é",
	"a:", "a::b", "1:30", "a:#", "a:-b", "a:.b", "x:1:2", "a:_", "sha256:0f", "a:,", "a:]", "a:}", "a: ", "a:'b'",
}

// genOdd are scalars (or not) the fast reader mostly leaves to the parser.
var genOdd = []string{"x\u0085y", "x\u2028", "\ufeffx", "x\u0080", "\xff", "\xc3",
	"\"\\/\"", "\"\\x41\"", "\"\\u00e9\"", "a: b", ":x", "?x", "- x", "-", "&a x", "*a", "!t x", "!!str 3", "|", ">", "%x", "@x", "`x",
	"a ]", "a}", "[", "{", "]", "<<", ".inf", ".nan",
}

var genKeys = []string{"é", "日本", "😀k", "a", "b", "c", "d", "e", "name", "app.kubernetes.io/name", "a b", "\"q k\"", "'s k'", "1", "null", "~", "k#", "-k", "\"\"", "k:x", "k "}

func genScalar(rng *rand.Rand) string {
	if rng.IntN(40) == 0 {
		return genOdd[rng.IntN(len(genOdd))]
	}
	return genScalars[rng.IntN(len(genScalars))]
}

func genKey(rng *rand.Rand) string {
	if rng.IntN(40) == 0 {
		return genOdd[rng.IntN(len(genOdd))]
	}
	return genKeys[rng.IntN(len(genKeys))]
}

// genFlow draws a flow collection on one line.
func genFlow(rng *rand.Rand, depth int) string {
	n := rng.IntN(4)
	parts := make([]string, n)
	mapping := rng.IntN(2) == 0
	for i := range parts {
		v := genScalar(rng)
		if depth > 0 && rng.IntN(4) == 0 {
			v = genFlow(rng, depth-1)
		}
		if mapping {
			v = genKey(rng) + ": " + v
		}
		parts[i] = v
	}
	sep := []string{", ", ",", " , "}[rng.IntN(3)]
	if mapping {
		return "{" + strings.Join(parts, sep) + "}"
	}
	return "[" + strings.Join(parts, sep) + "]"
}

// genBlock writes a block mapping or sequence at indent.
func genBlock(rng *rand.Rand, b *strings.Builder, indent, depth int, seq bool) {
	pad := strings.Repeat(" ", indent)
	for range 1 + rng.IntN(3) {
		if rng.IntN(8) == 0 {
			b.WriteString(pad + "# comment\n")
		}
		if rng.IntN(10) == 0 {
			b.WriteString("\n")
		}
		prefix := pad + genKey(rng) + ":"
		if seq {
			prefix = pad + "-"
		}
		switch k := rng.IntN(10); {
		case k < 4 || depth == 0:
			b.WriteString(prefix + " " + genScalar(rng) + "\n")
		case k == 4:
			b.WriteString(prefix + " " + genFlow(rng, 2) + "\n")
		case k == 5:
			b.WriteString(prefix + " |" + []string{"", "-", "+", "2"}[rng.IntN(4)] + "\n")
			for range 1 + rng.IntN(3) {
				b.WriteString(pad + strings.Repeat(" ", 2+rng.IntN(2)) + genScalar(rng) + "\n")
			}
		case k == 6 && seq:
			// A compact mapping in the item.
			b.WriteString(pad + "- " + genKey(rng) + ": " + genScalar(rng) + "\n")
			genBlock(rng, b, indent+2, depth-1, false)
		case k == 7 && !seq:
			// A sequence at the key's column.
			b.WriteString(prefix + "\n")
			genBlock(rng, b, indent, depth-1, true)
		default:
			b.WriteString(prefix + "\n")
			genBlock(rng, b, indent+1+rng.IntN(3), depth-1, rng.IntN(2) == 0)
		}
	}
}

func genDocument(rng *rand.Rand) string {
	var b strings.Builder
	if rng.IntN(3) == 0 {
		b.WriteString("---\n")
	}
	genBlock(rng, &b, 0, 4, false)
	return b.String()
}

// mutate changes one byte of doc: dropped, doubled or replaced.
func mutate(rng *rand.Rand, doc string) string {
	if doc == "" {
		return doc
	}
	i := rng.IntN(len(doc))
	switch rng.IntN(3) {
	case 0:
		return doc[:i] + doc[i+1:]
	case 1:
		return doc[:i] + doc[i:i+1] + doc[i:]
	}
	const bytes = " -:#\n'\"[]{},|>&*!\t"
	return doc[:i] + string(bytes[rng.IntN(len(bytes))]) + doc[i+1:]
}

// TestJSONReaderRandomDocuments draws JSON documents (tricky strings,
// numbers and whitespace, then single-byte mutations) and holds the JSON
// reader to the full parser where it reads them, else to encoding/json;
// FAST_READER_SEED=n draws others.
func TestJSONReaderRandomDocuments(t *testing.T) {
	readDrawn(t, "gen.json", 11, 5, 1000, 2, func(rng *rand.Rand) string {
		doc := genJSON(rng, 3, true)
		if rng.IntN(4) == 0 {
			doc = "---\n" + doc
		}
		return doc
	})
}

var genJSONStrings = []string{`"a"`, `""`, `"a b"`, `"\u00e9"`, `"é"`, `"\ud83d\ude00"`, `"\ud800"`, `"\/x"`, `"\"\\\b\f\n\r\t"`,
	`"\u0041"`, `"x: y"`, `"# c"`, `"- z"`, `"&a"`, `"*a"`, `"!t"`, `"true"`, `"1"`, `"日本"`, `"\udc00\ud800"`}

var genJSONNumbers = []string{"0", "1", "-1", "-0", "1.5", "1e3", "1E-2", "0.5", "99999999999999999999", "123456789012", "2.0", "-0.0"}

func genJSONSpace(rng *rand.Rand) string {
	return []string{"", "", " ", "\n", "\t", "\r\n  ", "\n\t "}[rng.IntN(7)]
}

// genJSON draws a JSON value; obj makes it an object.
func genJSON(rng *rand.Rand, depth int, obj bool) string {
	k := rng.IntN(8)
	if obj {
		k = 0
	}
	switch {
	case k == 0 || k == 1 && depth > 0:
		parts := make([]string, rng.IntN(4))
		for i := range parts {
			v := genJSONScalar(rng)
			if depth > 0 && rng.IntN(3) == 0 {
				v = genJSON(rng, depth-1, rng.IntN(2) == 0)
			}
			if k == 0 {
				v = genJSONStrings[rng.IntN(len(genJSONStrings))] + genJSONSpace(rng) + ":" + genJSONSpace(rng) + v
			}
			parts[i] = genJSONSpace(rng) + v + genJSONSpace(rng)
		}
		if k == 0 {
			return "{" + strings.Join(parts, ",") + "}"
		}
		return "[" + strings.Join(parts, ",") + "]"
	}
	return genJSONScalar(rng)
}

func genJSONScalar(rng *rand.Rand) string {
	switch rng.IntN(4) {
	case 0:
		return genJSONNumbers[rng.IntN(len(genJSONNumbers))]
	case 1:
		return []string{"true", "false", "null"}[rng.IntN(3)]
	}
	return genJSONStrings[rng.IntN(len(genJSONStrings))]
}
