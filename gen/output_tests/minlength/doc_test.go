package minlength

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// valid returns a Root that passes every rule, each value exactly at the
// limit where it has one. Every call returns a fresh, independent value.
func valid() *Root {
	return &Root{
		Field:        "ab",
		Ptr:          new("ab"),
		Typedef:      "ab",
		TypedefPtr:   new(Name("ab")),
		Chain:        "abcd",
		ChainPtr:     new(Code("abcd")),
		FieldAndType: "abc",
		Items:        []string{"ab", "abc"},
		PtrItems:     []*string{new("ab")},
		TypedefItems: []Name{"ab", "abc"},
		Values:       map[string]string{"a": "ab", "b": "abc"},
		Keys:         map[string]int{"ab": 1, "abc": 2},
		TypedefKeys:  map[Name]int{"ab": 1},
		Nested:       Inner{Name: "ab"},
		NestedPtr:    &Inner{Name: "ab"},
		NestedItems:  []Inner{{Name: "ab"}, {Name: "abc"}},
		Required:     "ab",
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func tooShort[T ~string](p *field.Path, v T, min int) *field.Error {
	return field.TooShort(p, v, min).WithOrigin("minLength")
}

type testCase struct {
	name   string
	mutate func(*Root)
	want   field.ErrorList // nil: the mutated value is valid
}

// run checks each case on create and on the four kinds of update: the
// invalid value unchanged (ratcheted), changed from valid to invalid, and
// changed back from invalid to valid.
func run(t *testing.T, cases []testCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := localSchemeBuilder.Test(t)
			build := func() *Root { r := valid(); tc.mutate(r); return r }
			if tc.want == nil {
				st.Value(build()).ExpectValid().ExpectAllocs(0)
				st.Value(build()).OldValue(build()).ExpectValid().ExpectAllocs(0)
				st.Value(build()).OldValue(valid()).ExpectValid()
				return
			}
			st.Value(build()).ExpectInvalid(tc.want...)
			st.Value(build()).OldValue(build()).ExpectValid()
			st.Value(build()).OldValue(valid()).ExpectInvalid(tc.want...)
			st.Value(valid()).OldValue(build()).ExpectValid()
		})
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
	// Unset pointers and empty collections have nothing to check.
	st.Value(&Root{
		Field: "ab", Typedef: "ab", Chain: "abcd", FieldAndType: "abc", Nested: Inner{Name: "ab"}, Required: "ab",
	}).ExpectValid().ExpectAllocs(0)
}

func TestFieldsAndPointers(t *testing.T) {
	run(t, []testCase{
		{"field at limit with multi-byte characters", func(r *Root) { r.Field = "éé" }, nil},
		{"field with 4-byte characters", func(r *Root) { r.Field = "😀😀" }, nil},
		{"field empty", func(r *Root) { r.Field = "" },
			field.ErrorList{tooShort(path("field"), "", 2)}},
		{"field one character", func(r *Root) { r.Field = "a" },
			field.ErrorList{tooShort(path("field"), "a", 2)}},
		// Two bytes but one character: the length counts characters.
		{"field one 2-byte character", func(r *Root) { r.Field = "é" },
			field.ErrorList{tooShort(path("field"), "é", 2)}},
		{"field one 4-byte character", func(r *Root) { r.Field = "😀" },
			field.ErrorList{tooShort(path("field"), "😀", 2)}},
		{"pointer nil", func(r *Root) { r.Ptr = nil }, nil},
		{"pointer to short value", func(r *Root) { r.Ptr = new("a") },
			field.ErrorList{tooShort(path("ptr"), "a", 2)}},
		{"pointer to empty value", func(r *Root) { r.Ptr = new("") },
			field.ErrorList{tooShort(path("ptr"), "", 2)}},
	})
}

func TestTypedefs(t *testing.T) {
	run(t, []testCase{
		{"typedef short", func(r *Root) { r.Typedef = "a" },
			field.ErrorList{tooShort(path("typedef"), Name("a"), 2)}},
		{"typedef pointer nil", func(r *Root) { r.TypedefPtr = nil }, nil},
		{"typedef pointer short", func(r *Root) { r.TypedefPtr = new(Name("a")) },
			field.ErrorList{tooShort(path("typedefPtr"), Name("a"), 2)}},
		// Both links of Code -> Name apply.
		{"chain fails both links", func(r *Root) { r.Chain = "a" },
			field.ErrorList{tooShort(path("chain"), Code("a"), 4), tooShort(path("chain"), Name("a"), 2)}},
		{"chain fails the outer link only", func(r *Root) { r.Chain = "abc" },
			field.ErrorList{tooShort(path("chain"), Code("abc"), 4)}},
		{"chain pointer nil", func(r *Root) { r.ChainPtr = nil }, nil},
		{"chain pointer fails both links", func(r *Root) { r.ChainPtr = new(Code("")) },
			field.ErrorList{tooShort(path("chainPtr"), Code(""), 4), tooShort(path("chainPtr"), Name(""), 2)}},
		// The field's own rule and its type's rule both apply.
		{"field and type rules both fail", func(r *Root) { r.FieldAndType = "a" },
			field.ErrorList{tooShort(path("fieldAndType"), Name("a"), 3), tooShort(path("fieldAndType"), Name("a"), 2)}},
		{"field rule fails, type rule passes", func(r *Root) { r.FieldAndType = "ab" },
			field.ErrorList{tooShort(path("fieldAndType"), Name("ab"), 3)}},
	})
}

func TestItemsValuesAndKeys(t *testing.T) {
	run(t, []testCase{
		{"list item short", func(r *Root) { r.Items = []string{"ab", "a", "abc", ""} },
			field.ErrorList{tooShort(path("items").Index(1), "a", 2), tooShort(path("items").Index(3), "", 2)}},
		{"pointer list item short", func(r *Root) { r.PtrItems = []*string{new("a")} },
			field.ErrorList{tooShort(path("ptrItems").Index(0), "a", 2)}},
		{"typedef list item short", func(r *Root) { r.TypedefItems = []Name{"a", "ab"} },
			field.ErrorList{tooShort(path("typedefItems").Index(0), Name("a"), 2)}},
		{"map value short", func(r *Root) { r.Values = map[string]string{"a": "ab", "key": "x"} },
			field.ErrorList{tooShort(path("values").Key("key"), "x", 2)}},
		// Key errors name the map itself, as Kubernetes reports them.
		{"map key short", func(r *Root) { r.Keys = map[string]int{"ab": 1, "k": 2} },
			field.ErrorList{tooShort(path("keys"), "k", 2)}},
		{"typedef map key short", func(r *Root) { r.TypedefKeys = map[Name]int{"k": 1} },
			field.ErrorList{tooShort(path("typedefKeys"), Name("k"), 2)}},
	})
}

func TestNested(t *testing.T) {
	run(t, []testCase{
		{"nested struct", func(r *Root) { r.Nested.Name = "a" },
			field.ErrorList{tooShort(path("nested").Child("name"), "a", 2)}},
		{"nested pointer nil", func(r *Root) { r.NestedPtr = nil }, nil},
		{"nested pointer", func(r *Root) { r.NestedPtr = &Inner{Name: "a"} },
			field.ErrorList{tooShort(path("nestedPtr").Child("name"), "a", 2)}},
		{"nested list item", func(r *Root) { r.NestedItems = []Inner{{Name: "ab"}, {Name: "a"}} },
			field.ErrorList{tooShort(path("nestedItems").Index(1).Child("name"), "a", 2)}},
	})
}

func TestOptionalAndRequired(t *testing.T) {
	run(t, []testCase{
		{"optional unset skips the check", func(r *Root) { r.Optional = "" }, nil},
		{"optional set and short", func(r *Root) { r.Optional = "a" },
			field.ErrorList{tooShort(path("optional"), "a", 2)}},
		{"required unset reports only Required", func(r *Root) { r.Required = "" },
			field.ErrorList{field.Required(path("required"), "")}},
		{"required set and short", func(r *Root) { r.Required = "a" },
			field.ErrorList{tooShort(path("required"), "a", 2)}},
	})
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores:
// the detail text spelled out, the bad value, and the short-circuit flag.
func TestErrorAttributes(t *testing.T) {
	r := valid()
	r.Field = "é"
	r.Required = ""
	errs := localSchemeBuilder.Validate(context.Background(), nil, r)
	if len(errs) != 2 {
		t.Fatalf("want 2 errors, got %d: %v", len(errs), errs)
	}
	short, required := errs[0], errs[1]
	if short.Field != "field" || short.Type != field.ErrorTypeTooShort || short.Detail != "must be at least 2 characters" ||
		short.BadValue != "é" || short.Origin != "minLength" || short.ShortCircuit {
		t.Errorf("minLength error: got %#v", short)
	}
	if required.Field != "required" || required.Type != field.ErrorTypeRequired || !required.ShortCircuit {
		t.Errorf("required error: got %#v", required)
	}
	// A typedef's error carries the value with its own type.
	localSchemeBuilder.Test(t).Value(func() *Root { r := valid(); r.Chain = "abc"; return r }()).
		ExpectMatches(field.ErrorMatcher{}.Exactly(), field.ErrorList{tooShort(path("chain"), Code("abc"), 4)})
}

// TestItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.Values = map[string]string{"bad": "x", "good": "ab"}
	old.Keys = map[string]int{"k": 1}
	old.TypedefKeys = map[Name]int{"k": 1}
	cur := valid()
	cur.Values = map[string]string{"bad": "x", "good": "abc", "new": "ab"}
	cur.Keys = map[string]int{"k": 2, "new": 3}
	cur.TypedefKeys = map[Name]int{"k": 2, "new": 3}
	st.Value(cur).OldValue(old).ExpectValid()

	// A value that changes under the same key is validated again; so is a
	// new key.
	cur.Values["bad"] = "y"
	cur.Keys["n"] = 4
	cur.TypedefKeys["n"] = 4
	st.Value(cur).OldValue(old).ExpectInvalid(
		tooShort(path("values").Key("bad"), "y", 2),
		tooShort(path("keys"), "n", 2),
		tooShort(path("typedefKeys"), Name("n"), 2),
	)

	// Atomic lists correlate items by value (DESIGN.md "Ratcheting"): an
	// invalid item that was already there is not reported again when an
	// item is added.
	old = valid()
	old.Items = []string{"a"}
	old.TypedefItems = []Name{"a"}
	old.NestedItems = []Inner{{Name: "a"}}
	cur = valid()
	cur.Items = []string{"a", "ab"}
	cur.TypedefItems = []Name{"a", "ab"}
	cur.NestedItems = []Inner{{Name: "a"}, {Name: "ab"}}
	st.Value(cur).OldValue(old).ExpectValid()
}

// BenchmarkValidate measures a valid object on create and on an update
// where nothing changed; both must not allocate.
func BenchmarkValidate(b *testing.B) {
	ctx := context.Background()
	obj, old := valid(), valid()
	b.Run("create", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if errs := localSchemeBuilder.Validate(ctx, nil, obj); len(errs) != 0 {
				b.Fatal(errs)
			}
		}
	})
	b.Run("update", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if errs := localSchemeBuilder.ValidateUpdate(ctx, nil, obj, old); len(errs) != 0 {
				b.Fatal(errs)
			}
		}
	})
}
