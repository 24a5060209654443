package crdtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// controllerGenProject is a real controller-gen project from the module
// proxy, used unmodified: its API packages as published.
type controllerGenProject struct {
	name            string // the subtest's, with the version
	module, version string
	packages        []string // API packages, relative to the module (or import paths of other modules: importPath)
	// readonly are the packages its types reach that the run reads only.
	readonly []string
	// crdDirs are the directories of the module (from the module proxy)
	// holding the project's own CRDs, as it ships them; without any,
	// controller-gen v0.23.0 ($KUBEDV_CONTROLLER_GEN) builds them from the
	// packages, with controllerGenFlags ("crd" when empty).
	crdDirs            []string
	controllerGenFlags string
	// crdOptions are the --crd-dir options matching the project's own
	// controller-gen flags (crd:generateEmbeddedObjectMeta=true).
	crdOptions schema.Options
	// sampleDirs are the directories of the module with the project's own
	// example objects (YAML), validated by both sides as creates.
	sampleDirs []string
	// goGet are modules the scratch module moves to other versions than
	// the project's go.mod says, for the Kubernetes v0.37 libraries the
	// runtime needs (controller-runtime: its cache must build with
	// client-go v0.37).
	goGet []string
	// celTier is validation-gen's --cel-tier ("" for its default).
	celTier string
}

// importPath is the import path of one of p's packages: relative to the
// module, or, when its first element has a dot, an import path of another
// module (shared types the API packages use, such as Flux's
// github.com/fluxcd/pkg/apis/meta, generated in the run so that the
// generated code can call their validation).
func (p controllerGenProject) importPath(pkg string) string {
	if first, _, _ := strings.Cut(pkg, "/"); strings.Contains(first, ".") {
		return pkg
	}
	return p.module + "/" + pkg
}

// Not in the list: github.com/external-secrets/external-secrets v0.16.2
// (the newest the module proxy serves whole). Its API packages import
// controller-runtime's webhook and client packages: its own v0.20.4 does
// not build with client-go v0.37 (the Kubernetes libraries of the
// runtime library; pkg/cache: a ResourceEventHandlerRegistration method is
// missing), and v0.25.3, which does, changed ctrl.NewWebhookManagedBy,
// which the packages' webhook files call. validation-gen generates them.
// Nor github.com/ray-project/kuberay/ray-operator v1.5.0 apis/ray/v1:
// generation stops at core/v1's ServiceStatus.Conditions (reached from
// RayService's status), whose +k8s:alpha(since: "1.37")=+k8s:eachVal=+k8s:opaqueType
// hides metav1.Condition's required type from the CRD builder, which then
// refuses the listMapKey=type (a CRD needs map-list keys required).
// Nor sigs.k8s.io/network-policy-api v0.3.0 apis/v1alpha1: generation
// refuses CIDR's rule (isCIDR(self) && cidr(self) == cidr(self).masked())
// as over the API server's cost budget (by 1.475x) where the project's
// CRD has it (a CEL cost estimate, recorded for the CEL work).
// github.com/fluxcd/source-controller/api v1.9.6 (not v1.10: Go 1.27).
var controllerGenProjects = []controllerGenProject{{
	name: "cluster-api", module: "sigs.k8s.io/cluster-api/api", version: "v1.14.2",
	packages: []string{
		"addons/v1beta1", "addons/v1beta2", "bootstrap/kubeadm/v1beta1", "bootstrap/kubeadm/v1beta2",
		"controlplane/kubeadm/v1beta1", "controlplane/kubeadm/v1beta2", "core/v1beta1", "core/v1beta2",
		"ipam/v1alpha1", "ipam/v1beta1", "ipam/v1beta2", "runtime/v1alpha1", "runtime/v1beta2",
	},
}, {
	name: "kueue", module: "sigs.k8s.io/kueue", version: "v0.17.0",
	packages:   []string{"apis/kueue/v1beta2"},
	crdDirs:    []string{"config/components/crd/bases"},
	crdOptions: schema.Options{EmbeddedObjectMeta: true},
	sampleDirs: []string{"cmd/kueueviz/examples"},
}, {
	name: "prometheus-operator", module: "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring", version: "v0.95.2",
	packages: []string{"v1", "v1alpha1", "v1beta1"},
	readonly: []string{"k8s.io/api/apps/v1", "k8s.io/apimachinery/pkg/types"},
}, {
	name: "flux-source-controller", module: "github.com/fluxcd/source-controller/api", version: "v1.9.6",
	// Flux's shared types (meta.LocalObjectReference, meta.Artifact,
	// acl.AccessFrom), from their own modules, are generated too.
	packages: []string{"v1", "github.com/fluxcd/pkg/apis/meta", "github.com/fluxcd/pkg/apis/acl"},
}}

// projectReadonly are the Kubernetes packages controller-gen projects'
// types reach.
var projectReadonly = []string{
	"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/api/core/v1", "k8s.io/apimachinery/pkg/util/intstr",
	"k8s.io/apimachinery/pkg/api/resource", "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
}

// TestControllerGenProjects runs validation-gen on real controller-gen
// projects it was not written against, unmodified, as docs/kubebuilder.md
// says: a module of the user's that requires the project, one package per
// API package with +k8s:validation-gen-input naming it. Every package must
// generate, build and vet, --lint must find no error, and --crd-dir must
// build their CRDs. It needs the module proxy, so it runs only with
// KUBEDV_PROJECTS=1:
//
//	KUBEDV_PROJECTS=1 go -C crdtest test -run TestControllerGenProjects -v
func TestControllerGenProjects(t *testing.T) {
	if os.Getenv("KUBEDV_PROJECTS") == "" {
		t.Skip("KUBEDV_PROJECTS is not set (the test downloads the projects from the module proxy)")
	}
	crdtestDir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	repo := filepath.Dir(crdtestDir)
	for _, p := range controllerGenProjects {
		t.Run(p.name+"@"+p.version, func(t *testing.T) {
			dir := t.TempDir()
			goIn := func(args ...string) {
				t.Helper()
				cmd := exec.Command("go", args...)
				cmd.Dir = dir
				cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
				}
			}
			write := func(name, content string) {
				t.Helper()
				if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			write("go.mod", "module example.com/check\n\ngo 1.26.0\n")
			var imports, wrappers, apis []string
			for i, pkg := range p.packages {
				api := p.importPath(pkg)
				name := fmt.Sprintf("w%d", i)
				write(name+"/doc.go", "// +k8s:validation-gen=*\n// +k8s:validation-gen-input="+api+"\n// +k8s:validation-gen-scheme-registry=nil\npackage "+name+"\n")
				imports = append(imports, "\t_ \""+api+"\"")
				wrappers = append(wrappers, "./"+name)
				apis = append(apis, api)
			}
			for _, r := range projectReadonly {
				imports = append(imports, "\t_ \""+r+"\"")
			}
			write("deps.go", "package check\n\nimport (\n"+strings.Join(imports, "\n")+"\n)\n")
			goIn("get", p.module+"@"+p.version)
			for _, m := range p.goGet {
				goIn("get", m)
			}
			goIn("mod", "edit",
				"-require=github.com/kubedv/kubedv@v0.0.0", "-replace=github.com/kubedv/kubedv="+repo,
				"-require=github.com/kubedv/kubedv/validate/celinterp@v0.0.0", "-replace=github.com/kubedv/kubedv/validate/celinterp="+filepath.Join(repo, "validate", "celinterp"))
			goIn("mod", "tidy")
			goIn("list", "-deps", "github.com/kubedv/kubedv/validate", "github.com/kubedv/kubedv/validate/cel", "github.com/kubedv/kubedv/validate/celinterp")
			t.Setenv("GOWORK", "off")
			t.Setenv("GOFLAGS", "-mod=mod")
			cfg := validationgen.Config{Dir: dir, Packages: wrappers, Readonly: append(projectReadonly, p.readonly...), OutputFile: "zz_generated.validations.go", CELTier: p.celTier}
			outs, err := validationgen.Run(cfg)
			if err != nil {
				t.Fatalf("generation:\n%v", err)
			}
			lines := 0
			for _, o := range outs {
				lines += strings.Count(string(o.Content), "\n")
			}
			goIn("mod", "tidy")
			goIn("vet", "./...")
			lintCfg := validationgen.LintConfig{Config: validationgen.Config{Dir: dir, Packages: apis, Readonly: cfg.Readonly}}
			findings, err := validationgen.Lint(lintCfg)
			if err != nil {
				t.Fatalf("lint: %v", err)
			}
			var errs []string
			for _, f := range findings {
				if f.Severity == lint.Error {
					errs = append(errs, f.String())
				}
			}
			if len(errs) > 0 {
				t.Errorf("--lint finds %d errors on a correct project:\n%s", len(errs), strings.Join(errs, "\n"))
			}
			crds, _, err := validationgen.BuildCRDs(validationgen.Config{Dir: dir, Packages: apis, Readonly: cfg.Readonly})
			if err != nil {
				t.Fatalf("--crd-dir:\n%v", err)
			}
			t.Logf("%d packages: %d generated lines, built and vetted; --lint: %d findings, no error; --crd-dir: %d CRDs",
				len(p.packages), lines, len(findings), len(crds))
			projectDifferential(t, dir, repo, p, apis, cfg.Readonly)
		})
	}
}
