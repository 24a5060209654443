package crdtest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"sigs.k8s.io/yaml"

	"github.com/kubedv/kubedv/gen/validationgen"
)

// projectCases is the number of random creates and of random updates per
// root kind of TestControllerGenProjects' differential:
// KUBEDV_PROJECT_CASES, 100 by default, which keeps the whole run near
// 20 minutes on a busy 2-core machine (0 skips the differential).
func projectCases(t *testing.T) int {
	v := os.Getenv("KUBEDV_PROJECT_CASES")
	if v == "" {
		return 100
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		t.Fatalf("KUBEDV_PROJECT_CASES=%q: want a number", v)
	}
	return n
}

// projectInput and projectOutput mirror testdata/projectcheck's Input and
// Output, which run in the scratch module.
type projectInput struct {
	Name       string          `json:"name"`
	CRD        string          `json:"crd"`
	Version    string          `json:"version"`
	Namespaced bool            `json:"namespaced"`
	Seed       uint64          `json:"seed"`
	Cases      int             `json:"cases"`
	Samples    []projectSample `json:"samples"`
}

type projectSample struct {
	Name string          `json:"name"`
	JSON json.RawMessage `json:"json"`
}

type projectOutput struct {
	Name    string  `json:"name"`
	Create  Outcome `json:"create"`
	Update  Outcome `json:"update"`
	Samples []struct {
		Name    string    `json:"name"`
		Go      []Problem `json:"go"`
		CRD     []Problem `json:"crd"`
		Failure string    `json:"failure"`
	} `json:"samples"`
	Failure string `json:"failure"`
}

var groupNameMarker = regexp.MustCompile(`(?m)^\s*//\s*\+groupName=(\S+)`)

// projectDifferential compares, for every root kind of the project that
// has a CRD, the Go validation generated in the scratch module dir with
// apiextensions-apiserver enforcing the project's own CRD: the random
// objects of crdtest's kit (creates, and updates from a valid old object)
// and the project's samples. It also compares the CRDs --crd-dir builds
// with the project's. The kit runs in the scratch module
// (testdata/projectcheck, which requires crdtest through a replace), where
// the project's types and their generated validation are.
func projectDifferential(t *testing.T, dir, repo string, p controllerGenProject, apis, readonly []string) {
	n := projectCases(t)
	if n == 0 {
		t.Log("KUBEDV_PROJECT_CASES=0: no differential")
		return
	}
	crdtestDir := filepath.Join(repo, "crdtest")
	run := func(env []string, name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		cmd.Env = append(append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"), env...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	modDir := strings.TrimSpace(run(nil, "go", "list", "-m", "-f", "{{.Dir}}", p.module))

	// The project's CRDs: shipped, or built by controller-gen.
	var refs []string
	source := ""
	if len(p.crdDirs) > 0 {
		for _, d := range p.crdDirs {
			fs, _ := filepath.Glob(filepath.Join(modDir, d, "*.yaml"))
			refs = append(refs, fs...)
		}
		source = "shipped (" + strings.Join(p.crdDirs, ", ") + ")"
	} else {
		bin := os.Getenv("KUBEDV_CONTROLLER_GEN")
		if bin == "" {
			t.Logf("the module ships no CRD and KUBEDV_CONTROLLER_GEN is not set: no differential")
			return
		}
		refDir := t.TempDir()
		flags := p.controllerGenFlags
		if flags == "" {
			flags = "crd"
		}
		args := []string{flags}
		for _, a := range apis {
			args = append(args, "paths="+a)
		}
		run(nil, bin, append(args, "output:crd:dir="+refDir)...)
		refs, _ = filepath.Glob(filepath.Join(refDir, "*.yaml"))
		source = "built by controller-gen (" + flags + "; the module ships none)"
	}
	sort.Strings(refs)
	if len(refs) == 0 {
		t.Fatalf("no CRD (%s)", source)
	}

	// CRD equality: --crd-dir's against the project's.
	oursDir := t.TempDir()
	if _, _, err := validationgen.WriteCRDs(validationgen.Config{Dir: dir, Packages: apis, Readonly: readonly, CRD: p.crdOptions}, oursDir); err != nil {
		t.Fatalf("--crd-dir: %v", err)
	}
	diffs, explained, missing, unexplainedLogged := 0, 0, 0, 0
	byReason := map[string]int{}
	for _, ref := range refs {
		a, err := readV1CRD(ref)
		if err != nil || a.Kind != "CustomResourceDefinition" {
			continue // kustomization.yaml and the like
		}
		b, err := readV1CRD(filepath.Join(oursDir, filepath.Base(ref)))
		if err != nil {
			missing++
			t.Logf("CRD %s: --crd-dir writes none (%v)", filepath.Base(ref), err)
			continue
		}
		for _, d := range CompareSchemas(a, b) {
			if d.Keyword == "version" && d.Got == "" && !slices.ContainsFunc(p.packages, func(pkg string) bool { return path.Base(pkg) == d.Version }) {
				continue // a version of a package the run leaves out
			}
			diffs++
			why := explainControllerGen(d)
			if why == "" {
				side := "both"
				switch {
				case d.Want == "":
					side = "only in ours"
				case d.Got == "":
					side = "only in the project's"
				}
				why = "unexplained: " + d.Keyword + " " + side
				if unexplainedLogged++; unexplainedLogged <= 60 {
					t.Logf("CRD %s: %s", filepath.Base(ref), d)
				}
			} else {
				explained++
			}
			byReason[why]++
		}
	}
	var reasonLines []string
	for why, c := range byReason {
		reasonLines = append(reasonLines, fmt.Sprintf("  %5d  %s", c, why))
	}
	sort.Strings(reasonLines)
	t.Logf("CRDs %s: %d; --crd-dir against them: %d schema differences (%d explained, %d not), %d CRDs --crd-dir does not write\n%s",
		source, len(refs), diffs, explained, diffs-explained, missing, strings.Join(reasonLines, "\n"))

	// The root kinds: each served version of each CRD whose package is one
	// of the project's, and whose Go type has a generated Validate_<Kind>.
	type pkgInfo struct {
		group, version, wrapper, generated string
	}
	var pkgs []pkgInfo
	for i, pkg := range p.packages {
		var group string
		var files []string
		if imp := p.importPath(pkg); strings.HasPrefix(imp, p.module+"/") {
			files, _ = filepath.Glob(filepath.Join(modDir, strings.TrimPrefix(imp, p.module+"/"), "*.go"))
		}
		for _, f := range files {
			data, _ := os.ReadFile(f)
			if m := groupNameMarker.FindSubmatch(data); m != nil {
				group = string(m[1])
			}
		}
		gen, _ := os.ReadFile(filepath.Join(dir, fmt.Sprintf("w%d", i), "zz_generated.validations.go"))
		pkgs = append(pkgs, pkgInfo{group: group, version: path.Base(pkg), wrapper: fmt.Sprintf("w%d", i), generated: string(gen)})
	}
	samples := projectSamples(t, modDir, p.sampleDirs)
	var inputs []projectInput
	var entries, imports []string
	usedWrappers := map[string]bool{}
	var notCompared []string
	for _, ref := range refs {
		data, err := os.ReadFile(ref)
		if err != nil {
			t.Fatal(err)
		}
		crd, err := DecodeCRD(data)
		if err != nil {
			continue
		}
		if errs := crd.Validate(); len(errs) > 0 {
			t.Logf("%s: the API server's CRD validation finds %d errors (first: %v)", filepath.Base(ref), len(errs), errs[0])
		}
		group, kind := crd.V1.Spec.Group, crd.V1.Spec.Names.Kind
		for _, v := range crd.V1.Spec.Versions {
			name := group + "/" + v.Name + "/" + kind
			var pi *pkgInfo
			for i := range pkgs {
				if pkgs[i].group == group && pkgs[i].version == v.Name {
					pi = &pkgs[i]
				}
			}
			switch {
			case pi == nil:
				notCompared = append(notCompared, name+": not a package of the run")
				continue
			case !v.Served:
				notCompared = append(notCompared, name+": not served")
				continue
			case !strings.Contains(pi.generated, "func Validate_"+kind+"("):
				notCompared = append(notCompared, name+": no generated Validate_"+kind)
				continue
			}
			namespaced := crd.V1.Spec.Scope == "Namespaced"
			var kindSamples []projectSample
			for _, s := range samples[group+"/"+v.Name+"/"+kind] {
				kindSamples = append(kindSamples, projectSample{Name: s.Name, JSON: sampleInNamespace(s.JSON, namespaced)})
			}
			inputs = append(inputs, projectInput{Name: name, CRD: ref, Version: v.Name,
				Namespaced: namespaced, Seed: seedOf(name), Cases: n, Samples: kindSamples})
			entries = append(entries, fmt.Sprintf("\t%q: kind(%s.Validate_%s),", name, pi.wrapper, kind))
			if !usedWrappers[pi.wrapper] {
				usedWrappers[pi.wrapper] = true
				imports = append(imports, fmt.Sprintf("\t%q", "example.com/check/"+pi.wrapper))
			}
		}
	}
	sort.Strings(imports)
	for _, nc := range notCompared {
		t.Logf("not compared: %s", nc)
	}
	if len(inputs) == 0 {
		t.Fatalf("no root kind to compare")
	}

	// The scratch module's check package.
	check, err := os.ReadFile(filepath.Join(crdtestDir, "testdata", "projectcheck", "check_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	kindsFile := "package projectcheck\n\nimport (\n" + strings.Join(imports, "\n") + "\n)\n\nvar kinds = map[string]runner{\n" + strings.Join(entries, "\n") + "\n}\n"
	if err := os.MkdirAll(filepath.Join(dir, "kubedvcheck"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string][]byte{"check_test.go": check, "kinds_test.go": []byte(kindsFile)} {
		if err := os.WriteFile(filepath.Join(dir, "kubedvcheck", name), content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run(nil, "go", "mod", "edit", "-require=github.com/kubedv/kubedv/crdtest@v0.0.0", "-replace=github.com/kubedv/kubedv/crdtest="+crdtestDir)
	run(nil, "go", "mod", "tidy")
	inFile, outFile := filepath.Join(t.TempDir(), "in.json"), filepath.Join(t.TempDir(), "out.json")
	data, err := json.Marshal(inputs)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inFile, data, 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	run([]string{"KUBEDV_PROJECT_INPUT=" + inFile, "KUBEDV_PROJECT_OUTPUT=" + outFile},
		"go", "test", "./kubedvcheck", "-run", "TestDifferential", "-count=1", "-timeout=3h")
	elapsed := time.Since(start)
	data, err = os.ReadFile(outFile)
	if err != nil {
		t.Fatal(err)
	}
	var outputs []projectOutput
	if err := json.Unmarshal(data, &outputs); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", projectReport(p, outputs, n, elapsed))
	for _, o := range outputs {
		if o.Failure != "" {
			t.Errorf("%s: %s", o.Name, o.Failure)
		}
	}
}

// projectReport renders the differential's figures: per root kind, the
// shares of same verdict and same causes (field path and error type) on
// creates and updates, then every difference by class, with an example.
func projectReport(p controllerGenProject, outputs []projectOutput, n int, elapsed time.Duration) string {
	var b strings.Builder
	pct := func(a, c int) string {
		if c == 0 {
			return "-"
		}
		return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(c))
	}
	fmt.Fprintf(&b, "differential, %s@%s: %d root kinds, %d creates and %d updates each (%s)\n", p.module, p.version, len(outputs), n, n, elapsed.Round(time.Second))
	b.WriteString("| root kind | create: Go valid/invalid | same verdict | same causes | same or explained | update: Go valid/invalid | same verdict | same causes | same or explained | samples: same verdict, same causes |\n|---|---|---|---|---|---|---|---|---|---|\n")
	var totals [2]Outcome
	classes := map[string]int{}
	examples := map[string]string{}
	sampleTotal, sampleVerdict, sampleCauses := 0, 0, 0
	for _, o := range outputs {
		sv, sc := 0, 0
		for _, s := range o.Samples {
			sampleTotal++
			if (len(s.Go) == 0) == (len(s.CRD) == 0) && s.Failure == "" {
				sv++
			}
			c := &Case{Go: s.Go, CRD: s.CRD}
			if !slices.ContainsFunc(c.differences(), func(d Difference) bool { return !skipNote(d) }) && len(c.typeDifferences()) == 0 && s.Failure == "" {
				sc++
			} else {
				key := "sample " + s.Name
				classes[key]++
				examples[key] = fmt.Sprintf("go: %v\ncrd: %v %s", s.Go, s.CRD, s.Failure)
			}
		}
		sampleVerdict += sv
		sampleCauses += sc
		samplesCol := "-"
		if len(o.Samples) > 0 {
			samplesCol = fmt.Sprintf("%d/%d, %d/%d", sv, len(o.Samples), sc, len(o.Samples))
		}
		noOld := ""
		if o.Update.NoValidOld > 0 {
			noOld = fmt.Sprintf(" (%d without a valid old object)", o.Update.NoValidOld)
		}
		fmt.Fprintf(&b, "| %s | %d/%d | %s | %s | %s | %d/%d%s | %s | %s | %s | %s |\n", o.Name,
			o.Create.Valid, o.Create.Invalid, pct(o.Create.SameVerdict, o.Create.Cases), pct(o.Create.SameCauses, o.Create.Cases), pct(o.Create.SameOrExplained, o.Create.Cases),
			o.Update.Valid, o.Update.Invalid, noOld, pct(o.Update.SameVerdict, o.Update.Cases), pct(o.Update.SameCauses, o.Update.Cases), pct(o.Update.SameOrExplained, o.Update.Cases), samplesCol)
		for i, oc := range []Outcome{o.Create, o.Update} {
			op := []string{"create", "update"}[i]
			totals[i].Cases += oc.Cases
			totals[i].SameVerdict += oc.SameVerdict
			totals[i].SameCauses += oc.SameCauses
			totals[i].SameOrExplained += oc.SameOrExplained
			for k, c := range oc.Explained {
				classes[op+" known: "+k] += c
			}
			for k, c := range oc.Unexplained {
				key := op + " " + o.Name + " " + k
				classes[key] += c
				examples[key] = oc.Examples[k]
			}
			for k, c := range oc.VerdictDiffs {
				key := op + " VERDICT " + o.Name + " " + k
				classes[key] += c
				examples[key] = oc.VerdictExamples[k]
			}
			for k, c := range oc.TypeDiffs {
				key := op + " " + o.Name + " type " + k
				classes[key] += c
				examples[key] = oc.TypeExamples[k]
			}
		}
	}
	fmt.Fprintf(&b, "| all (%d, %d cases) | | %s | %s | %s | | %s | %s | %s | %d/%d, %d/%d |\n", totals[0].Cases, totals[1].Cases,
		pct(totals[0].SameVerdict, totals[0].Cases), pct(totals[0].SameCauses, totals[0].Cases), pct(totals[0].SameOrExplained, totals[0].Cases),
		pct(totals[1].SameVerdict, totals[1].Cases), pct(totals[1].SameCauses, totals[1].Cases), pct(totals[1].SameOrExplained, totals[1].Cases),
		sampleVerdict, sampleTotal, sampleCauses, sampleTotal)
	keys := make([]string, 0, len(classes))
	for k := range classes {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if classes[keys[i]] != classes[keys[j]] {
			return classes[keys[i]] > classes[keys[j]]
		}
		return keys[i] < keys[j]
	})
	b.WriteString("differences (field paths, or error types at one path), by class:\n")
	for _, k := range keys {
		fmt.Fprintf(&b, "  %6d  %s\n", classes[k], k)
	}
	if os.Getenv("KUBEDV_PROJECT_EXAMPLES") != "" {
		for _, k := range keys {
			if e := examples[k]; e != "" {
				fmt.Fprintf(&b, "--- %s\n%s\n", k, e)
			}
		}
	}
	return b.String()
}

// projectSamples reads the YAML documents of the module's sample
// directories, by group/version/Kind.
func projectSamples(t *testing.T, modDir string, dirs []string) map[string][]projectSample {
	t.Helper()
	out := map[string][]projectSample{}
	for _, d := range dirs {
		err := filepath.WalkDir(filepath.Join(modDir, d), func(p string, e os.DirEntry, err error) error {
			if err != nil || e.IsDir() || !(strings.HasSuffix(p, ".yaml") || strings.HasSuffix(p, ".yml")) {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(modDir, p)
			r := utilyaml.NewYAMLReader(bufio.NewReader(bytes.NewReader(data)))
			for i := 0; ; i++ {
				doc, err := r.Read()
				if err == io.EOF {
					break
				}
				if err != nil {
					return nil // not YAML the API server would read: not a sample
				}
				raw, err := yaml.YAMLToJSON(doc)
				if err != nil {
					continue
				}
				var head struct {
					APIVersion string `json:"apiVersion"`
					Kind       string `json:"kind"`
				}
				if json.Unmarshal(raw, &head) != nil || !strings.Contains(head.APIVersion, "/") {
					continue
				}
				key := head.APIVersion + "/" + head.Kind
				out[key] = append(out[key], projectSample{Name: fmt.Sprintf("%s#%d", rel, i), JSON: raw})
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// sampleInNamespace puts a sample of a namespaced kind without a namespace in
// the default one, as kubectl sends it.
func sampleInNamespace(raw []byte, namespaced bool) []byte {
	var m map[string]any
	if !namespaced || json.Unmarshal(raw, &m) != nil {
		return raw
	}
	md, ok := m["metadata"].(map[string]any)
	if !ok {
		return raw
	}
	if _, ok := md["namespace"]; ok {
		return raw
	}
	md["namespace"] = "default"
	out, err := json.Marshal(m)
	if err != nil {
		return raw
	}
	return out
}
