package validate

// Deref returns *p, or the zero value when p is nil. Generated code uses it
// to hand an old value that may not exist to checks that treat zero as
// unset.
func Deref[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}
