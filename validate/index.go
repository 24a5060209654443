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
	old   []T
	key   func(*T) K
	byKey map[K]int // position of each key's first item; nil until needed
}

// NewIndex returns an Index over old. The key func is a generated top-level
// function, so passing it allocates nothing.
func NewIndex[T any, K comparable](old []T, key func(*T) K) Index[T, K] {
	return Index[T, K]{old: old, key: key}
}

// Find returns the old item whose key equals item's key, or nil when there
// is none. i is item's position in the new list. When the old list holds
// duplicates (which uniqueness validation reports), Find prefers old[i] and
// otherwise returns the first of them.
func (x *Index[T, K]) Find(i int, item *T) *T {
	if len(x.old) == 0 || item == nil {
		return nil
	}
	k := x.key(item)
	if i >= 0 && i < len(x.old) && x.key(&x.old[i]) == k {
		return &x.old[i]
	}
	if len(x.old) <= linearScanMax {
		for j := range x.old {
			if j != i && x.key(&x.old[j]) == k {
				return &x.old[j]
			}
		}
		return nil
	}
	if x.byKey == nil {
		x.byKey = make(map[K]int, len(x.old))
		// Backwards, so the first of duplicate keys is the one kept.
		for j := len(x.old) - 1; j >= 0; j-- {
			x.byKey[x.key(&x.old[j])] = j
		}
	}
	if j, ok := x.byKey[k]; ok {
		return &x.old[j]
	}
	return nil
}

// PtrIndex is Index for lists of pointers. Nil items of the old list are
// never found, and a nil item finds nothing.
type PtrIndex[T any, K comparable] struct {
	old   []*T
	key   func(*T) K
	byKey map[K]int
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
		return x.old[i]
	}
	if len(x.old) <= linearScanMax {
		for j, o := range x.old {
			if j != i && o != nil && x.key(o) == k {
				return o
			}
		}
		return nil
	}
	if x.byKey == nil {
		x.byKey = make(map[K]int, len(x.old))
		for j := len(x.old) - 1; j >= 0; j-- {
			if o := x.old[j]; o != nil {
				x.byKey[x.key(o)] = j
			}
		}
	}
	if j, ok := x.byKey[k]; ok {
		return x.old[j]
	}
	return nil
}
