package item

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Item-level update rules (KEP-5073 "Common Patterns Reference ... List
// Items" and "Item-Level Constraints").

func approved(status string) Condition { return Condition{"Approved", status, ""} }

func other() Condition { return Condition{"Other", "", ""} }

func itemAdded(p *field.Path) *field.Error {
	return field.Forbidden(p, "item may not be added").WithOrigin("update")
}

func itemRemoved(p *field.Path) *field.Error {
	return field.Forbidden(p, "item may not be removed").WithOrigin("update")
}

func immutable(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field is immutable").WithOrigin("immutable")
}

func modified(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field cannot be modified once set").WithOrigin("update")
}

var status = root("status")

// Immutable item (+k8s:immutable, or NoModify,NoRemoveItem): may be added
// at create or later, never modified or removed.
func TestItemImmutable(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	withApproved := func() *T {
		return &T{Status: &Status{
			Immutable:        []Condition{other(), approved("True")},
			NoModifyNoRemove: []Condition{approved("True"), other()},
		}}
	}
	st.Value(withApproved()).ExpectValid().ExpectAllocs(0)
	st.Value(withApproved()).OldValue(withApproved()).ExpectValid().ExpectAllocs(0)
	// Added later: as in Kubernetes, immutable fires for an item with no
	// old counterpart.
	st.Value(withApproved()).OldValue(&T{Status: &Status{Immutable: []Condition{other()}}}).
		ExpectInvalid(immutable(root("status", "immutable").Index(1)))
	// Moved, and other items changed or removed.
	st.Value(&T{Status: &Status{
		Immutable:        []Condition{approved("True")},
		NoModifyNoRemove: []Condition{{"Other", "x", ""}, approved("True")},
	}}).OldValue(withApproved()).ExpectValid()
	// Modified.
	st.Value(&T{Status: &Status{
		Immutable:        []Condition{other(), approved("False")},
		NoModifyNoRemove: []Condition{approved("False"), other()},
	}}).OldValue(withApproved()).ExpectInvalid(
		immutable(status.Child("immutable").Index(1)),
		modified(status.Child("noModifyNoRemove").Index(0)),
	)
	// Removed.
	st.Value(&T{Status: &Status{
		Immutable:        []Condition{other()},
		NoModifyNoRemove: []Condition{other()},
	}}).OldValue(withApproved()).ExpectInvalid(
		itemRemoved(status.Child("immutable")),
		itemRemoved(status.Child("noModifyNoRemove")),
	)
}

// BUG (see report): clearing an optional list removes its items, so a
// protected item must stop it (KEP "Item-Level Constraints": conditions =
// nil is rejected while Approved is present). The optional short-circuit
// skips the item checks instead.
func TestItemProtectedItemBlocksClearingOptionalList(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := &T{Status: &Status{
		Immutable:        []Condition{approved("True")},
		NoModifyNoRemove: []Condition{approved("True")},
		Permanent:        []Condition{approved("True")},
	}}
	st.Value(&T{Status: &Status{}}).OldValue(old).ExpectInvalid(
		itemRemoved(status.Child("immutable")),
		itemRemoved(status.Child("noModifyNoRemove")),
		itemRemoved(status.Child("permanent")),
	)
	// Without a protected item the list may be cleared.
	st.Value(&T{Status: &Status{}}).OldValue(&T{Status: &Status{Permanent: []Condition{other()}}}).ExpectValid()
}

// The CSR pattern (NoSet, NoModify, NoClear): permanent once added at
// creation, and may not be added on update.
func TestItemPermanent(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	created := func() *T { return &T{Status: &Status{Permanent: []Condition{approved("True")}}} }
	st.Value(created()).ExpectValid()
	st.Value(created()).OldValue(created()).ExpectValid().ExpectAllocs(0)
	st.Value(&T{Status: &Status{Permanent: []Condition{other(), approved("True")}}}).OldValue(created()).ExpectValid()
	st.Value(&T{Status: &Status{Permanent: []Condition{other(), approved("True")}}}).
		OldValue(&T{Status: &Status{Permanent: []Condition{other()}}}).
		ExpectInvalid(itemAdded(status.Child("permanent").Index(1)))
	st.Value(&T{Status: &Status{Permanent: []Condition{approved("False")}}}).OldValue(created()).
		ExpectInvalid(modified(status.Child("permanent").Index(0)))
	st.Value(&T{Status: &Status{Permanent: []Condition{other()}}}).OldValue(created()).
		ExpectInvalid(itemRemoved(status.Child("permanent")))
}

// NoSet alone: only at creation; may change and go away later.
func TestItemCreateOnly(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	created := func() *T { return &T{Status: &Status{CreateOnly: []Condition{approved("True")}}} }
	st.Value(created()).ExpectValid()
	st.Value(&T{Status: &Status{CreateOnly: []Condition{approved("False")}}}).OldValue(created()).ExpectValid()
	st.Value(&T{Status: &Status{CreateOnly: []Condition{other()}}}).OldValue(created()).ExpectValid()
	st.Value(created()).OldValue(&T{Status: &Status{CreateOnly: []Condition{other()}}}).
		ExpectInvalid(itemAdded(status.Child("createOnly").Index(0)))
	st.Value(created()).OldValue(&T{Status: &Status{}}).
		ExpectInvalid(itemAdded(status.Child("createOnly").Index(0)))
}

// Pointer items: replacing the protected item with another removes it. The
// list is not optional, so clearing it is checked.
func TestItemPointerItems(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	a := approved("True")
	created := func() *T { return &T{Status: &Status{PtrItems: []*Condition{&a}}, PtrConditions: []*Condition{&a}} }
	st.Value(created()).OldValue(created()).ExpectValid().ExpectAllocs(0)
	changed := approved("False")
	other := Condition{"Other", "", ""}
	st.Value(&T{Status: &Status{PtrItems: []*Condition{&other}}, PtrConditions: []*Condition{&other, &changed}}).OldValue(created()).
		ExpectInvalid(
			itemRemoved(status.Child("ptrItems")),
			immutable(root("ptrConditions").Index(1)),
		)
	st.Value(&T{Status: &Status{}, PtrConditions: []*Condition{&other}}).OldValue(created()).
		ExpectInvalid(
			itemRemoved(status.Child("ptrItems")),
			itemRemoved(root("ptrConditions")),
		)
}

// Parent lifecycle: dropping the parent ends its items' lifecycle, and a
// new parent's update rules (NoSet) see no transition; immutable, as in
// Kubernetes, fires for the new parent's item, which has no old
// counterpart.
func TestItemParentLifecycle(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	full := func() *T {
		return &T{Status: &Status{
			Immutable:  []Condition{approved("True")},
			Permanent:  []Condition{approved("True")},
			CreateOnly: []Condition{approved("True")},
		}}
	}
	st.Value(full()).OldValue(&T{}).ExpectInvalid(immutable(root("status", "immutable").Index(0)))
	st.Value(&T{}).OldValue(full()).ExpectValid()
}
