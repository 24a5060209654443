package rules

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
)

// The interpreted tier per object: every rule's value converted to JSON
// and evaluated by the API server's validator (13 rules on Root).
func BenchmarkValidRootCreate(b *testing.B) {
	obj := valid()
	ctx, op := context.Background(), operation.Operation{Type: operation.Create, Options: map[string]bool{"Strict": false}}
	b.ReportAllocs()
	for b.Loop() {
		if errs := Validate_Root(ctx, op, nil, obj, nil); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}

// An update that changes one field: ratcheting skips the unchanged values.
func BenchmarkValidRootUpdate(b *testing.B) {
	old, obj := valid(), valid()
	obj.Generation = 2
	ctx, op := context.Background(), operation.Operation{Type: operation.Update, Options: map[string]bool{"Strict": false}}
	b.ReportAllocs()
	for b.Loop() {
		if errs := Validate_Root(ctx, op, nil, obj, old); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}
