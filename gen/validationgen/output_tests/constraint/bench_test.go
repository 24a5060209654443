package constraint

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
)

// BenchmarkFieldBounds validates Holder, whose Scale values carry six field
// bounds each (two read through pointers), in four places, on create, on an
// unchanged update and on an update that changes every bounded value. The
// target is 0 allocs/op.
func BenchmarkFieldBounds(b *testing.B) {
	s := validScale()
	obj := &Holder{Ptr: &s, List: []Scale{s, s}, Map: map[string]Scale{"k": s}}
	same := &Holder{Ptr: &s, List: []Scale{s, s}, Map: map[string]Scale{"k": s}}
	c := validScale()
	c.MaxReplicas, c.Current, c.Weight, c.Spent = 6, new(Replicas(2)), 1, 6
	changed := &Holder{Ptr: &c, List: []Scale{c, c}, Map: map[string]Scale{"k": c}}
	ctx := context.Background()
	for _, bc := range []struct {
		name string
		op   operation.Type
		old  *Holder
	}{
		{"create", operation.Create, nil},
		{"update unchanged", operation.Update, same},
		{"update changed", operation.Update, changed},
	} {
		b.Run(bc.name, func(b *testing.B) {
			op := operation.Operation{Type: bc.op}
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_Holder(ctx, op, nil, obj, bc.old); errs != nil {
					b.Fatal(errs)
				}
			}
		})
	}
}
