package emit

import (
	"cmp"
	"go/types"
	"slices"
	"strconv"
	"strings"
)

// The coverage test fixtures of one kind (--test-output-root): a file per
// version that declares the kind's rules to
// k8s.io/apimachinery/pkg/test/coverage, and a TestMain that fails when a
// declared rule was never exercised by the package's tests.

const (
	coveragePkg = "k8s.io/apimachinery/pkg/test/coverage"
	schemaPkg   = "k8s.io/apimachinery/pkg/runtime/schema"
)

// CoverageRule is one declared error of a field: its field.ErrorType name
// and origin ("" for none).
type CoverageRule struct {
	ErrorType string
	Origin    string
}

// CoverageReport is the declared rules of one version of a kind, by field
// path.
type CoverageReport struct {
	Group, Version, Kind string
	Rules                map[string][]CoverageRule
}

// Coverage renders a coverage file of package pkg: an init function per
// report that registers its rules and, with testMain, the apiVersions of
// the kind (when given) and a TestMain that asserts coverage after the
// package's tests ran.
func Coverage(pkg *types.Package, reports []*CoverageReport, testMain bool, versions []string, header []byte, generator string) ([]byte, error) {
	f := NewFile(pkg)
	var b strings.Builder
	for _, r := range reports {
		writeRegistration(&b, f, r)
	}
	if testMain {
		writeTestMain(&b, f, versions)
	}
	f.Printf("%s", b.String())
	return f.Bytes(header, generator)
}

func writeRegistration(b *strings.Builder, f *File, r *CoverageReport) {
	coverage, schema := f.Import(coveragePkg), f.Import(schemaPkg)
	b.WriteString("func init() {\n")
	b.WriteString("\t" + coverage + ".RegisterDeclaredRules(\n")
	b.WriteString("\t\t" + schema + ".GroupVersionKind{Group: " + strconv.Quote(r.Group) + ", Version: " + strconv.Quote(r.Version) +
		", Kind: " + strconv.Quote(r.Kind) + "},\n")
	b.WriteString("\t\t" + coverage + ".FieldRules{\n")
	paths := make([]string, 0, len(r.Rules))
	for p := range r.Rules {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	for _, p := range paths {
		rules := slices.Clone(r.Rules[p])
		slices.SortFunc(rules, func(a, b CoverageRule) int {
			return cmp.Or(cmp.Compare(a.ErrorType, b.ErrorType), cmp.Compare(a.Origin, b.Origin))
		})
		b.WriteString("\t\t\t" + strconv.Quote(p) + ": {\n")
		for _, rule := range rules {
			b.WriteString("\t\t\t\t{ErrorType: " + strconv.Quote(rule.ErrorType))
			if rule.Origin != "" {
				b.WriteString(", Origin: " + strconv.Quote(rule.Origin))
			}
			b.WriteString("},\n")
		}
		b.WriteString("\t\t\t},\n")
	}
	b.WriteString("\t\t},\n\t)\n}\n\n")
}

func writeTestMain(b *strings.Builder, f *File, versions []string) {
	testing, fmt, os := f.Import("testing"), f.Import("fmt"), f.Import("os")
	coverage := f.Import(coveragePkg)
	if len(versions) > 0 {
		sorted := slices.Clone(versions)
		slices.Sort(sorted)
		quoted := make([]string, len(sorted))
		for i, v := range sorted {
			quoted[i] = strconv.Quote(v)
		}
		b.WriteString("var apiVersions = []string{" + strings.Join(quoted, ", ") + "}\n\n")
	}
	b.WriteString("func TestMain(m *" + testing + ".M) {\n")
	b.WriteString("\tcode := m.Run()\n")
	b.WriteString("\tif err := " + coverage + ".AssertDeclarativeCoverage(); err != nil {\n")
	b.WriteString("\t\t" + fmt + ".Fprintln(" + os + ".Stderr, err)\n")
	b.WriteString("\t\tif code == 0 {\n\t\t\tcode = 1\n\t\t}\n\t}\n")
	b.WriteString("\t" + os + ".Exit(code)\n}\n")
}
