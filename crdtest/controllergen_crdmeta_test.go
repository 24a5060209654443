package crdtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"

	"sigs.k8s.io/yaml"

	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// TestControllerGenCRDMetadata runs controller-gen (KUBEDV_CONTROLLER_GEN,
// built from sigs.k8s.io/controller-tools v0.23.0) and validation-gen
// --crd-dir on gen/schema/testdata/kbcrd and requires the same CRDs, whole
// (names, scope, versions, deprecation, subresources, printer columns,
// schemas with their descriptions), but for the version annotation
// controller-gen adds: once with controller-gen's defaults, once with its
// crd:generateEmbeddedObjectMeta=true against --crd-embedded-object-meta.
func TestControllerGenCRDMetadata(t *testing.T) {
	bin := os.Getenv("KUBEDV_CONTROLLER_GEN")
	if bin == "" {
		t.Skip("KUBEDV_CONTROLLER_GEN is not set")
	}
	src, err := filepath.Abs(filepath.Join("..", "gen", "schema", "testdata", "kbcrd"))
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	dir := filepath.Join(t.TempDir(), "module")
	if out, err := exec.Command("cp", "-r", src, dir).CombinedOutput(); err != nil {
		t.Fatalf("copy: %v\n%s", err, out)
	}
	for _, run := range []struct {
		flags string
		opts  schema.Options
	}{
		{"crd", schema.Options{}},
		{"crd:generateEmbeddedObjectMeta=true", schema.Options{EmbeddedObjectMeta: true}},
	} {
		refDir, oursDir := t.TempDir(), t.TempDir()
		cmd := exec.Command(bin, run.flags, "paths=./...", "output:crd:dir="+refDir)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("controller-gen %s: %v\n%s", run.flags, err, out)
		}
		cfg := validationgen.Config{Dir: dir, Packages: []string{"./..."}, Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"}, CRD: run.opts}
		if _, _, err := validationgen.WriteCRDs(cfg, oursDir); err != nil {
			t.Fatalf("--crd-dir (%+v): %v", run.opts, err)
		}
		refs, _ := filepath.Glob(filepath.Join(refDir, "*.yaml"))
		ours, _ := filepath.Glob(filepath.Join(oursDir, "*.yaml"))
		if len(refs) != 4 || len(ours) != len(refs) {
			t.Fatalf("%s: controller-gen wrote %d CRDs, --crd-dir %d; want 4 each", run.flags, len(refs), len(ours))
		}
		for _, ref := range refs {
			want, err := readV1CRD(ref)
			if err != nil {
				t.Fatal(err)
			}
			delete(want.Annotations, "controller-gen.kubebuilder.io/version")
			if len(want.Annotations) == 0 {
				want.Annotations = nil
			}
			got, err := readV1CRD(filepath.Join(oursDir, filepath.Base(ref)))
			if err != nil {
				t.Errorf("%s: %s: %v", run.flags, filepath.Base(ref), err)
				continue
			}
			if !reflect.DeepEqual(want, got) {
				a, _ := yaml.Marshal(want)
				b, _ := yaml.Marshal(got)
				t.Errorf("%s: %s differs from controller-gen's\ncontroller-gen:\n%s\n--crd-dir:\n%s", run.flags, filepath.Base(ref), a, b)
			}
		}
	}
}
