package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// Uniqueness of list items (listType=set|map, unique=set|map). Items are
// identified by key: the key fields of a listType=map item, or the whole
// value of a set item. Every item whose key an earlier item already has is
// reported once, in index order, with the item as the bad value, as
// Kubernetes does.
//
// Short lists are checked with their keys in a stack array and pairwise
// comparison, which allocates nothing; longer lists use a map, so the work
// grows linearly with the list.

// Unique reports the duplicate items of list.
func Unique[T any, K comparable](p *Path, list []T, key func(*T) K) field.ErrorList {
	if len(list) < 2 {
		return nil
	}
	var errs field.ErrorList
	if len(list) <= linearScanMax {
		var keys [linearScanMax]K
		for j := range list {
			keys[j] = key(&list[j])
			for i := range j {
				if keys[i] == keys[j] {
					errs = append(errs, duplicateAt(p, j, list[j]))
					break
				}
			}
		}
		return errs
	}
	seen := newKeyTable[K](len(list))
	keyAt := func(i int) K { return key(&list[i]) }
	for j := range list {
		if _, dup := seen.add(j, key(&list[j]), keyAt); dup {
			errs = append(errs, duplicateAt(p, j, list[j]))
		}
	}
	return errs
}

// UniquePtr reports the duplicate items of a list of pointers. Nil items
// are skipped; a separate check reports them. The bad value is the pointer,
// as in Kubernetes.
func UniquePtr[T any, K comparable](p *Path, list []*T, key func(*T) K) field.ErrorList {
	if len(list) < 2 {
		return nil
	}
	var errs field.ErrorList
	if len(list) <= linearScanMax {
		var keys [linearScanMax]K
		for j, item := range list {
			if item == nil {
				continue
			}
			keys[j] = key(item)
			for i := range j {
				if list[i] != nil && keys[i] == keys[j] {
					errs = append(errs, duplicateAt(p, j, item))
					break
				}
			}
		}
		return errs
	}
	seen := newKeyTable[K](len(list))
	keyAt := func(i int) K { return key(list[i]) }
	for j, item := range list {
		if item == nil {
			continue
		}
		if _, dup := seen.add(j, key(item), keyAt); dup {
			errs = append(errs, duplicateAt(p, j, item))
		}
	}
	return errs
}

// duplicateAt builds the error for item i. Kubernetes gives it no origin.
func duplicateAt(p *Path, i int, item any) *field.Error {
	ip := p.Index(i)
	return at(&ip, field.Duplicate(nil, item), "")
}
