package validate

import (
	"fmt"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Field-reference bounds (+k8s:minimum(constraint: other) and friends)
// compare two integer fields of one object. The generated code reads both
// into a FieldBound for the new and the old object; the check runs at the
// struct that declares the constrained field and reports at that field.

// FieldBound is what a field-reference bound reads from one object: the
// constrained Value and the Limit it is compared with. Set is false when
// either is unset (a nil pointer on the way), and then both are zero, so
// that two FieldBounds are equal exactly when the check would see the same
// inputs.
type FieldBound[T, U Integer] struct {
	Value T
	Limit U
	Set   bool
}

// MinimumField checks Value >= Limit. p is the struct's path, name the
// constrained field's JSON name and limitPath the limit's path as written in
// the tag. On update, bounds whose inputs did not change are not checked.
func MinimumField[T, U Integer](p *Path, name, limitPath string, update bool, now, old FieldBound[T, U]) field.ErrorList {
	if !now.Set || (update && now == old) || compareIntegers(now.Value, now.Limit) >= 0 {
		return nil
	}
	return fieldOutOfBounds(p, name, now.Value, "must be greater than or equal to", limitPath, now.Limit, "minimum")
}

// MaximumField checks Value <= Limit.
func MaximumField[T, U Integer](p *Path, name, limitPath string, update bool, now, old FieldBound[T, U]) field.ErrorList {
	if !now.Set || (update && now == old) || compareIntegers(now.Value, now.Limit) <= 0 {
		return nil
	}
	return fieldOutOfBounds(p, name, now.Value, "must be less than or equal to", limitPath, now.Limit, "maximum")
}

// ExclusiveMinimumField checks Value > Limit.
func ExclusiveMinimumField[T, U Integer](p *Path, name, limitPath string, update bool, now, old FieldBound[T, U]) field.ErrorList {
	if !now.Set || (update && now == old) || compareIntegers(now.Value, now.Limit) > 0 {
		return nil
	}
	return fieldOutOfBounds(p, name, now.Value, "must be greater than", limitPath, now.Limit, "exclusiveMinimum")
}

// ExclusiveMaximumField checks Value < Limit.
func ExclusiveMaximumField[T, U Integer](p *Path, name, limitPath string, update bool, now, old FieldBound[T, U]) field.ErrorList {
	if !now.Set || (update && now == old) || compareIntegers(now.Value, now.Limit) < 0 {
		return nil
	}
	return fieldOutOfBounds(p, name, now.Value, "must be less than", limitPath, now.Limit, "exclusiveMaximum")
}

// fieldOutOfBounds is the slow path of the field bounds: the error names
// the limit's path and value, e.g. "must be less than or equal to
// maxReplicas (5)".
func fieldOutOfBounds[T, U Integer](p *Path, name string, v T, relation, limitPath string, limit U, origin string) field.ErrorList {
	child := p.Child(name)
	return one(at(&child, field.Invalid(nil, v, fmt.Sprintf("%s %s (%d)", relation, limitPath, limit)), origin))
}

// compareIntegers compares two integers of any kinds exactly: -1, 0 or +1.
// Converting both to int64 or uint64 would misorder negative values and
// values above math.MaxInt64.
func compareIntegers[T, U Integer](a T, b U) int {
	aNeg, bNeg := isNegative(a), isNegative(b)
	switch {
	case aNeg && !bNeg:
		return -1
	case bNeg && !aNeg:
		return 1
	case aNeg: // both negative: both fit int64
		return cmp3(int64(a) < int64(b), int64(a) > int64(b))
	}
	return cmp3(uint64(a) < uint64(b), uint64(a) > uint64(b))
}

// isNegative reports v < 0; for unsigned types it is always false.
func isNegative[T Integer](v T) bool {
	var zero T
	return v < zero
}

func cmp3(less, greater bool) int {
	switch {
	case less:
		return -1
	case greater:
		return 1
	}
	return 0
}
