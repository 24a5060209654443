package cel

import (
	"math"
	"net/netip"
	"regexp"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/resource"
)

// Inputs of a valid object's rules, in variables so the compiler cannot
// fold the calls away.
var in = struct {
	a, b     int64
	u        uint64
	d        float64
	s, sub   string
	re       *regexp.Regexp
	ints     []int64
	strs     []string
	ts       time.Time
	dur      time.Duration
	q, q2    resource.Quantity
	ip       string
	cidr     netip.Prefix
	addr     netip.Addr
	m        map[string]int64
	sink     int64
	sinkBool bool
}{
	a: 41, b: 1, u: 7, d: 2.5, s: "héllo wörld", sub: "wö",
	re:   regexp.MustCompile(`^[a-z]+$`),
	ints: []int64{1, 2, 3, 5, 8}, strs: []string{"a", "b", "c"},
	ts: time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC), dur: 90 * time.Second,
	q: resource.MustParse("500m"), q2: resource.MustParse("1"),
	ip: "10.1.2.3", cidr: netip.MustParsePrefix("10.0.0.0/8"), addr: netip.MustParseAddr("10.1.2.3"),
	m: map[string]int64{"k": 1},
}

// validPaths are the calls a valid object's rules make; none may allocate.
var validPaths = map[string]func(){
	"arith": func() {
		x, e1 := AddInt(in.a, in.b)
		y, e2 := MulInt(x, in.b)
		z, e3 := DivInt(y, in.b)
		w, e4 := ModInt(z, 5)
		ok, e5 := Or(w > 0, e1, false, e2)
		ok2, _ := And(ok, e5, true, e3)
		in.sinkBool = ok2 && !e4.Failed()
	},
	"compare": func() {
		c, err := CompareIntDouble(in.a, in.d)
		b, _ := Less(c, err)
		in.sinkBool = b || EqualUintDouble(in.u, in.d) || CompareIntUint(in.a, in.u) > 0
	},
	"strings": func() {
		i, _ := IndexOfFrom(in.s, in.sub, 1)
		sub, _ := SubstringRange(in.s, 1, 4)
		c, _ := CharAt(in.s, 2)
		in.sink = Size(in.s) + i + LastIndexOf(in.s, "o") + int64(len(sub)+len(c)+len(LowerASCII("abc"))+len(Trim(in.s)))
		in.sinkBool = Matches("abc", in.re) && StartsWith(in.s, "h") && Contains(in.s, in.sub)
	},
	"lists": func() {
		s, _ := SumInt(in.ints)
		m, _ := Max(in.ints)
		v, _ := Index(in.ints, 2)
		in.sink = s + m + v + IndexOfElem(in.ints, 5)
		in.sinkBool = IsSorted(in.ints) && In("b", in.strs) && EqualSetList(in.strs, in.strs) && SetsContains(in.ints, in.ints[:2])
	},
	"maps": func() {
		v, _ := MapGet(in.m, "k")
		in.sink = v
		in.sinkBool = InMap("k", in.m)
	},
	"time": func() {
		t, _ := AddTimestamp(in.ts, in.dur)
		d, _ := SubTimestamps(t, in.ts)
		in.sink = TimestampGet(t, Hours) + DurationMinutes(d) + int64(CompareTimestamp(t, in.ts))
	},
	"conversions": func() {
		i, _ := IntOfString("12345")
		u, _ := UintOfInt(i)
		d, _ := DoubleOfString("2.5")
		j, _ := IntOfDouble(d)
		_, e := DurationOfString("1m30s")
		in.sink = i + int64(u) + j
		in.sinkBool = e.Failed()
	},
	"quantity": func() {
		in.sink = QuantityCompare(in.q, in.q2) + QuantitySign(in.q)
		in.sinkBool = QuantityIsInteger(in.q2)
	},
	"ip": func() {
		a, _ := ParseIP(in.ip)
		in.sinkBool = CIDRContainsIP(in.cidr, a) && IPIsGlobalUnicast(in.addr) && IsCIDR("10.0.0.0/8")
	},
	"format": func() {
		in.sinkBool = FormatDNS1123Label.Validate("my-name") == nil && FormatLabelValue.Validate("v1") == nil
	},
	"json": func() {
		t, _ := DateTimeField("2024-05-06T07:08:09.5+02:00")
		d, _ := DurationField("1h30m")
		in.sink = int64(len(JSONString(in.s))) + t.Unix() + int64(d)
	},
}

func TestValidPathsDoNotAllocate(t *testing.T) {
	for name, f := range validPaths {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocs per run, want 0", name, n)
		}
	}
}

func BenchmarkValidPaths(b *testing.B) {
	for name, f := range validPaths {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				f()
			}
		})
	}
}

// BenchmarkErrorPath measures building an error's message, which happens
// only when a rule fails.
func BenchmarkErrorPath(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, err := AddInt(math.MaxInt64, in.b)
		in.sink = int64(len(err.Error()))
	}
}
