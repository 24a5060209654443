package crdtest

import (
	"reflect"
	"slices"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Differences that follow from how the API server runs CEL rules.

// celSkippedDetail is what the API server reports, at no field, when it
// did not run the CEL rules because a schema keyword failed.
const celSkippedDetail = "some validation rules were not checked because the object was invalid"

// celSkipped: the API server evaluates no x-kubernetes-validations rule
// once a keyword failed anywhere in the object; it reports that at no
// field. The Go code runs every check. Matches the API server's note
// itself, and Go-only errors at a path a CEL rule enforces, in a case
// where the note was reported.
func celSkipped(c *Case, d Difference) bool {
	noted := slices.ContainsFunc(c.CRD, func(p Problem) bool {
		return p.Field == "<nil>" && strings.Contains(p.Detail, celSkippedDetail)
	})
	if !noted {
		return false
	}
	if !d.GoOnly {
		return d.Path == "<nil>" && slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeInvalid})
	}
	return celEnforced(c.schema, d.Path)
}

// celEnforced reports whether a CEL rule reports at path (written the Go
// way): a rule on the node itself, or a rule on its parent whose
// fieldPath names it.
func celEnforced(s *structuralschema.Structural, path string) bool {
	node, parent, last := nodeAt(s, path)
	if node == nil {
		return false
	}
	if len(node.XValidations) > 0 {
		return true
	}
	return parent != nil && last != "" && slices.ContainsFunc(parent.XValidations, func(r apiextensionsv1.ValidationRule) bool {
		return r.FieldPath == "."+last
	})
}

// nodeAt returns the schema node at path (written the Go way), its
// parent, and the property name that leads to it ("" for items and map
// values); nil when the schema has no such node.
func nodeAt(s *structuralschema.Structural, path string) (node, parent *structuralschema.Structural, last string) {
	rest := path
	for rest != "" && s != nil {
		parent = s
		if rest[0] == '[' {
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return nil, nil, ""
			}
			rest, last = rest[end+1:], ""
			switch {
			case s.Items != nil:
				s = s.Items
			case s.AdditionalProperties != nil:
				s = s.AdditionalProperties.Structural
			default:
				return nil, nil, ""
			}
			continue
		}
		rest = strings.TrimPrefix(rest, ".")
		end := strings.IndexAny(rest, ".[")
		if end < 0 {
			end = len(rest)
		}
		last = rest[:end]
		rest = rest[end:]
		p, ok := s.Properties[last]
		if !ok {
			return nil, nil, ""
		}
		s = &p
	}
	return s, parent, last
}

// setItemsRatchet: the API server correlates no item of a set list with
// the old list (only map lists), so a changed set has every item checked
// again; the Go code matches set items by value and does not re-check one
// that was there before. Matches a CRD-only problem at an item (or below)
// of a set list that the old list holds unchanged.
func setItemsRatchet(c *Case, d Difference) bool {
	if d.GoOnly || c.Old == nil {
		return false
	}
	i := strings.IndexByte(d.Path, '[')
	for ; i >= 0; i = next(d.Path, i) {
		list := d.Path[:i]
		end := strings.IndexByte(d.Path[i:], ']')
		if end < 0 {
			return false
		}
		node, _, _ := nodeAt(c.schema, list)
		if node == nil || node.XListType == nil || *node.XListType != "set" {
			continue
		}
		item, ok := lookup(c.New, d.Path[:i+end+1])
		oldList, inOld := lookup(c.Old, list)
		olds, isList := oldList.([]any)
		if !ok || !inOld || !isList {
			return false
		}
		return slices.ContainsFunc(olds, func(o any) bool { return reflect.DeepEqual(o, item) })
	}
	return false
}

// next returns the index of the next '[' in path after i, or -1.
func next(path string, i int) int {
	j := strings.IndexByte(path[i+1:], '[')
	if j < 0 {
		return -1
	}
	return i + 1 + j
}

// keysRatchet: +k8s:eachKey is a CEL rule on the whole map, which the API
// server runs again whenever the map changed; the Go code checks only the
// keys that are new, and reports a bad one at the map. Matches a CEL keys
// error at a map that kept some of its old keys, where the Go code found
// every new key valid (it reported nothing at the map).
func keysRatchet(c *Case, d Difference) bool {
	if d.GoOnly || c.Old == nil || !slices.ContainsFunc(c.CRD, func(p Problem) bool {
		return p.Field == d.Path && strings.HasPrefix(p.Detail, "keys ")
	}) {
		return false
	}
	oldV, inOld := lookup(c.Old, d.Path)
	newV, inNew := lookup(c.New, d.Path)
	oldMap, ok1 := oldV.(map[string]any)
	newMap, ok2 := newV.(map[string]any)
	if !inOld || !inNew || !ok1 || !ok2 {
		return false
	}
	if slices.ContainsFunc(c.Go, func(p Problem) bool { return p.Field == d.Path }) {
		return false
	}
	for k := range newMap {
		if _, kept := oldMap[k]; kept {
			return true
		}
	}
	return false
}

// requiredRatchet: a CRD's `required` is a keyword of the struct, which
// the API server checks again whenever the struct changed; the Go code
// does not re-check a field that is missing (or null, or zero) in the old
// and the new object alike. Matches an update's CRD-only Required at such a field.
func requiredRatchet(c *Case, d Difference) bool {
	if d.GoOnly || c.Old == nil || !slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeRequired}) {
		return false
	}
	// Missing for the Go code: absent, null, or a zero value ({} or "")
	// that +k8s:required treats as unset.
	oldV, inOld := lookup(c.Old, d.Path)
	newV, inNew := lookup(c.New, d.Path)
	return (!inOld || allZero(oldV)) && (!inNew || allZero(newV))
}

// emptyRatchet: on update the Go code finds a list or map unchanged when
// the old one was nil (null in JSON, which the API server drops) and the
// new one is empty, and ratchets its checks; the API server sees a value
// that was absent and now is there, and checks it. Matches a CRD-only
// problem at an empty list or map whose old value is absent or null.
func emptyRatchet(c *Case, d Difference) bool {
	if d.GoOnly || c.Old == nil {
		return false
	}
	newV, _ := lookup(c.New, d.Path)
	oldV, inOld := lookup(c.Old, d.Path)
	if inOld && oldV != nil {
		return false
	}
	switch v := newV.(type) {
	case []any:
		return len(v) == 0
	case map[string]any:
		return len(v) == 0
	}
	return false
}

// mapListSameByKey: the API server's ratcheting compares a value with
// its old value through map lists item by key, matching each new item
// with the first old item of its key (k8s.io/apiserver's
// CorrelatedObject.CachedDeepEqual). When a key repeats, a changed value
// can compare unchanged (a repeated key matching one old item twice), and
// the rules on it are ratcheted: a map list's keywords (maxItems), the
// rules of a struct holding it (+k8s:forbidden). The Go code sees the
// change. Matches a Go-only problem at a value that differs from its old
// value but compares unchanged that way, with a repeated key involved.
func mapListSameByKey(c *Case, d Difference) bool {
	if !d.GoOnly || c.Old == nil {
		return false
	}
	// The rule may sit above the path it reports (a CEL rule's fieldPath).
	for path, ok := d.Path, true; ok; path, ok = parentPath(path) {
		node, _, _ := nodeAt(c.schema, path)
		oldV, inOld := lookup(c.Old, path)
		newV, inNew := lookup(c.New, path)
		if node == nil || !inOld || !inNew || reflect.DeepEqual(oldV, newV) {
			continue
		}
		if same, repeated := sameByKey(node, oldV, newV); same && repeated {
			return true
		}
	}
	return false
}

// parentPath is the path of the value holding the one at path
// ("spec.engines[1]" for "spec.engines[1].thrust"); false at the top.
func parentPath(path string) (string, bool) {
	i := strings.LastIndexAny(path, ".[")
	if i <= 0 {
		return "", false
	}
	return path[:i], true
}

// mapListChangedByKey is mapListSameByKey the other way round: on update
// the API server reports a problem at a value equal to its old value,
// which the Go code ratchets, and that value holds a map list repeating
// a key. Compared item by key (with the first old item of each key), an
// item whose key repeats differs from its match, so the value counts as
// changed and its rules (an enclosing struct's +k8s:forbidden, a
// transition rule) run.
func mapListChangedByKey(c *Case, d Difference) bool {
	if d.GoOnly || c.Old == nil {
		return false
	}
	node, _, _ := nodeAt(c.schema, d.Path)
	oldV, inOld := lookup(c.Old, d.Path)
	newV, inNew := lookup(c.New, d.Path)
	if node == nil || !inOld || !inNew || !reflect.DeepEqual(oldV, newV) {
		return false
	}
	same, repeated := sameByKey(node, oldV, newV)
	return !same && repeated
}

// sameByKey compares old and new as the API server's ratcheting does:
// map-list items with the first old item of their key, other lists
// whole. repeated reports a key repeated in a map list it compared.
func sameByKey(s *structuralschema.Structural, old, new any) (same, repeated bool) {
	switch n := new.(type) {
	case []any:
		o, ok := old.([]any)
		if !ok || len(o) != len(n) {
			return false, false
		}
		if s.XListType == nil || *s.XListType != "map" || s.Items == nil {
			return reflect.DeepEqual(o, n), false
		}
		keys := s.XListMapKeys
		repeated = repeatsKey(o, keys) || repeatsKey(n, keys)
		for _, item := range n {
			i := slices.IndexFunc(o, func(x any) bool { return reflect.DeepEqual(keyOf(x, keys), keyOf(item, keys)) })
			if i < 0 {
				return false, repeated
			}
			same, rep := sameByKey(s.Items, o[i], item)
			repeated = repeated || rep
			if !same {
				return false, repeated
			}
		}
		return true, repeated
	case map[string]any:
		o, ok := old.(map[string]any)
		if !ok || len(o) != len(n) {
			return false, false
		}
		for k, v := range n {
			ov, ok := o[k]
			if !ok {
				return false, repeated
			}
			var child *structuralschema.Structural
			if p, ok := s.Properties[k]; ok {
				child = &p
			} else if s.AdditionalProperties != nil {
				child = s.AdditionalProperties.Structural
			}
			if child == nil {
				return reflect.DeepEqual(o, n), repeated
			}
			same, rep := sameByKey(child, ov, v)
			repeated = repeated || rep
			if !same {
				return false, repeated
			}
		}
		return true, repeated
	}
	return reflect.DeepEqual(old, new), false
}

// repeatsKey reports whether two items of a map list have the same keys.
func repeatsKey(items []any, keys []string) bool {
	for i := range items {
		for j := i + 1; j < len(items); j++ {
			if reflect.DeepEqual(keyOf(items[i], keys), keyOf(items[j], keys)) {
				return true
			}
		}
	}
	return false
}
