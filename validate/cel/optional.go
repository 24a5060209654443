package cel

// CEL optionals (a.?b, m[?k], optional.of, optional.none) are (value,
// present) pairs in compiled code; only dereferencing an absent one fails.

// OptionalValue is opt.value(): the value, or cel-go's error for
// optional.none().
func OptionalValue[T any](v T, present bool) (T, Err) {
	if !present {
		var zero T
		return zero, Err{Code: ErrNoneDeref}
	}
	return v, Err{}
}

// OptionalOrValue is opt.orValue(def).
func OptionalOrValue[T any](v T, present bool, def T) T {
	if !present {
		return def
	}
	return v
}
