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
	seen := make(map[K]struct{}, len(list))
	for j := range list {
		k := key(&list[j])
		if _, dup := seen[k]; dup {
			errs = append(errs, duplicateAt(p, j, list[j]))
			continue
		}
		seen[k] = struct{}{}
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
	seen := make(map[K]struct{}, len(list))
	for j, item := range list {
		if item == nil {
			continue
		}
		k := key(item)
		if _, dup := seen[k]; dup {
			errs = append(errs, duplicateAt(p, j, item))
			continue
		}
		seen[k] = struct{}{}
	}
	return errs
}

// duplicateAt builds the error for item i. Kubernetes gives it no origin.
func duplicateAt(p *Path, i int, item any) *field.Error {
	ip := p.Index(i)
	return at(&ip, field.Duplicate(nil, item), "")
}
