package validate

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

const portsPath = "spec.ports"

// atPorts runs check with the Path of spec.ports.
func atPorts(check func(p *Path) field.ErrorList) field.ErrorList {
	root := Root()
	spec := root.Child("spec")
	ports := spec.Child("ports")
	return check(&ports)
}

func wantDuplicate(i int, bad any) *field.Error {
	return &field.Error{Type: field.ErrorTypeDuplicate, Field: fmt.Sprintf("%s[%d]", portsPath, i), BadValue: bad}
}

func TestUnique(t *testing.T) {
	hosts := func(hs ...testHost) []testHost { return hs }
	cases := []struct {
		name string
		list []testHost
		want field.ErrorList
	}{
		{"nil", nil, nil},
		{"one", hosts("a"), nil},
		{"distinct", hosts("a", "b", "c"), nil},
		{"pair", hosts("a", "b", "a"), field.ErrorList{wantDuplicate(2, testHost("a"))}},
		{"each later duplicate once", hosts("a", "a", "b", "a", "b"), field.ErrorList{
			wantDuplicate(1, testHost("a")), wantDuplicate(3, testHost("a")), wantDuplicate(4, testHost("b")),
		}},
		{"empty values are keys too", hosts("", "x", ""), field.ErrorList{wantDuplicate(2, testHost(""))}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			expectErrors(t, atPorts(func(p *Path) field.ErrorList { return Unique(p, c.list, hostValue) }), c.want)
		})
	}
}

func TestUniqueByCompoundKeyReportsTheItem(t *testing.T) {
	list := []testPortItem{
		{Name: "http", Port: 80, Protocol: "TCP"},
		{Name: "dns", Port: 53, Protocol: "UDP"},
		{Name: "http-again", Port: 80, Protocol: "TCP"},
		{Name: "dns-tcp", Port: 53, Protocol: "TCP"},
	}
	got := atPorts(func(p *Path) field.ErrorList { return Unique(p, list, portItemPortProtocol) })
	expectErrors(t, got, field.ErrorList{wantDuplicate(2, list[2])})
}

func TestUniquePtr(t *testing.T) {
	items := portItems("a", "b", "a", "c", "b")
	list := pointersTo(items)
	list[1] = nil // the first "b" is gone, so the second is not a duplicate
	withNils := []*testPortItem{nil, nil, &items[0]}
	cases := []struct {
		name string
		list []*testPortItem
		want field.ErrorList
	}{
		{"nil", nil, nil},
		{"nil items are skipped", withNils, nil},
		{"duplicates", list, field.ErrorList{wantDuplicate(2, list[2])}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := atPorts(func(p *Path) field.ErrorList { return UniquePtr(p, c.list, portItemName) })
			expectErrors(t, got, c.want)
			for i, e := range got {
				if e.BadValue != any(list[2]) {
					t.Errorf("error %d: bad value is not the item's pointer", i)
				}
			}
		})
	}
}

// naiveDuplicates is the quadratic definition both paths must agree with.
func naiveDuplicates(list []*testPortItem) []int {
	var dups []int
	for j := range list {
		if list[j] == nil {
			continue
		}
		for i := range j {
			if list[i] != nil && list[i].Name == list[j].Name {
				dups = append(dups, j)
				break
			}
		}
	}
	return dups
}

// TestUniqueMatchesDefinition covers the short-list and the map path with
// random lists of every length around the switch-over.
func TestUniqueMatchesDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 3*linearScanMax; n++ {
		for range 20 {
			ptrs := make([]*testPortItem, n)
			for i := range ptrs {
				if rng.IntN(8) > 0 {
					ptrs[i] = &testPortItem{Name: fmt.Sprint(rng.IntN(n + 1))}
				}
			}
			var want, wantPtr field.ErrorList
			for _, j := range naiveDuplicates(ptrs) {
				wantPtr = append(wantPtr, wantDuplicate(j, ptrs[j]))
			}
			values := make([]testPortItem, 0, n)
			for _, item := range ptrs {
				if item != nil {
					values = append(values, *item)
				}
			}
			for _, j := range naiveDuplicates(pointersTo(values)) {
				want = append(want, wantDuplicate(j, values[j]))
			}
			expectErrors(t, atPorts(func(p *Path) field.ErrorList { return UniquePtr(p, ptrs, portItemName) }), wantPtr)
			expectErrors(t, atPorts(func(p *Path) field.ErrorList { return Unique(p, values, portItemName) }), want)
		}
	}
}

func TestUniqueValidAllocatesNothing(t *testing.T) {
	values := portItems(manyNames(linearScanMax)...)
	ptrs := pointersTo(values)
	hosts := []testHost{"a.example.com", "b.example.com", "c.example.com"}
	if allocs := testing.AllocsPerRun(100, func() {
		root := Root()
		fp := root.Child("ports")
		if Unique(&fp, values, portItemName) != nil ||
			Unique(&fp, values, portItemPortProtocol) != nil ||
			UniquePtr(&fp, ptrs, portItemName) != nil ||
			Unique(&fp, hosts, hostValue) != nil {
			panic("list is not valid")
		}
	}); allocs != 0 {
		t.Fatalf("%v allocations, want 0", allocs)
	}
}

func BenchmarkUnique(b *testing.B) {
	for _, n := range benchSizes {
		list := portItems(manyNames(n)...)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			root := Root()
			p := root.Child("ports")
			for b.Loop() {
				if Unique(&p, list, portItemName) != nil {
					b.Fatal("list is not valid")
				}
			}
		})
	}
}
