package sizes

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
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
	runCases(t, validStrings, cross(scopes, stringEdges))
}

// TestStringsWithOwnLimits covers the places whose limits differ from the
// shared ones: limits of one, chains, field and type limits together,
// unset pointers, optional and required values.
func TestStringsWithOwnLimits(t *testing.T) {
	chain, chainPtr, fieldAndType := path("chain"), path("chainPtr"), path("fieldAndType")
	runCases(t, validStrings, []sizeCase[Strings]{
		{"single multi-byte character", func(s *Strings) { s.Single = "é" },
			field.ErrorList{tooManyBytes(path("single"), 1)}},
		{"single two characters", func(s *Strings) { s.Single = "ab" },
			field.ErrorList{tooManyChars(path("single"), 1), tooManyBytes(path("single"), 1)}},
		{"single empty", func(s *Strings) { s.Single = "" }, field.ErrorList{tooShort(path("single"), "", 1)}},
		{"pointer nil", func(s *Strings) { s.Ptr = nil }, nil},
		{"typedef pointer nil", func(s *Strings) { s.TypedefPtr = nil }, nil},

		// Both links of Code -> Name apply, the outer first.
		{"chain fails the outer minimum only", func(s *Strings) { s.Chain = "ab" },
			field.ErrorList{tooShort(chain, Code("ab"), 3)}},
		{"chain fails both minimums", func(s *Strings) { s.Chain = "a" },
			field.ErrorList{tooShort(chain, Code("a"), 3), tooShort(chain, Name("a"), 2)}},
		{"chain fails the outer byte limit only", func(s *Strings) { s.Chain = "éaaa" },
			field.ErrorList{tooManyBytes(chain, 4)}},
		{"chain fails both links' maximums", func(s *Strings) { s.Chain = "abcde" },
			field.ErrorList{tooManyBytes(chain, 4), tooManyChars(chain, 4)}},
		{"chain pointer nil", func(s *Strings) { s.ChainPtr = nil }, nil},
		{"chain pointer fails both links", func(s *Strings) { s.ChainPtr = new(Code("")) },
			field.ErrorList{tooShort(chainPtr, Code(""), 3), tooShort(chainPtr, Name(""), 2)}},

		// The field's own limits and its type's all apply, the field's first.
		{"field minimum fails, type minimum passes", func(s *Strings) { s.FieldAndType = "ab" },
			field.ErrorList{tooShort(fieldAndType, Name("ab"), 3)}},
		{"field and type minimums fail", func(s *Strings) { s.FieldAndType = "a" },
			field.ErrorList{tooShort(fieldAndType, Name("a"), 3), tooShort(fieldAndType, Name("a"), 2)}},
		{"field byte limit fails, type's passes", func(s *Strings) { s.FieldAndType = "ééaa" },
			field.ErrorList{tooManyBytes(fieldAndType, 5)}},
		{"field and type byte limits fail", func(s *Strings) { s.FieldAndType = "😀😀a" },
			field.ErrorList{tooManyBytes(fieldAndType, 5), tooManyBytes(fieldAndType, 6)}},

		// Every item is checked, not only up to the first error.
		{"several list items", func(s *Strings) { s.Items = []string{"ab", "a", "abcd", "abcde", ""} }, field.ErrorList{
			tooShort(path("items").Index(1), "a", 2), tooManyChars(path("items").Index(3), 4),
			tooShort(path("items").Index(4), "", 2)}},
		{"nested pointer nil", func(s *Strings) { s.NestedPtr = nil }, nil},
		{"optional empty skips the checks", func(s *Strings) { s.Optional = "" }, nil},
		{"optional set and short", func(s *Strings) { s.Optional = "a" }, field.ErrorList{tooShort(path("optional"), "a", 2)}},
		{"optional set and long", func(s *Strings) { s.Optional = "abcde" }, field.ErrorList{tooManyChars(path("optional"), 4)}},
		{"optional pointer set to empty", func(s *Strings) { s.OptionalPtr = new("") }, nil},
		{"optional pointer set and long", func(s *Strings) { s.OptionalPtr = new("abcde") },
			field.ErrorList{tooManyBytes(path("optionalPtr"), 4)}},
		{"required empty reports only Required", func(s *Strings) { s.Required = "" },
			field.ErrorList{required(path("required"))}},
		{"required set and short", func(s *Strings) { s.Required = "a" }, field.ErrorList{tooShort(path("required"), "a", 2)}},
		{"required set and long", func(s *Strings) { s.Required = "abcde" },
			field.ErrorList{tooManyChars(path("required"), 4)}},
	})
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

	// Atomic lists correlate items by value (DESIGN.md "Ratcheting"): an
	// invalid item that was already there is not reported again when an
	// item is added.
	old = validStrings()
	old.Items = []string{"a"}
	old.TypedefItems = []Name{"a"}
	old.NestedItems = []InnerText{{Text: "a"}}
	cur = validStrings()
	cur.Items = []string{"a", "ab"}
	cur.TypedefItems = []Name{"a", "ab"}
	cur.NestedItems = []InnerText{{Text: "a"}, {Text: "ab"}}
	st.Value(cur).OldValue(old).ExpectValid()
}

// withString returns a valid Strings changed by mutate.
func withString(mutate func(*Strings)) *Strings { s := validStrings(); mutate(s); return s }
