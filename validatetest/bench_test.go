package validatetest_test

import (
	"context"
	"testing"

	"github.com/kubedv/kubedv/validatetest"
	"github.com/kubedv/kubedv/validatetest/internal/fixture"
)

// The harness must add no allocations of its own, or ExpectAllocs(0) could
// never pass for generated code. (Passing subresources to Scheme.Validate
// as variadic literals does allocate: the slice reaches the registered
// function, so it escapes at the caller. A ValueTester builds it once.)
func TestValidPathDoesNotAllocate(t *testing.T) {
	ctx := context.Background()
	s := newFixtureScheme()
	valid, old := &fixture.Widget{Replicas: 1}, &fixture.Widget{Replicas: 1}
	options := map[string]bool{fixture.StrictNamesOption: false}
	onStatus := s.Test(t).Value(valid).OldValue(old).Opts(options).Subresources([]string{"status"})

	for name, run := range map[string]func(){
		"Scheme.Validate":         func() { _ = s.Validate(ctx, options, valid) },
		"Scheme.ValidateUpdate":   func() { _ = s.ValidateUpdate(ctx, options, valid, old) },
		"ValueTester.ExpectValid": func() { onStatus.ExpectValid() },
	} {
		if allocs := testing.AllocsPerRun(100, run); allocs != 0 {
			t.Errorf("%s: %v allocations per run, want 0", name, allocs)
		}
	}
	validatetest.ForScheme(t, newFixtureRuntimeScheme(t)).Value(valid).OldValue(old).ExpectAllocs(0)
}

func BenchmarkSchemeValidate(b *testing.B) {
	s, ctx, w := newFixtureScheme(), context.Background(), &fixture.Widget{Replicas: 1}
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Validate(ctx, nil, w)
	}
}

func BenchmarkSchemeValidateUpdate(b *testing.B) {
	s, ctx := newFixtureScheme(), context.Background()
	w, old := &fixture.Widget{Replicas: 1}, &fixture.Widget{Replicas: 1}
	b.ReportAllocs()
	for b.Loop() {
		_ = s.ValidateUpdate(ctx, nil, w, old)
	}
}

func BenchmarkSchemeValidateInvalid(b *testing.B) {
	s, ctx, w := newFixtureScheme(), context.Background(), &fixture.Widget{}
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Validate(ctx, nil, w)
	}
}

func BenchmarkExpectValid(b *testing.B) {
	vt := newFixtureScheme().Test(b).Value(&fixture.Widget{Replicas: 1})
	b.ReportAllocs()
	for b.Loop() {
		vt.ExpectValid()
	}
}

func BenchmarkForSchemeExpectValid(b *testing.B) {
	vt := validatetest.ForScheme(b, newFixtureRuntimeScheme(b)).Value(&fixture.Widget{Replicas: 1})
	b.ReportAllocs()
	for b.Loop() {
		vt.ExpectValid()
	}
}
