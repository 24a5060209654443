package validate

import (
	"cmp"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Update rules (+k8s:update, +k8s:immutable, +k8s:monotonic).
//
// Generated code calls these only on update, after its ratcheting found that
// the value changed, so none of them compares the values again. Their
// update argument is true when the operation is an update and the value
// has a correlated old value (a new list item or map entry has none); when
// it is false they pass.

// UpdateRule is a set of +k8s:update constraints.
type UpdateRule uint8

const (
	// NoSet forbids setting a value that was unset.
	NoSet UpdateRule = 1 << iota
	// NoModify forbids changing a value that stays set.
	NoModify
	// NoClear forbids unsetting a value that was set (Kubernetes' generator
	// calls it NoUnset).
	NoClear
	// NoAddItem forbids list items or map entries with a key the old value
	// did not have.
	NoAddItem
	// NoRemoveItem forbids dropping a key the old value had.
	NoRemoveItem
)

const (
	updateOrigin      = "update"
	itemAddedDetail   = "item may not be added"
	itemRemovedDetail = "item may not be removed"
)

// Update checks the NoSet, NoModify and NoClear rules of a changed value.
// The generated code decides what "set" means for the field's type (for
// lists and maps: not empty; for non-pointer structs: always).
func Update(p *Path, update, oldSet, newSet bool, rules UpdateRule) field.ErrorList {
	if !update {
		return nil
	}
	switch {
	case !oldSet && newSet && rules&NoSet != 0:
		return transitionForbidden(p, "field cannot be set once created")
	case oldSet && !newSet && rules&NoClear != 0:
		return transitionForbidden(p, "field cannot be cleared once set")
	case oldSet && newSet && rules&NoModify != 0:
		return transitionForbidden(p, "field cannot be modified once set")
	}
	return nil
}

func transitionForbidden(p *Path, detail string) field.ErrorList {
	return one(at(p, field.Invalid(nil, nil, detail), updateOrigin))
}

// Immutable reports a changed value that may not change after creation.
func Immutable(p *Path, update bool) field.ErrorList {
	if !update {
		return nil
	}
	return immutableChanged(p)
}

func immutableChanged(p *Path) field.ErrorList {
	return one(at(p, field.Invalid(nil, nil, "field is immutable"), "immutable"))
}

// Monotonic checks that an integer did not decrease.
func Monotonic[T Integer](p *Path, update bool, v, old T) field.ErrorList {
	if !update || v >= old {
		return nil
	}
	return decreased(p, v, old)
}

func decreased[T Integer](p *Path, v, old T) field.ErrorList {
	return one(at(p, field.Invalid(nil, v, fmt.Sprintf("may not be decreased from %v", old)), "monotonic"))
}

// UpdateItems checks the NoAddItem and NoRemoveItem rules of a list whose
// items are identified by key; other rules are Update's. Each added item is
// reported at its index, each removed item at the list, one error apiece.
func UpdateItems[T any, K comparable](p *Path, update bool, list, old []T, key func(*T) K, rules UpdateRule) field.ErrorList {
	if !update || rules&(NoAddItem|NoRemoveItem) == 0 || sameKeys(list, old, key) {
		return nil
	}
	var errs field.ErrorList
	if rules&NoAddItem != 0 {
		olds := NewIndex(old, key)
		for i := range list {
			if olds.Find(i, &list[i]) == nil {
				errs = append(errs, itemAdded(p, i))
			}
		}
	}
	if rules&NoRemoveItem != 0 {
		news := NewIndex(list, key)
		for j := range old {
			if news.Find(j, &old[j]) == nil {
				errs = append(errs, itemRemoved(p))
			}
		}
	}
	return errs
}

// sameKeys reports whether both lists have equal keys position by position:
// the usual update, which edits items in place, adds and removes nothing.
func sameKeys[T any, K comparable](list, old []T, key func(*T) K) bool {
	if len(list) != len(old) {
		return false
	}
	for i := range list {
		if key(&list[i]) != key(&old[i]) {
			return false
		}
	}
	return true
}

// UpdatePtrItems is UpdateItems for lists of pointers. Nil items are
// ignored; a separate check reports them.
func UpdatePtrItems[T any, K comparable](p *Path, update bool, list, old []*T, key func(*T) K, rules UpdateRule) field.ErrorList {
	if !update || rules&(NoAddItem|NoRemoveItem) == 0 || samePtrKeys(list, old, key) {
		return nil
	}
	var errs field.ErrorList
	if rules&NoAddItem != 0 {
		olds := NewPtrIndex(old, key)
		for i, item := range list {
			if item != nil && olds.Find(i, item) == nil {
				errs = append(errs, itemAdded(p, i))
			}
		}
	}
	if rules&NoRemoveItem != 0 {
		news := NewPtrIndex(list, key)
		for j, item := range old {
			if item != nil && news.Find(j, item) == nil {
				errs = append(errs, itemRemoved(p))
			}
		}
	}
	return errs
}

// samePtrKeys is sameKeys for lists of pointers; nil items match only nil.
func samePtrKeys[T any, K comparable](list, old []*T, key func(*T) K) bool {
	if len(list) != len(old) {
		return false
	}
	for i, item := range list {
		o := old[i]
		if item == nil || o == nil {
			if item != o {
				return false
			}
			continue
		}
		if key(item) != key(o) {
			return false
		}
	}
	return true
}

func itemAdded(p *Path, i int) *field.Error {
	ip := p.Index(i)
	return at(&ip, field.Forbidden(nil, itemAddedDetail), updateOrigin)
}

func itemRemoved(p *Path) *field.Error {
	return at(p, field.Forbidden(nil, itemRemovedDetail), updateOrigin)
}

// UpdateMapItems checks the NoAddItem and NoRemoveItem rules of a map. Each
// added or removed key is reported at its entry, added keys first, each
// group in key order (numeric for number keys) so errors are stable.
func UpdateMapItems[K comparable, V any](p *Path, update bool, m, old map[K]V, rules UpdateRule) field.ErrorList {
	if !update || rules&(NoAddItem|NoRemoveItem) == 0 {
		return nil
	}
	var added, removed []K
	if rules&NoAddItem != 0 {
		added = missingKeys(m, old)
	}
	if rules&NoRemoveItem != 0 {
		removed = missingKeys(old, m)
	}
	if added == nil && removed == nil {
		return nil
	}
	var errs field.ErrorList
	errs = appendEntryErrors(errs, p, added, itemAddedDetail)
	return appendEntryErrors(errs, p, removed, itemRemovedDetail)
}

// missingKeys returns the keys of m that other lacks, nil when none.
func missingKeys[K comparable, V any](m, other map[K]V) []K {
	var keys []K
	for k := range m {
		if _, ok := other[k]; !ok {
			keys = append(keys, k)
		}
	}
	return keys
}

func appendEntryErrors[K comparable](errs field.ErrorList, p *Path, keys []K, detail string) field.ErrorList {
	for _, name := range sortedKeyNames(keys) {
		kp := p.Key(name)
		errs = append(errs, at(&kp, field.Forbidden(nil, detail), updateOrigin))
	}
	return errs
}

// sortedKeyNames renders keys as Kubernetes renders map keys in paths
// (fmt.Sprint) and sorts them: numerically for number kinds, by rendering
// otherwise.
func sortedKeyNames[K comparable](keys []K) []string {
	type rendered struct {
		name  string
		value reflect.Value
	}
	all := make([]rendered, len(keys))
	for i, k := range keys {
		all[i] = rendered{fmt.Sprint(k), reflect.ValueOf(k)}
	}
	slices.SortFunc(all, func(a, b rendered) int {
		// Keys of an interface type may differ in kind; those sort by name.
		if a.value.Kind() != b.value.Kind() {
			return strings.Compare(a.name, b.name)
		}
		switch a.value.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			return cmp.Compare(a.value.Int(), b.value.Int())
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
			return cmp.Compare(a.value.Uint(), b.value.Uint())
		case reflect.Float32, reflect.Float64:
			return cmp.Compare(a.value.Float(), b.value.Float())
		}
		return strings.Compare(a.name, b.name)
	})
	names := make([]string, len(all))
	for i, r := range all {
		names[i] = r.name
	}
	return names
}
