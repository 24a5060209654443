package immutabilitypatterns

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// site is what an expected error needs: the field's path, the paths of the
// items an operation adds, removes or changes, and where this kind of
// collection reports a removed item (lists at the list, maps at the key).
type site struct {
	p       *field.Path
	items   []*field.Path
	removed func(item *field.Path) *field.Error
}

// want gives the expected errors of one operation at a site.
type want func(s site) field.ErrorList

func onField(fn func(*field.Path) *field.Error) want {
	return func(s site) field.ErrorList { return field.ErrorList{fn(s.p)} }
}

func onItems(fn func(s site, item *field.Path) *field.Error) want {
	return func(s site) field.ErrorList {
		var out field.ErrorList
		for _, ip := range s.items {
			out = append(out, fn(s, ip))
		}
		return out
	}
}

func all(wants ...want) want {
	return func(s site) field.ErrorList {
		var out field.ErrorList
		for _, w := range wants {
			out = append(out, w(s)...)
		}
		return out
	}
}

var (
	requiredField  = onField(required)
	forbiddenField = onField(forbidden)
	immutableField = onField(immutable)
	addedItems     = onItems(func(_ site, ip *field.Path) *field.Error { return added(ip) })
	removedItems   = onItems(func(s site, ip *field.Path) *field.Error { return s.removed(ip) })
	immutableItems = onItems(func(_ site, ip *field.Path) *field.Error { return immutable(ip) })
)

// The operations, from the base collection {a, b}:
//
//	createSet  create {a, b}            createOmit  create {}
//	set        {} -> {a, b}             add         {a, b} -> {a, b, c}
//	remove     {a, b} -> {a}            clear       {a, b} -> {}
//	modify     a's value changes        reorder     [a, b] -> [b, a] (lists only)
//
// The items involved: set and clear a and b, add c, remove b, modify a.
var operations = []struct{ name, old, new string }{
	{"createSet", "", "base"},
	{"createOmit", "", "empty"},
	{"set", "empty", "base"},
	{"add", "base", "added"},
	{"remove", "base", "removed"},
	{"clear", "base", "empty"},
	{"modify", "base", "modified"},
	{"reorder", "base", "reordered"},
}

// collectionRow is one row of KEP-5073's table "Common Patterns Reference
// ...: Lists/Maps", on a listType=map list (json+"List") and a map
// (json+"Map"). Operations not in want are allowed.
type collectionRow struct {
	pattern string
	json    string
	want    map[string]want
}

var collectionRows = []collectionRow{
	{"Optional List/Map", "optional", nil},
	{"Required List/Map", "required", map[string]want{
		"createOmit": requiredField,
		"clear":      requiredField, // the last item cannot be removed
	}},
	{"Forbidden List/Map", "forbidden", map[string]want{
		"createSet": forbiddenField, "set": forbiddenField, "add": forbiddenField,
		"remove": forbiddenField, "modify": forbiddenField, "reorder": forbiddenField,
	}},
	// As in Kubernetes, eachVal=+k8s:immutable also reports an added item
	// (it has no old value), before the update rule, both short-circuit.
	{"Required Immutable List/Map", "requiredImmutable", map[string]want{
		"createOmit": requiredField,
		"set":        all(immutableItems, addedItems), "add": all(immutableItems, addedItems),
		"remove": removedItems, "clear": all(requiredField, removedItems),
		"modify": immutableItems,
	}},
	// +k8s:immutable compares the whole value: a reorder is a change too.
	{"Required Immutable List/Map x 2", "requiredImmutable2", map[string]want{
		"createOmit": requiredField,
		"set":        immutableField, "add": immutableField, "remove": immutableField,
		"clear": all(requiredField, immutableField), "modify": immutableField, "reorder": immutableField,
	}},
	{"Optional Immutable List/Map", "optionalImmutable", map[string]want{
		"set": all(immutableItems, addedItems), "add": all(immutableItems, addedItems),
		"remove": removedItems, "clear": removedItems,
		"modify": immutableItems,
	}},
	{"Optional Immutable List/Map x 2", "optionalImmutable2", map[string]want{
		"set": immutableField, "add": immutableField, "remove": immutableField,
		"clear": immutableField, "modify": immutableField, "reorder": immutableField,
	}},
	{"Append-Only List/Map", "appendOnly", map[string]want{
		"remove": removedItems, "clear": removedItems,
	}},
}

func listField(c *Collections, json string) *[]Item {
	switch json {
	case "optional":
		return &c.OptionalList
	case "required":
		return &c.RequiredList
	case "forbidden":
		return &c.ForbiddenList
	case "requiredImmutable":
		return &c.RequiredImmutableList
	case "requiredImmutable2":
		return &c.RequiredImmutable2List
	case "optionalImmutable":
		return &c.OptionalImmutableList
	case "optionalImmutable2":
		return &c.OptionalImmutable2List
	case "appendOnly":
		return &c.AppendOnlyList
	}
	panic("unknown field " + json)
}

func mapField(c *Collections, json string) *map[string]string {
	switch json {
	case "optional":
		return &c.OptionalMap
	case "required":
		return &c.RequiredMap
	case "forbidden":
		return &c.ForbiddenMap
	case "requiredImmutable":
		return &c.RequiredImmutableMap
	case "requiredImmutable2":
		return &c.RequiredImmutable2Map
	case "optionalImmutable":
		return &c.OptionalImmutableMap
	case "optionalImmutable2":
		return &c.OptionalImmutable2Map
	case "appendOnly":
		return &c.AppendOnlyMap
	}
	panic("unknown field " + json)
}

var (
	listStates = map[string][]Item{
		"empty": nil, "base": {{"a", "1"}, {"b", "2"}}, "added": {{"a", "1"}, {"b", "2"}, {"c", "3"}},
		"removed": {{"a", "1"}}, "modified": {{"a", "9"}, {"b", "2"}}, "reordered": {{"b", "2"}, {"a", "1"}},
	}
	mapStates = map[string]map[string]string{
		"empty": nil, "base": {"a": "1", "b": "2"}, "added": {"a": "1", "b": "2", "c": "3"},
		"removed": {"a": "1"}, "modified": {"a": "9", "b": "2"},
	}
)

// collections returns a Collections in which every field holds {a, b},
// except the forbidden ones.
func collections() *Collections {
	c := &Collections{}
	for _, row := range collectionRows {
		if row.json != "forbidden" {
			*listField(c, row.json) = append([]Item(nil), listStates["base"]...)
			*mapField(c, row.json) = copyMap(mapStates["base"])
		}
	}
	return c
}

func copyMap(m map[string]string) map[string]string {
	if m == nil {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func TestCollectionBase(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(collections()).ExpectValid().ExpectAllocs(0)
	st.Value(collections()).OldValue(collections()).ExpectValid().ExpectAllocs(0)
}

// collectionKind is a list or a map: how to put a state into a field and
// which item paths an operation involves.
type collectionKind struct {
	name    string
	suffix  string
	put     func(c *Collections, json, state string)
	items   func(p *field.Path, operation string) []*field.Path
	removed func(p, item *field.Path) *field.Error
}

var collectionKinds = []collectionKind{
	{
		name: "list", suffix: "List",
		put: func(c *Collections, json, state string) {
			*listField(c, json) = append([]Item(nil), listStates[state]...)
		},
		items: func(p *field.Path, operation string) []*field.Path {
			return map[string][]*field.Path{
				"set": {p.Index(0), p.Index(1)}, "clear": {p.Index(0), p.Index(1)},
				"add": {p.Index(2)}, "remove": {p.Index(1)}, "modify": {p.Index(0)},
			}[operation]
		},
		removed: func(p, _ *field.Path) *field.Error { return removed(p) },
	},
	{
		name: "map", suffix: "Map",
		put: func(c *Collections, json, state string) { *mapField(c, json) = copyMap(mapStates[state]) },
		items: func(p *field.Path, operation string) []*field.Path {
			return map[string][]*field.Path{
				"set": {p.Key("a"), p.Key("b")}, "clear": {p.Key("a"), p.Key("b")},
				"add": {p.Key("c")}, "remove": {p.Key("b")}, "modify": {p.Key("a")},
			}[operation]
		},
		removed: func(_, item *field.Path) *field.Error { return removed(item) },
	},
}

// TestCollectionPatterns runs every operation of every row on the list
// and on the map.
func TestCollectionPatterns(t *testing.T) {
	for _, row := range collectionRows {
		for _, k := range collectionKinds {
			t.Run(row.pattern+"/"+k.name, func(t *testing.T) {
				p := path(row.json + k.suffix)
				in := func(state string) *Collections {
					c := collections()
					k.put(c, row.json, state)
					return c
				}
				for _, o := range operations {
					if o.name == "reorder" && k.name == "map" {
						continue // maps have no order
					}
					var errs field.ErrorList
					if w := row.want[o.name]; w != nil {
						errs = w(site{p: p, items: k.items(p, o.name), removed: func(ip *field.Path) *field.Error { return k.removed(p, ip) }})
					}
					t.Run(o.name, func(t *testing.T) {
						st := localSchemeBuilder.Test(t)
						if o.old == "" {
							expect(t, st.Value(in(o.new)), errs...)
							return
						}
						expect(t, st.Value(in(o.new)).OldValue(in(o.old)), errs...)
					})
				}
				// Unchanged values, valid or not, pass an update.
				st := localSchemeBuilder.Test(t)
				expect(t, st.Value(in("base")).OldValue(in("base")))
				expect(t, st.Value(in("empty")).OldValue(in("empty")))
			})
		}
	}
}
