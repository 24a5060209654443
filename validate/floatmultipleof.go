package validate

import (
	"math"
	"strconv"
	"unsafe"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// FloatMultipleOf checks that v is a multiple of factor (> 0) as a CRD's
// multipleOf keyword does (controller-gen's
// +kubebuilder:validation:MultipleOf on a float field), which is not
// plain division. The API server checks the value's JSON form: an
// integral value is read as an int64 and divided by the factor truncated
// to an integer, so a factor below 1 rejects every integral value, 0
// included, and 2.5 accepts 4; any other value, read as a float64, passes
// when value/factor (or 1/factor*value, for a factor below 1) is an
// integer within a relative 1e-9 and within ±(2^53-1), kube-openapi's test.
func FloatMultipleOf[T Float](p *Path, v T, factor float64) field.ErrorList {
	w := jsonFloatExact(v)
	if i, ok := jsonInteger(w); ok {
		if f := int64(factor); f > 0 && i/f*f == i {
			return nil
		}
	} else if multipleOfFloat(w, factor) {
		return nil
	}
	return one(at(p, field.Invalid(nil, v, "must be a multiple of "+strconv.FormatFloat(factor, 'g', -1, 64)), "multipleOf"))
}

// multipleOfFloat is kube-openapi's MultipleOf on float64 data.
func multipleOfFloat(data, factor float64) bool {
	var mult float64
	if factor < 1 {
		mult = 1 / factor * data
	} else {
		mult = data / factor
	}
	return jsonIntegerFloat(mult)
}

// jsonIntegerFloat is go-openapi's IsFloat64AJSONInteger (swag v0.27):
// an integer within ±(2^53-1), or within a relative 1e-9 of a nonzero one.
func jsonIntegerFloat(f float64) bool {
	const maxJSONFloat = float64(1<<53 - 1)
	if math.IsNaN(f) || math.IsInf(f, 0) || f < -maxJSONFloat || f > maxJSONFloat {
		return false
	}
	rounded := math.Round(f)
	if f == rounded {
		return true
	}
	if rounded == 0 {
		return false
	}
	return math.Abs(f-rounded) < 1e-9*math.Abs(rounded)
}

// jsonFloatExact is v as the API server reads it back from JSON: a float32
// is written as its shortest decimal form and read as a float64 (formatted
// and parsed on the stack).
func jsonFloatExact[T Float](v T) float64 {
	f := float64(v)
	if unsafe.Sizeof(v) == 8 || math.IsNaN(f) || math.IsInf(f, 0) {
		return f
	}
	var buf [32]byte
	if r, err := strconv.ParseFloat(string(strconv.AppendFloat(buf[:0], f, 'g', -1, 32)), 64); err == nil {
		return r
	}
	return f
}
