package cel

import (
	"bytes"
	"maps"
	"slices"
)

// CEL equality for lists and maps as the API server's values implement it:
// atomic lists compare in order, x-kubernetes-list-type=set lists as sets and
// map lists by key, but only when such a list is the LEFT operand (its
// Equal method is the one cel-go calls); compiled code picks the helper
// from the left operand's schema.

// EqualDouble is == on doubles: NaN equals nothing.
func EqualDouble(a, b float64) bool { return a == b }

// EqualBytes is == on bytes.
func EqualBytes(a, b []byte) bool { return bytes.Equal(a, b) }

// EqualSetList is set == other where set has x-kubernetes-list-type=set: the
// same size, every element of other in set, and as many distinct elements
// in other as in set.
func EqualSetList[T comparable](set, other []T) bool {
	if len(set) != len(other) {
		return false
	}
	for _, v := range other {
		if IndexOfElem(set, v) < 0 {
			return false
		}
	}
	return distinct(set) == distinct(other)
}

// EqualMapList is list == other where list has x-kubernetes-list-type=map:
// the same size, every element of other matched by key to an equal element
// of list, and every key of list matched. key returns the element's map
// key (its key fields, comparable); equal is CEL's equality of elements.
func EqualMapList[T any, K comparable](list, other []T, key func(T) K, equal func(a, b T) bool) bool {
	if len(list) != len(other) {
		return false
	}
	for _, v := range other {
		k := key(v)
		// The last element with a key wins, as in the server's key index.
		i := len(list) - 1
		for ; i >= 0 && key(list[i]) != k; i-- {
		}
		if i < 0 || !equal(list[i], v) {
			return false
		}
	}
	return distinctBy(list, key) == distinctBy(other, key)
}

// distinct counts the distinct elements of l; NaN never equals itself, as
// in a Go map.
func distinct[T comparable](l []T) int {
	n := 0
	for i, v := range l {
		if IndexOfElem(l[:i], v) < 0 || v != v {
			n++
		}
	}
	return n
}

func distinctBy[T any, K comparable](l []T, key func(T) K) int {
	n := 0
	for i := range l {
		k, seen := key(l[i]), false
		for j := 0; j < i && !seen; j++ {
			seen = key(l[j]) == k
		}
		if !seen {
			n++
		}
	}
	return n
}

// EqualMap is == on maps with string keys: the same keys, equal values.
func EqualMap[V any](a, b map[string]V, equal func(x, y V) bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		w, ok := b[k]
		if !ok || !equal(v, w) {
			return false
		}
	}
	return true
}

// EqualScalarMap is == on maps with string keys and scalar values (bool,
// int, double, string, duration): the same keys, values equal as Go
// compares them, which is CEL's equality for these kinds (NaN equals
// nothing).
func EqualScalarMap[M ~map[K]V, K ~string, V comparable](a, b M) bool {
	return maps.Equal(a, b)
}

// EqualScalarList is == on atomic lists of scalars (bool, int, double,
// string): the same items in the same order, equal as Go compares them.
func EqualScalarList[S ~[]E, E comparable](a, b S) bool {
	return slices.Equal(a, b)
}

// EqualList is == on atomic lists: the same length, items equal in order
// by equal, which compares two items through pointers (objects are
// compared in place).
func EqualList[S ~[]T, T any](a, b S, equal func(x, y *T) bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !equal(&a[i], &b[i]) {
			return false
		}
	}
	return true
}
