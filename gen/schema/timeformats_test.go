package schema

import (
	"math/big"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"
)

// The CEL forms of k8s-duration and k8s-date-time put a grammar before
// CEL's duration() and timestamp(): the grammar must accept every value
// the Go check accepts, and reject only values the conversion would
// reject for their syntax, not for a range.

func TestTimeFormatGrammars(t *testing.T) {
	duration := regexp.MustCompile(goDurationGrammar)
	dateTime := regexp.MustCompile(rfc3339Grammar)
	check := func(s string) {
		_, err := time.ParseDuration(s)
		switch m := duration.MatchString(s); {
		case err == nil && !m:
			t.Errorf("duration grammar rejects %q, which time.ParseDuration accepts", s)
		case err != nil && m && !overflows(s):
			t.Errorf("duration grammar accepts %q, which time.ParseDuration rejects: %v", s, err)
		}
		_, err = time.Parse(time.RFC3339, s)
		switch m := dateTime.MatchString(s); {
		case err == nil && !m:
			t.Errorf("date-time grammar rejects %q, which time.Parse accepts", s)
		case err != nil && m && !strings.Contains(err.Error(), "out of range"):
			t.Errorf("date-time grammar accepts %q, which time.Parse rejects for its syntax: %v", s, err)
		}
	}
	for _, s := range []string{"", "0", "-0", "+0", "00", "1", "1s", "1.s", ".1s", ".s", "1.5h30m", "1µs", "1μs", "1us", "1ns",
		"1hm", "1h1", "-1m-1s", "1S", "1 s", "99999999999999999999s", "9223372036854775807ns", "2562048h",
		"2006-01-02T15:04:05Z", "2006-01-02T5:04:05,123+24:00", "2006-02-30T00:00:00Z", "2006-01-02T15:04:05z",
		"2006-01-02T15:04:05+2400", "2006-01-02T15:04:05.Z", "0000-01-01T00:00:00Z", "2006-01-02T15:04:60Z"} {
		check(s)
	}
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"0", "1", "9", ".", ",", "-", "+", ":", "T", "Z", "z", "n", "u", "µ", "μ", "m", "s", "h", " "}
	valid := []string{"2004-02-29T23:59:59.5+24:00", "1h2m3.5s"}
	for range 200000 {
		var b strings.Builder
		if r.IntN(2) == 0 { // a mutation of a valid value
			s := valid[r.IntN(len(valid))]
			i := r.IntN(len(s) + 1)
			b.WriteString(s[:i] + alphabet[r.IntN(len(alphabet))] + s[min(len(s), i+r.IntN(2)):])
		} else {
			for range r.IntN(12) {
				b.WriteString(alphabet[r.IntN(len(alphabet))])
			}
		}
		check(b.String())
	}
}

// overflows reports whether a duration the grammar accepts is beyond
// time.Duration's range: its exact value, summed over its components, is
// at least 2^63 - 2 nanoseconds (ParseDuration truncates each fraction).
func overflows(s string) bool {
	units := map[string]int64{"ns": 1, "us": 1e3, "µs": 1e3, "μs": 1e3, "ms": 1e6, "s": 1e9, "m": 60e9, "h": 3600e9}
	sum := new(big.Rat)
	for _, m := range durationPart.FindAllStringSubmatch(s, -1) {
		n, ok := new(big.Rat).SetString(m[1])
		if !ok {
			return false
		}
		sum.Add(sum, n.Mul(n, new(big.Rat).SetInt64(units[m[2]])))
	}
	limit := new(big.Rat).SetInt(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 63), big.NewInt(2)))
	return sum.Cmp(limit) >= 0
}

var durationPart = regexp.MustCompile(`([0-9]*\.?[0-9]*)(ns|us|µs|μs|ms|s|m|h)`)
