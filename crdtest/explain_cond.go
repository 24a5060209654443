package crdtest

import (
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// Differences that follow from rules placed on the items of a map list
// (+k8s:item): when the list (or its old value) repeats a key, which both
// sides report as a duplicate, and when the API server runs no CEL rule
// at all.

func init() {
	reasons = append(reasons,
		reason{"+k8s:item checks the first item with the selected keys; when a map list repeats a key (reported as a duplicate by both), the API server's rule on the items checks every item with those keys", "item-first-match", repeatedKeyItem},
		reason{"on update, the API server matches an item of a map list whose key the old list repeats with one of those old items and ratchets against it; the Go code matches it with another", "map-list-repeated-key", oldKeyRepeated},
		reason{"the API server runs no CEL rule once a schema keyword failed anywhere in the object; this rule sits on an ancestor (a rule of a selected item) and names the path by fieldPath", "cel-skipped", celSkippedAbove},
	)
}

// celSkippedAbove: a Go-only problem at a path that a CEL rule on an
// ancestor reports at (by fieldPath), in a case where the API server ran
// no CEL rule because a keyword failed.
func celSkippedAbove(c *Case, d Difference) bool {
	if !d.GoOnly || !slices.ContainsFunc(c.CRD, func(p Problem) bool {
		return p.Field == "<nil>" && strings.Contains(p.Detail, celSkippedDetail)
	}) {
		return false
	}
	segs := segments(d.Path)
	for k := len(segs) - 1; k > 0 && !segs[k].bracket; k-- {
		var prefix, fp strings.Builder
		for i, seg := range segs {
			switch {
			case i >= k && celIdent.MatchString(seg.name):
				fp.WriteString("." + seg.name)
			case i >= k:
				fp.WriteString("['" + seg.name + "']")
			case seg.bracket:
				prefix.WriteString("[" + seg.name + "]")
			default:
				if prefix.Len() > 0 {
					prefix.WriteByte('.')
				}
				prefix.WriteString(seg.name)
			}
		}
		node, _, _ := nodeAt(c.schema, prefix.String())
		if node != nil && slices.ContainsFunc(node.XValidations, func(r apiextensionsv1.ValidationRule) bool { return r.FieldPath == fp.String() }) {
			return true
		}
	}
	return false
}

// celIdent matches the property names a fieldPath writes after a dot.
var celIdent = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z0-9_]*$`)

// mapListItem splits a path at the last index of a map list: the list's
// path, the index, and the list's key names; ok is false when the path is
// not at or below an item of a map list.
func mapListItem(c *Case, path string) (list string, index int, keys []string, ok bool) {
	found := false
	for i := strings.IndexByte(path, '['); i >= 0; i = next(path, i) {
		end := strings.IndexByte(path[i:], ']')
		if end < 0 {
			break
		}
		node, _, _ := nodeAt(c.schema, path[:i])
		n, err := strconv.Atoi(path[i+1 : i+end])
		if node == nil || node.XListType == nil || *node.XListType != "map" || err != nil {
			continue
		}
		list, index, keys, found = path[:i], n, node.XListMapKeys, true
	}
	return list, index, keys, found
}

// earlierSameKeys returns the indices before i of the items of list (in
// obj) whose keys equal those of item i.
func earlierSameKeys(obj map[string]any, list string, i int, keys []string) []int {
	v, ok := lookup(obj, list)
	items, isList := v.([]any)
	if !ok || !isList || i >= len(items) {
		return nil
	}
	var out []int
	for k := range i {
		if reflect.DeepEqual(keyOf(items[k], keys), keyOf(items[i], keys)) {
			out = append(out, k)
		}
	}
	return out
}

// keyOf returns the values of an item's key fields.
func keyOf(item any, keys []string) []any {
	m, _ := item.(map[string]any)
	out := make([]any, len(keys))
	for k, name := range keys {
		out[k] = m[name]
	}
	return out
}

// oldKeyRepeated: on update, a Go-only problem at or below an item of a
// map list whose key the old list repeats, where one of those old items
// has the same value there: the API server matched the item with that old
// item and ratcheted it, the Go code matched it with another one.
func oldKeyRepeated(c *Case, d Difference) bool {
	if !d.GoOnly || c.Old == nil {
		return false
	}
	list, i, keys, ok := mapListItem(c, d.Path)
	if !ok {
		return false
	}
	at := list + "[" + strconv.Itoa(i) + "]"
	item, inNew := lookup(c.New, at)
	now, nowOK := lookup(c.New, d.Path) // absent for a missing required field
	oldV, inOld := lookup(c.Old, list)
	olds, isList := oldV.([]any)
	if !inNew || !inOld || !isList {
		return false
	}
	var same []int
	for k, o := range olds {
		if reflect.DeepEqual(keyOf(o, keys), keyOf(item, keys)) {
			same = append(same, k)
		}
	}
	if len(same) < 2 {
		return false
	}
	return slices.ContainsFunc(same, func(k int) bool {
		was, ok := lookup(c.Old, list+"["+strconv.Itoa(k)+"]"+d.Path[len(at):])
		return ok == nowOK && reflect.DeepEqual(was, now)
	})
}

// repeatedKeyItem: a CRD-only problem at or below an item of a map list
// whose keys an earlier item of the new list has: the Go code checked
// only that earlier item.
func repeatedKeyItem(c *Case, d Difference) bool {
	if d.GoOnly {
		return false
	}
	list, i, keys, ok := mapListItem(c, d.Path)
	return ok && len(earlierSameKeys(c.New, list, i, keys)) > 0
}
