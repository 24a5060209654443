package listtype

import (
	"context"
	"fmt"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
)

// Benchmarks for a listType=set field of 100, 1,000 and 10,000 unique
// items: create, an unchanged update, and an update that replaces one
// item. Run with -benchmem; the target is well under a millisecond
// per call at 10,000 items, growing linearly.

var benchSizes = []int{100, 1000, 10000}

func setBench(n int) *SetBench {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("item-%06d", i)
	}
	return &SetBench{Names: names}
}

func BenchmarkSetCreate(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			obj := setBench(n)
			op := operation.Operation{Type: operation.Create}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_SetBench(ctx, op, nil, obj, nil); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
	}
}

func BenchmarkSetUpdateUnchanged(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			obj, old := setBench(n), setBench(n)
			op := operation.Operation{Type: operation.Update}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_SetBench(ctx, op, nil, obj, old); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
	}
}

func BenchmarkSetUpdateOneChanged(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			obj, old := setBench(n), setBench(n)
			obj.Names[n/2] = "changed"
			op := operation.Operation{Type: operation.Update}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_SetBench(ctx, op, nil, obj, old); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
	}
}

// The zero-allocation promise for sets, at the sizes where it holds: any
// unchanged set, and sets of up to 32 items (the linear-scan limit) on
// create and on an update that changes one item.
func TestSetBenchAllocs(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(setBench(32)).ExpectValid().ExpectAllocs(0)
	st.Value(setBench(10000)).OldValue(setBench(10000)).ExpectValid().ExpectAllocs(0)
	changed := setBench(32)
	changed.Names[7] = "changed"
	st.Value(changed).OldValue(setBench(32)).ExpectValid().ExpectAllocs(0)
}
