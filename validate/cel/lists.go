package cel

import (
	"cmp"
	"time"
)

// The Kubernetes lists library (isSorted, sum, min, max, indexOf,
// lastIndexOf, includes) and list indexing, on Go slices. Go's < on
// integers, strings and floats is CEL's ordering for those types, NaN
// included: cel-go's comparisons with NaN are errors that these functions
// treat as "not greater", exactly as Go's > on NaN is false.

// Signed and Unsigned are the Go types CEL sees as int and uint.
type Signed interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64
}
type Unsigned interface {
	~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Index is list[i]: an index outside the list is cel-go's "index out of
// bounds" error.
func Index[T any](list []T, i int64) (T, Err) {
	if i < 0 || i >= int64(len(list)) {
		var zero T
		return zero, IndexOutOfBounds(i)
	}
	return list[i], Err{}
}

// IsSorted is list.isSorted() for ordered element types.
func IsSorted[T cmp.Ordered](list []T) bool {
	for i := 1; i < len(list); i++ {
		if list[i-1] > list[i] {
			return false
		}
	}
	return true
}

// IsSortedFunc is list.isSorted() with CEL's comparison for the element type
// (bool, bytes, duration, timestamp).
func IsSortedFunc[T any](list []T, compare func(a, b T) int) bool {
	for i := 1; i < len(list); i++ {
		if compare(list[i-1], list[i]) > 0 {
			return false
		}
	}
	return true
}

func emptyList(op string) Err { return Msg(op + " called on empty list") }

// Min is list.min(): the first least element; an empty list is an error.
func Min[T cmp.Ordered](list []T) (T, Err) {
	return MinFunc(list, func(a, b T) int { return sign3(a < b, a > b) })
}

// Max is list.max(): the first greatest element; an empty list is an error.
func Max[T cmp.Ordered](list []T) (T, Err) {
	return MaxFunc(list, func(a, b T) int { return sign3(a < b, a > b) })
}

// MinFunc is list.min() with CEL's comparison for the element type.
func MinFunc[T any](list []T, compare func(a, b T) int) (T, Err) {
	if len(list) == 0 {
		var zero T
		return zero, emptyList("min")
	}
	m := list[0]
	for _, v := range list[1:] {
		if compare(m, v) > 0 {
			m = v
		}
	}
	return m, Err{}
}

// MaxFunc is list.max() with CEL's comparison for the element type.
func MaxFunc[T any](list []T, compare func(a, b T) int) (T, Err) {
	if len(list) == 0 {
		var zero T
		return zero, emptyList("max")
	}
	m := list[0]
	for _, v := range list[1:] {
		if compare(m, v) < 0 {
			m = v
		}
	}
	return m, Err{}
}

// SumInt is list.sum() of ints; overflow is an error.
func SumInt[T Signed](list []T) (int64, Err) {
	var s int64
	for _, v := range list {
		var err Err
		if s, err = AddInt(s, int64(v)); err.Failed() {
			return 0, err
		}
	}
	return s, Err{}
}

// SumUint is list.sum() of uints; overflow is an error.
func SumUint[T Unsigned](list []T) (uint64, Err) {
	var s uint64
	for _, v := range list {
		var err Err
		if s, err = AddUint(s, uint64(v)); err.Failed() {
			return 0, err
		}
	}
	return s, Err{}
}

// SumDouble is list.sum() of doubles, added left to right.
func SumDouble[T ~float32 | ~float64](list []T) float64 {
	var s float64
	for _, v := range list {
		s += float64(v)
	}
	return s
}

// SumDuration is list.sum() of durations; overflow is an error.
func SumDuration(list []time.Duration) (time.Duration, Err) {
	var s time.Duration
	for _, v := range list {
		var err Err
		if s, err = AddDuration(s, v); err.Failed() {
			return 0, err
		}
	}
	return s, Err{}
}

// IndexOfElem is list.indexOf(x): the first index of an equal element, or -1.
func IndexOfElem[T comparable](list []T, x T) int64 {
	for i, v := range list {
		if v == x {
			return int64(i)
		}
	}
	return -1
}

// LastIndexOfElem is list.lastIndexOf(x): the last index of an equal element, or -1.
func LastIndexOfElem[T comparable](list []T, x T) int64 {
	for i := len(list) - 1; i >= 0; i-- {
		if list[i] == x {
			return int64(i)
		}
	}
	return -1
}

// IndexOfFunc and LastIndexOfFunc take CEL's equality for element types Go's
// == does not match (bytes, timestamps, lists, maps, objects).
func IndexOfFunc[T any](list []T, x T, equal func(a, b T) bool) int64 {
	for i, v := range list {
		if equal(v, x) {
			return int64(i)
		}
	}
	return -1
}

func LastIndexOfFunc[T any](list []T, x T, equal func(a, b T) bool) int64 {
	for i := len(list) - 1; i >= 0; i-- {
		if equal(list[i], x) {
			return int64(i)
		}
	}
	return -1
}

// In is x in list (and list.includes(x)) with Go's ==.
func In[T comparable](x T, list []T) bool { return IndexOfElem(list, x) >= 0 }

// InMap is key in map: whether the map has the key.
func InMap[K comparable, V any](key K, m map[K]V) bool {
	_, ok := m[key]
	return ok
}

// MapGet is map[key]: a missing key is cel-go's "no such key" error.
func MapGet[V any](m map[string]V, key string) (V, Err) {
	v, ok := m[key]
	if !ok {
		return v, NoSuchKey(key)
	}
	return v, Err{}
}
