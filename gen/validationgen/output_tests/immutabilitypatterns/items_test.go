package immutabilitypatterns

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var (
	approved   = Condition{Type: "Approved", Status: "True"}
	ready      = Condition{Type: "Ready", Status: "True"}
	inProgress = Condition{Type: "InProgress", Status: "True"}
)

// listItems returns a ListItems in which every item rule selects an item.
func listItems() *ListItems {
	return &ListItems{
		ForbiddenItem:  []Condition{{Type: "Forbidden"}, ready},
		ImmutableItem:  []Condition{approved, ready},
		ImmutableItem2: []Condition{approved, ready},
		Disallow:       []string{"a", "b"},
		Conditions:     []Condition{approved},
		PtrConditions:  []*Condition{{Type: "Approved", Status: "True"}, {Type: "Ready", Status: "True"}},
		Endpoints:      []Endpoint{{"db", 5432, "TCP"}, {"db", 80, "TCP"}},
	}
}

func withItems(mutate func(*ListItems)) *ListItems {
	l := listItems()
	mutate(l)
	return l
}

// itemChange is one operation on list items: create when old is nil,
// otherwise the update from old(base) to new(base).
type itemChange struct {
	name     string
	old, new func(*ListItems)
	want     field.ErrorList
}

func runItems(t *testing.T, changes []itemChange) {
	t.Helper()
	for _, c := range changes {
		t.Run(c.name, func(t *testing.T) {
			st := localSchemeBuilder.Test(t)
			cur := withItems(c.new)
			if c.old == nil {
				expect(t, st.Value(cur), c.want...)
				return
			}
			expect(t, st.Value(cur).OldValue(withItems(c.old)), c.want...)
			// The same objects, unchanged, pass an update.
			expect(t, st.Value(withItems(c.new)).OldValue(withItems(c.new)))
		})
	}
}

func keep(*ListItems) {}

func TestItemBase(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(listItems()).ExpectValid().ExpectAllocs(0)
	st.Value(listItems()).OldValue(listItems()).ExpectValid().ExpectAllocs(0)
	st.Value(&ListItems{}).ExpectValid().ExpectAllocs(0)
}

// TestForbiddenItem: KEP row "Forbidden List/Map Item", as the item's
// non-key fields being forbidden (see types.go).
func TestForbiddenItem(t *testing.T) {
	status := path("forbiddenItem").Index(0).Child("status")
	runItems(t, []itemChange{
		{"create with bare item", nil, keep, nil},
		{"create with item set", nil, func(l *ListItems) { l.ForbiddenItem[0].Status = "True" }, field.ErrorList{forbidden(status)}},
		{"update sets item", keep, func(l *ListItems) { l.ForbiddenItem[0].Status = "True" }, field.ErrorList{forbidden(status)}},
		{"update adds set item", func(l *ListItems) { l.ForbiddenItem = l.ForbiddenItem[1:] },
			func(l *ListItems) { l.ForbiddenItem[0].Reason = "x" },
			field.ErrorList{forbidden(path("forbiddenItem").Index(0).Child("reason"))}},
		{"other items are free", keep, func(l *ListItems) { l.ForbiddenItem[1].Reason = "x" }, nil},
		{"item removed", keep, func(l *ListItems) { l.ForbiddenItem = l.ForbiddenItem[1:] }, nil},
	})
	// An unchanged item set before the rule passes an update.
	st := localSchemeBuilder.Test(t)
	set := func(l *ListItems) { l.ForbiddenItem[0].Status = "True" }
	expect(t, st.Value(withItems(set)).OldValue(withItems(set)))
}

// TestImmutableItem: KEP rows "Immutable List/Map Item" (NoModify,
// NoRemoveItem) and "Immutable List/Map Item x2" (+k8s:immutable).
func TestImmutableItem(t *testing.T) {
	for _, f := range []struct {
		json     string
		list     func(*ListItems) *[]Condition
		modified func(*field.Path) *field.Error
		// added reports whether adding the item on update is an error:
		// Kubernetes' immutable fires for an item with no old counterpart;
		// NoModify does not.
		added bool
	}{
		{"immutableItem", func(l *ListItems) *[]Condition { return &l.ImmutableItem }, cannotModify, false},
		{"immutableItem2", func(l *ListItems) *[]Condition { return &l.ImmutableItem2 }, immutable, true},
	} {
		t.Run(f.json, func(t *testing.T) {
			p := path(f.json)
			set := func(items ...Condition) func(*ListItems) {
				return func(l *ListItems) { *f.list(l) = items }
			}
			var added field.ErrorList
			if f.added {
				added = field.ErrorList{f.modified(p.Index(0))}
			}
			runItems(t, []itemChange{
				{"create with item", nil, keep, nil},
				{"create without item", nil, set(ready), nil},
				{"add item", set(ready), keep, added},
				{"initialize with item", set(), keep, added},
				{"modify item", keep, set(Condition{"Approved", "False", ""}, ready), field.ErrorList{f.modified(p.Index(0))}},
				{"modify item after reorder", keep, set(ready, Condition{"Approved", "True", "r"}), field.ErrorList{f.modified(p.Index(1))}},
				{"reorder", keep, set(ready, approved), nil},
				{"modify other item", keep, set(approved, Condition{"Ready", "False", ""}), nil},
				{"remove other item", keep, set(approved), nil},
				{"remove item", keep, set(ready), field.ErrorList{removed(p)}},
				// Item-level constraints keep the list from being cleared.
				{"clear list", keep, set(), field.ErrorList{removed(p)}},
				{"clear list without item", set(ready), set(), nil},
			})
		})
	}
}

// TestDisallowItem: KEP row "Disallow a Specific Item".
func TestDisallowItem(t *testing.T) {
	bad := field.Invalid(path("disallow").Index(1), "disallowed-value", `must not be equal to "disallowed-value"`).WithOrigin("neq")
	runItems(t, []itemChange{
		{"create with item", nil, func(l *ListItems) { l.Disallow[1] = "disallowed-value" }, field.ErrorList{bad}},
		{"add item", keep, func(l *ListItems) { l.Disallow[1] = "disallowed-value" }, field.ErrorList{bad}},
		{"item removed", func(l *ListItems) { l.Disallow[1] = "disallowed-value" }, keep, nil},
		// Set items are correlated by value: an old item is not new.
		{"old item moved", func(l *ListItems) { l.Disallow = []string{"disallowed-value", "a"} },
			func(l *ListItems) { l.Disallow = []string{"a", "disallowed-value", "b"} }, nil},
	})
}

// TestItemLevelConstraints follows KEP-5073 "Item-Level Constraints": the
// Approved condition may not be added on update (NoSet), changed
// (NoModify) or removed (NoClear), so the list cannot be cleared while it
// holds it.
func TestItemLevelConstraints(t *testing.T) {
	p := path("conditions")
	set := func(items ...Condition) func(*ListItems) {
		return func(l *ListItems) { l.Conditions = items }
	}
	runItems(t, []itemChange{
		{"create with item", nil, keep, nil},
		{"add item on update", set(inProgress), set(inProgress, approved), field.ErrorList{added(p.Index(1))}},
		{"initialize with item on update", set(), keep, field.ErrorList{added(p.Index(0))}},
		{"modify item", keep, set(Condition{"Approved", "False", ""}), field.ErrorList{cannotModify(p.Index(0))}},
		{"remove item", keep, set(inProgress), field.ErrorList{removed(p)}},
		{"clear list with item", keep, set(), field.ErrorList{removed(p)}},
		{"clear list without item", set(inProgress), set(), nil},
		{"add other item", keep, set(approved, inProgress), nil},
	})
}

// TestPointerItems: item rules on a list of pointers (nil items are
// reported by the list itself: see package ptrslices).
func TestPointerItems(t *testing.T) {
	p := path("ptrConditions")
	set := func(items ...*Condition) func(*ListItems) {
		return func(l *ListItems) { l.PtrConditions = items }
	}
	runItems(t, []itemChange{
		{"modify item", keep, func(l *ListItems) { l.PtrConditions[0] = &Condition{"Approved", "False", ""} },
			field.ErrorList{immutable(p.Index(0))}},
		{"remove item", keep, set(&ready), field.ErrorList{removed(p)}},
		{"clear list", keep, set(), field.ErrorList{removed(p)}},
	})
}

// TestCompoundKeyItem: an item is selected by every key field.
func TestCompoundKeyItem(t *testing.T) {
	p := path("endpoints")
	runItems(t, []itemChange{
		{"modify item", keep, func(l *ListItems) { l.Endpoints[0].Protocol = "UDP" }, field.ErrorList{immutable(p.Index(0))}},
		{"modify item with other port", keep, func(l *ListItems) { l.Endpoints[1].Protocol = "UDP" }, nil},
		{"change one key field", keep, func(l *ListItems) { l.Endpoints[0].Port = 5433 }, field.ErrorList{removed(p)}},
		{"add item with other host", keep, func(l *ListItems) { l.Endpoints = append(l.Endpoints, Endpoint{"web", 5432, "TCP"}) }, nil},
	})
}
