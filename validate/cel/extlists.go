package cel

import (
	"cmp"
	"sort"
	"strconv"
)

// cel-go's lists extension (version 3 in Kubernetes: slice, flatten,
// lists.range, reverse, distinct, sort, sortBy) and sets extension
// (sets.contains, sets.equivalent, sets.intersects), on Go slices with Go's
// == as CEL's equality (callers pass CEL's for other element types).

// Slice is list.slice(start, end).
func Slice[T any](list []T, start, end int64) ([]T, Err) {
	bounds := "cannot slice(" + strconv.FormatInt(start, 10) + ", " + strconv.FormatInt(end, 10) + "), "
	switch {
	case start < 0 || end < 0:
		return nil, Msg(bounds + "negative indexes not supported")
	case start > end:
		return nil, Msg(bounds + "start index must be less than or equal to end index")
	case int64(len(list)) < end:
		return nil, Msg(bounds + "list is length " + strconv.Itoa(len(list)))
	}
	return list[start:end], Err{}
}

// Flatten is list.flatten() on a list of lists: one level.
func Flatten[T any](lists [][]T) []T {
	var out []T
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// Range is lists.range(n): [0, 1, ..., n-1].
func Range(n int64) ([]int64, Err) {
	switch {
	case n < 0:
		return nil, Msg("lists.range: size must be non-negative, got " + strconv.FormatInt(n, 10))
	case n > maxRangeSize:
		return nil, Msg("lists.range: size " + strconv.FormatInt(n, 10) + " exceeds maximum allowed (" + strconv.Itoa(maxRangeSize) + ")")
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(i)
	}
	return out, Err{}
}

// maxRangeSize is the lists extension's default bound on lists.range.
const maxRangeSize = 1_000_000

// Reverse is list.reverse().
func Reverse[T any](list []T) []T {
	out := make([]T, len(list))
	for i, v := range list {
		out[len(list)-1-i] = v
	}
	return out
}

// Distinct is list.distinct(): the first of each run of equal elements, in order.
func Distinct[T comparable](list []T) []T {
	return DistinctFunc(list, func(a, b T) bool { return a == b })
}

// DistinctFunc is list.distinct() with CEL's equality for the element type.
func DistinctFunc[T any](list []T, equal func(a, b T) bool) []T {
	if len(list) == 0 {
		return list
	}
	out := make([]T, 0, len(list))
	for _, v := range list {
		seen := false
		for _, u := range out {
			if equal(v, u) {
				seen = true
				break
			}
		}
		if !seen {
			out = append(out, v)
		}
	}
	return out
}

// Sort is list.sort() for ordered element types.
func Sort[T cmp.Ordered](list []T) []T {
	return SortByKeys(list, list, func(a, b T) int { return sign3(a < b, a > b) })
}

// SortByKeys orders list by the keys computed for its elements (sortBy's
// expansion; sort() is list sorted by itself). It reproduces cel-go's
// unstable sort.Slice call, so equal keys end in the same order.
func SortByKeys[T, K any](list []T, keys []K, compare func(a, b K) int) []T {
	if len(list) == 0 {
		return list
	}
	idx := make([]int, len(list))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(i, j int) bool { return compare(keys[idx[i]], keys[idx[j]]) < 0 })
	out := make([]T, len(list))
	for i, k := range idx {
		out[i] = list[k]
	}
	return out
}

// SetsContains is sets.contains(list, sub): every element of sub is in list.
func SetsContains[T comparable](list, sub []T) bool {
	for _, v := range sub {
		if IndexOfElem(list, v) < 0 {
			return false
		}
	}
	return true
}

// SetsEquivalent is sets.equivalent(a, b): each contains the other.
func SetsEquivalent[T comparable](a, b []T) bool { return SetsContains(a, b) && SetsContains(b, a) }

// SetsIntersects is sets.intersects(a, b): some element is in both.
func SetsIntersects[T comparable](a, b []T) bool {
	for _, v := range a {
		if IndexOfElem(b, v) >= 0 {
			return true
		}
	}
	return false
}

// SortByKeyError is what list.sortBy(x, key) evaluates to when key fails
// for any element: cel-go's expansion panics on the error value and the
// evaluation reports the recovered panic, whatever the key's error was.
var SortByKeyError = Msg("internal error: interface conversion: *types.Err is not traits.Lister: missing method Add")
