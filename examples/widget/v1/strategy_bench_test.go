package v1

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"

	"github.com/kubedv/kubedv/declarative"
)

// overheadOptions are the options of the overhead measurements: a gate
// with the defaults (both gates on) and metrics of their own.
func overheadOptions(enforcement bool) []declarative.Option {
	opts := []declarative.Option{declarative.WithFeatureGate(declarative.NewFeatureGate()), declarative.WithMetrics(declarative.NewMetrics())}
	if enforcement {
		opts = append(opts, declarative.WithDeclarativeEnforcement())
	}
	return opts
}

// The server integration adds no allocation for a valid widget, on create
// and update, in both strategy modes.
func TestMigrationChecksDoNotAllocateForValidWidgets(t *testing.T) {
	scheme := validatingScheme(t)
	ctx := context.Background()
	obj, old := updatePair()
	for _, enforcement := range []bool{false, true} {
		opts := overheadOptions(enforcement)
		create := func() {
			if errs := declarative.ValidateDeclarativelyWithMigrationChecks(ctx, scheme, obj, nil, nil, operation.Create, opts...); len(errs) != 0 {
				t.Fatalf("unexpected errors: %v", errs)
			}
		}
		update := func() {
			if errs := declarative.ValidateDeclarativelyWithMigrationChecks(ctx, scheme, obj, old, nil, operation.Update, opts...); len(errs) != 0 {
				t.Fatalf("unexpected errors: %v", errs)
			}
		}
		if n := testing.AllocsPerRun(100, create); n != 0 {
			t.Errorf("enforcement=%t: create allocates %v times, want 0", enforcement, n)
		}
		if n := testing.AllocsPerRun(100, update); n != 0 {
			t.Errorf("enforcement=%t: update allocates %v times, want 0", enforcement, n)
		}
	}
}

// BenchmarkDeclarativeOverhead compares calling the generated function
// directly with the same validation through the server integration
// (version resolution, gates, panic recovery, comparison and merging).
// The hand-written validation is not part of the measurement, except in
// the strategy benchmarks.
func BenchmarkDeclarativeOverhead(b *testing.B) {
	scheme := validatingScheme(b)
	ctx := context.Background()
	obj, old := updatePair()
	create, update := operation.Operation{Type: operation.Create}, operation.Operation{Type: operation.Update}
	b.Run("create/generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			Validate_Widget(ctx, create, nil, obj, nil)
		}
	})
	b.Run("update/generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			Validate_Widget(ctx, update, nil, obj, old)
		}
	})
	for _, mode := range []struct {
		name        string
		enforcement bool
	}{{"shadow", false}, {"enforced", true}} {
		opts := overheadOptions(mode.enforcement)
		b.Run("create/migration-checks-"+mode.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				declarative.ValidateDeclarativelyWithMigrationChecks(ctx, scheme, obj, nil, nil, operation.Create, opts...)
			}
		})
		b.Run("update/migration-checks-"+mode.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				declarative.ValidateDeclarativelyWithMigrationChecks(ctx, scheme, obj, old, nil, operation.Update, opts...)
			}
		})
	}
	s := &Strategy{Scheme: scheme, Options: overheadOptions(true)}
	b.Run("create/strategy-with-handwritten", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s.Validate(ctx, obj)
		}
	})
}
