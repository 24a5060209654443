package crdtest

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"

	celkitv1 "github.com/kubedv/kubedv/crdtest/celkit/v1"
)

// validRocket has a value at every site of the kit's CEL rules (13 rules
// run on create, the transition rules too on update: 17).
func validRocket() *celkitv1.Rocket {
	payload, fuel, stage := "crate", int64(42), celkitv1.Stage("s2")
	reserve, launched, seat := resource.MustParse("2Gi"), metav1.NewTime(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)), int32(1)
	return &celkitv1.Rocket{
		TypeMeta:   metav1.TypeMeta{APIVersion: "celkit.kubedv.io/v1", Kind: "Rocket"},
		ObjectMeta: metav1.ObjectMeta{Name: "apollo", Namespace: "default", ResourceVersion: "1"},
		Spec: celkitv1.RocketSpec{
			Mode: "cargo", Payload: &payload, Fuel: &fuel, Altitude: 100, Status: "new", Label: "blue",
			Stage: "s1", StagePtr: &stage, Window: celkitv1.Window{Start: 1, End: 9},
			Tags:    []string{"red", "green", "blue"},
			Limits:  map[string]int32{"cpu": 4, "memory": 8},
			Engines: []celkitv1.Engine{{Name: "main", Thrust: 900}, {Name: "aux", Thrust: 100}},
			Reserve: &reserve, LaunchedAt: &launched,
			Crew:    []celkitv1.CrewMember{{Name: "ann", Seat: &seat, Badge: celkitv1.Badge{Rank: "cpt"}}, {Name: "bo"}},
			Captain: &celkitv1.CrewMember{Name: "ann", Seat: &seat},
			Selector: &celkitv1.Selector{MatchLabels: map[string]string{"tier": "gold"}, Zones: []string{"a", "b"},
				MatchExpressions: []celkitv1.Requirement{{Key: "zone", Values: []string{"a", "b"}}}},
		},
	}
}

// BenchmarkRocketValidation validates one valid Rocket with every rule of
// the CEL kit both ways, in one run: the generated Go (CEL rules compiled)
// and the API server's validation of the generated CRD (OpenAPI schema and
// CEL, the registry strategy as apiextensions-apiserver runs it, on the
// decoded object: decoding is left out of both). The update changes the
// altitude, so that ratcheting leaves the transition rule on it to run.
func BenchmarkRocketValidation(b *testing.B) {
	r, err := readCRDFile(b, rocketCRD).NewResource("v1")
	if err != nil {
		b.Fatal(err)
	}
	obj, old := validRocket(), validRocket()
	obj.Spec.Altitude = 200
	unstr := func(v any) *unstructured.Unstructured {
		data, err := json.Marshal(v)
		if err != nil {
			b.Fatal(err)
		}
		u, _, err := r.decode(data)
		if err != nil {
			b.Fatal(err)
		}
		return u
	}
	u, uOld := unstr(obj), unstr(old)
	ctx := context.Background()
	create, update := operation.Operation{Type: operation.Create}, operation.Operation{Type: operation.Update}
	b.Run("create/generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if errs := celkitv1.Validate_Rocket(ctx, create, nil, obj, nil); len(errs) > 0 {
				b.Fatal(errs)
			}
		}
	})
	b.Run("create/apiserver", func(b *testing.B) {
		rctx := r.context(u)
		b.ReportAllocs()
		for b.Loop() {
			if errs := r.validate(rctx, u); len(errs) > 0 {
				b.Fatal(errs)
			}
		}
	})
	b.Run("update/generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if errs := celkitv1.Validate_Rocket(ctx, update, nil, obj, old); len(errs) > 0 {
				b.Fatal(errs)
			}
		}
	})
	b.Run("update/apiserver", func(b *testing.B) {
		rctx := r.context(u)
		b.ReportAllocs()
		for b.Loop() {
			if errs := r.validateUpdate(rctx, u, uOld); len(errs) > 0 {
				b.Fatal(errs)
			}
		}
	})
}

// TestValidRocketIsValid keeps the benchmark's object valid both ways.
func TestValidRocketIsValid(t *testing.T) {
	r, err := readCRDFile(t, rocketCRD).NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	obj := validRocket()
	data, err := json.Marshal(obj)
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Create(data)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Valid() {
		t.Errorf("the API server rejects the benchmark's Rocket: %v", res.Problems)
	}
	if errs := celkitv1.Validate_Rocket(context.Background(), operation.Operation{Type: operation.Create}, nil, obj, nil); len(errs) > 0 {
		t.Errorf("the generated Go rejects the benchmark's Rocket: %v", errs)
	}
	if n := testing.AllocsPerRun(50, func() {
		celkitv1.Validate_Rocket(context.Background(), operation.Operation{Type: operation.Create}, nil, obj, nil)
	}); n != 0 {
		t.Errorf("the generated Go allocates %.0f times per valid Rocket", n)
	}
}
