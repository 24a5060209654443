package declarative_test

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
)

// allocFixture is a quiet fixture with a gate and metrics of its own.
func allocFixture(t testing.TB) (*fixture, declarative.Option, declarative.Option) {
	f := newFixture(t)
	f.quiet = true
	return f, declarative.WithFeatureGate(declarative.NewFeatureGate()), declarative.WithMetrics(declarative.NewMetrics())
}

// A valid object costs no allocation in this package, in either mode and
// on create and update, with options built at the call site.
func TestValidObjectDoesNotAllocate(t *testing.T) {
	f, gate, metrics := allocFixture(t)
	ctx := gadgetContext(context.Background())
	obj, old := &Gadget{Standard: 1, Beta: 2, Alpha: 3}, &Gadget{Standard: 4}
	for _, tc := range []struct {
		name string
		run  func() field.ErrorList
	}{
		{"shadow create", func() field.ErrorList {
			return declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, obj, nil, nil, operation.Create, gate, metrics)
		}},
		{"shadow update", func() field.ErrorList {
			return declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, obj, old, nil, operation.Update, gate, metrics)
		}},
		{"enforced create", func() field.ErrorList {
			return declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, obj, nil, nil, operation.Create, gate, metrics, declarative.WithDeclarativeEnforcement())
		}},
		{"enforced update", func() field.ErrorList {
			return declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, obj, old, nil, operation.Update, gate, metrics, declarative.WithDeclarativeEnforcement())
		}},
		{"ValidateDeclaratively", func() field.ErrorList {
			return declarative.ValidateDeclaratively(ctx, f.scheme, obj, old, operation.Update, gate, metrics)
		}},
	} {
		if errs := tc.run(); len(errs) != 0 {
			t.Fatalf("%s: unexpected errors %v", tc.name, errs)
		}
		if allocs := testing.AllocsPerRun(200, func() { tc.run() }); allocs != 0 {
			t.Errorf("%s: %v allocations per call, want 0", tc.name, allocs)
		}
	}
}

func BenchmarkGadget(b *testing.B) {
	f, gate, metrics := allocFixture(b)
	ctx := gadgetContext(context.Background())
	obj := &Gadget{Standard: 1}
	b.Run("scheme.Validate", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			f.scheme.Validate(ctx, nil, obj)
		}
	})
	b.Run("WithMigrationChecks", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, obj, nil, nil, operation.Create, gate, metrics, declarative.WithDeclarativeEnforcement())
		}
	})
	invalid := &Gadget{Standard: 11}
	hw := field.ErrorList{tooBig("standard", 11, 10).MarkCoveredByDeclarative()}
	b.Run("WithMigrationChecks/invalid", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, invalid, nil, hw, operation.Create, gate, metrics, declarative.WithDeclarativeEnforcement())
		}
	})
}
