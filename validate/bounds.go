package validate

import (
	"fmt"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Integer permits every signed and unsigned integer kind, including named
// types such as `type Replicas int32`.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr
}

// Minimum checks v >= min.
func Minimum[T Integer](p *Path, v, min T) field.ErrorList {
	if v >= min {
		return nil
	}
	return outOfBounds(p, v, "must be greater than or equal to %d", min, "minimum")
}

// Maximum checks v <= max.
func Maximum[T Integer](p *Path, v, max T) field.ErrorList {
	if v <= max {
		return nil
	}
	return outOfBounds(p, v, "must be less than or equal to %d", max, "maximum")
}

// ExclusiveMinimum checks v > bound.
func ExclusiveMinimum[T Integer](p *Path, v, bound T) field.ErrorList {
	if v > bound {
		return nil
	}
	return outOfBounds(p, v, "must be greater than %d", bound, "exclusiveMinimum")
}

// ExclusiveMaximum checks v < bound.
func ExclusiveMaximum[T Integer](p *Path, v, bound T) field.ErrorList {
	if v < bound {
		return nil
	}
	return outOfBounds(p, v, "must be less than %d", bound, "exclusiveMaximum")
}

// outOfBounds is the slow path of the bound checks. The bound is formatted
// with its own type, as Kubernetes does, so named integer types print alike.
func outOfBounds[T Integer](p *Path, v T, format string, bound T, origin string) field.ErrorList {
	return one(at(p, field.Invalid(nil, v, fmt.Sprintf(format, bound)), origin))
}
