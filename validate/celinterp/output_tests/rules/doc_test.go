package rules

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// valid returns a fresh Root that passes every rule on create.
func valid() *Root {
	return &Root{
		Mode:       "closed",
		Generation: 1,
		Phase:      "initial",
		Owner:      "n-owner",
		Range:      Range{Min: 1, Max: 2},
		Tags:       []string{"a", "bb"},
		Limits:     map[string]int64{"cpu": 1},
		Items:      []Item{{Name: "a", Value: "1"}},
		Code:       "abc",
	}
}

func with(change func(*Root)) *Root { r := valid(); change(r); return r }

func path(p string) *field.Path { return field.NewPath(p) }

// value tests v with the option Strict off (options must be known).
func value(st *validatetest.Tester, v *Root) *validatetest.ValueTester {
	return st.Value(v).Opts(map[string]bool{"Strict": false})
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	value(st, valid()).ExpectValid()
	value(st, valid()).OldValue(valid()).ExpectValid()
	// Absent values are not checked: nil pointers, nil lists and maps, and
	// the empty string of an omitempty field.
	value(st, with(func(r *Root) { r.Tags, r.Limits, r.Items, r.Label = nil, nil, nil, "" })).ExpectValid()
}

func TestCreate(t *testing.T) {
	cases := []struct {
		name   string
		change func(*Root)
		want   field.ErrorList
	}{
		{"field rule, KEP-3937 spelling", func(r *Root) { r.Mode = "ajar" },
			field.ErrorList{field.Invalid(path("mode"), nil, "must be open or closed")}},
		{"type rule with reason and fieldPath", func(r *Root) { r.Forbidden = new("x") },
			field.ErrorList{field.Forbidden(path("forbidden"), "forbidden unless mode is open")}},
		{"type rule passes", func(r *Root) { r.Mode, r.Forbidden = "open", new("x") }, nil},
		{"XValidation on a pointer", func(r *Root) { r.Count = new(int32(0)) },
			field.ErrorList{field.Invalid(path("count"), nil, "must be between 1 and 10")}},
		{"XValidation on a pointer passes", func(r *Root) { r.Count = new(int32(10)) }, nil},
		{"optionalOldSelf runs on create", func(r *Root) { r.Phase = "later" },
			field.ErrorList{field.Invalid(path("phase"), nil, "must be created as initial")}},
		{"a transition rule does not run on create", func(r *Root) { r.Generation = -5 }, nil},
		{"omitempty value present", func(r *Root) { r.Label = "ab" },
			field.ErrorList{field.Invalid(path("label"), nil, "must be at least 3 characters")}},
		{"typedef rule", func(r *Root) { r.Owner = "owner" },
			field.ErrorList{field.Invalid(path("owner"), nil, "must start with n-")}},
		{"typedef rule through a pointer", func(r *Root) { r.OwnerPtr = new(Name("x")) },
			field.ErrorList{field.Invalid(path("ownerPtr"), nil, "must start with n-")}},
		{"messageExpression and fieldPath", func(r *Root) { r.Range = Range{Min: 5, Max: 3} },
			field.ErrorList{field.Invalid(path("range").Child("min"), nil, "min exceeds max")}},
		{"messageExpression's other branch", func(r *Root) { r.Range = Range{Min: 0, Max: -1} },
			field.ErrorList{field.Invalid(path("range").Child("min"), nil, "min exceeds a negative max")}},
		{"eachVal rule with messageExpression", func(r *Root) { r.Tags = []string{"a", "toolong"} },
			field.ErrorList{field.Invalid(path("tags").Index(1), nil, "item toolong is too long")}},
		{"list rule", func(r *Root) { r.Tags = []string{"bad"} },
			field.ErrorList{field.Invalid(path("tags"), nil, "no bad items")}},
		{"map rule", func(r *Root) { r.Limits = map[string]int64{"cpu": 0} },
			field.ErrorList{field.Invalid(path("limits"), nil, "all limits must be positive")}},
		{"multi-line raw rule", func(r *Root) { r.Code = "ABC" },
			field.ErrorList{field.Invalid(path("code"), nil, "must be lowercase letters")}},
		{"several rules fail together", func(r *Root) { r.Mode, r.Owner = "x", "y" },
			field.ErrorList{field.Invalid(path("mode"), nil, "must be open or closed"), field.Invalid(path("owner"), nil, "must start with n-")}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := localSchemeBuilder.Test(t)
			if len(c.want) == 0 {
				value(st, with(c.change)).ExpectValid()
				return
			}
			value(st, with(c.change)).ExpectInvalid(c.want...)
			// Unchanged on update: ratcheted.
			value(st, with(c.change)).OldValue(with(c.change)).ExpectValid()
		})
	}
}

func TestUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// A transition rule on oldSelf.
	value(st, with(func(r *Root) { r.Generation = 0 })).OldValue(valid()).
		ExpectInvalid(field.Invalid(path("generation"), nil, "may not decrease"))
	value(st, with(func(r *Root) { r.Generation = 2 })).OldValue(valid()).ExpectValid()
	// optionalOldSelf: with an old value, oldSelf.hasValue() holds.
	value(st, with(func(r *Root) { r.Phase = "later" })).OldValue(valid()).ExpectValid()
	// A listType=map item is matched with its old item by key.
	value(st, with(func(r *Root) { r.Items = []Item{{Name: "a", Value: "2"}} })).OldValue(valid()).
		ExpectInvalid(field.Invalid(path("items").Index(0).Child("value"), nil, "value is immutable"))
	value(st, with(func(r *Root) { r.Items = []Item{{Name: "b", Value: "2"}} })).OldValue(valid()).ExpectValid()
	// Changed to an invalid value on update is reported; unchanged invalid
	// values are ratcheted.
	value(st, with(func(r *Root) { r.Mode = "x" })).OldValue(valid()).
		ExpectInvalid(field.Invalid(path("mode"), nil, "must be open or closed"))
	value(st, with(func(r *Root) { r.Mode = "x"; r.Owner = "y" })).OldValue(with(func(r *Root) { r.Mode = "x" })).
		ExpectInvalid(field.Invalid(path("owner"), nil, "must start with n-"))
}

func TestLifecycleAndOptions(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	value(st, with(func(r *Root) { r.Gated = "alpha" })).
		ExpectExactly(field.Invalid(path("gated"), "alpha", "alpha rule").MarkAlpha())
	value(st, with(func(r *Root) { r.Gated = "beta" })).
		ExpectExactly(field.Invalid(path("gated"), "beta", "beta rule").MarkBeta())
	value(st, with(func(r *Root) { r.Gated = "loose" })).ExpectValid()
	value(st, with(func(r *Root) { r.Gated = "loose" })).Opts(map[string]bool{"Strict": true}).
		ExpectExactly(field.Invalid(path("gated"), "loose", "strict rule"))
}
