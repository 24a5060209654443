package sizes

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

func tooShort(p *field.Path, v any, min int) *field.Error {
	e := field.TooShort(p, "", min).WithOrigin("minLength")
	e.BadValue = v // the value with its own type (a typedef's errors carry the typedef)
	return e
}

func tooManyChars(p *field.Path, max int) *field.Error {
	return field.TooLongCharacters(p, "", max).WithOrigin("maxLength")
}

func tooManyBytes(p *field.Path, max int) *field.Error {
	return field.TooLong(p, nil, max).WithOrigin("maxBytes")
}

// validStrings returns a Strings with every value at a limit. Every call
// returns a fresh, independent value.
func validStrings() *Strings {
	return &Strings{
		Field:        "ab",
		Single:       "a",
		Ptr:          new("abcd"),
		Typedef:      "日本", // 6 bytes: at the byte limit
		TypedefPtr:   new(Name("ab")),
		Chain:        "abc",
		ChainPtr:     new(Code("abcd")),
		FieldAndType: "abc",
		Items:        []string{"ab", "abcd"},
		PtrItems:     []*string{new("ab")},
		TypedefItems: []Name{"ab", "éé"},
		Values:       map[string]string{"a": "ab", "b": "abcd"},
		Keys:         map[string]int{"ab": 1, "abcd": 2},
		TypedefKeys:  map[Name]int{"ab": 1},
		Nested:       InnerText{Text: "ab"},
		NestedPtr:    &InnerText{Text: "abcd"},
		NestedItems:  []InnerText{{Text: "ab"}, {Text: "😀a"}},
		Required:     "ab",
	}
}

// stringEdges are values at and beyond the shared limits (minLength=2,
// maxLength=4, maxBytes=6). Lengths count characters, not bytes.
var stringEdges = []edge[string]{
	{"two 2-byte characters", "éé", nil},
	{"four characters, six bytes", "ééaa", nil},
	{"two 3-byte characters at the byte limit", "日本", nil},
	{"four 1-byte characters", "abcd", nil},
	{"empty", "", func(p *field.Path, v any) field.ErrorList { return field.ErrorList{tooShort(p, v, 2)} }},
	{"one character", "a", func(p *field.Path, v any) field.ErrorList { return field.ErrorList{tooShort(p, v, 2)} }},
	{"one 2-byte character", "é", func(p *field.Path, v any) field.ErrorList { return field.ErrorList{tooShort(p, v, 2)} }},
	{"one 4-byte character", "😀", func(p *field.Path, v any) field.ErrorList { return field.ErrorList{tooShort(p, v, 2)} }},
	{"five characters", "abcde", func(p *field.Path, v any) field.ErrorList { return field.ErrorList{tooManyChars(p, 4)} }},
	{"seven bytes", "日本a", func(p *field.Path, v any) field.ErrorList { return field.ErrorList{tooManyBytes(p, 6)} }},
	{"two 4-byte characters", "😀😀", func(p *field.Path, v any) field.ErrorList { return field.ErrorList{tooManyBytes(p, 6)} }},
	{"five 2-byte characters", "ééééé", func(p *field.Path, v any) field.ErrorList {
		return field.ErrorList{tooManyChars(p, 4), tooManyBytes(p, 6)}
	}},
}

func TestStringScopes(t *testing.T) {
	scopes := []scope[Strings, string]{
		{"field", func(s *Strings, v string) { s.Field = v }, path("field"), as[string]},
		{"pointer", func(s *Strings, v string) { s.Ptr = &v }, path("ptr"), as[string]},
		{"typedef", func(s *Strings, v string) { s.Typedef = Name(v) }, path("typedef"), as[Name]},
		{"typedef pointer", func(s *Strings, v string) { s.TypedefPtr = new(Name(v)) }, path("typedefPtr"), as[Name]},
		{"list item", func(s *Strings, v string) { s.Items = []string{"ab", v} }, path("items").Index(1), as[string]},
		{"pointer list item", func(s *Strings, v string) { s.PtrItems = []*string{&v} }, path("ptrItems").Index(0), as[string]},
		{"typedef list item", func(s *Strings, v string) { s.TypedefItems = []Name{Name(v), "ab"} },
			path("typedefItems").Index(0), as[Name]},
		{"map value", func(s *Strings, v string) { s.Values = map[string]string{"a": "ab", "key": v} },
			path("values").Key("key"), as[string]},
		// Key errors name the map itself, as Kubernetes reports them.
		{"map key", func(s *Strings, v string) { s.Keys = map[string]int{"ab": 1, v: 2} }, path("keys"), as[string]},
		{"typedef map key", func(s *Strings, v string) { s.TypedefKeys = map[Name]int{Name(v): 1} },
			path("typedefKeys"), as[Name]},
		{"nested struct", func(s *Strings, v string) { s.Nested.Text = v }, path("nested", "text"), as[string]},
		{"nested pointer", func(s *Strings, v string) { s.NestedPtr = &InnerText{Text: v} },
			path("nestedPtr", "text"), as[string]},
		{"nested list item", func(s *Strings, v string) { s.NestedItems = []InnerText{{Text: "ab"}, {Text: v}} },
			path("nestedItems").Index(1).Child("text"), as[string]},
	}
	cross(validatetest.NewCases(t, localSchemeBuilder, validStrings), scopes, stringEdges)
}

// TestStringsWithOwnLimits covers the places whose limits differ from the
// shared ones: limits of one, chains, field and type limits together,
// unset pointers, optional and required values.
func TestStringsWithOwnLimits(t *testing.T) {
	chain, chainPtr, fieldAndType := path("chain"), path("chainPtr"), path("fieldAndType")
	c := validatetest.NewCases(t, localSchemeBuilder, validStrings)
	c.Run("single multi-byte character", func(s *Strings) { s.Single = "é" }, tooManyBytes(path("single"), 1))
	c.Run("single two characters", func(s *Strings) { s.Single = "ab" },
		tooManyChars(path("single"), 1), tooManyBytes(path("single"), 1))
	c.Run("single empty", func(s *Strings) { s.Single = "" }, tooShort(path("single"), "", 1))
	c.Run("pointer nil", func(s *Strings) { s.Ptr = nil })
	c.Run("typedef pointer nil", func(s *Strings) { s.TypedefPtr = nil })

	// Both links of Code -> Name apply, the outer first.
	c.Run("chain fails the outer minimum only", func(s *Strings) { s.Chain = "ab" }, tooShort(chain, Code("ab"), 3))
	c.Run("chain fails both minimums", func(s *Strings) { s.Chain = "a" },
		tooShort(chain, Code("a"), 3), tooShort(chain, Name("a"), 2))
	c.Run("chain fails the outer byte limit only", func(s *Strings) { s.Chain = "éaaa" }, tooManyBytes(chain, 4))
	c.Run("chain fails both links' maximums", func(s *Strings) { s.Chain = "abcde" },
		tooManyBytes(chain, 4), tooManyChars(chain, 4))
	c.Run("chain pointer nil", func(s *Strings) { s.ChainPtr = nil })
	c.Run("chain pointer fails both links", func(s *Strings) { s.ChainPtr = new(Code("")) },
		tooShort(chainPtr, Code(""), 3), tooShort(chainPtr, Name(""), 2))

	// The field's own limits and its type's all apply, the field's first.
	c.Run("field minimum fails, type minimum passes", func(s *Strings) { s.FieldAndType = "ab" },
		tooShort(fieldAndType, Name("ab"), 3))
	c.Run("field and type minimums fail", func(s *Strings) { s.FieldAndType = "a" },
		tooShort(fieldAndType, Name("a"), 3), tooShort(fieldAndType, Name("a"), 2))
	c.Run("field byte limit fails, type's passes", func(s *Strings) { s.FieldAndType = "ééaa" },
		tooManyBytes(fieldAndType, 5))
	c.Run("field and type byte limits fail", func(s *Strings) { s.FieldAndType = "😀😀a" },
		tooManyBytes(fieldAndType, 5), tooManyBytes(fieldAndType, 6))

	// Every item is checked, not only up to the first error.
	c.Run("several list items", func(s *Strings) { s.Items = []string{"ab", "a", "abcd", "abcde", ""} },
		tooShort(path("items").Index(1), "a", 2),
		tooManyChars(path("items").Index(3), 4),
		tooShort(path("items").Index(4), "", 2))
	c.Run("nested pointer nil", func(s *Strings) { s.NestedPtr = nil })
	c.Run("optional empty skips the checks", func(s *Strings) { s.Optional = "" })
	c.Run("optional set and short", func(s *Strings) { s.Optional = "a" }, tooShort(path("optional"), "a", 2))
	c.Run("optional set and long", func(s *Strings) { s.Optional = "abcde" }, tooManyChars(path("optional"), 4))
	c.Run("optional pointer set to empty", func(s *Strings) { s.OptionalPtr = new("") })
	c.Run("optional pointer set and long", func(s *Strings) { s.OptionalPtr = new("abcde") },
		tooManyBytes(path("optionalPtr"), 4))
	c.Run("required empty reports only Required", func(s *Strings) { s.Required = "" }, required(path("required")))
	c.Run("required set and short", func(s *Strings) { s.Required = "a" }, tooShort(path("required"), "a", 2))
	c.Run("required set and long", func(s *Strings) { s.Required = "abcde" }, tooManyChars(path("required"), 4))
}

func TestStringsUnsetAreValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validStrings()).ExpectValid().ExpectAllocs(0)
	st.Value(validStrings()).OldValue(validStrings()).ExpectValid().ExpectAllocs(0)
	// Unset pointers and empty collections have nothing to check.
	bare := &Strings{Field: "ab", Single: "a", Typedef: "ab", Chain: "abc", FieldAndType: "abc",
		Nested: InnerText{Text: "ab"}, Required: "ab"}
	st.Value(bare).ExpectValid().ExpectAllocs(0)
	st.Value(bare).OldValue(validStrings()).ExpectValid().ExpectAllocs(0)
}

// TestStringItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestStringItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := validStrings()
	old.Values = map[string]string{"bad": "x", "good": "ab"}
	old.Keys = map[string]int{"k": 1}
	old.TypedefKeys = map[Name]int{"k": 1}
	cur := validStrings()
	cur.Values = map[string]string{"bad": "x", "good": "abc", "new": "ab"}
	cur.Keys = map[string]int{"k": 2, "new": 3}
	cur.TypedefKeys = map[Name]int{"k": 2, "new": 3}
	st.Value(cur).OldValue(old).ExpectValid()

	// A value that changes under the same key is validated again; so is a
	// new key.
	cur.Values["bad"] = "abcde"
	cur.Keys["n"] = 4
	cur.TypedefKeys["n"] = 4
	st.Value(cur).OldValue(old).ExpectInvalid(
		tooManyChars(path("values").Key("bad"), 4),
		tooShort(path("keys"), "n", 2),
		tooShort(path("typedefKeys"), Name("n"), 2),
	)

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = validStrings()
	old.Items = []string{"a"}
	old.TypedefItems = []Name{"a"}
	old.NestedItems = []InnerText{{Text: "a"}}
	same := validStrings()
	same.Items = []string{"a"}
	same.TypedefItems = []Name{"a"}
	same.NestedItems = []InnerText{{Text: "a"}}
	st.Value(same).OldValue(old).ExpectValid()
	cur = validStrings()
	cur.Items = []string{"a", "ab"}
	cur.TypedefItems = []Name{"a", "ab"}
	cur.NestedItems = []InnerText{{Text: "a"}, {Text: "ab"}}
	st.Value(cur).OldValue(old).ExpectInvalid(
		tooShort(path("items").Index(0), "a", 2),
		tooShort(path("typedefItems").Index(0), Name("a"), 2),
		tooShort(path("nestedItems").Index(0).Child("text"), "a", 2),
	)
}

// withString returns a valid Strings changed by mutate.
func withString(mutate func(*Strings)) *Strings { s := validStrings(); mutate(s); return s }
