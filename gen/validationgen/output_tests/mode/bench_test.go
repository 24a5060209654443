package mode

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
)

// BenchmarkModes validates Holder, whose Strict values are checked in four
// places with every mode-dependent field, on create, on an unchanged update
// and on an update that switches modes. The target is 0 allocs/op.
func BenchmarkModes(b *testing.B) {
	a, bm := validA(), validB()
	obj := &Holder{One: a, Ptr: &bm, List: []Strict{a, bm}, Map: map[string]Strict{"k": bm}}
	same := &Holder{One: a, Ptr: &bm, List: []Strict{a, bm}, Map: map[string]Strict{"k": bm}}
	switched := &Holder{One: bm, Ptr: &a, List: []Strict{bm, a}, Map: map[string]Strict{"k": a}}
	ctx := context.Background()
	for _, bc := range []struct {
		name string
		op   operation.Type
		old  *Holder
	}{
		{"create", operation.Create, nil},
		{"update unchanged", operation.Update, same},
		{"update switched", operation.Update, switched},
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
