package validate

// EqIndex is Index for set items that == cannot compare: it finds the old
// item equal to a new one, by a generated hash and equality. Like Index it
// tries the same position first and scans short lists, so an update that
// keeps the order allocates nothing; long lists get a table on demand.
type EqIndex[T any] struct {
	old    []T
	hash   func(*T) uint64
	equal  func(a, b *T) bool
	table  *hashTable
	misses int
}

// NewEqIndex returns an EqIndex over old.
func NewEqIndex[T any](old []T, hash func(*T) uint64, equal func(a, b *T) bool) EqIndex[T] {
	return EqIndex[T]{old: old, hash: hash, equal: equal}
}

// Find returns the first old item equal to item (old[i] preferred), or nil.
func (x *EqIndex[T]) Find(i int, item *T) *T {
	if len(x.old) == 0 || item == nil {
		return nil
	}
	if i >= 0 && i < len(x.old) && x.equal(&x.old[i], item) {
		return &x.old[i]
	}
	if x.misses++; len(x.old) <= linearScanMax || (x.table == nil && x.misses <= scanMisses) {
		for j := range x.old {
			if j != i && x.equal(&x.old[j], item) {
				return &x.old[j]
			}
		}
		return nil
	}
	if x.table == nil {
		t := newHashTable(len(x.old))
		for j := range x.old { // the first of equal items is kept
			t.add(j, x.hash(&x.old[j]), func(k int) bool { return x.equal(&x.old[k], &x.old[j]) })
		}
		x.table = &t
	}
	if j, ok := x.table.find(x.hash(item), func(k int) bool { return x.equal(&x.old[k], item) }); ok {
		return &x.old[j]
	}
	return nil
}

// EqPtrIndex is EqIndex for lists of pointers. Nil items of the old list
// are never found, and a nil item finds nothing.
type EqPtrIndex[T any] struct {
	old    []*T
	hash   func(*T) uint64
	equal  func(a, b *T) bool
	table  *hashTable
	misses int
}

// NewEqPtrIndex returns an EqPtrIndex over old.
func NewEqPtrIndex[T any](old []*T, hash func(*T) uint64, equal func(a, b *T) bool) EqPtrIndex[T] {
	return EqPtrIndex[T]{old: old, hash: hash, equal: equal}
}

// Find returns the first old item equal to *item (old[i] preferred), or nil.
func (x *EqPtrIndex[T]) Find(i int, item *T) *T {
	if len(x.old) == 0 || item == nil {
		return nil
	}
	if i >= 0 && i < len(x.old) && x.old[i] != nil && x.equal(x.old[i], item) {
		return x.old[i]
	}
	if x.misses++; len(x.old) <= linearScanMax || (x.table == nil && x.misses <= scanMisses) {
		for j, o := range x.old {
			if j != i && o != nil && x.equal(o, item) {
				return o
			}
		}
		return nil
	}
	if x.table == nil {
		t := newHashTable(len(x.old))
		for j, o := range x.old {
			if o != nil {
				t.add(j, x.hash(o), func(k int) bool { return x.equal(x.old[k], o) })
			}
		}
		x.table = &t
	}
	if j, ok := x.table.find(x.hash(item), func(k int) bool { return x.equal(x.old[k], item) }); ok {
		return x.old[j]
	}
	return nil
}
