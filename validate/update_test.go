package validate

import (
	"fmt"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func wantUpdateInvalid(detail string) *field.Error {
	return &field.Error{Type: field.ErrorTypeInvalid, Field: itemName, BadValue: nil, Detail: detail, Origin: "update"}
}

func wantForbidden(at, detail string) *field.Error {
	return &field.Error{Type: field.ErrorTypeForbidden, Field: at, BadValue: "", Detail: detail, Origin: "update"}
}

func wantAdded(i int) *field.Error {
	return wantForbidden(fmt.Sprintf("%s[%d]", portsPath, i), "item may not be added")
}

func wantRemoved() *field.Error { return wantForbidden(portsPath, "item may not be removed") }

func TestUpdate(t *testing.T) {
	const all = NoSet | NoModify | NoClear | NoAddItem | NoRemoveItem
	var (
		set      = wantUpdateInvalid("field cannot be set once created")
		cleared  = wantUpdateInvalid("field cannot be cleared once set")
		modified = wantUpdateInvalid("field cannot be modified once set")
	)
	cases := []struct {
		name                   string
		update, oldSet, newSet bool
		rules                  UpdateRule
		want                   *field.Error
	}{
		{"set", true, false, true, NoSet, set},
		{"set, all rules", true, false, true, all, set},
		{"set allowed", true, false, true, all &^ NoSet, nil},
		{"cleared", true, true, false, NoClear, cleared},
		{"cleared, all rules", true, true, false, all, cleared},
		{"clear allowed", true, true, false, all &^ NoClear, nil},
		{"modified", true, true, true, NoModify, modified},
		{"modified, all rules", true, true, true, all, modified},
		{"modify allowed", true, true, true, all &^ NoModify, nil},
		{"unset stays unset", true, false, false, all, nil},
		{"create", false, false, true, all, nil},
		{"new item without old", false, true, true, all, nil},
		{"no rules", true, true, true, 0, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var want field.ErrorList
			if c.want != nil {
				want = field.ErrorList{c.want}
			}
			got := atItemName(func(p *Path) field.ErrorList { return Update(p, c.update, c.oldSet, c.newSet, c.rules) })
			expectErrors(t, got, want)
		})
	}
}

func TestImmutable(t *testing.T) {
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Immutable(p, false) }), nil)
	got := atItemName(func(p *Path) field.ErrorList { return Immutable(p, true) })
	expectErrors(t, got, field.ErrorList{{Type: field.ErrorTypeInvalid, Field: itemName, BadValue: nil, Detail: "field is immutable", Origin: "immutable"}})
}

func TestMonotonic(t *testing.T) {
	cases := []struct {
		name      string
		update    bool
		v, old    testReplicas
		wantError bool
	}{
		{"decreased", true, 3, 5, true},
		{"decreased below zero", true, -1, 0, true},
		{"unchanged", true, 5, 5, false},
		{"increased", true, 6, 5, false},
		{"create", false, 3, 5, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var want field.ErrorList
			if c.wantError {
				want = field.ErrorList{wantInvalid(c.v, fmt.Sprintf("may not be decreased from %d", c.old), "monotonic")}
			}
			expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Monotonic(p, c.update, c.v, c.old) }), want)
		})
	}
	got := atItemName(func(p *Path) field.ErrorList { return Monotonic(p, true, uint64(1), 1<<63) })
	expectErrors(t, got, field.ErrorList{wantInvalid(uint64(1), "may not be decreased from 9223372036854775808", "monotonic")})
}

func TestUpdateItems(t *testing.T) {
	const both = NoAddItem | NoRemoveItem
	long := manyNames(2 * linearScanMax)
	longAdded := append(append([]string{}, long[:10]...), append([]string{"new"}, long[10:]...)...)
	longSwapped := append([]string{}, long...)
	longSwapped[5], longSwapped[60] = "gone-5", long[5]
	cases := []struct {
		name      string
		update    bool
		list, old []string
		rules     UpdateRule
		want      field.ErrorList
	}{
		{"items edited in place", true, []string{"a", "b"}, []string{"a", "b"}, both, nil},
		{"reordered", true, []string{"b", "c", "a"}, []string{"a", "b", "c"}, both, nil},
		{"added", true, []string{"a", "x", "b", "y"}, []string{"a", "b"}, both, field.ErrorList{wantAdded(1), wantAdded(3)}},
		{"added, allowed", true, []string{"a", "x"}, []string{"a"}, NoRemoveItem, nil},
		{"added to an empty list", true, []string{"a"}, nil, NoAddItem, field.ErrorList{wantAdded(0)}},
		{"removed", true, []string{"b"}, []string{"a", "b", "c"}, both, field.ErrorList{wantRemoved(), wantRemoved()}},
		{"removed, allowed", true, []string{"b"}, []string{"a", "b"}, NoAddItem, nil},
		{"replaced", true, []string{"a", "z"}, []string{"a", "b"}, both, field.ErrorList{wantAdded(1), wantRemoved()}},
		{"only set rules", true, []string{"z"}, []string{"a"}, NoSet | NoModify | NoClear, nil},
		{"create", false, []string{"a"}, nil, both, nil},
		{"duplicate kept", true, []string{"a"}, []string{"a", "a"}, both, nil},
		{"long, reordered", true, reversed(long), long, both, nil},
		{"long, added", true, longAdded, long, both, field.ErrorList{wantAdded(10)}},
		{"long, replaced", true, longSwapped, long, both, field.ErrorList{wantAdded(5), wantRemoved()}},
		{"long old, short new", true, long[:3], long, NoRemoveItem, repeatErr(wantRemoved(), len(long)-3)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			list, old := portItems(c.list...), portItems(c.old...)
			for i := range list {
				list[i].Port++ // every item changed, no key did
			}
			got := atPorts(func(p *Path) field.ErrorList {
				return UpdateItems(p, c.update, list, old, portItemName, c.rules)
			})
			expectErrors(t, got, c.want)
			// The pointer variant agrees, and nil items change nothing.
			ptrList := append(pointersTo(list), nil)
			ptrOld := append([]*testPortItem{nil}, pointersTo(old)...)
			got = atPorts(func(p *Path) field.ErrorList {
				return UpdatePtrItems(p, c.update, ptrList, ptrOld, portItemName, c.rules)
			})
			expectErrors(t, got, c.want)
		})
	}
}

func repeatErr(e *field.Error, n int) field.ErrorList {
	errs := make(field.ErrorList, n)
	for i := range errs {
		errs[i] = e
	}
	return errs
}

func TestUpdatePtrItemsSamePositions(t *testing.T) {
	items := portItems("a", "b")
	list := []*testPortItem{&items[0], nil, &items[1]}
	old := []*testPortItem{&items[0], nil, &items[1]}
	got := atPorts(func(p *Path) field.ErrorList {
		return UpdatePtrItems(p, true, list, old, portItemName, NoAddItem|NoRemoveItem)
	})
	expectErrors(t, got, nil)
	// A nil where an item was, and an item where a nil was.
	list = []*testPortItem{nil, &items[0], &items[1]}
	old = []*testPortItem{&items[0], &items[1], nil}
	got = atPorts(func(p *Path) field.ErrorList {
		return UpdatePtrItems(p, true, list, old, portItemName, NoAddItem|NoRemoveItem)
	})
	expectErrors(t, got, nil)
}

type testLabel string

func TestUpdateMapItems(t *testing.T) {
	const both = NoAddItem | NoRemoveItem
	at := func(key string) string { return portsPath + "[" + key + "]" }
	added := func(key string) *field.Error { return wantForbidden(at(key), "item may not be added") }
	removed := func(key string) *field.Error { return wantForbidden(at(key), "item may not be removed") }

	old := map[testLabel]int{"app": 1, "tier": 2, "zone": 3}
	cases := []struct {
		name   string
		update bool
		m      map[testLabel]int
		rules  UpdateRule
		want   field.ErrorList
	}{
		{"values changed", true, map[testLabel]int{"app": 9, "tier": 9, "zone": 9}, both, nil},
		{"added and removed", true, map[testLabel]int{"zone": 3, "b": 1, "a": 1, "c": 1}, both,
			field.ErrorList{added("a"), added("b"), added("c"), removed("app"), removed("tier")}},
		{"only adding forbidden", true, map[testLabel]int{"zone": 3, "b": 1}, NoAddItem, field.ErrorList{added("b")}},
		{"only removing forbidden", true, map[testLabel]int{"zone": 3, "b": 1}, NoRemoveItem,
			field.ErrorList{removed("app"), removed("tier")}},
		{"cleared", true, nil, both, field.ErrorList{removed("app"), removed("tier"), removed("zone")}},
		{"create", false, map[testLabel]int{"new": 1}, both, nil},
		{"only set rules", true, map[testLabel]int{"new": 1}, NoSet | NoModify | NoClear, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := atPorts(func(p *Path) field.ErrorList { return UpdateMapItems(p, c.update, c.m, old, c.rules) })
			expectErrors(t, got, c.want)
		})
	}

	t.Run("integer keys sort numerically", func(t *testing.T) {
		got := atPorts(func(p *Path) field.ErrorList {
			return UpdateMapItems(p, true, map[int32]bool{100: true, -3: true, 9: true, 10: true}, map[int32]bool{}, both)
		})
		expectErrors(t, got, field.ErrorList{added("-3"), added("9"), added("10"), added("100")})
	})
	t.Run("interface keys of mixed kinds", func(t *testing.T) {
		got := atPorts(func(p *Path) field.ErrorList {
			return UpdateMapItems(p, true, map[any]bool{"b": true, 2: true, 10: true, nil: true}, nil, NoAddItem)
		})
		// Numbers sort among themselves; across kinds, by rendering.
		expectErrors(t, got, field.ErrorList{added("2"), added("10"), added("<nil>"), added("b")})
	})
}

func TestUpdateValidAllocatesNothing(t *testing.T) {
	old := portItems(manyNames(linearScanMax)...)
	short := reversed(old)
	longOld := portItems(manyNames(1000)...)
	long := portItems(manyNames(1000)...)
	long[7].Port = 1
	longPtrs, longOldPtrs := pointersTo(long), pointersTo(longOld)
	labels := map[testLabel]int{"app": 1, "tier": 2}
	oldLabels := map[testLabel]int{"app": 2, "tier": 1}
	const both = NoAddItem | NoRemoveItem
	if allocs := testing.AllocsPerRun(50, func() {
		root := Root()
		fp := root.Child("ports")
		if Update(&fp, true, true, true, NoSet|NoClear) != nil ||
			Immutable(&fp, false) != nil ||
			Monotonic(&fp, true, testReplicas(5), 4) != nil ||
			UpdateItems(&fp, true, short, old, portItemName, both) != nil ||
			UpdateItems(&fp, true, long, longOld, portItemName, both) != nil ||
			UpdatePtrItems(&fp, true, longPtrs, longOldPtrs, portItemName, both) != nil ||
			UpdateMapItems(&fp, true, labels, oldLabels, both) != nil {
			panic("update is not valid")
		}
	}); allocs != 0 {
		t.Fatalf("%v allocations, want 0", allocs)
	}
}

func BenchmarkUpdateItems(b *testing.B) {
	const both = NoAddItem | NoRemoveItem
	for _, n := range benchSizes {
		old := portItems(manyNames(n)...)
		for _, c := range []struct {
			name string
			list []testPortItem
			errs int
		}{
			{"edited", portItems(manyNames(n)...), 0},
			{"reordered", reversed(old), 0},
			{"oneAdded", portItems(append(manyNames(n), "new")...), 1},
		} {
			b.Run(fmt.Sprintf("%s/n=%d", c.name, n), func(b *testing.B) {
				b.ReportAllocs()
				root := Root()
				p := root.Child("ports")
				for b.Loop() {
					if len(UpdateItems(&p, true, c.list, old, portItemName, both)) != c.errs {
						b.Fatal("unexpected result")
					}
				}
			})
		}
	}
}
