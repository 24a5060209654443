package crdtest

import (
	"path/filepath"
	"testing"

	celkitv1 "github.com/kubedv/kubedv/crdtest/celkit/v1"
	"github.com/kubedv/kubedv/gen"
	"github.com/kubedv/kubedv/gen/schema"
)

// The CEL kit: rules written with +k8s:validation:cel and
// +kubebuilder:validation:XValidation, run by the generated Go code in the
// interpreted tier and by the API server from the generated CRD.

const rocketCRD = "celkit/crds/celkit.kubedv.io_rockets.yaml"

var celKitConfig = gen.Config{
	Dir:      "celkit/v1",
	Packages: []string{"."},
	Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"},
}

func TestCELKitUpToDate(t *testing.T) {
	outs, err := gen.Generate(celKitConfig)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 1 {
		t.Fatalf("generated %d files, want 1", len(outs))
	}
	stale(t, outs[0].Path, outs[0].Content)
	crds, findings, err := gen.BuildCRDs(celKitConfig)
	if err != nil {
		t.Fatal(err)
	}
	noneLeftOut(t, findings)
	for _, f := range crds {
		data, err := schema.Marshal(f.CRD)
		if err != nil {
			t.Fatal(err)
		}
		stale(t, filepath.Join("celkit", "crds", f.Name), data)
	}
}

func TestCELKitCRDPassesTheAPIServer(t *testing.T) {
	crd := readCRDFile(t, rocketCRD)
	if errs := crd.Validate(); len(errs) > 0 {
		t.Fatalf("the API server rejects %s: %v", rocketCRD, fields(errs))
	}
}

func TestDifferentialRocket(t *testing.T) {
	runKit(t, kitFor(t, rocketCRD, celkitv1.Validate_Rocket), 5, kitCases(t))
}
