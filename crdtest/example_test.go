package crdtest

import (
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/validation/field"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// exampleDir is the example API's CRD directory, written by the
// go:generate line in examples/widget/v1/doc.go.
const exampleDir = "../examples/widget/crds"

// TestExampleCRD regenerates the example API's CRD in memory, compares it
// with the checked-in file, and has the API server's CRD validation accept
// it (structural schema, CEL compilation, cost).
func TestExampleCRD(t *testing.T) {
	files, findings, err := validationgen.BuildCRDs(validationgen.Config{
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

// TestExampleCELRules runs the example's two CEL rules (the cross-field
// rule on the spec and the transition rule on spec.replicas) through the
// generated Go and through the API server's validation of the checked-in
// CRD: the same errors (path, type and detail) on every case, failing ones
// included.
func TestExampleCELRules(t *testing.T) {
	r, err := readCRDFile(t, filepath.Join(exampleDir, "widgets.kubedv.io_widgets.yaml")).NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	widget := func(replicas int32, minReady int32, deadline *int64) *widgetv1.Widget {
		return &widgetv1.Widget{
			TypeMeta:   metav1.TypeMeta{APIVersion: "widgets.kubedv.io/v1", Kind: "Widget"},
			ObjectMeta: metav1.ObjectMeta{Name: "sprocket", Namespace: "assembly", ResourceVersion: "7"},
			Spec: widgetv1.WidgetSpec{
				Replicas: &replicas, Tier: widgetv1.WidgetTierBasic, Owner: "gears-team",
				MinReadySeconds: minReady, ActiveDeadlineSeconds: deadline,
				Template: widgetv1.WidgetTemplate{Image: "registry.example.com/sprocket:v1"},
			},
		}
	}
	deadline := func(n int64) *int64 { return &n }
	const (
		deadlineDetail = "may not be less than or equal to minReadySeconds: instances would be recycled before they become available"
		growthDetail   = "may not grow by more than 100 in one update"
	)
	for _, tc := range []struct {
		name     string
		obj, old *widgetv1.Widget
		want     []Problem
	}{
		{"create, deadline above minReadySeconds", widget(3, 60, deadline(61)), nil, nil},
		{"create, deadline equal to minReadySeconds", widget(3, 60, deadline(60)), nil,
			[]Problem{{Field: "spec.activeDeadlineSeconds", Type: field.ErrorTypeForbidden, Detail: deadlineDetail}}},
		{"create, minReadySeconds 0 (omitted, absent in CEL)", widget(3, 0, deadline(5)), nil, nil},
		{"create, replicas 900 (a transition rule needs an old value)", widget(900, 0, nil), nil, nil},
		{"update, replicas grow by 100", widget(103, 0, nil), widget(3, 0, nil), nil},
		{"update, replicas grow by 101", widget(104, 0, nil), widget(3, 0, nil),
			[]Problem{{Field: "spec.replicas", Type: field.ErrorTypeForbidden, Detail: growthDetail}}},
		{"update, spec unchanged with a stored violation (ratcheting)", widget(3, 60, deadline(30)), widget(3, 60, deadline(30)), nil},
		{"update, another spec field changed with a stored violation", widget(4, 60, deadline(30)), widget(3, 60, deadline(30)),
			[]Problem{{Field: "spec.activeDeadlineSeconds", Type: field.ErrorTypeForbidden, Detail: deadlineDetail}}},
		{"update, both rules fail", widget(500, 60, deadline(30)), widget(3, 0, nil), []Problem{
			{Field: "spec.activeDeadlineSeconds", Type: field.ErrorTypeForbidden, Detail: deadlineDetail},
			{Field: "spec.replicas", Type: field.ErrorTypeForbidden, Detail: growthDetail},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			newJSON, err := json.Marshal(tc.obj)
			if err != nil {
				t.Fatal(err)
			}
			var res Result
			var goErrs field.ErrorList
			if tc.old == nil {
				res, err = r.Create(newJSON)
				goErrs = widgetv1.Validate_Widget(context.Background(), operation.Operation{Type: operation.Create}, nil, tc.obj, nil)
			} else {
				oldJSON, jerr := json.Marshal(tc.old)
				if jerr != nil {
					t.Fatal(jerr)
				}
				res, err = r.Update(newJSON, oldJSON)
				goErrs = widgetv1.Validate_Widget(context.Background(), operation.Operation{Type: operation.Update}, nil, tc.obj, tc.old)
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(res.Problems, tc.want) {
				t.Errorf("API server: %+v, want %+v", res.Problems, tc.want)
			}
			if got := problems(goErrs); !slices.Equal(got, tc.want) {
				t.Errorf("generated Go: %+v, want %+v", got, tc.want)
			}
		})
	}
}
