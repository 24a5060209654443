package twophase

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

var path = field.NewPath

func dup(p *field.Path, item any) *field.Error { return field.Duplicate(p, item) }

func minErr(p *field.Path, v int, min string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+min).WithOrigin("minimum")
}

func max9(p *field.Path, v int) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to 9").WithOrigin("maximum")
}

func update(p *field.Path, detail string) *field.Error {
	return field.Invalid(p, nil, detail).WithOrigin("update")
}

// valid fills every field with distinct keys and values at their limits.
func valid() *T {
	return &T{
		Groups: [][]Item{{{"primary", 1}, {"b", 9}}, {{"a", 0}}},
		ByZone: map[string][]Item{"z1": {{"locked", 1}, {"a", 2}}, "z2": {{"a", 0}}},
		Service: Service{Ports: []Port{
			{80, "TCP", "http"},
			{80, "UDP", "not the selected item"},
			{443, "TCP", "https"},
		}},
		Binding:      Item{Name: "b", Value: 9},
		Sets:         [][]string{{"a", "b"}, {"a"}, {"b", "a"}},
		UniqueGroups: [][]Item{{{"a", 1}, {"b", 1}}, {{"a", 1}}},
		Deep:         Deep{Groups: [][]Item{{{"a", 1}, {"b", 1}}}},
		Typed:        Groups{{{"a", 1}, {"b", 1}}},
		BetaGroups:   [][]Item{{{"a", 1}, {"b", 1}}},
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(&T{}).ExpectValid().ExpectAllocs(0)
	// Dropping every list is allowed; only the binding's name may not be
	// cleared.
	st.Value(&T{Binding: valid().Binding}).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestListSemanticsInChains(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("eachVal map list", func(v *T) { v.Groups[1] = []Item{{"a", 0}, {"a", 1}} },
		dup(path("groups").Index(1).Index(1), Item{"a", 1}))
	c.Run("eachVal map list, item selected in each inner list", func(v *T) { v.Groups[0][0].Value = 0 },
		minErr(path("groups").Index(0).Index(0).Child("value"), 0, "1"))
	c.Run("item selected by key, not position", func(v *T) { v.Groups[1] = []Item{{"a", 0}, {"primary", 0}} },
		minErr(path("groups").Index(1).Index(1).Child("value"), 0, "1"))
	c.Run("items' own validation still runs", func(v *T) { v.Groups[0][1].Value = 10 },
		max9(path("groups").Index(0).Index(1).Child("value"), 10))
	c.Run("map values are map lists", func(v *T) { v.ByZone["z2"] = []Item{{"a", 0}, {"a", 0}} },
		dup(path("byZone").Key("z2").Index(1), Item{"a", 0}))
	c.Run("subfield map list with compound key", func(v *T) { v.Service.Ports = append(v.Service.Ports, Port{80, "TCP", "x"}) },
		dup(path("service", "ports").Index(3), Port{80, "TCP", "x"}))
	c.Run("subfield item with compound key", func(v *T) { v.Service.Ports[0].Name = "http2" },
		field.TooLongCharacters(path("service", "ports").Index(0).Child("name"), "http2", 4).WithOrigin("maxLength"))
	c.Run("eachVal set", func(v *T) { v.Sets[2] = []string{"b", "a", "b"} }, dup(path("sets").Index(2).Index(2), "b"))
	c.Run("eachVal unique=map with chained key", func(v *T) { v.UniqueGroups[1] = []Item{{"a", 1}, {"a", 2}} },
		dup(path("uniqueGroups").Index(1).Index(1), Item{"a", 2}))
	c.Run("subfield, eachVal, map list", func(v *T) { v.Deep.Groups[0][1].Name = "a" },
		dup(path("deep", "groups").Index(0).Index(1), Item{"a", 1}))
	c.Run("subfield chain next to the type's own validation", func(v *T) { v.Deep.Groups[0][1].Value = 10 },
		max9(path("deep", "groups").Index(0).Index(1).Child("value"), 10))
	c.Run("chain on the type declaration", func(v *T) { v.Typed[0][1].Name = "a" },
		dup(path("typed").Index(0).Index(1), Item{"a", 1}))
}

// TestLifecycleInChain: the beta level of a chain reaches the duplicate
// errors of the list semantics it declares.
func TestLifecycleInChain(t *testing.T) {
	v := valid()
	v.BetaGroups[0][1].Name = "a"
	want := dup(path("betaGroups").Index(0).Index(1), Item{"a", 1})
	localSchemeBuilder.Test(t).Value(v).ExpectInvalid(want)
	errs := localSchemeBuilder.Validate(context.Background(), nil, v)
	if len(errs) != 1 || !errs[0].IsBeta() || errs[0].IsAlpha() {
		t.Errorf("want one beta error, got %#v", errs)
	}
}

// TestRatchetingInChains: an unchanged list of lists keeps its old
// problems while another part of the object changes.
func TestRatchetingInChains(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.Groups[1] = []Item{{"a", 0}, {"a", 1}}
	old.ByZone["z2"] = []Item{{"a", 0}, {"a", 0}}
	old.Service.Ports = append(old.Service.Ports, Port{80, "TCP", "x"})
	changed := valid()
	changed.Groups[1] = []Item{{"a", 0}, {"a", 1}}
	changed.ByZone = map[string][]Item{"z1": {{"locked", 1}, {"a", 2}, {"new", 1}}, "z2": {{"a", 0}, {"a", 0}}}
	changed.Service.Ports = append(changed.Service.Ports, Port{80, "TCP", "x"})
	changed.Binding.Value = 8
	st.Value(changed).OldValue(old).ExpectValid()

	// The outer list is atomic: once it changed, its inner lists have no old
	// values (as in Kubernetes), so each is validated as a whole, the
	// unchanged one with its old duplicate too.
	changed.Groups[0] = []Item{{"primary", 2}}
	st.Value(changed).OldValue(old).ExpectInvalid(dup(path("groups").Index(1).Index(1), Item{"a", 1}))
	changed.Groups[0] = old.Groups[0]
	changed.Groups[1] = []Item{{"a", 1}, {"a", 1}}
	st.Value(changed).OldValue(old).ExpectInvalid(dup(path("groups").Index(1).Index(1), Item{"a", 1}))
}

// TestUpdateRulesInChains: update rules reached through eachVal, item and
// subfield compare items correlated by their chained list-map keys.
func TestUpdateRulesInChains(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	z1 := func(items ...Item) *T { v := valid(); v.ByZone["z1"] = items; return v }
	modified := update(path("byZone").Key("z1").Index(1).Child("value"), "field cannot be modified once set")
	removed := field.Forbidden(path("byZone").Key("z1"), "item may not be removed").WithOrigin("update")
	immutable := field.Invalid(path("byZone").Key("z1").Index(0), nil, "field is immutable").WithOrigin("immutable")

	for _, c := range []struct {
		name string
		new  *T
		want []*field.Error
	}{
		{"modify an item's value", z1(Item{"locked", 1}, Item{"a", 3}), []*field.Error{modified}},
		{"modify it after reordering", z1(Item{"a", 3}, Item{"locked", 1}),
			[]*field.Error{update(path("byZone").Key("z1").Index(0).Child("value"), "field cannot be modified once set")}},
		{"clear an item's value", z1(Item{"locked", 1}, Item{"a", 0}), nil},
		{"add an item", z1(Item{"locked", 1}, Item{"a", 2}, Item{"c", 5}), nil},
		{"reorder", z1(Item{"a", 2}, Item{"locked", 1}), nil},
		{"remove a free item", z1(Item{"locked", 1}), nil},
		{"remove the locked item", z1(Item{"a", 2}), []*field.Error{removed}},
		{"change the locked item", z1(Item{"locked", 2}, Item{"a", 2}), []*field.Error{
			immutable,
			update(path("byZone").Key("z1").Index(0).Child("value"), "field cannot be modified once set"),
		}},
		{"drop the whole value", func() *T { v := valid(); delete(v.ByZone, "z1"); return v }(), nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			st.Value(c.new).ExpectValid()
			if len(c.want) == 0 {
				st.Value(c.new).OldValue(valid()).ExpectValid().ExpectAllocs(0)
				return
			}
			st.Value(c.new).OldValue(valid()).ExpectInvalid(c.want...)
		})
	}
	// A new map key's locked item has no old counterpart: immutable fires,
	// as in Kubernetes.
	v := valid()
	v.ByZone["z3"] = []Item{{"locked", 7}}
	st.Value(v).OldValue(valid()).ExpectInvalid(
		field.Invalid(path("byZone").Key("z3").Index(0), nil, "field is immutable").WithOrigin("immutable"))

	// Two +k8s:subfield(name)=+k8s:update tags combine.
	binding := func(name string) *T { v := valid(); v.Binding.Name = name; return v }
	st.Value(binding("c")).OldValue(binding("b")).ExpectInvalid(update(path("binding", "name"), "field cannot be modified once set"))
	st.Value(binding("")).OldValue(binding("b")).ExpectInvalid(update(path("binding", "name"), "field cannot be cleared once set"))
	st.Value(binding("c")).OldValue(binding("")).ExpectValid().ExpectAllocs(0)
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, binding("c"), binding("b"))
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit error, got %v", errs)
	}
}
