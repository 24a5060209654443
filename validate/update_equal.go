package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// UpdateItemsEqual is UpdateItems for set items that == cannot compare:
// items are identified by semantic equality, through a generated hash and
// equality function (see UniqueEqual).
func UpdateItemsEqual[T any](p *Path, update bool, list, old []T, hash func(*T) uint64, equal func(a, b *T) bool, rules UpdateRule) field.ErrorList {
	if !update || rules&(NoAddItem|NoRemoveItem) == 0 {
		return nil
	}
	var errs field.ErrorList
	if rules&NoAddItem != 0 {
		olds := NewEqIndex(old, hash, equal)
		for i := range list {
			if olds.Find(i, &list[i]) == nil {
				errs = append(errs, itemAdded(p, i))
			}
		}
	}
	if rules&NoRemoveItem != 0 {
		news := NewEqIndex(list, hash, equal)
		for j := range old {
			if news.Find(j, &old[j]) == nil {
				errs = append(errs, itemRemoved(p))
			}
		}
	}
	return errs
}

// UpdatePtrItemsEqual is UpdateItemsEqual for lists of pointers. Nil items
// are ignored; a separate check reports them.
func UpdatePtrItemsEqual[T any](p *Path, update bool, list, old []*T, hash func(*T) uint64, equal func(a, b *T) bool, rules UpdateRule) field.ErrorList {
	if !update || rules&(NoAddItem|NoRemoveItem) == 0 {
		return nil
	}
	var errs field.ErrorList
	if rules&NoAddItem != 0 {
		olds := NewEqPtrIndex(old, hash, equal)
		for i, item := range list {
			if item != nil && olds.Find(i, item) == nil {
				errs = append(errs, itemAdded(p, i))
			}
		}
	}
	if rules&NoRemoveItem != 0 {
		news := NewEqPtrIndex(list, hash, equal)
		for j, item := range old {
			if item != nil && news.Find(j, item) == nil {
				errs = append(errs, itemRemoved(p))
			}
		}
	}
	return errs
}
