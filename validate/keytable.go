package validate

import "hash/maphash"

// keyTable indexes the positions of a long list by key: open addressing
// over 64-bit hashes, confirmed by comparing keys. It costs two allocations
// whatever the list's length (a Go map allocates as it grows) and about a
// third of a map's time, which keeps uniqueness and correlation of
// 10,000-item lists well under a millisecond.
type keyTable[K comparable] struct {
	slots  []int32  // position+1 of an entry; 0 is empty
	hashes []uint64 // the hash of each position's key
	mask   uint64
}

var tableSeed = maphash.MakeSeed()

func newKeyTable[K comparable](n int) keyTable[K] {
	size := 8
	for size < 2*n {
		size <<= 1
	}
	return keyTable[K]{slots: make([]int32, size), hashes: make([]uint64, n), mask: uint64(size - 1)}
}

// add records position j with key k. When an earlier position has an equal
// key, it records nothing and returns that position and true.
func (t *keyTable[K]) add(j int, k K, keyAt func(int) K) (int, bool) {
	h := maphash.Comparable(tableSeed, k)
	for s := h & t.mask; ; s = (s + 1) & t.mask {
		e := t.slots[s]
		if e == 0 {
			t.slots[s], t.hashes[j] = int32(j+1), h
			return -1, false
		}
		if i := int(e - 1); t.hashes[i] == h && keyAt(i) == k {
			return i, true
		}
	}
}

// find returns the position recorded with a key equal to k.
func (t *keyTable[K]) find(k K, keyAt func(int) K) (int, bool) {
	h := maphash.Comparable(tableSeed, k)
	for s := h & t.mask; ; s = (s + 1) & t.mask {
		e := t.slots[s]
		if e == 0 {
			return -1, false
		}
		if i := int(e - 1); t.hashes[i] == h && keyAt(i) == k {
			return i, true
		}
	}
}
