package validate

import (
	"fmt"
	"testing"
)

// Fixtures shared by the index, uniqueness and update tests: a
// listType=map item keyed by name or by (port, protocol), a set of named
// strings, and key funcs written as generated code writes them.
type testPortItem struct {
	Name     string
	Port     int32
	Protocol string
}

type testPortKey struct {
	Port     int32
	Protocol string
}

type testHost string

func portItemName(x *testPortItem) string { return x.Name }

func portItemPortProtocol(x *testPortItem) testPortKey {
	return testPortKey{Port: x.Port, Protocol: x.Protocol}
}

func hostValue(x *testHost) testHost { return *x }

// portItems returns one item per name, with a port derived from its position.
func portItems(names ...string) []testPortItem {
	items := make([]testPortItem, len(names))
	for i, n := range names {
		items[i] = testPortItem{Name: n, Port: int32(8000 + i), Protocol: "TCP"}
	}
	return items
}

// manyNames returns n distinct names: n0, n1, ...
func manyNames(n int) []string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("n%d", i)
	}
	return names
}

func reversed[T any](list []T) []T {
	out := make([]T, len(list))
	for i, v := range list {
		out[len(list)-1-i] = v
	}
	return out
}

func pointersTo[T any](list []T) []*T {
	out := make([]*T, len(list))
	for i := range list {
		out[i] = &list[i]
	}
	return out
}

func TestIndexFind(t *testing.T) {
	for _, n := range []int{1, 5, linearScanMax, linearScanMax + 1, 100} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			old := portItems(manyNames(n)...)
			same := portItems(manyNames(n)...)
			rev := reversed(same)
			idx := NewIndex(old, portItemName)
			for i := range same {
				if got := idx.Find(i, &same[i]); got != &old[i] {
					t.Fatalf("same order, item %d: got %v, want old[%d]", i, got, i)
				}
			}
			idx = NewIndex(old, portItemName)
			for i := range rev {
				if got := idx.Find(i, &rev[i]); got != &old[n-1-i] {
					t.Fatalf("reversed, item %d: got %v, want old[%d]", i, got, n-1-i)
				}
			}
			missing := testPortItem{Name: "missing"}
			for _, i := range []int{-1, 0, n - 1, n, n + 5} {
				if got := idx.Find(i, &missing); got != nil {
					t.Fatalf("missing key at %d: got %v, want nil", i, got)
				}
			}
			// Positions outside the old list still find the key.
			if got := idx.Find(n+3, &same[0]); got != &old[0] {
				t.Fatalf("position past the old list: got %v, want old[0]", got)
			}
			if got := idx.Find(0, nil); got != nil {
				t.Fatalf("nil item: got %v, want nil", got)
			}
		})
	}
}

func TestIndexBuildsTableOnlyOnMisses(t *testing.T) {
	old := portItems(manyNames(100)...)
	list := portItems(manyNames(100)...)
	idx := NewIndex(old, portItemName)
	for i := range list {
		idx.Find(i, &list[i])
	}
	if idx.byKey != nil {
		t.Fatal("unchanged order built the map")
	}
	// A few misses are answered by scanning; more build the table.
	for n := 1; n <= scanMisses; n++ {
		if got := idx.Find(0, &list[50+n]); got != &old[50+n] {
			t.Fatalf("miss %d: Find(0, item %d) = %v, want old[%d]", n, 50+n, got, 50+n)
		}
	}
	if idx.byKey != nil {
		t.Fatalf("%d misses built the table", scanMisses)
	}
	if got := idx.Find(0, &list[50]); got != &old[50] {
		t.Fatalf("after more misses, Find(0, item 50) = %v, want old[50]", got)
	}
	if idx.byKey == nil {
		t.Fatal("many misses on a long list did not build the table")
	}
	small := NewIndex(old[:linearScanMax], portItemName)
	small.Find(0, &list[20])
	if small.byKey != nil {
		t.Fatal("a short list built the map")
	}
}

func TestIndexDuplicatesInOld(t *testing.T) {
	for _, n := range []int{4, 2 * linearScanMax} {
		names := manyNames(n)
		names[1], names[3] = "dup", "dup"
		old := portItems(names...)
		idx := NewIndex(old, portItemName)
		probe := testPortItem{Name: "dup"}
		// Kubernetes correlates with the first old item of the key (found
		// by hack/upstream-differential.sh); a long list keeps the
		// same-position shortcut.
		want := &old[1]
		if n > linearScanMax {
			want = &old[3]
		}
		if got := idx.Find(3, &probe); got != want {
			t.Errorf("n=%d: at position 3 got %v, want %v", n, got, want)
		}
		if got := idx.Find(0, &probe); got != &old[1] {
			t.Errorf("n=%d: elsewhere got %v, want the first, old[1]", n, got)
		}
	}
}

func TestIndexCompoundKeyAndEmptyOld(t *testing.T) {
	old := []testPortItem{{Name: "a", Port: 80, Protocol: "TCP"}, {Name: "b", Port: 80, Protocol: "UDP"}}
	idx := NewIndex(old, portItemPortProtocol)
	item := testPortItem{Name: "renamed", Port: 80, Protocol: "UDP"}
	if got := idx.Find(0, &item); got != &old[1] {
		t.Fatalf("compound key: got %v, want old[1]", got)
	}
	empty := NewIndex[testPortItem](nil, portItemName)
	if got := empty.Find(0, &item); got != nil {
		t.Fatalf("empty old list: got %v, want nil", got)
	}
}

func TestPtrIndexFind(t *testing.T) {
	for _, n := range []int{6, 3 * linearScanMax} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			old := pointersTo(portItems(manyNames(n)...))
			old[2] = nil
			list := pointersTo(portItems(manyNames(n)...))
			idx := NewPtrIndex(old, portItemName)
			for i := range list {
				want := old[i]
				if got := idx.Find(i, list[i]); got != want {
					t.Fatalf("item %d: got %v, want %v", i, got, want)
				}
			}
			rev := reversed(list)
			idx = NewPtrIndex(old, portItemName)
			for i := range rev {
				if got, want := idx.Find(i, rev[i]), old[n-1-i]; got != want {
					t.Fatalf("reversed item %d: got %v, want %v", i, got, want)
				}
			}
			if got := idx.Find(0, nil); got != nil {
				t.Fatalf("nil item: got %v, want nil", got)
			}
		})
	}
}

// TestIndexUnchangedOrderAllocatesNothing calls the Index as generated code
// does, constructing it inside the measured function with a top-level key
// func, over a 1,000-item list updated in place.
func TestIndexUnchangedOrderAllocatesNothing(t *testing.T) {
	old := portItems(manyNames(1000)...)
	list := portItems(manyNames(1000)...)
	list[500].Port = 9
	oldPtrs, listPtrs := pointersTo(old), pointersTo(list)
	found := 0
	run := func() {
		found = 0
		idx := NewIndex(old, portItemName)
		for i := range list {
			if idx.Find(i, &list[i]) != nil {
				found++
			}
		}
		pidx := NewPtrIndex(oldPtrs, portItemName)
		for i, item := range listPtrs {
			if pidx.Find(i, item) != nil {
				found++
			}
		}
	}
	if allocs := testing.AllocsPerRun(50, run); allocs != 0 {
		t.Fatalf("%v allocations, want 0", allocs)
	}
	if found != 2000 {
		t.Fatalf("found %d items, want 2000", found)
	}
	// A short reordered list is scanned, which allocates nothing either.
	shortOld, shortNew := old[:linearScanMax], reversed(old[:linearScanMax])
	if allocs := testing.AllocsPerRun(50, func() {
		idx := NewIndex(shortOld, portItemName)
		for i := range shortNew {
			idx.Find(i, &shortNew[i])
		}
	}); allocs != 0 {
		t.Fatalf("short reordered list: %v allocations, want 0", allocs)
	}
}

var benchSizes = []int{10, 100, 1000, 10000}

func BenchmarkIndexFind(b *testing.B) {
	for _, n := range benchSizes {
		old := portItems(manyNames(n)...)
		for _, c := range []struct {
			name string
			list []testPortItem
		}{
			{"sameOrder", portItems(manyNames(n)...)},
			{"reversed", reversed(portItems(manyNames(n)...))},
		} {
			b.Run(fmt.Sprintf("%s/n=%d", c.name, n), func(b *testing.B) {
				b.ReportAllocs()
				list := c.list
				for b.Loop() {
					idx := NewIndex(old, portItemName)
					for i := range list {
						if idx.Find(i, &list[i]) == nil {
							b.Fatal("item not found")
						}
					}
				}
			})
		}
	}
}
