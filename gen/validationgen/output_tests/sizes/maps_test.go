package sizes

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

func tooFewProperties(p *field.Path, n, min int) *field.Error {
	return field.TooFew(p, n, min).WithOrigin("minProperties")
}

// tooManyProperties short-circuits, as in Kubernetes.
func tooManyProperties(p *field.Path, n, max int) *field.Error {
	return validatetest.ShortCircuit(field.TooMany(p, n, max).WithOrigin("maxProperties"))
}

// kv returns a map with an entry per key, each mapping to itself.
func kv(keys ...string) map[string]string {
	m := make(map[string]string, len(keys))
	for _, k := range keys {
		m[k] = k
	}
	return m
}

// validMaps returns a Maps with every map at a limit. Every call returns a
// fresh, independent value.
func validMaps() *Maps {
	return &Maps{
		Field:         kv("a", "b"),
		Single:        map[int]bool{1: true},
		Ptr:           new(kv("a", "b", "c", "d")),
		Typedef:       kv("a", "b"),
		TypedefPtr:    new(Labels(kv("a", "b", "c", "d"))),
		Chain:         kv("a", "b", "c"),
		ChainPtr:      new(TripleLabels(kv("a", "b", "c"))),
		FieldAndType:  kv("a", "b", "c"),
		TypedefItems:  []Labels{kv("a", "b")},
		TypedefValues: map[string]Labels{"k": kv("a", "b", "c", "d")},
		Nested:        InnerMap{Map: kv("a", "b")},
		NestedPtr:     &InnerMap{Map: kv("a", "b", "c", "d")},
		NestedItems:   []InnerMap{{Map: kv("a", "b")}},
		Required:      kv("a", "b"),
	}
}

// withMap returns a valid Maps changed by mutate.
func withMap(mutate func(*Maps)) *Maps { m := validMaps(); mutate(m); return m }

// mapEdges are maps at and beyond the shared limits (minProperties=2,
// maxProperties=4). Without +k8s:optional an empty or nil map is checked
// like any other. Each edge builds a fresh map.
var mapEdges = []edge[func() map[string]string]{
	{"two", func() map[string]string { return kv("a", "b") }, nil},
	{"four", func() map[string]string { return kv("a", "b", "c", "d") }, nil},
	{"nil", func() map[string]string { return nil },
		func(p *field.Path, _ any) field.ErrorList { return field.ErrorList{tooFewProperties(p, 0, 2)} }},
	{"empty", func() map[string]string { return kv() },
		func(p *field.Path, _ any) field.ErrorList { return field.ErrorList{tooFewProperties(p, 0, 2)} }},
	{"one", func() map[string]string { return kv("a") },
		func(p *field.Path, _ any) field.ErrorList { return field.ErrorList{tooFewProperties(p, 1, 2)} }},
	{"five", func() map[string]string { return kv("a", "b", "c", "d", "e") },
		func(p *field.Path, _ any) field.ErrorList { return field.ErrorList{tooManyProperties(p, 5, 4)} }},
}

func TestMapScopes(t *testing.T) {
	type mk = func() map[string]string
	scopes := []scope[Maps, mk]{
		{"field", func(m *Maps, v mk) { m.Field = v() }, path("field"), nil},
		{"pointer", func(m *Maps, v mk) { m.Ptr = new(v()) }, path("ptr"), nil},
		{"typedef", func(m *Maps, v mk) { m.Typedef = v() }, path("typedef"), nil},
		{"typedef pointer", func(m *Maps, v mk) { m.TypedefPtr = new(Labels(v())) }, path("typedefPtr"), nil},
		{"typedef list item", func(m *Maps, v mk) { m.TypedefItems = []Labels{kv("a", "b"), v()} },
			path("typedefItems").Index(1), nil},
		{"typedef map value", func(m *Maps, v mk) { m.TypedefValues = map[string]Labels{"k": kv("a", "b"), "key": v()} },
			path("typedefValues").Key("key"), nil},
		{"nested struct", func(m *Maps, v mk) { m.Nested.Map = v() }, path("nested", "map"), nil},
		{"nested pointer", func(m *Maps, v mk) { m.NestedPtr = &InnerMap{Map: v()} }, path("nestedPtr", "map"), nil},
		{"nested list item", func(m *Maps, v mk) { m.NestedItems = []InnerMap{{Map: kv("a", "b")}, {Map: v()}} },
			path("nestedItems").Index(1).Child("map"), nil},
	}
	cross(validatetest.NewCases(t, localSchemeBuilder, validMaps), scopes, mapEdges)
}

// TestMapsWithOwnLimits covers the places whose limits differ from the
// shared ones, and how a maxProperties error short-circuits the checks
// after it.
func TestMapsWithOwnLimits(t *testing.T) {
	chain, fieldAndType := path("chain"), path("fieldAndType")
	five := kv("a", "b", "c", "d", "e")
	c := validatetest.NewCases(t, localSchemeBuilder, validMaps)
	c.Run("single empty", func(m *Maps) { m.Single = map[int]bool{} }, tooFewProperties(path("single"), 0, 1))
	c.Run("single two", func(m *Maps) { m.Single = map[int]bool{1: true, 2: false} },
		tooManyProperties(path("single"), 2, 1))
	c.Run("none empty", func(m *Maps) { m.None = kv() })
	c.Run("none one", func(m *Maps) { m.None = kv("a") }, tooManyProperties(path("none"), 1, 0))
	c.Run("pointer nil", func(m *Maps) { m.Ptr = nil })
	c.Run("typedef pointer nil", func(m *Maps) { m.TypedefPtr = nil })

	// Both links of TripleLabels -> Labels apply, the outer first.
	c.Run("chain fails the outer minimum only", func(m *Maps) { m.Chain = kv("a", "b") }, tooFewProperties(chain, 2, 3))
	c.Run("chain fails both minimums", func(m *Maps) { m.Chain = kv("a") },
		tooFewProperties(chain, 1, 3), tooFewProperties(chain, 1, 2))
	c.Run("chain fails the outer maximum only", func(m *Maps) { m.Chain = kv("a", "b", "c", "d") },
		tooManyProperties(chain, 4, 3))
	// The outer link's maxProperties error skips the inner link.
	c.Run("chain fails both maximums", func(m *Maps) { m.Chain = five }, tooManyProperties(chain, 5, 3))
	c.Run("chain pointer nil", func(m *Maps) { m.ChainPtr = nil })
	c.Run("chain pointer fails both minimums", func(m *Maps) { m.ChainPtr = &TripleLabels{} },
		tooFewProperties(path("chainPtr"), 0, 3), tooFewProperties(path("chainPtr"), 0, 2))
	c.Run("chain pointer fails both maximums", func(m *Maps) { m.ChainPtr = new(TripleLabels(five)) },
		tooManyProperties(path("chainPtr"), 5, 3))

	// The field's own limits and its type's all apply, the field's first.
	c.Run("field minimum fails, type's passes", func(m *Maps) { m.FieldAndType = kv("a", "b") },
		tooFewProperties(fieldAndType, 2, 3))
	c.Run("field and type minimums fail", func(m *Maps) { m.FieldAndType = kv("a") },
		tooFewProperties(fieldAndType, 1, 3), tooFewProperties(fieldAndType, 1, 2))
	c.Run("field maximum fails, type's passes", func(m *Maps) { m.FieldAndType = kv("a", "b", "c", "d") },
		tooManyProperties(fieldAndType, 4, 3))
	// The field's maxProperties error skips the type's function.
	c.Run("field and type maximums fail", func(m *Maps) { m.FieldAndType = five },
		tooManyProperties(fieldAndType, 5, 3))

	// Every item is checked: one item's maxProperties error does not stop the others.
	c.Run("several list items", func(m *Maps) { m.TypedefItems = []Labels{kv("a", "b"), five, kv("a"), nil} },
		tooManyProperties(path("typedefItems").Index(1), 5, 4),
		tooFewProperties(path("typedefItems").Index(2), 1, 2),
		tooFewProperties(path("typedefItems").Index(3), 0, 2))
	c.Run("nested pointer nil", func(m *Maps) { m.NestedPtr = nil })
	c.Run("optional nil skips the checks", func(m *Maps) { m.Optional = nil })
	c.Run("optional empty skips the checks", func(m *Maps) { m.Optional = kv() })
	c.Run("optional set and small", func(m *Maps) { m.Optional = kv("a") }, tooFewProperties(path("optional"), 1, 2))
	c.Run("optional set and large", func(m *Maps) { m.Optional = five }, tooManyProperties(path("optional"), 5, 4))
	c.Run("required nil reports only Required", func(m *Maps) { m.Required = nil }, required(path("required")))
	c.Run("required empty reports only Required", func(m *Maps) { m.Required = kv() }, required(path("required")))
	c.Run("required set and small", func(m *Maps) { m.Required = kv("a") }, tooFewProperties(path("required"), 1, 2))
	c.Run("required set and large", func(m *Maps) { m.Required = five }, tooManyProperties(path("required"), 5, 4))
}

func TestMapsValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validMaps()).ExpectValid().ExpectAllocs(0)
	st.Value(validMaps()).OldValue(validMaps()).ExpectValid().ExpectAllocs(0)
	// Unset pointers and empty lists of items have nothing to check.
	bare := &Maps{Field: kv("a", "b"), Single: map[int]bool{1: true}, Typedef: kv("a", "b"), Chain: kv("a", "b", "c"),
		FieldAndType: kv("a", "b", "c"), Nested: InnerMap{Map: kv("a", "b")}, Required: kv("a", "b")}
	st.Value(bare).ExpectValid().ExpectAllocs(0)
	st.Value(bare).OldValue(validMaps()).ExpectValid().ExpectAllocs(0)
}

// TestMapItemRatcheting checks that map values and list items are
// correlated with their old values: an unchanged invalid one is not
// reported again when other parts of the collection change.
func TestMapItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := validMaps()
	old.TypedefValues = map[string]Labels{"bad": kv("a"), "good": kv("a", "b")}
	cur := validMaps()
	cur.TypedefValues = map[string]Labels{"bad": kv("a"), "good": kv("a", "b", "c"), "new": kv("x", "y")}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.TypedefValues["bad"] = kv("b")
	st.Value(cur).OldValue(old).ExpectInvalid(tooFewProperties(path("typedefValues").Key("bad"), 1, 2))

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = validMaps()
	old.TypedefItems = []Labels{kv("a")}
	same := validMaps()
	same.TypedefItems = []Labels{kv("a")}
	st.Value(same).OldValue(old).ExpectValid()
	cur = validMaps()
	cur.TypedefItems = []Labels{kv("a"), kv("a", "b")}
	st.Value(cur).OldValue(old).ExpectInvalid(tooFewProperties(path("typedefItems").Index(0), 1, 2))
}
