package crdtest

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	celkitv1 "github.com/kubedv/kubedv/crdtest/celkit/v1"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// The CEL kit: rules written with +k8s:validation:cel and
// +kubebuilder:validation:XValidation, run by the generated Go code in the
// interpreted tier and by the API server from the generated CRD.

const rocketCRD = "celkit/crds/celkit.kubedv.io_rockets.yaml"

var celKitConfig = validationgen.Config{
	Dir:      "celkit/v1",
	Packages: []string{"."},
	Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"},
}

func TestCELKitUpToDate(t *testing.T) {
	outs, err := validationgen.Generate(celKitConfig)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 1 {
		t.Fatalf("generated %d files, want 1", len(outs))
	}
	stale(t, outs[0].Path, outs[0].Content)
	crds, findings, err := validationgen.BuildCRDs(celKitConfig)
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

// TestRocketRootRule runs the rule on the resource's root, where self has
// apiVersion, kind and metadata, both ways.
func TestRocketRootRule(t *testing.T) {
	r, err := readCRDFile(t, rocketCRD).NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"short", strings.Repeat("n", 25)} {
		obj := &celkitv1.Rocket{
			TypeMeta:   metav1.TypeMeta{APIVersion: "celkit.kubedv.io/v1", Kind: "Rocket"},
			ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default"},
			Spec:       celkitv1.RocketSpec{Mode: "test", Status: "new", Stage: "s1", Window: celkitv1.Window{Start: 1, End: 2}},
		}
		data, err := json.Marshal(obj)
		if err != nil {
			t.Fatal(err)
		}
		res, err := r.Create(data)
		if err != nil {
			t.Fatal(err)
		}
		var goErrs []string
		for _, e := range celkitv1.Validate_Rocket(context.Background(), operation.Operation{Type: operation.Create}, nil, obj, nil) {
			goErrs = append(goErrs, fmt.Sprintf("%s %s: %s", e.Field, e.Type, e.Detail))
		}
		var apiErrs []string
		for _, p := range res.Problems {
			apiErrs = append(apiErrs, fmt.Sprintf("%s %s: %s", p.Field, p.Type, p.Detail))
		}
		want := []string(nil)
		if len(name) > 20 {
			want = []string{"<nil> Invalid value: name too long"}
		}
		if !slices.Equal(goErrs, want) || !slices.Equal(apiErrs, want) {
			t.Errorf("name %q: Go %q, API server %q, want %q", name, goErrs, apiErrs, want)
		}
	}
}
