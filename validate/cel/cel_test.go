package cel

import (
	"math"
	"net/netip"
	"regexp"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/resource"
)

// Expected values below are cel-go's (crdtest's differential test checks the
// functions against cel-go itself on random inputs).

func wantErr(t *testing.T, what string, err Err, msg string) {
	t.Helper()
	if err.Error() != msg {
		t.Errorf("%s: error %q, want %q", what, err.Error(), msg)
	}
}

func TestArithmetic(t *testing.T) {
	_, err := AddInt(math.MaxInt64, 1)
	wantErr(t, "MaxInt64+1", err, "integer overflow")
	_, err = SubInt(math.MinInt64, 1)
	wantErr(t, "MinInt64-1", err, "integer overflow")
	_, err = MulInt(math.MinInt64, -1)
	wantErr(t, "MinInt64*-1", err, "integer overflow")
	_, err = MulInt(3037000500, 3037000500)
	wantErr(t, "3037000500^2", err, "integer overflow")
	if v, err := MulInt(-3037000499, 3037000499); err.Failed() || v != -9223372030926249001 {
		t.Errorf("MulInt = %d, %v", v, err)
	}
	_, err = DivInt(1, 0)
	wantErr(t, "1/0", err, "division by zero")
	_, err = ModInt(1, 0)
	wantErr(t, "1%0", err, "modulus by zero")
	_, err = DivInt(math.MinInt64, -1)
	wantErr(t, "MinInt64/-1", err, "integer overflow")
	if v, _ := ModInt(-7, 3); v != -1 {
		t.Errorf("-7 %% 3 = %d, want -1 (truncated)", v)
	}
	_, err = SubUint(1, 2)
	wantErr(t, "1u-2u", err, "unsigned integer overflow")
	_, err = MulUint(1<<32, 1<<32)
	wantErr(t, "2^64u", err, "unsigned integer overflow")
	_, err = NegInt(math.MinInt64)
	wantErr(t, "-MinInt64", err, "integer overflow")
}

func TestCompare(t *testing.T) {
	if c, _ := CompareIntDouble(math.MaxInt64, 9223372036854775807.0); c != 0 {
		t.Errorf("MaxInt64 vs 2^63 as double = %d, want 0 (the int rounds)", c)
	}
	if c, _ := CompareDoubleInt(1e19, math.MaxInt64); c != 1 {
		t.Errorf("1e19 vs MaxInt64 = %d", c)
	}
	if CompareIntUint(-1, 0) != -1 || CompareUintInt(math.MaxUint64, math.MaxInt64) != 1 {
		t.Error("int/uint ordering")
	}
	_, err := CompareDouble(math.NaN(), 1)
	wantErr(t, "NaN < 1", err, "NaN values cannot be ordered")
	if b, err := Less(CompareIntDouble(1, math.NaN())); b || !err.Failed() {
		t.Error("1 < NaN must be an error")
	}
	if EqualIntDouble(1, math.NaN()) || !EqualIntDouble(3, 3.0) || !EqualIntUint(5, 5) || EqualIntUint(-1, math.MaxUint64) {
		t.Error("heterogeneous equality")
	}
}

func TestLogic(t *testing.T) {
	boom := errDivideByZero
	cases := []struct {
		a     bool
		ea    Err
		b     bool
		eb    Err
		or    bool
		orErr bool
		and   bool
		anErr bool
	}{
		{false, boom, true, Err{}, true, false, false, true},
		{true, Err{}, false, boom, true, false, false, true},
		{false, boom, false, Err{}, false, true, false, false},
		{true, boom, true, Err{}, true, false, false, true},
		{false, boom, false, errModulusByZero, false, true, false, true},
		{true, Err{}, true, Err{}, true, false, true, false},
	}
	for i, c := range cases {
		v, err := Or(c.a, c.ea, c.b, c.eb)
		if v != c.or || err.Failed() != c.orErr {
			t.Errorf("%d: Or = %v, %v", i, v, err)
		}
		v, err = And(c.a, c.ea, c.b, c.eb)
		if v != c.and || err.Failed() != c.anErr {
			t.Errorf("%d: And = %v, %v", i, v, err)
		}
	}
	// Both sides failed: the left error wins.
	if _, err := Or(false, boom, false, errModulusByZero); err != boom {
		t.Errorf("Or kept %v, want the left error", err)
	}
}

func TestConversions(t *testing.T) {
	_, err := IntOfDouble(-9223372036854775808.0)
	wantErr(t, "int(-2^63)", err, "integer overflow")
	_, err = UintOfDouble(-1)
	wantErr(t, "uint(-1.0)", err, "unsigned integer overflow")
	_, err = IntOfString("1.5")
	wantErr(t, "int('1.5')", err, "type conversion error from 'string' to 'int'")
	_, err = DurationOfString("1x")
	wantErr(t, "duration('1x')", err, "type conversion error from 'string' to 'google.protobuf.Duration'")
	_, err = TimestampOfInt(253402300800)
	wantErr(t, "timestamp(max+1)", err, "timestamp overflow")
	_, err = StringOfBytes([]byte{0xff})
	wantErr(t, "string(b'\\xff')", err, "invalid UTF-8 in bytes, cannot convert to string")
	for in, want := range map[float64]string{1e21: "1e+21", 1e20: "1e+20", 0.5: "0.5", 123456789: "1.23456789e+08", math.Inf(-1): "-Inf"} {
		if got := StringOfDouble(in); got != want {
			t.Errorf("string(%v) = %q, want %q", in, got, want)
		}
	}
	if got := StringOfDuration(1500 * time.Millisecond); got != "1.5s" {
		t.Errorf("string(duration) = %q", got)
	}
	ts, _ := TimestampOfString("2023-01-02T03:04:05.5+05:30")
	if got := StringOfTimestamp(ts); got != "2023-01-02T03:04:05.5+05:30" {
		t.Errorf("string(timestamp) = %q (the offset is kept)", got)
	}
}

func TestTime(t *testing.T) {
	ts, _ := TimestampOfString("9999-12-31T23:59:59Z")
	_, err := AddTimestamp(ts, time.Second)
	wantErr(t, "max+1s", err, "timestamp overflow")
	lo, _ := TimestampOfString("0001-01-01T00:00:00Z")
	_, err = SubTimestamps(ts, lo)
	wantErr(t, "max-min", err, "integer overflow")
	_, err = AddDuration(math.MaxInt64, 1)
	wantErr(t, "duration+1", err, "integer overflow")
	nye, _ := TimestampOfString("2023-12-31T23:30:00Z")
	if y := TimestampGet(nye, FullYear); y != 2023 {
		t.Errorf("getFullYear = %d", y)
	}
	if y, err := TimestampGetIn(nye, FullYear, "+01:00"); err.Failed() || y != 2024 {
		t.Errorf("getFullYear('+01:00') = %d, %v", y, err)
	}
	_, err = TimestampGetIn(nye, Hours, "Nowhere/City")
	wantErr(t, "bad zone", err, "unknown time zone Nowhere/City")
}

func TestStrings(t *testing.T) {
	if Size("日本語") != 3 {
		t.Error("size counts code points")
	}
	if s, _ := CharAt("héllo", 1); s != "é" {
		t.Errorf("charAt = %q", s)
	}
	if s, err := CharAt("ab", 2); s != "" || err.Failed() {
		t.Error("charAt(len) is empty")
	}
	_, err := CharAt("ab", 3)
	wantErr(t, "charAt(3)", err, "index out of range: 3")
	if i := IndexOf("日本語本", "本"); i != 1 {
		t.Errorf("indexOf = %d", i)
	}
	if i, _ := IndexOfFrom("日本語本", "本", 2); i != 3 {
		t.Errorf("indexOf from 2 = %d", i)
	}
	if i, _ := IndexOfFrom("ab", "", 5); i != 2 {
		t.Errorf("indexOf('', 5) = %d, want clamped 2", i)
	}
	if i := LastIndexOf("abab", "ab"); i != 2 {
		t.Errorf("lastIndexOf = %d", i)
	}
	if i, _ := LastIndexOfFrom("abab", "ab", 1); i != 0 {
		t.Errorf("lastIndexOf from 1 = %d", i)
	}
	_, err = SubstringRange("abc", 2, 1)
	wantErr(t, "substring(2,1)", err, "invalid substring range. start: 2, end: 1")
	if s, _ := SubstringRange("日本語", 1, 3); s != "本語" {
		t.Errorf("substring = %q", s)
	}
	if LowerASCII("ÀBC") != "Àbc" || UpperASCII("àbc") != "àBC" {
		t.Error("only ASCII letters change case")
	}
	if Quote("a\"\n\\") != `"a\"\n\\"` {
		t.Errorf("quote = %s", Quote("a\"\n\\"))
	}
	if JSONString("a\xffb") != "a\uFFFDb" {
		t.Error("JSONString replaces invalid bytes")
	}
	_, err = MatchesPattern("a", "[")
	wantErr(t, "matches('[')", err, "error parsing regexp: missing closing ]: `[`")
	_, err = FindPattern("a", "(")
	wantErr(t, "find('(')", err, "Illegal regex: error parsing regexp: missing closing ): `(`")
	if got := FindAll("a1b22", regexp.MustCompile(`\d+`), -1); len(got) != 2 || got[1] != "22" {
		t.Errorf("findAll = %q", got)
	}
}

func TestLists(t *testing.T) {
	_, err := Index([]int64{1}, 1)
	wantErr(t, "[1][1]", err, "index out of bounds: 1")
	_, err = Min([]int64{})
	wantErr(t, "[].min()", err, "min called on empty list")
	if m, _ := Max([]float64{1, math.NaN(), 3}); m != 3 {
		t.Errorf("max skips NaN comparisons: %v", m)
	}
	if m, _ := Max([]float64{math.NaN(), 3}); !math.IsNaN(m) {
		t.Errorf("a leading NaN stays the max: %v", m)
	}
	_, err = SumInt([]int64{math.MaxInt64, 1})
	wantErr(t, "sum", err, "integer overflow")
	if !IsSorted([]float64{2, math.NaN(), 1}) {
		t.Error("NaN comparisons do not unsort")
	}
	if IndexOfElem([]string{"a", "b", "a"}, "a") != 0 || LastIndexOfElem([]string{"a", "b", "a"}, "a") != 2 {
		t.Error("indexOf/lastIndexOf")
	}
	_, err = Slice([]int64{1, 2}, 1, 3)
	wantErr(t, "slice", err, "cannot slice(1, 3), list is length 2")
	if !EqualSetList([]int64{1, 2, 3}, []int64{3, 1, 2}) || EqualSetList([]int64{1, 2, 3}, []int64{1, 1, 2}) || !EqualSetList([]int64{1, 2, 2}, []int64{1, 1, 2}) {
		t.Error("set list equality")
	}
	type kv struct{ k, v string }
	key := func(e kv) string { return e.k }
	eq := func(a, b kv) bool { return a == b }
	if !EqualMapList([]kv{{"a", "1"}, {"b", "2"}}, []kv{{"b", "2"}, {"a", "1"}}, key, eq) {
		t.Error("map list equality ignores order")
	}
	if EqualMapList([]kv{{"a", "1"}, {"b", "2"}}, []kv{{"b", "2"}, {"a", "9"}}, key, eq) {
		t.Error("map list equality compares values")
	}
	_, err = MapGet(map[string]int64{}, "x")
	wantErr(t, "m['x']", err, "no such key: x")
}

func TestLibraries(t *testing.T) {
	q, _ := ParseQuantity("1Gi")
	if v, _ := QuantityAsInteger(q); v != 1<<30 {
		t.Errorf("asInteger = %d", v)
	}
	r, _ := ParseQuantity("1G")
	if QuantityCompare(q, r) != 1 || QuantityEqual(q, r) {
		t.Error("1Gi > 1G")
	}
	big, _ := ParseQuantity("1e30")
	_, err := QuantityAsInteger(big)
	wantErr(t, "asInteger", err, "cannot convert value to integer")
	if s := QuantityString(QuantityAddInt(resource.MustParse("1"), 2)); s != "3" {
		t.Errorf("add = %s", s)
	}
	_, err = ParseIP("::ffff:1.2.3.4")
	wantErr(t, "ip", err, `IPv4-mapped IPv6 address "::ffff:1.2.3.4" is not allowed`)
	p, _ := ParseCIDR("10.0.0.0/8")
	if !CIDRContainsIP(p, netip.MustParseAddr("10.1.2.3")) || !CIDRContainsCIDR(p, netip.MustParsePrefix("10.1.0.0/16")) {
		t.Error("containment")
	}
	if _, err := CIDRContainsIPString(p, "bad"); err.Error() != "no such overload" {
		t.Errorf("containsIP('bad') = %v", err)
	}
	_, err = ParseCIDR("bad")
	wantErr(t, "cidr", err, `network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix("bad"): no '/'`)
	if u, err := ParseURL("https://h:8080/a%20b?x=1"); err.Failed() || URLPort(u) != "8080" || URLEscapedPath(u) != "/a%20b" {
		t.Errorf("url: %v", err)
	}
	if IsURL("relative") {
		t.Error("isURL(relative)")
	}
	if v, err := ParseSemver("v01.2", true); err.Failed() || v.String() != "1.2.0" {
		t.Errorf("semver normalize: %v %v", v, err)
	}
	_, err = ParseSemver("1.2-rc", true)
	wantErr(t, "semver", err, "short version cannot contain PreRelease/Build meta data")
	if f, ok := FormatNamed("dns1123Label"); !ok || f.Validate("ok-name") != nil || f.Validate("Bad") == nil {
		t.Error("format.dns1123Label")
	}
	if _, ok := FormatNamed("nope"); ok {
		t.Error("unknown format")
	}
}

func TestEvalErrorDetail(t *testing.T) {
	if got := EvalErrorDetail(errIntOverflow, "", " self.a + 1 > 0 "); got != "integer overflow evaluating rule: self.a + 1 > 0" {
		t.Errorf("got %q", got)
	}
	if got := EvalErrorDetail(NoSuchKey("x"), " must have x ", "has(self.x)"); got != "no such key: x evaluating rule: must have x" {
		t.Errorf("got %q", got)
	}
	want := "'no such overload': call arguments did not match a supported operator, function or macro signature for rule: self > 1"
	if got := EvalErrorDetail(NoSuchOverload(), "", "self > 1"); got != want {
		t.Errorf("got %q", got)
	}
}
