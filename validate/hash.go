package validate

// Mix combines a running hash with the hash of the next part of a value.
// Generated hash functions use it to correlate list items by value in
// linear time; equality still decides, so a collision only costs an extra
// validation, never a skipped one.
func Mix(h, x uint64) uint64 {
	h = (h ^ x) * 0x100000001b3
	return h ^ (h >> 29)
}

// HashBool hashes a boolean.
func HashBool(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Opt is the comparable identity of an optional (pointer) key field of a
// list item: its value and whether it is set.
type Opt[T comparable] struct {
	V   T
	Set bool
}

// OptOf returns the identity of an optional key field.
func OptOf[T comparable](p *T) Opt[T] {
	if p == nil {
		return Opt[T]{}
	}
	return Opt[T]{V: *p, Set: true}
}
