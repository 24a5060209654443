package validate

import (
	"math"
	"strconv"
	"unsafe"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Float permits float32 and float64, including named types.
type Float interface{ ~float32 | ~float64 }

// Bounds on floating-point values, as a CRD's minimum and maximum keywords
// enforce them (controller-gen's +kubebuilder:validation:Minimum and
// Maximum on a float field). The API server checks the JSON form of the
// value: encoding/json writes a float32 as its shortest float32 digits,
// which the server reads as float64; an integral value is written without
// a fraction and read as an int64, which kube-openapi compares with the
// bound truncated towards zero (a minimum of 1.5 accepts 1). These
// functions reproduce both. NaN and ±Inf cannot come from JSON; Go
// reports NaN as out of bounds (every comparison with it is false) and
// compares ±Inf as the numbers they are.

// FloatMinimum checks v >= min as the API server does.
func FloatMinimum[T Float](p *Path, v T, min float64) field.ErrorList {
	w := jsonFloat(v, min)
	if i, ok := jsonInteger(w); ok {
		if i >= int64(min) {
			return nil
		}
	} else if w >= min {
		return nil
	}
	return floatOutOfBounds(p, v, "must be greater than or equal to ", min, "minimum")
}

// FloatMaximum checks v <= max as the API server does.
func FloatMaximum[T Float](p *Path, v T, max float64) field.ErrorList {
	w := jsonFloat(v, max)
	if i, ok := jsonInteger(w); ok {
		if i <= int64(max) {
			return nil
		}
	} else if w <= max {
		return nil
	}
	return floatOutOfBounds(p, v, "must be less than or equal to ", max, "maximum")
}

// FloatExclusiveMinimum checks v > bound as the API server does.
func FloatExclusiveMinimum[T Float](p *Path, v T, bound float64) field.ErrorList {
	w := jsonFloat(v, bound)
	if i, ok := jsonInteger(w); ok {
		if i > int64(bound) {
			return nil
		}
	} else if w > bound {
		return nil
	}
	return floatOutOfBounds(p, v, "must be greater than ", bound, "exclusiveMinimum")
}

// FloatExclusiveMaximum checks v < bound as the API server does.
func FloatExclusiveMaximum[T Float](p *Path, v T, bound float64) field.ErrorList {
	w := jsonFloat(v, bound)
	if i, ok := jsonInteger(w); ok {
		if i < int64(bound) {
			return nil
		}
	} else if w < bound {
		return nil
	}
	return floatOutOfBounds(p, v, "must be less than ", bound, "exclusiveMaximum")
}

// jsonInteger reports a value that JSON writes without fraction or
// exponent and that the API server therefore reads as an int64.
func jsonInteger(f float64) (int64, bool) {
	if f != math.Trunc(f) || f < -(1<<63) || f >= 1<<63 {
		return 0, false // also NaN and ±Inf
	}
	return int64(f), true
}

// jsonFloat is v as the API server reads it back from JSON. A float64
// round-trips exactly. A float32 is written as its shortest decimal form
// (an integer if v is one, not always v: float32(1<<34) is written as
// 17179870000), which differs from float64(v) by less than one float32
// step: where the bound and its truncation are further away, either is
// on the same side of both, so only values that close pay for formatting
// and parsing (on the stack).
func jsonFloat[T Float](v T, bound float64) float64 {
	f := float64(v)
	if unsafe.Sizeof(v) == 8 {
		return f
	}
	v32 := float32(v)
	step := float64(math.Nextafter32(v32, float32(math.Inf(1))) - v32)
	if math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f-bound) > step+1 {
		return f
	}
	var buf [32]byte
	if r, err := strconv.ParseFloat(string(strconv.AppendFloat(buf[:0], f, 'g', -1, 32)), 64); err == nil {
		return r
	}
	return f
}

func floatOutOfBounds[T Float](p *Path, v T, relation string, bound float64, origin string) field.ErrorList {
	return one(at(p, field.Invalid(nil, v, relation+strconv.FormatFloat(bound, 'g', -1, 64)), origin))
}
