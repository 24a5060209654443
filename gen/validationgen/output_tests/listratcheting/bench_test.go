package listratcheting

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
)

// Ratcheting cost of reordered lists, by how items are correlated: map
// items by key, set items that == cannot compare (Tagged holds a slice) by
// hash and equality, and atomic items not at all (each is validated again).
// A reorder defeats the same-position shortcut, so this shows the search
// each kind needs per item.

var benchSizes = []int{100, 1000, 10000}

func reversedPair(n int) (obj, old *T) {
	obj, old = &T{}, &T{}
	for i := range n {
		name := fmt.Sprintf("i%05d", i)
		old.Items = append(old.Items, Item{Name: name})
		// Atomic items are validated again, so their tags must be valid
		// (three characters at most).
		old.Tagged = append(old.Tagged, Tagged{Tags: []string{strconv.FormatInt(int64(i), 36)}})
		old.TaggedSet = append(old.TaggedSet, Tagged{Tags: []string{name}})
	}
	for i := n - 1; i >= 0; i-- {
		obj.Items = append(obj.Items, old.Items[i])
		obj.Tagged = append(obj.Tagged, Tagged{Tags: []string{old.Tagged[i].Tags[0]}})
		obj.TaggedSet = append(obj.TaggedSet, Tagged{Tags: []string{old.TaggedSet[i].Tags[0]}})
	}
	return obj, old
}

func benchmarkReversed(b *testing.B, keep func(obj *T)) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			obj, old := reversedPair(n)
			keep(obj)
			keep(old)
			op := operation.Operation{Type: operation.Update}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_T(ctx, op, nil, obj, old); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
	}
}

func BenchmarkReversedMapList(b *testing.B) {
	benchmarkReversed(b, func(obj *T) { obj.Tagged, obj.TaggedSet = nil, nil })
}

func BenchmarkReversedSetNonComparable(b *testing.B) {
	benchmarkReversed(b, func(obj *T) { obj.Items, obj.Tagged = nil, nil })
}

func BenchmarkReversedAtomicNonComparable(b *testing.B) {
	benchmarkReversed(b, func(obj *T) { obj.Items, obj.TaggedSet = nil, nil })
}
