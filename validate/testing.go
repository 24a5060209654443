package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// FixedResult backs the test-only tags: validateTrue passes pass=true, and
// validateFalse passes pass=false with its payload as msg.
func FixedResult[T any](p *Path, v T, pass bool, msg string) field.ErrorList {
	if pass {
		return nil
	}
	return forcedFailure(p, v, msg)
}

// FixedResultPtr is FixedResult for a value declared as a pointer: the
// failure reports what it points to, or the nil pointer when it is unset.
func FixedResultPtr[T any](p *Path, v *T, pass bool, msg string) field.ErrorList {
	if pass {
		return nil
	}
	if v == nil {
		return forcedFailure(p, (*T)(nil), msg)
	}
	return forcedFailure(p, *v, msg)
}

func forcedFailure[T any](p *Path, v T, msg string) field.ErrorList {
	return one(at(p, field.Invalid(nil, v, "forced failure: "+msg), "validateFalse"))
}
