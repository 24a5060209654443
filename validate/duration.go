package validate

import (
	"time"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Duration is a value that measures a span of time: time.Duration itself,
// and metav1.Duration, which embeds it (and so has its methods) but is
// written in JSON as a Go duration string.
type Duration interface{ Nanoseconds() int64 }

// DurationMinimum checks v >= min, for +k8s:minimum="<duration>"
// (kubernetes/kubernetes#142368). The bound is reported in Go's duration
// syntax ("1m30s"), as the tag reads.
func DurationMinimum[T Duration](p *Path, v T, min time.Duration) field.ErrorList {
	if v.Nanoseconds() >= int64(min) {
		return nil
	}
	return durationOutOfBounds(p, v, "must be greater than or equal to ", min, "minimum")
}

// DurationMaximum checks v <= max, for +k8s:maximum="<duration>".
func DurationMaximum[T Duration](p *Path, v T, max time.Duration) field.ErrorList {
	if v.Nanoseconds() <= int64(max) {
		return nil
	}
	return durationOutOfBounds(p, v, "must be less than or equal to ", max, "maximum")
}

// durationOutOfBounds is the slow path of the duration bounds.
func durationOutOfBounds[T Duration](p *Path, v T, relation string, bound time.Duration, origin string) field.ErrorList {
	return one(at(p, field.Invalid(nil, v, relation+bound.String()), origin))
}
