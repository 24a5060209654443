package crdtest

import (
	"path/filepath"
	"testing"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
	"github.com/kubedv/kubedv/gen"
	"github.com/kubedv/kubedv/gen/schema"
)

// exampleDir is the example API's CRD directory, written by the
// go:generate line in examples/widget/v1/doc.go.
const exampleDir = "../examples/widget/crds"

// TestExampleCRD regenerates the example API's CRD in memory, compares it
// with the checked-in file, and has the API server's CRD validation accept
// it (structural schema, CEL compilation, cost).
func TestExampleCRD(t *testing.T) {
	files, findings, err := gen.BuildCRDs(gen.Config{
		Dir:      "../examples/widget/v1",
		Packages: []string{"."},
		Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("%d CRDs, want 1", len(files))
	}
	noneLeftOut(t, findings)
	data, err := schema.Marshal(files[0].CRD)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(exampleDir, files[0].Name)
	stale(t, path, data)
	crd := readCRDFile(t, path)
	if errs := crd.Validate(); len(errs) > 0 {
		t.Fatalf("the API server rejects %s: %v", path, errs)
	}
	rule, found, err := crd.CostliestRule()
	if err != nil || !found {
		t.Fatalf("CostliestRule: found=%v err=%v", found, err)
	}
	t.Logf("costliest rule %q at %s: estimated cost %d", rule.Rule, rule.Path, rule.Cost)
}

func TestDifferentialWidget(t *testing.T) {
	runKit(t, kitFor(t, filepath.Join(exampleDir, "widgets.kubedv.io_widgets.yaml"), widgetv1.Validate_Widget), 2, kitCases(t))
}
