package subresources

import (
	"context"
	"testing"
)

// Dispatch compares the request's subresources without building the path.
func BenchmarkStatusDispatch(b *testing.B) {
	ctx, obj := context.Background(), validWidget()
	b.ReportAllocs()
	for b.Loop() {
		localSchemeBuilder.Validate(ctx, strict, obj, status...)
	}
}
