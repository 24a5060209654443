package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// MultipleOf checks that v is a whole multiple of factor. The generator
// accepts only positive factors, so the division never traps; a remainder
// of zero (also for negative values, whose remainder Go truncates towards
// zero) is what the API server's multipleOf keyword accepts for integers.
func MultipleOf[T Integer](p *Path, v, factor T) field.ErrorList {
	if v%factor == 0 {
		return nil
	}
	return outOfBounds(p, v, "must be a multiple of %d", factor, "multipleOf")
}
