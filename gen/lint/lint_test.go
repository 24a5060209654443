package lint

import (
	"errors"
	"go/token"
	"go/types"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// The rules are tested end to end by the fixtures of
// cmd/validation-gen/testdata/lint; these tests cover the helpers whose
// edge cases the fixtures do not reach.

func TestVersionOrder(t *testing.T) {
	names := []string{"v1alpha1", "v1beta1", "v2alpha1", "v1", "v1beta2", "v2", "v1alpha2"}
	slices.SortFunc(names, func(a, b string) int {
		va, _ := parseVersion(a)
		vb, _ := parseVersion(b)
		switch {
		case va.moreMature(vb):
			return -1
		case vb.moreMature(va):
			return 1
		}
		return 0
	})
	want := []string{"v2", "v1", "v1beta2", "v1beta1", "v2alpha1", "v1alpha2", "v1alpha1"}
	if !slices.Equal(names, want) {
		t.Errorf("order %v, want %v", names, want)
	}
	for _, bad := range []string{"v0", "v1beta", "beta1", "v1gamma1", "internal", "v01"} {
		if _, ok := parseVersion(bad); ok {
			t.Errorf("%q parsed as a version", bad)
		}
	}
}

func TestMaturityOf(t *testing.T) {
	for p, want := range map[string]validators.Stability{
		"example.com/apis/widgets/v1":       validators.Stable,
		"example.com/apis/widgets/v2beta3":  validators.Beta,
		"example.com/apis/widgets/v1alpha1": validators.Alpha,
		"example.com/apis/widgets":          validators.Stable,
		"example.com/apis/alphabet":         validators.Stable,
	} {
		if got := maturityOf(&model.Package{Path: p}); got != want {
			t.Errorf("maturityOf(%s) = %s, want %s", p, got, want)
		}
	}
}

func TestParseExceptions(t *testing.T) {
	data := "# comment\n\nexample.com/a/v1beta1.T.name  # why\nexample.com/a/v1beta1.T\n"
	got, err := ParseExceptions("x.txt", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	want := []Exception{
		{Subject: "example.com/a/v1beta1.T.name", Pos: token.Position{Filename: "x.txt", Line: 3, Column: 1}},
		{Subject: "example.com/a/v1beta1.T", Pos: token.Position{Filename: "x.txt", Line: 4, Column: 1}},
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	for _, bad := range []string{"example.com/a/v1beta1\n", "a.T b\n"} {
		if _, err := ParseExceptions("x.txt", []byte(bad)); err == nil || !strings.Contains(err.Error(), "x.txt:1:") {
			t.Errorf("%q: error %v, want one at x.txt:1", bad, err)
		}
	}
}

func parse(t *testing.T, text string) tags.Tag {
	t.Helper()
	tag, ok, err := tags.ParseLine(text, token.Position{Filename: "f.go", Line: 1, Column: 1})
	if err != nil || !ok {
		t.Fatalf("%s: %v", text, err)
	}
	return tag
}

func TestTagDiff(t *testing.T) {
	var a, b []tags.Tag
	for _, s := range []string{"+k8s:optional", "+k8s:maxLength=3", "+k8s:deepcopy-gen=true", `+k8s:format="k8s-short-name"`} {
		a = append(a, parse(t, s))
	}
	for _, s := range []string{"+k8s:format=k8s-short-name", "+k8s:optional", "+k8s:maxLength=4"} {
		b = append(b, parse(t, s))
	}
	missing, extra := tagDiff(a, b)
	// format="x" and format=x are the same tag.
	if !slices.Equal(missing, []string{"+k8s:maxLength=3"}) || !slices.Equal(extra, []string{"+k8s:maxLength=4"}) {
		t.Errorf("missing %v, extra %v", missing, extra)
	}
}

func TestFitsInteger(t *testing.T) {
	for _, tc := range []struct {
		kind types.BasicKind
		text string
		want bool
	}{
		{types.Int8, "127", true}, {types.Int8, "128", false}, {types.Int8, "-128", true}, {types.Int8, "-129", false},
		{types.Uint8, "255", true}, {types.Uint8, "256", false}, {types.Uint8, "-1", false},
		{types.Int32, "2147483647", true}, {types.Int32, "2147483648", false},
		{types.Int64, "9223372036854775807", true}, {types.Int64, "9223372036854775808", false},
		{types.Uint64, "18446744073709551615", true}, {types.Int, "1.5", false},
	} {
		if got := fitsInteger(tc.text, types.Typ[tc.kind]); got != tc.want {
			t.Errorf("fitsInteger(%s, %s) = %v", tc.text, types.Typ[tc.kind], got)
		}
	}
}

func TestSaturatingAdd(t *testing.T) {
	const maxInt, minInt = int64(^uint64(0) >> 1), -int64(^uint64(0)>>1) - 1
	if saturatingAdd(maxInt, 1) != maxInt || saturatingAdd(minInt, -1) != minInt || saturatingAdd(4, 1) != 5 {
		t.Error("saturatingAdd overflows")
	}
}

func TestIsZeroJSON(t *testing.T) {
	for text, want := range map[string]bool{`0`: true, `0.0`: true, `false`: true, `""`: true, `1`: false, `"a"`: false, `null`: false, `{}`: false, `x`: false} {
		if got := isZeroJSON(text); got != want {
			t.Errorf("isZeroJSON(%s) = %v", text, got)
		}
	}
}

func TestMalformedTags(t *testing.T) {
	tagErr := &tags.Error{Pos: token.Position{Filename: "a.go", Line: 2, Column: 3}, Msg: "+k8s:x(: bad"}
	fs, ok := MalformedTags(errors.Join(errors.Join(tagErr), tagErr))
	if !ok || len(fs) != 2 || fs[0].String() != "a.go:2:3: [malformed-tag] +k8s:x(: bad" {
		t.Errorf("got %v, %v", fs, ok)
	}
	if _, ok := MalformedTags(errors.Join(tagErr, errors.New("package does not compile"))); ok {
		t.Error("a load error that is not a tag error was taken for findings")
	}
}

// Every rule is a value with a unique name, a doc and a check
// (malformed-tag's findings come from the loader, the crd- rules' from
// the CRD backend), and the list Rules returns is the one that runs.
func TestRulesList(t *testing.T) {
	seen := map[string]bool{}
	for i, r := range Rules() {
		if seen[r.Name] || r.Doc == "" || !ruleName.MatchString(r.Name) {
			t.Errorf("rule %q is duplicated, undocumented or badly named", r.Name)
		}
		seen[r.Name] = true
		checks := 0
		for _, set := range []bool{r.site != nil, r.pkg != nil, r.run != nil} {
			if set {
				checks++
			}
		}
		if r.reportedBy != "" {
			if checks != 0 {
				t.Errorf("%s has a check; its findings come from %s", r.Name, r.reportedBy)
			}
		} else if checks == 0 {
			t.Errorf("rule %s has no check", r.Name)
		}
		if ruleNamed(r.Name) != rules[i] {
			t.Errorf("rule %s: ruleNamed finds another rule", r.Name)
		}
	}
	if ruleNamed("no-such-rule") != nil {
		t.Error("ruleNamed found an unknown rule")
	}
}

var ruleName = regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`)

// loadWidget loads the example API the way its go:generate line does.
func loadWidget(b testing.TB) *load.Result {
	b.Helper()
	res, err := load.Load(load.Config{
		Dir:        "../../examples/widget/v1",
		Targets:    []string{"."},
		Readonly:   []string{"k8s.io/apimachinery/pkg/apis/meta/v1"},
		OutputFile: "zz_generated.validations.go",
	})
	if err != nil {
		b.Fatal(err)
	}
	return res
}

// TestRunLeavesTagsAlone checks that linting restores the tags it hides
// from the generator's analysis.
func TestRunLeavesTagsAlone(t *testing.T) {
	res := loadWidget(t)
	before := map[*model.Field]int{}
	for _, p := range res.Targets {
		for _, n := range p.Named {
			for _, f := range n.Fields {
				before[f] = len(f.Tags)
			}
		}
	}
	Run(res.Universe, res.Targets, Options{Verbose: true, FuncPkgOf: res.FuncPkgOf})
	for f, n := range before {
		if len(f.Tags) != n {
			t.Errorf("field %s has %d tags after Run, had %d", f.Name, len(f.Tags), n)
		}
	}
}

// BenchmarkRun lints the example API (loading excluded).
func BenchmarkRun(b *testing.B) {
	res := loadWidget(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		fs := Run(res.Universe, res.Targets, Options{Verbose: true, FuncPkgOf: res.FuncPkgOf})
		if len(fs) == 0 || path.Base(res.Targets[0].Path) != "v1" {
			b.Fatal("no findings")
		}
	}
}
