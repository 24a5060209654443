package celinterp_test

import (
	"strings"
	"testing"

	"github.com/blang/semver/v4"
	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"k8s.io/apiserver/pkg/cel/library"

	rt "github.com/kubedv/kubedv/validate/cel"
)

// TestSemverMatchesLibrary holds validate/cel's own semver parser (which
// compiled rules call) to the one the API server runs: semver(s) and
// semver(s, true) of the Kubernetes CEL library, evaluated by cel-go, must
// give the same version or the same error message on every input, and
// blang/semver's Compare the same order.
func TestSemverMatchesLibrary(t *testing.T) {
	env, err := cel.NewEnv(library.SemverLib(library.SemverVersion(1)),
		cel.Variable("s", cel.StringType), cel.Variable("n", cel.BoolType))
	if err != nil {
		t.Fatal(err)
	}
	ast, iss := env.Compile("semver(s, n)")
	if iss.Err() != nil {
		t.Fatal(iss.Err())
	}
	prg, err := env.Program(ast)
	if err != nil {
		t.Fatal(err)
	}
	inputs := semverInputs()
	var valid []string
	for _, normalize := range []bool{false, true} {
		for _, s := range inputs {
			ours, ourErr := rt.ParseSemver(s, normalize)
			out, _, evalErr := prg.Eval(map[string]any{"s": s, "n": normalize})
			if evalErr != nil || types.IsError(out) {
				msg := ""
				if evalErr != nil {
					msg = evalErr.Error()
				} else {
					msg = out.(*types.Err).Error()
				}
				if !ourErr.Failed() || ourErr.Error() != msg {
					t.Errorf("semver(%q, %v): ours %v (error %q), library error %q", s, normalize, ours, ourErr.Error(), msg)
				}
				if rt.IsSemver(s, normalize) {
					t.Errorf("isSemver(%q, %v) is true, the library fails", s, normalize)
				}
				continue
			}
			theirs := out.Value().(semver.Version)
			if ourErr.Failed() || ours.String() != theirs.String() ||
				rt.SemverMajor(ours) != int64(theirs.Major) || rt.SemverMinor(ours) != int64(theirs.Minor) || rt.SemverPatch(ours) != int64(theirs.Patch) {
				t.Errorf("semver(%q, %v): ours %v (error %q), library %v", s, normalize, ours, ourErr.Error(), theirs)
			}
			if !rt.IsSemver(s, normalize) {
				t.Errorf("isSemver(%q, %v) is false, the library parses it", s, normalize)
			}
			if !normalize {
				valid = append(valid, s)
			}
		}
	}
	if len(valid) < 100 {
		t.Fatalf("only %d of %d inputs are versions; the comparison below needs more", len(valid), len(inputs))
	}
	for i, a := range valid {
		for _, b := range valid[i%7:] {
			x, y := semver.MustParse(a), semver.MustParse(b)
			v, _ := rt.ParseSemver(a, false)
			w, _ := rt.ParseSemver(b, false)
			if got, want := rt.SemverCompare(v, w), int64(x.Compare(y)); got != want {
				t.Errorf("semver(%q).compareTo(semver(%q)) = %d, library %d", a, b, got, want)
			}
			if rt.SemverEqual(v, w) != x.EQ(y) {
				t.Errorf("semver(%q) == semver(%q) is %v, library %v", a, b, rt.SemverEqual(v, w), x.EQ(y))
			}
		}
	}
}

// semverInputs builds version strings from the pieces that steer the
// parser: prefixes, numbers with and without leading zeros or overflow,
// one to four parts, and prerelease and build suffixes, valid or not.
func semverInputs() []string {
	prefixes := []string{"", "v", "vv", " ", "V"}
	numbers := []string{"0", "1", "00", "01", "10", "007", "x", "0x", "", "18446744073709551615", "18446744073709551616", "-1", "1a"}
	suffixes := []string{"", "-rc", "-rc.1", "-rc.01", "-0", "-01", "-10", "-2", "-", "-a..b", "-a.", "+b", "+", "+0.1", "+001",
		"-a+b", "+a-b", "-é", "-a_b", "+a_b", ".4", "-alpha.beta", "-alpha.1", "--", "-0a", "-18446744073709551616",
		"-1.2.3", "+b+c", "-rc+", "\x80"}
	var out []string
	for _, p := range prefixes {
		for _, a := range numbers {
			for _, sfx := range suffixes {
				out = append(out, p+a+sfx)
				for _, b := range numbers {
					out = append(out, p+a+"."+b+sfx)
					for _, c := range []string{"0", "1", "01", "00", "", "x", "18446744073709551616"} {
						out = append(out, p+a+"."+b+"."+c+sfx)
					}
				}
			}
		}
	}
	out = append(out, strings.Repeat("1.", 5)+"1", "...", "1..", "..1", "v.1.2")
	return out
}

// BenchmarkSemverBlang is validate/cel's BenchmarkSemver through
// blang/semver (the API server's semver library) and through ours, side by
// side in one run.
func BenchmarkSemverBlang(b *testing.B) {
	b.Run("blang", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			v, _ := semver.Parse("1.2.0-rc.1+build")
			w, _ := semver.Parse("1.2.0-rc.2")
			benchSink = v.Compare(w) != -1
		}
	})
	b.Run("kubedv", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			v, _ := rt.ParseSemver("1.2.0-rc.1+build", false)
			w, _ := rt.ParseSemver("1.2.0-rc.2", false)
			benchSink = rt.SemverCompare(v, w) != -1
		}
	})
}

var benchSink bool
