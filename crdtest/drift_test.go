package crdtest

import (
	"slices"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/schema"
)

// reasonTags names, for every difference reason of the kit, the CRD
// backend's name for it: a drift (schema.Drifts: docs/crd.md lists it by
// tag, and --lint-crd reports crd-drift at each tag it concerns) or
// crd-inexpressible (the tag is left out of the CRD, with a finding).
var reasonTags = []struct{ reason, name string }{
	{"+k8s:required rejects a zero value; a CRD's `required` only needs the key, and JSON carries \"\" and 0",
		"required-zero"},
	{"the Go code stops a value's other checks after a short-circuit failure (required, maxItems), as Kubernetes' does; the API server reports every keyword",
		"short-circuit"},
	{"an item repeated more than twice: the API server reports its first repetition, the Go code every one",
		"duplicate-reported-once"},
	{"on update the API server checks set items and map-list keys for duplicates only if the old object had none anywhere; the Go code checks every changed list",
		"list-type-ratchet"},
	{"the API server cannot match the items of a map list whose old value has duplicate keys, so it does not ratchet an unchanged one; the Go code does",
		"map-list-uncorrelated"},
	{"the API server correlates no item of a set list with the old list, so a changed set has every item checked again; the Go code does not re-check an item that was there before",
		"set-items-recheck"},
	{"the API server compares a value with its old value through map lists item by key (the first old item of each key), so a value whose map list repeats a key can count as unchanged and the rules on it (a list's keywords, an enclosing struct's rules) are ratcheted; the Go code sees a change",
		"map-list-same-by-key"},
	{"a CRD's `required` is a keyword of the struct, checked again whenever the struct changed; the Go code does not re-check a field missing before and after",
		"required-ratchet"},
	{"+k8s:eachKey is a CEL rule on the whole map, which the API server runs again when the map changed; the Go code checks only new keys",
		"each-key-recheck"},
	{"the API server runs no CEL rule once a schema keyword failed anywhere in the object (it says so at no field); the Go code runs every check",
		"cel-skipped"},
	{"+k8s:customValidation calls a hand-written Go function, which the API server cannot run: the CRD leaves the tag out (finding crd-inexpressible)",
		lint.CRDInexpressible},
	{"the Go code stops a value's other checks once +k8s:forbidden failed (a short-circuit); the API server reports every keyword below the value",
		"short-circuit"},
	{"a map-list key repeated more than twice: the API server reports its first repetition, the Go code every one (the items differ, their keys do not)",
		"duplicate-reported-once"},
	{"the Go code checks the zero value of a field the JSON leaves out (omitempty, or a nil list or map written as null, which the API server drops); the API server checks only the values that are there",
		"zero-absent"},
	{"on update the Go code finds a nil list or map (null, which the API server drops) and an empty one equal, and ratchets its checks; the API server sees a value that was absent and now is there",
		"nil-empty-ratchet"},
	{"on update, a struct the update adds has no old value, so the API server runs none of its transition rules; the Go code checks its fields' update rules against unset old values",
		"new-parent"},
	{"an optional struct value equal to its zero value is unset for the Go code, which checks nothing in it; JSON carries it with its zero fields, and the API server checks them",
		"zero-struct"},
	{"+k8s:item checks the first item with the selected keys; when a map list repeats a key (reported as a duplicate by both), the API server's rule on the items checks every item with those keys",
		"item-first-match"},
	{"on update, the API server matches an item of a map list whose key the old list repeats with one of those old items and ratchets against it; the Go code matches it with another",
		"map-list-repeated-key"},
	{"the API server runs no CEL rule once a schema keyword failed anywhere in the object; this rule sits on an ancestor (a rule of a selected item) and names the path by fieldPath",
		"cel-skipped"},
}

// TestEveryReasonIsFlagged: every difference the kit can explain is one
// the CRD backend names at the tags (a crd-drift or crd-inexpressible
// finding) and docs/crd.md lists, so no known difference goes unflagged.
func TestEveryReasonIsFlagged(t *testing.T) {
	var drifts []string
	for _, d := range schema.Drifts {
		drifts = append(drifts, d.Name)
	}
	for _, r := range reasons {
		i := slices.IndexFunc(reasonTags, func(rt struct{ reason, name string }) bool { return rt.reason == r.reason })
		name, ok := "", i >= 0
		if ok {
			name = reasonTags[i].name
		}
		switch {
		case !ok:
			t.Errorf("the kit's reason %q names no drift; add it to schema.Drifts (and docs/crd.md) and map it in reasonTags", r.reason)
		case name != lint.CRDInexpressible && !slices.Contains(drifts, name):
			t.Errorf("reason %q maps to %q, which is not in schema.Drifts", r.reason, name)
		}
	}
	if len(reasonTags) != len(reasons) {
		t.Errorf("reasonTags has %d entries for %d reasons: remove the stale ones", len(reasonTags), len(reasons))
	}
}
