package listmap

import (
	"context"
	"fmt"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
)

// Benchmarks for a listType=map field of 100, 1,000 and 10,000 items with
// distinct keys: create, an unchanged update, and an update that changes
// one item's value (same key). Run with -benchmem.

var benchSizes = []int{100, 1000, 10000}

func mapBench(n int) *MapBench {
	items := make([]Item, n)
	for i := range items {
		items[i] = Item{Name: fmt.Sprintf("item-%06d", i), Value: i % 10}
	}
	return &MapBench{Items: items}
}

func BenchmarkMapCreate(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			obj := mapBench(n)
			op := operation.Operation{Type: operation.Create}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_MapBench(ctx, op, nil, obj, nil); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
	}
}

func BenchmarkMapUpdateUnchanged(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			obj, old := mapBench(n), mapBench(n)
			op := operation.Operation{Type: operation.Update}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_MapBench(ctx, op, nil, obj, old); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
	}
}

func BenchmarkMapUpdateOneChanged(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			obj, old := mapBench(n), mapBench(n)
			obj.Items[n/2].Value = (obj.Items[n/2].Value + 1) % 10
			op := operation.Operation{Type: operation.Update}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_MapBench(ctx, op, nil, obj, old); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
	}
}

// A reordered map list: every item is found by key away from its index.
func BenchmarkMapUpdateReversed(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			obj, old := mapBench(n), mapBench(n)
			for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
				obj.Items[i], obj.Items[j] = obj.Items[j], obj.Items[i]
			}
			op := operation.Operation{Type: operation.Update}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_MapBench(ctx, op, nil, obj, old); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
	}
}

// The zero-allocation promise for map lists: any unchanged list, any list
// whose items kept their positions, and lists of up to 32 items.
func TestMapBenchAllocs(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(mapBench(32)).ExpectValid().ExpectAllocs(0)
	st.Value(mapBench(10000)).OldValue(mapBench(10000)).ExpectValid().ExpectAllocs(0)
	changed := mapBench(32)
	changed.Items[7].Value = 9
	st.Value(changed).OldValue(mapBench(32)).ExpectValid().ExpectAllocs(0)
}
