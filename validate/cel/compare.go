package cel

import (
	"bytes"
	"math"
	"strings"
)

// Ordering and equality across CEL's numeric types. CEL compares int, uint
// and double by their mathematical values (with Kubernetes'
// CrossTypeNumericComparisons); NaN equals nothing and cannot be ordered.
// Comparisons return -1, 0 or +1.

// CompareInt orders two ints.
func CompareInt(a, b int64) int { return sign3(a < b, a > b) }

// CompareUint orders two uints.
func CompareUint(a, b uint64) int { return sign3(a < b, a > b) }

// CompareDouble orders two doubles; NaN on either side is an error.
func CompareDouble(a, b float64) (int, Err) {
	if math.IsNaN(a) || math.IsNaN(b) {
		return 0, errNaN
	}
	return sign3(a < b, a > b), Err{}
}

// CompareIntUint orders an int and a uint.
func CompareIntUint(a int64, b uint64) int {
	if a < 0 || b > math.MaxInt64 {
		return -1
	}
	return CompareInt(a, int64(b))
}

// CompareUintInt orders a uint and an int.
func CompareUintInt(a uint64, b int64) int { return -CompareIntUint(b, a) }

// CompareDoubleInt orders a double and an int; NaN is an error.
func CompareDoubleInt(a float64, b int64) (int, Err) {
	switch {
	case math.IsNaN(a):
		return 0, errNaN
	case a < math.MinInt64:
		return -1, Err{}
	case a > math.MaxInt64:
		return 1, Err{}
	}
	// Like cel-go, the int is rounded to a double for the comparison.
	return sign3(a < float64(b), a > float64(b)), Err{}
}

// CompareIntDouble orders an int and a double; NaN is an error.
func CompareIntDouble(a int64, b float64) (int, Err) {
	c, err := CompareDoubleInt(b, a)
	return -c, err
}

// CompareDoubleUint orders a double and a uint; NaN is an error.
func CompareDoubleUint(a float64, b uint64) (int, Err) {
	switch {
	case math.IsNaN(a):
		return 0, errNaN
	case a < 0:
		return -1, Err{}
	case a > math.MaxUint64:
		return 1, Err{}
	}
	return sign3(a < float64(b), a > float64(b)), Err{}
}

// CompareUintDouble orders a uint and a double; NaN is an error.
func CompareUintDouble(a uint64, b float64) (int, Err) {
	c, err := CompareDoubleUint(b, a)
	return -c, err
}

// CompareString orders strings by their bytes (UTF-8 order is code point order).
func CompareString(a, b string) int { return strings.Compare(a, b) }

// CompareBytes orders byte strings lexicographically.
func CompareBytes(a, b []byte) int { return bytes.Compare(a, b) }

// CompareBool orders false before true.
func CompareBool(a, b bool) int { return sign3(!a && b, a && !b) }

// EqualIntDouble is CEL's int == double.
func EqualIntDouble(a int64, b float64) bool {
	c, err := CompareIntDouble(a, b)
	return !err.Failed() && c == 0
}

// EqualUintDouble is CEL's uint == double.
func EqualUintDouble(a uint64, b float64) bool {
	c, err := CompareUintDouble(a, b)
	return !err.Failed() && c == 0
}

// EqualIntUint is CEL's int == uint.
func EqualIntUint(a int64, b uint64) bool { return CompareIntUint(a, b) == 0 }

// Less, LessEq, Greater and GreaterEq turn a comparison into the operator's
// result, passing its error on.
func Less(c int, err Err) (bool, Err)      { return c < 0 && !err.Failed(), err }
func LessEq(c int, err Err) (bool, Err)    { return c <= 0 && !err.Failed(), err }
func Greater(c int, err Err) (bool, Err)   { return c > 0 && !err.Failed(), err }
func GreaterEq(c int, err Err) (bool, Err) { return c >= 0 && !err.Failed(), err }

func sign3(less, greater bool) int {
	switch {
	case less:
		return -1
	case greater:
		return 1
	}
	return 0
}
