package cel

import (
	"testing"
)

// The expected results are blang/semver v4's (Parse) and the Kubernetes
// semver library's (normalize); validate/celinterp's TestSemverMatchesLibrary
// checks the same inputs, and many more, against the real libraries.

func TestSemverParse(t *testing.T) {
	for _, c := range []struct {
		in        string
		normalize bool
		want      string // String() of the result, or "error: <message>"
	}{
		{"1.2.3", false, "1.2.3"},
		{"0.0.0", false, "0.0.0"},
		{"1.2.3-alpha.1", false, "1.2.3-alpha.1"},
		{"1.2.3+build.5", false, "1.2.3+build.5"},
		{"1.2.3-rc.1+build-7.x", false, "1.2.3-rc.1+build-7.x"},
		{"1.2.3+a-b", false, "1.2.3+a-b"},       // a "-" after the "+" is build metadata
		{"1.2.3--", false, "1.2.3--"},           // "-" is an alphanumeric identifier
		{"1.2.3-0a.00a", false, "1.2.3-0a.00a"}, // leading zeros only matter in numeric identifiers
		{"1.2.3+001", false, "1.2.3+001"},       // nor in build metadata
		{"18446744073709551615.0.0", false, "18446744073709551615.0.0"},
		{"", false, "error: Version string empty"},
		{"1", false, "error: No Major.Minor.Patch elements found"},
		{"1.2", false, "error: No Major.Minor.Patch elements found"},
		{"v1.2.3", false, `error: Invalid character(s) found in major number "v1"`},
		{"01.2.3", false, `error: Major number must not contain leading zeroes "01"`},
		{"1.02.3", false, `error: Minor number must not contain leading zeroes "02"`},
		{"1.2.03", false, `error: Patch number must not contain leading zeroes "03"`},
		{"1.x.3", false, `error: Invalid character(s) found in minor number "x"`},
		{"1.2.3.4", false, `error: Invalid character(s) found in patch number "3.4"`},
		{"1.2.3-", false, "error: Prerelease is empty"},
		{"1.2.3-a..b", false, "error: Prerelease is empty"},
		{"1.2.3-01", false, `error: Numeric PreRelease version must not contain leading zeroes "01"`},
		{"1.2.3-a_b", false, `error: Invalid character(s) found in prerelease "a_b"`},
		{"1.2.3-é", false, `error: Invalid character(s) found in prerelease "é"`},
		{"1.2.3+", false, "error: Build meta data is empty"},
		{"1.2.3+a..b", false, "error: Build meta data is empty"},
		{"1.2.3+a_b", false, `error: Invalid character(s) found in build meta data "a_b"`},
		{"1.2.3-01+a_b", false, `error: Numeric PreRelease version must not contain leading zeroes "01"`}, // prerelease first
		{"01.x.3", false, `error: Major number must not contain leading zeroes "01"`},                     // major first
		{"..", false, `error: strconv.ParseUint: parsing "": invalid syntax`},
		{"18446744073709551616.0.0", false, `error: strconv.ParseUint: parsing "18446744073709551616": value out of range`},
		{"1.2.3-18446744073709551616", false, `error: strconv.ParseUint: parsing "18446744073709551616": value out of range`},
		{" 1.2.3", false, `error: Invalid character(s) found in major number " 1"`},

		{"1", true, "1.0.0"},
		{"1.2", true, "1.2.0"},
		{"v1.2.3", true, "1.2.3"},
		{"v01.02.03", true, "1.2.3"},
		{"v01.2", true, "1.2.0"},
		{"00.00.00", true, "0.0.0"},
		{"1.2.0-rc.1", true, "1.2.0-rc.1"}, // the zero before "-" stays
		{"1.2.00-rc", true, "1.2.0-rc"},
		{"1.2.-rc", true, "1.2.0-rc"}, // normalization puts a zero in front
		{"1.2.+b", true, "1.2.0+b"},
		{"1.2.03-01", true, `error: Numeric PreRelease version must not contain leading zeroes "01"`},
		{"vv1.2.3", true, `error: Invalid character(s) found in major number "0v1"`}, // one "v" only, and a zero before a non-digit
		{"0x.1.2", true, `error: Invalid character(s) found in major number "0x"`},
		{"x.1.2", true, `error: Invalid character(s) found in major number "x"`},
		{"1.2.00.5", true, `error: Invalid character(s) found in patch number "0.5"`},
		{"1.2.a", true, `error: Invalid character(s) found in patch number "a"`},
		{"1.2.ab", true, `error: Invalid character(s) found in patch number "0ab"`},
		{"1.2-beta", true, "error: short version cannot contain PreRelease/Build meta data"},
		{"1+b", true, "error: short version cannot contain PreRelease/Build meta data"},
		{"", true, `error: strconv.ParseUint: parsing "": invalid syntax`},
		{"v", true, `error: strconv.ParseUint: parsing "": invalid syntax`},
		{" 1.2.3", true, `error: Invalid character(s) found in major number "0 1"`}, // no trimming
	} {
		v, err := ParseSemver(c.in, c.normalize)
		got := v.String()
		if err.Failed() {
			got = "error: " + err.Error()
		}
		if got != c.want {
			t.Errorf("semver(%q, %v) = %s, want %s", c.in, c.normalize, got, c.want)
		}
		if IsSemver(c.in, c.normalize) != !err.Failed() {
			t.Errorf("isSemver(%q, %v) disagrees with semver()", c.in, c.normalize)
		}
	}
}

func TestSemverCompare(t *testing.T) {
	// In ascending precedence; each row ranks above every earlier one.
	ordered := [][]string{
		{"0.9.9"},
		{"1.0.0-0"},
		{"1.0.0-2"},
		{"1.0.0-10"}, // numeric identifiers by value, not as text
		{"1.0.0-18446744073709551615"},
		{"1.0.0-A"}, // alphanumeric above numeric, by bytes: upper case first
		{"1.0.0-alpha"},
		{"1.0.0-alpha.1"}, // a longer list ranks above its prefix
		{"1.0.0-alpha.beta"},
		{"1.0.0-beta"},
		{"1.0.0-beta.2"},
		{"1.0.0-beta.11"},
		{"1.0.0-rc.1", "1.0.0-rc.1+build.1"}, // build metadata does not count
		{"1.0.0", "1.0.0+20130313144700", "1.0.0+x"},
		{"1.0.1"},
		{"1.1.0"},
		{"2.0.0"},
		{"18446744073709551615.0.0"},
	}
	for i, row := range ordered {
		for j, other := range ordered {
			for _, a := range row {
				for _, b := range other {
					va, _ := ParseSemver(a, false)
					vb, _ := ParseSemver(b, false)
					want := int64(0)
					if i < j {
						want = -1
					} else if i > j {
						want = 1
					}
					if got := SemverCompare(va, vb); got != want {
						t.Errorf("semver(%q).compareTo(semver(%q)) = %d, want %d", a, b, got, want)
					}
					if got := SemverEqual(va, vb); got != (want == 0) {
						t.Errorf("semver(%q) == semver(%q) is %v", a, b, got)
					}
				}
			}
		}
	}
	// major() and friends are ints: a number above MaxInt64 wraps, as the
	// library's int conversion does.
	v, _ := ParseSemver("18446744073709551615.2.3", false)
	if SemverMajor(v) != -1 || SemverMinor(v) != 2 || SemverPatch(v) != 3 {
		t.Errorf("major/minor/patch of %v: %d %d %d", v, SemverMajor(v), SemverMinor(v), SemverPatch(v))
	}
}

func TestSemverAllocs(t *testing.T) {
	a, b := "v1.2.0-rc.1+build", "1.2.0-rc.2"
	if n := testing.AllocsPerRun(100, func() {
		v, err1 := ParseSemver(a, true)
		w, err2 := ParseSemver(b, false)
		in.sinkBool = err1.Failed() || err2.Failed() || SemverCompare(v, w) != -1 || !IsSemver("1.2", true) || IsSemver("1.2", false)
	}); n != 0 || in.sinkBool {
		t.Errorf("semver on valid input: %v allocations, failed %v", n, in.sinkBool)
	}
}

// BenchmarkSemver parses and compares two versions as a compiled rule does
// (validate/celinterp's BenchmarkSemverBlang runs the same through
// blang/semver, the library the API server's CEL uses: the anchor).
func BenchmarkSemver(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		v, _ := ParseSemver("v1.2.0-rc.1+build", true)
		w, _ := ParseSemver("1.2.0-rc.2", false)
		in.sinkBool = SemverCompare(v, w) != -1
	}
}
