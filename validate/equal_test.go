package validate

import "testing"

func TestEqualPtr(t *testing.T) {
	one, one2, two := 1, 1, 2
	for _, tc := range []struct {
		a, b *int
		want bool
	}{
		{nil, nil, true},
		{&one, nil, false},
		{nil, &one, false},
		{&one, &one2, true},
		{&one, &two, false},
	} {
		if got := EqualPtr(tc.a, tc.b); got != tc.want {
			t.Errorf("EqualPtr(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestEqualSlice(t *testing.T) {
	type names []string
	for _, tc := range []struct {
		a, b names
		want bool
	}{
		{nil, nil, true},
		{nil, names{}, true}, // like Kubernetes' semantic equality
		{names{"a"}, names{"a"}, true},
		{names{"a", "b"}, names{"b", "a"}, false},
		{names{"a"}, names{"a", "a"}, false},
	} {
		if got := EqualSlice(tc.a, tc.b); got != tc.want {
			t.Errorf("EqualSlice(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestEqualMap(t *testing.T) {
	for _, tc := range []struct {
		a, b map[string]int
		want bool
	}{
		{nil, nil, true},
		{nil, map[string]int{}, true},
		{map[string]int{"a": 1}, map[string]int{"a": 1}, true},
		{map[string]int{"a": 1}, map[string]int{"a": 2}, false},
		{map[string]int{"a": 1}, map[string]int{"b": 1}, false},
		{map[string]int{"a": 0}, map[string]int{}, false},
	} {
		if got := EqualMap(tc.a, tc.b); got != tc.want {
			t.Errorf("EqualMap(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestEqualDoesNotAllocate(t *testing.T) {
	a, b := []string{"x", "y"}, []string{"x", "y"}
	m, n := map[string]int{"a": 1}, map[string]int{"a": 1}
	if allocs := testing.AllocsPerRun(100, func() {
		if !EqualSlice(a, b) || !EqualMap(m, n) {
			t.Fatal("not equal")
		}
	}); allocs != 0 {
		t.Fatalf("allocs = %v", allocs)
	}
}

func BenchmarkEqualSlice(b *testing.B) {
	x, y := make([]string, 100), make([]string, 100)
	for i := 0; i < b.N; i++ {
		if !EqualSlice(x, y) {
			b.Fatal("not equal")
		}
	}
}
