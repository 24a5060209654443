package sizes

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

func tooFewItems(p *field.Path, n, min int) *field.Error {
	return field.TooFew(p, n, min).WithOrigin("minItems")
}

// tooManyItems short-circuits, as in Kubernetes.
func tooManyItems(p *field.Path, n, max int) *field.Error {
	return validatetest.ShortCircuit(field.TooMany(p, n, max).WithOrigin("maxItems"))
}

var (
	two   = []string{"a", "b"}
	three = []string{"a", "b", "c"}
	four  = []string{"a", "b", "c", "d"}
	five  = []string{"a", "b", "c", "d", "e"}
)

// validLists returns a Lists with every list at a limit. Every call
// returns a fresh, independent value.
func validLists() *Lists {
	return &Lists{
		Field:         []string{"a", "b"},
		Single:        []int{1},
		Ptr:           &[]string{"a", "b", "c", "d"},
		Typedef:       List{"a", "b"},
		TypedefPtr:    &List{"a", "b", "c", "d"},
		Chain:         Triple{"a", "b", "c"},
		ChainPtr:      &Triple{"a", "b", "c"},
		FieldAndType:  List{"a", "b", "c"},
		Items:         [][]string{{"a", "b"}, {"a", "b", "c", "d"}},
		TypedefItems:  []List{{"a", "b"}},
		Values:        map[string][]string{"k": {"a", "b"}},
		TypedefValues: map[string]List{"k": {"a", "b", "c", "d"}},
		Nested:        InnerList{List: []string{"a", "b"}},
		NestedPtr:     &InnerList{List: []string{"a", "b", "c", "d"}},
		NestedItems:   []InnerList{{List: []string{"a", "b"}}},
		Required:      []string{"a", "b"},
	}
}

// withList returns a valid Lists changed by mutate.
func withList(mutate func(*Lists)) *Lists { l := validLists(); mutate(l); return l }

// listEdges are lists at and beyond the shared limits (minItems=2,
// maxItems=4). Without +k8s:optional an empty or nil list is checked like
// any other.
var listEdges = []edge[[]string]{
	{"two", two, nil},
	{"three", three, nil},
	{"four", four, nil},
	{"nil", nil, func(p *field.Path, _ any) field.ErrorList { return field.ErrorList{tooFewItems(p, 0, 2)} }},
	{"empty", []string{}, func(p *field.Path, _ any) field.ErrorList { return field.ErrorList{tooFewItems(p, 0, 2)} }},
	{"one", []string{"a"}, func(p *field.Path, _ any) field.ErrorList { return field.ErrorList{tooFewItems(p, 1, 2)} }},
	{"five", five, func(p *field.Path, _ any) field.ErrorList { return field.ErrorList{tooManyItems(p, 5, 4)} }},
}

func TestListScopes(t *testing.T) {
	scopes := []scope[Lists, []string]{
		{"field", func(l *Lists, v []string) { l.Field = v }, path("field"), nil},
		{"pointer", func(l *Lists, v []string) { l.Ptr = &v }, path("ptr"), nil},
		{"typedef", func(l *Lists, v []string) { l.Typedef = v }, path("typedef"), nil},
		{"typedef pointer", func(l *Lists, v []string) { l.TypedefPtr = new(List(v)) }, path("typedefPtr"), nil},
		{"list item", func(l *Lists, v []string) { l.Items = [][]string{two, v} }, path("items").Index(1), nil},
		{"typedef list item", func(l *Lists, v []string) { l.TypedefItems = []List{v, two} }, path("typedefItems").Index(0), nil},
		{"map value", func(l *Lists, v []string) { l.Values = map[string][]string{"k": two, "key": v} },
			path("values").Key("key"), nil},
		{"typedef map value", func(l *Lists, v []string) { l.TypedefValues = map[string]List{"key": v} },
			path("typedefValues").Key("key"), nil},
		{"nested struct", func(l *Lists, v []string) { l.Nested.List = v }, path("nested", "list"), nil},
		{"nested pointer", func(l *Lists, v []string) { l.NestedPtr = &InnerList{List: v} }, path("nestedPtr", "list"), nil},
		{"nested list item", func(l *Lists, v []string) { l.NestedItems = []InnerList{{List: two}, {List: v}} },
			path("nestedItems").Index(1).Child("list"), nil},
	}
	cross(validatetest.NewCases(t, localSchemeBuilder, validLists), scopes, listEdges)
}

// TestListsWithOwnLimits covers the places whose limits differ from the
// shared ones, and how a maxItems error short-circuits the checks after it.
func TestListsWithOwnLimits(t *testing.T) {
	chain, fieldAndType := path("chain"), path("fieldAndType")
	c := validatetest.NewCases(t, localSchemeBuilder, validLists)
	c.Run("single empty", func(l *Lists) { l.Single = nil }, tooFewItems(path("single"), 0, 1))
	c.Run("single two", func(l *Lists) { l.Single = []int{1, 2} }, tooManyItems(path("single"), 2, 1))
	c.Run("none empty", func(l *Lists) { l.None = []int{} })
	c.Run("none one", func(l *Lists) { l.None = []int{0} }, tooManyItems(path("none"), 1, 0))
	c.Run("pointer nil", func(l *Lists) { l.Ptr = nil })
	c.Run("typedef pointer nil", func(l *Lists) { l.TypedefPtr = nil })

	// Both links of Triple -> List apply, the outer first.
	c.Run("chain fails the outer minimum only", func(l *Lists) { l.Chain = two }, tooFewItems(chain, 2, 3))
	c.Run("chain fails both minimums", func(l *Lists) { l.Chain = Triple{"a"} },
		tooFewItems(chain, 1, 3), tooFewItems(chain, 1, 2))
	c.Run("chain fails the outer maximum only", func(l *Lists) { l.Chain = four }, tooManyItems(chain, 4, 3))
	// The outer link's maxItems error skips the inner link.
	c.Run("chain fails both maximums", func(l *Lists) { l.Chain = five }, tooManyItems(chain, 5, 3))
	c.Run("chain pointer nil", func(l *Lists) { l.ChainPtr = nil })
	c.Run("chain pointer fails both minimums", func(l *Lists) { l.ChainPtr = &Triple{} },
		tooFewItems(path("chainPtr"), 0, 3), tooFewItems(path("chainPtr"), 0, 2))
	c.Run("chain pointer fails both maximums", func(l *Lists) { l.ChainPtr = new(Triple(five)) },
		tooManyItems(path("chainPtr"), 5, 3))

	// The field's own limits and its type's all apply, the field's first.
	c.Run("field minimum fails, type's passes", func(l *Lists) { l.FieldAndType = two },
		tooFewItems(fieldAndType, 2, 3))
	c.Run("field and type minimums fail", func(l *Lists) { l.FieldAndType = List{"a"} },
		tooFewItems(fieldAndType, 1, 3), tooFewItems(fieldAndType, 1, 2))
	c.Run("field maximum fails, type's passes", func(l *Lists) { l.FieldAndType = four },
		tooManyItems(fieldAndType, 4, 3))
	// The field's maxItems error skips the type's function.
	c.Run("field and type maximums fail", func(l *Lists) { l.FieldAndType = five }, tooManyItems(fieldAndType, 5, 3))

	// Every item is checked: one item's maxItems error does not stop the others.
	// maxItems on the items short-circuits the whole list, as the
	// short-circuit checks eachVal puts on items do in Kubernetes.
	c.Run("several list items", func(l *Lists) { l.Items = [][]string{two, five, {"a"}, nil} },
		tooManyItems(path("items").Index(1), 5, 4))
	c.Run("several short list items", func(l *Lists) { l.Items = [][]string{two, {"a"}, nil} },
		tooFewItems(path("items").Index(1), 1, 2),
		tooFewItems(path("items").Index(2), 0, 2))
	c.Run("nested pointer nil", func(l *Lists) { l.NestedPtr = nil })
	c.Run("optional nil skips the checks", func(l *Lists) { l.Optional = nil })
	c.Run("optional empty skips the checks", func(l *Lists) { l.Optional = []string{} })
	c.Run("optional set and short", func(l *Lists) { l.Optional = []string{"a"} }, tooFewItems(path("optional"), 1, 2))
	c.Run("optional set and long", func(l *Lists) { l.Optional = five }, tooManyItems(path("optional"), 5, 4))
	c.Run("required nil reports only Required", func(l *Lists) { l.Required = nil }, required(path("required")))
	c.Run("required empty reports only Required", func(l *Lists) { l.Required = []string{} },
		required(path("required")))
	c.Run("required set and short", func(l *Lists) { l.Required = []string{"a"} }, tooFewItems(path("required"), 1, 2))
	c.Run("required set and long", func(l *Lists) { l.Required = five }, tooManyItems(path("required"), 5, 4))
}

func TestListsValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validLists()).ExpectValid().ExpectAllocs(0)
	st.Value(validLists()).OldValue(validLists()).ExpectValid().ExpectAllocs(0)
	// Unset pointers and empty lists of items have nothing to check.
	bare := &Lists{Field: two, Single: []int{1}, Typedef: two, Chain: three, FieldAndType: three,
		Nested: InnerList{List: two}, Required: two}
	st.Value(bare).ExpectValid().ExpectAllocs(0)
	st.Value(bare).OldValue(validLists()).ExpectValid().ExpectAllocs(0)
}

// TestListItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestListItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := validLists()
	old.Values = map[string][]string{"bad": {"a"}, "good": two, "long": five}
	cur := validLists()
	cur.Values = map[string][]string{"bad": {"a"}, "good": three, "long": five, "new": two}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.Values["bad"] = []string{"b"}
	cur.Values["long"] = []string{"a", "b", "c", "d", "f"}
	// The value too long stops the map's other checks.
	st.Value(cur).OldValue(old).ExpectInvalid(tooManyItems(path("values").Key("long"), 5, 4))
	cur.Values["long"] = five
	st.Value(cur).OldValue(old).ExpectInvalid(tooFewItems(path("values").Key("bad"), 1, 2))

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = validLists()
	old.Items = [][]string{{"a"}, five}
	same := validLists()
	same.Items = [][]string{{"a"}, five}
	st.Value(same).OldValue(old).ExpectValid()
	cur = validLists()
	cur.Items = [][]string{five, {"a"}, two}
	st.Value(cur).OldValue(old).ExpectInvalid(tooManyItems(path("items").Index(0), 5, 4))
	cur.Items = [][]string{two, {"a"}}
	st.Value(cur).OldValue(old).ExpectInvalid(tooFewItems(path("items").Index(1), 1, 2))
}
