package validate

// Equality helpers for ratcheting. Generated code compares an old and a new
// value to skip re-validating unchanged data; these cover the common shapes
// whose items compare with ==. Like Kubernetes' semantic equality, nil and
// empty slices and maps are equal.

// EqualPtr reports whether two pointers are both nil or point to equal values.
func EqualPtr[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// EqualSlice reports whether two slices have equal items in the same order.
func EqualSlice[S ~[]T, T comparable](a, b S) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// EqualMap reports whether two maps have the same keys with equal values.
func EqualMap[M ~map[K]V, K, V comparable](a, b M) bool {
	if len(a) != len(b) {
		return false
	}
	for k, av := range a {
		if bv, ok := b[k]; !ok || av != bv {
			return false
		}
	}
	return true
}
