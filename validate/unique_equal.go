package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// Uniqueness of set items that == cannot compare (structs holding slices,
// maps or pointers; maps; slices). Kubernetes compares such items with
// semantic deep equality; generated code passes an equality function that
// agrees with it, and a hash function consistent with that equality (equal
// items hash alike). The hash narrows the search, equality decides, so a
// collision costs a comparison, never a wrong answer; a type whose hash is
// constant still gets a correct, if quadratic, check.

// UniqueEqual reports the duplicate items of list: every item equal to an
// earlier one, in index order, with the item as the bad value.
func UniqueEqual[T any](p *Path, list []T, hash func(*T) uint64, equal func(a, b *T) bool) field.ErrorList {
	if len(list) < 2 {
		return nil
	}
	var errs field.ErrorList
	if len(list) <= linearScanMax {
		var hs [linearScanMax]uint64
		for j := range list {
			hs[j] = hash(&list[j])
			for i := range j {
				if hs[i] == hs[j] && equal(&list[i], &list[j]) {
					errs = append(errs, duplicateAt(p, j, list[j]))
					break
				}
			}
		}
		return errs
	}
	t := newHashTable(len(list))
	for j := range list {
		if t.add(j, hash(&list[j]), func(i int) bool { return equal(&list[i], &list[j]) }) {
			errs = append(errs, duplicateAt(p, j, list[j]))
		}
	}
	return errs
}

// UniqueEqualPtr is UniqueEqual for lists of pointers. Nil items are
// skipped (a separate check reports them); the bad value is the pointer.
func UniqueEqualPtr[T any](p *Path, list []*T, hash func(*T) uint64, equal func(a, b *T) bool) field.ErrorList {
	if len(list) < 2 {
		return nil
	}
	var errs field.ErrorList
	if len(list) <= linearScanMax {
		var hs [linearScanMax]uint64
		for j, item := range list {
			if item == nil {
				continue
			}
			hs[j] = hash(item)
			for i := range j {
				if list[i] != nil && hs[i] == hs[j] && equal(list[i], item) {
					errs = append(errs, duplicateAt(p, j, item))
					break
				}
			}
		}
		return errs
	}
	t := newHashTable(len(list))
	for j, item := range list {
		if item == nil {
			continue
		}
		if t.add(j, hash(item), func(i int) bool { return equal(list[i], item) }) {
			errs = append(errs, duplicateAt(p, j, item))
		}
	}
	return errs
}

// hashTable indexes list positions by a caller-computed hash, with open
// addressing. Unlike keyTable, positions whose hashes are equal but whose
// values differ all stay in the table, so a lookup confirms with equality
// against each of them.
type hashTable struct {
	slots  []int32  // position+1 of an entry; 0 is empty
	hashes []uint64 // the hash of each recorded position
	mask   uint64
}

func newHashTable(n int) hashTable {
	size := 8
	for size < 2*n {
		size <<= 1
	}
	return hashTable{slots: make([]int32, size), hashes: make([]uint64, n), mask: uint64(size - 1)}
}

// spread mixes a generated hash so that its low bits, which pick the slot,
// depend on all of its bits.
func spread(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	return h ^ h>>33
}

// add records position j with hash h unless an earlier position with the
// same hash is equal to it (eq(i) reports that); then it records nothing and
// returns true.
func (t *hashTable) add(j int, h uint64, eq func(i int) bool) bool {
	s, found := t.lookup(h, eq)
	if !found {
		t.slots[s], t.hashes[j] = int32(j+1), h
	}
	return found
}

// find returns the first recorded position with hash h for which eq holds.
func (t *hashTable) find(h uint64, eq func(i int) bool) (int, bool) {
	for s := spread(h) & t.mask; ; s = (s + 1) & t.mask {
		e := t.slots[s]
		if e == 0 {
			return -1, false
		}
		if i := int(e - 1); t.hashes[i] == h && eq(i) {
			return i, true
		}
	}
}

// lookup returns the empty slot ending h's probe sequence, or true when a
// recorded position satisfies eq.
func (t *hashTable) lookup(h uint64, eq func(i int) bool) (uint64, bool) {
	for s := spread(h) & t.mask; ; s = (s + 1) & t.mask {
		e := t.slots[s]
		if e == 0 {
			return s, false
		}
		if i := int(e - 1); t.hashes[i] == h && eq(i) {
			return s, true
		}
	}
}
