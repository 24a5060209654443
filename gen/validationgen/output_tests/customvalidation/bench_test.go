package customvalidation

import (
	"context"
	"testing"
)

// The lazy-path signature keeps valid objects allocation-free; the
// field.Path signature builds a path per call.

func BenchmarkLazyPathCreate(b *testing.B) {
	ctx, obj := context.Background(), validLazy()
	b.ReportAllocs()
	for b.Loop() {
		localSchemeBuilder.Validate(ctx, nil, obj)
	}
}

func BenchmarkFieldPathCreate(b *testing.B) {
	ctx, obj := context.Background(), validJob()
	b.ReportAllocs()
	for b.Loop() {
		localSchemeBuilder.Validate(ctx, nil, obj)
	}
}

func BenchmarkFieldPathUnchangedUpdate(b *testing.B) {
	ctx, obj, old := context.Background(), validJob(), validJob()
	b.ReportAllocs()
	for b.Loop() {
		localSchemeBuilder.ValidateUpdate(ctx, nil, obj, old)
	}
}
