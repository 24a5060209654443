package crdtest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

	runnerv1 "github.com/kubedv/kubedv/crdtest/testdata/runner/v1"
	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// The runner API (testdata/runner/v1) embeds corev1.PodTemplateSpec and
// batchv1.JobSpec: its Go validation and its CRD carry k8s.io/api's +k8s:
// tags. These configurations are the go:generate lines of its doc.go.
var (
	runnerCRDConfig = validationgen.Config{
		Dir:      "testdata/runner/v1",
		Packages: []string{"."},
		Readonly: []string{"k8s.io/api/core/v1", "k8s.io/api/batch/v1", "k8s.io/api/scheduling/v1alpha3",
			"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/types",
			"k8s.io/apimachinery/pkg/api/resource", "k8s.io/apimachinery/pkg/util/intstr", "k8s.io/apimachinery/pkg/runtime"},
	}
	runnerConfig = validationgen.Config{
		Dir:      "testdata/runner/v1",
		Packages: []string{".", "../corev1", "../batchv1", "../schedulingv1alpha3"},
		Readonly: runnerCRDConfig.Readonly,
	}
)

const runnerCRD = "testdata/runner/crds/runners.example.com_runners.yaml"

// TestRunnerCRD regenerates the runner API's CRD in memory, compares it
// with the checked-in file and has the API server's CRD validation accept
// it (structural schema, CEL compilation, cost). k8s.io/api's two
// +k8s:customValidation tags (hand-written functions the API server cannot
// run) are left out of the CRD, each with a crd-inexpressible finding at
// the tag; nothing else is.
func TestRunnerCRD(t *testing.T) {
	start := time.Now()
	files, findings, err := validationgen.BuildCRDs(runnerCRDConfig)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("loaded and built in %v", time.Since(start))
	if len(files) != 1 {
		t.Fatalf("%d CRDs, want 1", len(files))
	}
	data, err := schema.Marshal(files[0].CRD)
	if err != nil {
		t.Fatal(err)
	}
	stale(t, filepath.Join("testdata/runner/crds", files[0].Name), data)

	var left []string
	for _, f := range findings {
		switch {
		case f.Rule == lint.CRDDrift:
			// The runner's own tags are plain keywords; k8s.io/api's
			// drift is not reported (its users cannot change it).
			t.Errorf("unexpected crd-drift finding %s", f)
		case !strings.Contains(f.Pos.Filename, "k8s.io/api@") || !strings.HasSuffix(filepath.ToSlash(f.Pos.Filename), "/core/v1/types.go"):
			t.Errorf("finding outside k8s.io/api/core/v1: %s", f)
		default:
			tag, _, _ := strings.Cut(f.Message, " is left out")
			left = append(left, tag)
		}
	}
	want := []string{"+k8s:customValidation on field Name", "+k8s:customValidation on field Priority"}
	if !slices.Equal(left, want) {
		t.Errorf("crd-inexpressible findings at %q, want %q:\n%v", left, want, findings)
	}

	crd := readCRDFile(t, runnerCRD)
	if errs := crd.Validate(); len(errs) > 0 {
		t.Fatalf("the API server rejects %s: %v", runnerCRD, errs)
	}
	rule, found, err := crd.CostliestRule()
	if err != nil || !found {
		t.Fatalf("CostliestRule: found=%v err=%v", found, err)
	}
	t.Logf("costliest rule %q at %s: estimated cost %d", rule.Rule, rule.Path, rule.Cost)
}

// TestRunnerGoUpToDate regenerates the runner API's Go validation (and
// that of the k8s.io/api packages it calls) and compares it with the
// checked-in files, so the kit never runs on stale code.
func TestRunnerGoUpToDate(t *testing.T) {
	outs, err := validationgen.Generate(runnerConfig)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 4 {
		t.Fatalf("generated %d files, want 4", len(outs))
	}
	for _, o := range outs {
		stale(t, o.Path, o.Content)
		for _, m := range hasOption.FindAllSubmatch(o.Content, -1) {
			if _, ok := runnerOptions[string(m[1])]; !ok {
				t.Errorf("%s asks for the option %s, which runnerOptions does not define", o.Path, m[1])
			}
		}
	}
}

var hasOption = regexp.MustCompile(`HasOption\("([A-Za-z0-9]+)"\)`)

// runnerOptions are the validation options of k8s.io/api's
// +k8s:ifEnabled/+k8s:ifDisabled tags, as the CRD was written: all off
// (no --crd-enabled-options).
var runnerOptions = map[string]bool{
	"CompositePodGroup": false, "InPlacePodVerticalScalingSchedulerPreemption": false, "PodGroupPreemptionPolicy": false,
	"TopologyAwareWorkloadScheduling": false, "WorkloadWithJob": false,
}

// validateRunner is the runner's generated validation as the API server
// enforces it, with the options the CRD was written for: alpha rules are
// shadow-only (reported, never enforced), and a CRD never carries them.
func validateRunner(ctx context.Context, op operation.Operation, p *field.Path, obj, old *runnerv1.Runner) field.ErrorList {
	op.Options = runnerOptions
	var out field.ErrorList
	for _, e := range runnerv1.Validate_Runner(ctx, op, p, obj, old) {
		if !e.IsAlpha() {
			out = append(out, e)
		}
	}
	return out
}

func TestDifferentialRunner(t *testing.T) {
	kit := kitFor(t, runnerCRD, validateRunner)
	kit.Depth = runnerDepth
	n := kitCases(t)
	if os.Getenv("KUBEDV_KIT_CASES") == "" {
		n = 300 // a PodSpec is big: CI runs fewer cases here
	}
	objs, sizes := drawObjects(t, kit, 200)
	t.Logf("random runners as JSON: median %d bytes, max %d", sizes[len(sizes)/2], sizes[len(sizes)-1])
	if max := sizes[len(sizes)-1]; max > maxRunnerJSON {
		t.Errorf("a random runner has %d bytes of JSON, more than %d", max, maxRunnerJSON)
	}
	checkRunnerReach(t, objs)
	start := time.Now()
	create, update, err := kit.Run(3, n)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d creates and updates in %v", create.Cases, time.Since(start))
	checkOutcomes(t, create, update)
}

// runnerDepth lets the filler reach the leaves of both PodSpecs: a value
// at depth d has d filled ancestors (each struct, pointer, collection and
// item counts), and the deepest leaf of the job's pod template,
// spec.job.template.spec.volumes[].projected.sources[].configMap.items[].path,
// is at depth 15. The default depth (6) stops at the job's containers.
const runnerDepth = 16

// maxRunnerJSON bounds the random runners: the filler's depth and
// collection limits keep a PodSpec (twice) far below the API server's
// request limit (3 MiB).
const maxRunnerJSON = 64 << 10

// drawObjects returns n random objects of the kit, as it draws them
// (every tenth one wild), and their JSON sizes, sorted.
func drawObjects[T any](t *testing.T, k *Kit[T], n int) ([]*T, []int) {
	s, _, err := k.CRD.structural(k.Version)
	if err != nil {
		t.Fatal(err)
	}
	root, tk := newNode(s), k.typed()
	f := &filler{r: rand.New(rand.NewPCG(7, 7)), limit: k.Depth}
	var objs []*T
	var sizes []int
	for i := range n {
		f.wild = i%10 == 0
		obj := new(T)
		f.fill(reflect.ValueOf(obj).Elem(), root, true)
		data, err := tk.encode(obj)
		if err != nil {
			t.Fatal(err)
		}
		objs = append(objs, obj)
		sizes = append(sizes, len(data))
	}
	slices.Sort(sizes)
	return objs, sizes
}

// checkRunnerReach counts the random runners whose deep parts are set,
// and fails when one of them is rarely set: the kit would compare the
// PodSpec's containers and volumes only shallowly.
func checkRunnerReach(t *testing.T, objs []*runnerv1.Runner) {
	t.Helper()
	counts := map[string]int{}
	for _, o := range objs {
		seen := map[string]bool{}
		for prefix, pod := range map[string]*corev1.PodSpec{"template": &o.Spec.Template.Spec, "job": &o.Spec.Job.Template.Spec} {
			for name, set := range podReach(pod) {
				if set {
					seen[prefix+"."+name] = true
				}
			}
		}
		for k := range seen {
			counts[k]++
		}
	}
	var names []string
	for _, prefix := range []string{"template", "job"} {
		for _, name := range podReachNames {
			names = append(names, prefix+"."+name)
		}
	}
	var report []string
	for _, k := range names {
		report = append(report, fmt.Sprintf("%s %d", k, counts[k]))
		if counts[k] < len(objs)/10 {
			t.Errorf("%s is set in %d of %d random runners, fewer than a tenth", k, counts[k], len(objs))
		}
	}
	t.Logf("random runners with deep parts set (of %d): %s", len(objs), strings.Join(report, ", "))
}

var podReachNames = []string{"containers", "containers.ports", "containers.env", "containers.env.valueFrom",
	"containers.volumeMounts", "containers.resources", "containers.securityContext", "initContainers", "volumes", "volumes.projected"}

// podReach reports which deep parts of a pod spec are set.
func podReach(p *corev1.PodSpec) map[string]bool {
	r := map[string]bool{"containers": len(p.Containers) > 0, "initContainers": len(p.InitContainers) > 0, "volumes": len(p.Volumes) > 0}
	for _, c := range p.Containers {
		r["containers.ports"] = r["containers.ports"] || len(c.Ports) > 0
		r["containers.env"] = r["containers.env"] || len(c.Env) > 0
		for _, e := range c.Env {
			r["containers.env.valueFrom"] = r["containers.env.valueFrom"] || e.ValueFrom != nil
		}
		r["containers.volumeMounts"] = r["containers.volumeMounts"] || len(c.VolumeMounts) > 0
		r["containers.resources"] = r["containers.resources"] || !reflect.ValueOf(c.Resources).IsZero()
		r["containers.securityContext"] = r["containers.securityContext"] || c.SecurityContext != nil
	}
	for _, v := range p.Volumes {
		r["volumes.projected"] = r["volumes.projected"] || v.Projected != nil && len(v.Projected.Sources) > 0
	}
	return r
}
