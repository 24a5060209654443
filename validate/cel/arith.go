package cel

import (
	"math"
	"math/bits"
)

// Checked integer arithmetic: every int and uint operation whose exact result
// leaves the 64-bit range is an error, as in cel-go, never a wrap-around.
// Double arithmetic is IEEE 754 and needs no helper (x/0.0 is ±Inf).

func AddInt(x, y int64) (int64, Err) {
	s := x + y
	// Overflow iff both operands have the sign the sum lacks.
	if (x^s)&(y^s) < 0 {
		return 0, errIntOverflow
	}
	return s, Err{}
}

func SubInt(x, y int64) (int64, Err) {
	d := x - y
	// Overflow iff the operands differ in sign and the result's sign is y's.
	if (x^y)&(x^d) < 0 {
		return 0, errIntOverflow
	}
	return d, Err{}
}

func NegInt(x int64) (int64, Err) {
	if x == math.MinInt64 {
		return 0, errIntOverflow
	}
	return -x, Err{}
}

func MulInt(x, y int64) (int64, Err) {
	if x == 0 || y == 0 {
		return 0, Err{}
	}
	p := x * y
	if (x == -1 && y == math.MinInt64) || (y == -1 && x == math.MinInt64) || p/y != x {
		return 0, errIntOverflow
	}
	return p, Err{}
}

func DivInt(x, y int64) (int64, Err) {
	if y == 0 {
		return 0, errDivideByZero
	}
	if y == -1 && x == math.MinInt64 {
		return 0, errIntOverflow
	}
	return x / y, Err{}
}

func ModInt(x, y int64) (int64, Err) {
	if y == 0 {
		return 0, errModulusByZero
	}
	if y == -1 && x == math.MinInt64 {
		return 0, errIntOverflow
	}
	return x % y, Err{}
}

func AddUint(x, y uint64) (uint64, Err) {
	s, carry := bits.Add64(x, y, 0)
	if carry != 0 {
		return 0, errUintOverflow
	}
	return s, Err{}
}

func SubUint(x, y uint64) (uint64, Err) {
	d, borrow := bits.Sub64(x, y, 0)
	if borrow != 0 {
		return 0, errUintOverflow
	}
	return d, Err{}
}

func MulUint(x, y uint64) (uint64, Err) {
	hi, lo := bits.Mul64(x, y)
	if hi != 0 {
		return 0, errUintOverflow
	}
	return lo, Err{}
}

func DivUint(x, y uint64) (uint64, Err) {
	if y == 0 {
		return 0, errDivideByZero
	}
	return x / y, Err{}
}

func ModUint(x, y uint64) (uint64, Err) {
	if y == 0 {
		return 0, errModulusByZero
	}
	return x % y, Err{}
}
