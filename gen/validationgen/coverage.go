package validationgen

import (
	"go/constant"
	"go/types"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/emit"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// Coverage test fixtures (--test-output-root), laid out as Kubernetes'
// validation-gen lays them out: for every registered kind with declared
// rules, <root>/<short group>/<lowercase kind>/ holds one
// <prefix><version>_test.go per version, which registers the kind's rules
// with k8s.io/apimachinery/pkg/test/coverage, and <prefix>main_test.go,
// whose TestMain fails when a declared rule was never exercised.

// apiVersionName matches the package names of versioned API packages (v1,
// v1beta2); other packages have no version and get no fixtures.
var apiVersionName = regexp.MustCompile(`^v\d+(alpha\d+|beta\d+)?$`)

// groupKind keys the reports of one kind across its versions.
type groupKind struct{ group, kind string }

// coverageReports collects the declared rules of every root type of input,
// the package whose types target generates for.
func coverageReports(plan *validators.Plan, input *model.Package, crit criteria, into map[groupKind][]*emit.CoverageReport) {
	group := input.Path
	if c, ok := input.Types.Scope().Lookup("GroupName").(*types.Const); ok && c.Val().Kind() == constant.String {
		group = constant.StringVal(c.Val())
	}
	version := ""
	if apiVersionName.MatchString(input.Name) {
		version = input.Name
	}
	for _, n := range rootTypes(input, crit) {
		rules := declaredRules(plan, n)
		if len(rules) == 0 {
			continue
		}
		gk := groupKind{group, n.Name()}
		into[gk] = append(into[gk], &emit.CoverageReport{Group: group, Version: version, Kind: n.Name(), Rules: rules})
	}
}

// packageCoverage renders the coverage file of a package tagged
// +k8s:validation-gen-test-targets: the rules of its root types, declared
// under the package's path and name, and a TestMain that asserts them.
func packageCoverage(plan *validators.Plan, target, input *model.Package, crit criteria, outputFile string, header []byte) (*Output, error) {
	var reports []*emit.CoverageReport
	for _, n := range rootTypes(input, crit) {
		if rules := declaredRules(plan, n); len(rules) > 0 {
			reports = append(reports, &emit.CoverageReport{Group: target.Path, Version: target.Name, Kind: n.Name(), Rules: rules})
		}
	}
	if len(reports) == 0 {
		return nil, nil
	}
	src, err := emit.Coverage(target.Types, reports, true, nil, header, generatorName)
	if err != nil {
		return nil, err
	}
	name := strings.TrimSuffix(outputFile, ".go") + "_coverage_test.go"
	return &Output{Path: filepath.Join(target.Dir, name), Content: src}, nil
}

// coverageOutputs renders the fixtures of every kind, minus the rules the
// allowlist excludes; kinds of unversioned packages and kinds left without
// rules get none.
func coverageOutputs(root, prefix string, byKind map[groupKind][]*emit.CoverageReport, allow []allowEntry, header []byte) ([]Output, error) {
	kinds := make([]groupKind, 0, len(byKind))
	for gk := range byKind {
		kinds = append(kinds, gk)
	}
	sort.Slice(kinds, func(i, j int) bool {
		if kinds[i].group != kinds[j].group {
			return kinds[i].group < kinds[j].group
		}
		return kinds[i].kind < kinds[j].kind
	})
	var out []Output
	for _, gk := range kinds {
		reports := byKind[gk]
		if reports[0].Version == "" {
			continue
		}
		reports = filterReports(reports, allow)
		if len(reports) == 0 {
			continue
		}
		group := gk.group
		if group == "" {
			group = "core" // the legacy group, named as client-gen names it
		}
		pkgName := strings.ToLower(gk.kind)
		dir := filepath.Join(root, strings.Split(group, ".")[0], pkgName)
		pkg := types.NewPackage(dir, pkgName)
		var versions []string
		for _, r := range reports {
			src, err := emit.Coverage(pkg, []*emit.CoverageReport{r}, false, nil, header, generatorName)
			if err != nil {
				return nil, err
			}
			out = append(out, Output{Path: filepath.Join(dir, prefix+r.Version+"_test.go"), Content: src})
			versions = append(versions, r.Version)
		}
		src, err := emit.Coverage(pkg, nil, true, versions, header, generatorName)
		if err != nil {
			return nil, err
		}
		out = append(out, Output{Path: filepath.Join(dir, prefix+"main_test.go"), Content: src})
	}
	return out, nil
}

// filterReports drops the rules the allowlist matches, and the reports
// left with none.
func filterReports(reports []*emit.CoverageReport, allow []allowEntry) []*emit.CoverageReport {
	if len(allow) == 0 {
		return reports
	}
	var out []*emit.CoverageReport
	for _, r := range reports {
		kept := map[string][]emit.CoverageRule{}
		for path, rules := range r.Rules {
			for _, rule := range rules {
				if !allowed(allow, r, path, rule) {
					kept[path] = append(kept[path], rule)
				}
			}
		}
		if len(kept) > 0 {
			out = append(out, &emit.CoverageReport{Group: r.Group, Version: r.Version, Kind: r.Kind, Rules: kept})
		}
	}
	return out
}

func allowed(allow []allowEntry, r *emit.CoverageReport, path string, rule emit.CoverageRule) bool {
	for _, e := range allow {
		if e.matches(r, path, rule) {
			return true
		}
	}
	return false
}
