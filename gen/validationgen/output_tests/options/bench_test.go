package options

import (
	"context"
	"testing"
)

func BenchmarkGatedCreate(b *testing.B) {
	ctx, obj, o := context.Background(), valid(), opts(true, false)
	b.ReportAllocs()
	for b.Loop() {
		localSchemeBuilder.Validate(ctx, o, obj)
	}
}

func BenchmarkEnumWithExclusions(b *testing.B) {
	ctx, obj := context.Background(), &Endpoint{Protocol: "SCTP", Protocols: []Protocol{"TCP", "UDP", "SCTP"}}
	b.ReportAllocs()
	for b.Loop() {
		localSchemeBuilder.Validate(ctx, withC, obj)
	}
}
