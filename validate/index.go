package validate

// linearScanMax is the longest list searched by linear scans. Up to this
// length a scan beats hashing and needs no memory; longer lists get a map,
// so no search is ever quadratic.
const linearScanMax = 32

// Index finds the item of an old list that has the same key as an item of
// the new list: listType=map items correlate by their key fields, set items
// by their whole value. Generated code uses it to ratchet item validation
// on update.
//
// Updates usually keep items where they were, so Find tries the same
// position first. Only when that misses does it search: by scanning a short
// list, or through a map of a long one, built on the first miss. An
// update that keeps the order therefore allocates nothing.
//
// An Index lives on the caller's stack; it keeps the old list but copies
// nothing from it.
type Index[T any, K comparable] struct {
	old    []T
	key    func(*T) K
	byKey  *keyTable[K] // positions of old items by key; nil until needed
	misses int          // lookups that old[i] did not answer
}

// NewIndex returns an Index over old. The key func is a generated top-level
// function, so passing it allocates nothing.
// scanMisses is how many lookups an Index answers by scanning before it
// builds its table.
const scanMisses = 4

func NewIndex[T any, K comparable](old []T, key func(*T) K) Index[T, K] {
	return Index[T, K]{old: old, key: key}
}

// Find returns the old item whose key equals item's key, or nil when there
// is none. i is item's position in the new list. When the old list holds
// duplicates (which uniqueness validation reports), Find returns the first
// of them, as Kubernetes correlates items; in an old list longer than
// linearScanMax, old[i] is taken when its key matches (finding an earlier
// duplicate there would cost a search for every item).
func (x *Index[T, K]) Find(i int, item *T) *T {
	if len(x.old) == 0 || item == nil {
		return nil
	}
	k := x.key(item)
	if i >= 0 && i < len(x.old) && x.key(&x.old[i]) == k {
		if len(x.old) <= linearScanMax {
			for j := 0; j < i; j++ {
				if x.key(&x.old[j]) == k {
					return &x.old[j]
				}
			}
		}
		return &x.old[i]
	}
	// A few misses (an edited or added item) are cheaper to scan for than
	// to index; many (a reordered list) build the table.
	if x.misses++; len(x.old) <= linearScanMax || (x.byKey == nil && x.misses <= scanMisses) {
		for j := range x.old {
			if j != i && x.key(&x.old[j]) == k {
				return &x.old[j]
			}
		}
		return nil
	}
	keyAt := func(j int) K { return x.key(&x.old[j]) }
	if x.byKey == nil {
		t := newKeyTable[K](len(x.old))
		for j := range x.old { // the first of duplicate keys is kept
			t.add(j, x.key(&x.old[j]), keyAt)
		}
		x.byKey = &t
	}
	if j, ok := x.byKey.find(k, keyAt); ok {
		return &x.old[j]
	}
	return nil
}

// PtrIndex is Index for lists of pointers. Nil items of the old list are
// never found, and a nil item finds nothing.
type PtrIndex[T any, K comparable] struct {
	old    []*T
	key    func(*T) K
	byKey  *keyTable[K]
	misses int
}

// NewPtrIndex returns a PtrIndex over old.
func NewPtrIndex[T any, K comparable](old []*T, key func(*T) K) PtrIndex[T, K] {
	return PtrIndex[T, K]{old: old, key: key}
}

// Find returns the old item whose key equals item's key, or nil; see
// Index.Find.
func (x *PtrIndex[T, K]) Find(i int, item *T) *T {
	if len(x.old) == 0 || item == nil {
		return nil
	}
	k := x.key(item)
	if i >= 0 && i < len(x.old) && x.old[i] != nil && x.key(x.old[i]) == k {
		if len(x.old) <= linearScanMax {
			for _, o := range x.old[:i] {
				if o != nil && x.key(o) == k {
					return o
				}
			}
		}
		return x.old[i]
	}
	if x.misses++; len(x.old) <= linearScanMax || (x.byKey == nil && x.misses <= scanMisses) {
		for j, o := range x.old {
			if j != i && o != nil && x.key(o) == k {
				return o
			}
		}
		return nil
	}
	keyAt := func(j int) K { return x.key(x.old[j]) }
	if x.byKey == nil {
		t := newKeyTable[K](len(x.old))
		for j, o := range x.old { // nil items are never found
			if o != nil {
				t.add(j, x.key(o), keyAt)
			}
		}
		x.byKey = &t
	}
	if j, ok := x.byKey.find(k, keyAt); ok {
		return x.old[j]
	}
	return nil
}
