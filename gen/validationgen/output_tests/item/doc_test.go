package item

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func dup(p *field.Path, item any) *field.Error { return field.Duplicate(p, item) }

func required(p *field.Path) *field.Error { return field.Required(p, "") }

func maxLength5(p *field.Path, v string) *field.Error {
	return field.TooLongCharacters(p, v, 5).WithOrigin("maxLength")
}

func forced(p *field.Path, v any) *field.Error {
	return field.Invalid(p, v, "forced failure: item Progressing").WithOrigin("validateFalse")
}

// validT has each selected item at its limits, and unselected items that
// would break those rules.
func validT() *T {
	list := []Condition{{"Ready", "True", "abcde"}, {"Other", "", "long reason"}}
	typed := ConditionList{{"Ready", "True", ""}}
	return &T{
		Conditions:    []Condition{{"Other", "", "long reason"}, {"Ready", "True", "abcde"}},
		Ports:         []Port{{80, "UDP", "admin"}, {81, "TCP", "admin"}, {80, "TCP", "web"}},
		Addresses:     []Address{{false, ""}, {true, "10.0.0.1"}},
		PtrConditions: []*Condition{{"Ready", "", "abcde"}, {"Other", "", "long reason"}},
		ConditionsPtr: &list,
		Typed:         ConditionList{{"Other", "", ""}, {"Ready", "False", ""}},
		TypedPtr:      &typed,
		Groups:        [][]Condition{{{"Ready", "", "abcde"}}, {{"Other", "", "long reason"}}},
		ByNode:        map[string][]Condition{"n": {{"Ready", "", "abcde"}}},
		Status:        &Status{Immutable: []Condition{{"Approved", "True", ""}}},
	}
}

// invalidT breaks the rule of every selected item.
func invalidT() *T {
	list := []Condition{{"Ready", "", "abcdef"}}
	typed := ConditionList{{"Ready", "", ""}}
	return &T{
		Conditions:    []Condition{{"Ready", "", "abcdef"}, {"Progressing", "", ""}},
		Ports:         []Port{{80, "TCP", "admin"}},
		Addresses:     []Address{{true, ""}},
		PtrConditions: []*Condition{{"Ready", "", "abcdef"}},
		ConditionsPtr: &list,
		Typed:         ConditionList{{"Other", "", ""}, {"Ready", "", ""}},
		TypedPtr:      &typed,
		Groups:        [][]Condition{{{"Other", "", "abcdef"}}, {{"Other", "", ""}, {"Ready", "", "abcdef"}}},
		ByNode:        map[string][]Condition{"n": {{"Ready", "", "abcdef"}}},
	}
}

func invalidTErrors() []*field.Error {
	return []*field.Error{
		required(root("conditions").Index(0).Child("status")),
		maxLength5(root("conditions").Index(0).Child("reason"), "abcdef"),
		forced(root("conditions").Index(1), Condition{"Progressing", "", ""}),
		field.Invalid(root("ports").Index(0).Child("name"), "admin", `must not be equal to "admin"`).WithOrigin("neq"),
		required(root("addresses").Index(0).Child("address")),
		maxLength5(root("ptrConditions").Index(0).Child("reason"), "abcdef"),
		maxLength5(root("conditionsPtr").Index(0).Child("reason"), "abcdef"),
		required(root("typed").Index(1).Child("status")),
		required(root("typedPtr").Index(0).Child("status")),
		maxLength5(root("groups").Index(1).Index(1).Child("reason"), "abcdef"),
		maxLength5(root("byNode").Key("n").Index(0).Child("reason"), "abcdef"),
	}
}

func TestItemCreateValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{}).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
}

func TestItemCreateInvalid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).ExpectInvalid(invalidTErrors()...)
	// A required subfield of a selected item short-circuits as usual.
	errs := localSchemeBuilder.Validate(context.Background(), nil, &T{Addresses: []Address{{true, ""}}})
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit Required error, got %v", errs)
	}
}

// The chained rule is skipped when no item has the key, including when the
// list is empty or the only candidate is a partial match of a compound key.
func TestItemAbsentIsSkipped(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{
		Conditions:    []Condition{{"ready", "", "abcdef"}, {"Other", "", "abcdef"}},
		Ports:         []Port{{80, "UDP", "admin"}, {443, "TCP", "admin"}},
		Addresses:     []Address{{false, ""}},
		PtrConditions: []*Condition{},
		Typed:         ConditionList{},
		Groups:        [][]Condition{nil, {}},
		ByNode:        map[string][]Condition{"n": nil},
	}).ExpectValid().ExpectAllocs(0)
}

// Only the first matching item is checked; later ones are duplicates.
func TestItemFirstMatchOnly(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Conditions: []Condition{{"Ready", "True", ""}, {"Ready", "", "abcdef"}}}).
		ExpectInvalid(dup(root("conditions").Index(1), Condition{"Ready", "", "abcdef"}))
}

func TestItemUpdateRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
	// The immutable Approved item is new: as in Kubernetes, immutable
	// fires for an item with no old counterpart.
	st.Value(validT()).OldValue(invalidT()).ExpectInvalid(immutable(root("status", "immutable").Index(0)))
	// The selected item moved but did not change.
	st.Value(&T{Conditions: []Condition{{"Other", "", ""}, {"Ready", "", "abcdef"}}}).
		OldValue(&T{Conditions: []Condition{{"Ready", "", "abcdef"}}}).ExpectValid()
	// It changed: only its changed field is validated again.
	st.Value(&T{Conditions: []Condition{{"Ready", "", "abcdefg"}}}).
		OldValue(&T{Conditions: []Condition{{"Ready", "", "abcdef"}}}).
		ExpectInvalid(maxLength5(root("conditions").Index(0).Child("reason"), "abcdefg"))
	// It is new.
	st.Value(&T{Conditions: []Condition{{"Other", "", ""}, {"Ready", "", ""}}}).
		OldValue(&T{Conditions: []Condition{{"Other", "", ""}}}).
		ExpectInvalid(required(root("conditions").Index(1).Child("status")))
	st.Value(&T{Groups: [][]Condition{{{"Ready", "", "abcdefg"}}}}).
		OldValue(&T{Groups: [][]Condition{{{"Ready", "", "abcdef"}}}}).
		ExpectInvalid(maxLength5(root("groups").Index(0).Index(0).Child("reason"), "abcdefg"))
	st.Value(&T{ByNode: map[string][]Condition{"n": {{"Ready", "", "abcdef"}}, "m": {{"Ready", "", "abcdefg"}}}}).
		OldValue(&T{ByNode: map[string][]Condition{"n": {{"Ready", "", "abcdef"}}}}).
		ExpectInvalid(maxLength5(root("byNode").Key("m").Index(0).Child("reason"), "abcdefg"))
}
