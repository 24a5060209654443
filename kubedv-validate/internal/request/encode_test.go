package request

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestEncodeIsJSONMarshal: Encode writes json.Marshal's bytes for every
// kind of value the manifest reader returns, and falls back to it for
// others.
func TestEncodeIsJSONMarshal(t *testing.T) {
	values := []any{
		nil, true, false, "", "plain", `quote " backslash \ slash /`, "<a href='x'>&amp;</a>",
		"\x00\x01\b\f\n\r\t\x1f\x7f", "é ü 日本 🎉", "\u2028\u2029", "bad \xff\xfe utf-8 \xc3", "\xe2\x80",
		int64(0), int64(-1), int64(math.MaxInt64), int64(math.MinInt64),
		0.0, math.Copysign(0, -1), 2.5, -3.25, 1e20, 1e21, 1.5e21, 1e-6, 9.99e-7, 1e-7, 1.23456789e-300, math.MaxFloat64, math.SmallestNonzeroFloat64, 100.0, 0.1,
		[]any{}, []any(nil), map[string]any{}, map[string]any(nil),
		[]any{int64(1), "a", nil, []any{map[string]any{"z": 1.5, "a": false}}},
		// Not the reader's: json.Marshal's own answer.
		int(7), uint64(9), float32(1.1), json.Number("12"), map[string]string{"a": "b"}, []string{"x"},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		values = append(values, randomValue(rng, 4))
	}
	for i, v := range values {
		obj := map[string]any{"v": v, "k" + string(rune('a'+i%26)): v}
		got, err := Encode(obj)
		want, werr := json.Marshal(obj)
		if (err != nil) != (werr != nil) || !bytes.Equal(got, want) {
			t.Errorf("value %d %#v:\n got %s (%v)\nwant %s (%v)", i, v, got, err, want, werr)
		}
	}
	for _, bad := range []any{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if _, err := Encode(map[string]any{"a": bad}); err == nil {
			t.Errorf("%v encoded", bad)
		}
	}
}

// randomValue draws a JSON value of the reader's types.
func randomValue(rng *rand.Rand, depth int) any {
	switch k := rng.IntN(8); {
	case k == 0 || depth == 0 && k >= 6:
		return rng.Int64() - math.MaxInt64/2
	case k == 1:
		return math.Float64frombits(rng.Uint64()&^(0x7ff<<52) | uint64(rng.IntN(0x7fe))<<52) // finite
	case k == 2:
		return rng.NormFloat64() * math.Pow(10, float64(rng.IntN(50)-25))
	case k == 3:
		var sb strings.Builder
		for range rng.IntN(12) {
			sb.WriteByte(byte(rng.IntN(256)))
		}
		return sb.String()
	case k == 4:
		return rng.IntN(2) == 0
	case k == 5:
		return nil
	case k == 6:
		l := make([]any, rng.IntN(4))
		for i := range l {
			l[i] = randomValue(rng, depth-1)
		}
		return l
	}
	m := map[string]any{}
	for range rng.IntN(20) {
		m[string(rune('a'+rng.IntN(26)))+string(rune(rng.IntN(300)))] = randomValue(rng, depth-1)
	}
	return m
}

func BenchmarkEncode(b *testing.B) {
	obj := map[string]any{"apiVersion": "apps/v1", "kind": "Deployment", "metadata": map[string]any{"name": "web", "labels": map[string]any{"app": "web", "tier": "front"}},
		"spec": map[string]any{"replicas": int64(3), "selector": map[string]any{"matchLabels": map[string]any{"app": "web"}},
			"template": map[string]any{"spec": map[string]any{"containers": []any{map[string]any{"name": "web", "image": "nginx:1.27", "ports": []any{map[string]any{"containerPort": int64(80)}}}}}}}}
	b.Run("Encode", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			if _, err := Encode(obj); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("json.Marshal", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			if _, err := json.Marshal(obj); err != nil {
				b.Fatal(err)
			}
		}
	})
}
