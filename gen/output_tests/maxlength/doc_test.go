package maxlength

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// valid returns a Root that passes every rule, each value exactly at the
// limit where it has one. Every call returns a fresh, independent value.
func valid() *Root {
	return &Root{
		Field:        "abc",
		Single:       "a",
		Ptr:          new("abc"),
		Typedef:      "abc",
		TypedefPtr:   new(Name("abc")),
		Chain:        "ab",
		ChainPtr:     new(Code("ab")),
		FieldAndType: "ab",
		Items:        []string{"abc", ""},
		PtrItems:     []*string{new("abc")},
		TypedefItems: []Name{"abc", "a"},
		Values:       map[string]string{"a": "abc", "b": ""},
		Keys:         map[string]int{"abc": 1, "": 2},
		TypedefKeys:  map[Name]int{"abc": 1},
		Nested:       Inner{Name: "abc"},
		NestedPtr:    &Inner{Name: "abc"},
		NestedItems:  []Inner{{Name: "abc"}, {Name: "a"}},
		Required:     "abc",
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func tooLong[T ~string](p *field.Path, v T, max int) *field.Error {
	return field.TooLongCharacters(p, v, max).WithOrigin("maxLength")
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
	// Empty strings, unset pointers and empty collections are all valid.
	st.Value(&Root{Required: "a"}).ExpectValid().ExpectAllocs(0)
}

func TestFieldsAndPointers(t *testing.T) {
	run(t, []testCase{
		// Nine bytes, three characters: within the limit.
		{"field of 3-byte characters at limit", func(r *Root) { r.Field = "日本語" }, nil},
		{"field of 4-byte characters at limit", func(r *Root) { r.Field = "😀😀😀" }, nil},
		{"field one over", func(r *Root) { r.Field = "abcd" },
			field.ErrorList{tooLong(path("field"), "abcd", 3)}},
		{"field of multi-byte characters one over", func(r *Root) { r.Field = "日本語x" },
			field.ErrorList{tooLong(path("field"), "日本語x", 3)}},
		{"field of 4-byte characters one over", func(r *Root) { r.Field = "😀😀😀😀" },
			field.ErrorList{tooLong(path("field"), "😀😀😀😀", 3)}},
		{"single multi-byte character", func(r *Root) { r.Single = "é" }, nil},
		{"single two characters", func(r *Root) { r.Single = "ab" },
			field.ErrorList{tooLong(path("single"), "ab", 1)}},
		{"pointer nil", func(r *Root) { r.Ptr = nil }, nil},
		{"pointer to long value", func(r *Root) { r.Ptr = new("abcd") },
			field.ErrorList{tooLong(path("ptr"), "abcd", 3)}},
	})
}

func TestTypedefs(t *testing.T) {
	run(t, []testCase{
		{"typedef long", func(r *Root) { r.Typedef = "abcd" },
			field.ErrorList{tooLong(path("typedef"), Name("abcd"), 3)}},
		{"typedef pointer nil", func(r *Root) { r.TypedefPtr = nil }, nil},
		{"typedef pointer long", func(r *Root) { r.TypedefPtr = new(Name("éééé")) },
			field.ErrorList{tooLong(path("typedefPtr"), Name("éééé"), 3)}},
		// Both links of Code -> Name apply.
		{"chain fails both links", func(r *Root) { r.Chain = "abcd" },
			field.ErrorList{tooLong(path("chain"), Code("abcd"), 2), tooLong(path("chain"), Name("abcd"), 3)}},
		{"chain fails the outer link only", func(r *Root) { r.Chain = "abc" },
			field.ErrorList{tooLong(path("chain"), Code("abc"), 2)}},
		{"chain pointer nil", func(r *Root) { r.ChainPtr = nil }, nil},
		{"chain pointer fails both links", func(r *Root) { r.ChainPtr = new(Code("abcd")) },
			field.ErrorList{tooLong(path("chainPtr"), Code("abcd"), 2), tooLong(path("chainPtr"), Name("abcd"), 3)}},
		{"field and type rules both fail", func(r *Root) { r.FieldAndType = "abcd" },
			field.ErrorList{tooLong(path("fieldAndType"), Name("abcd"), 2), tooLong(path("fieldAndType"), Name("abcd"), 3)}},
		{"field rule fails, type rule passes", func(r *Root) { r.FieldAndType = "abc" },
			field.ErrorList{tooLong(path("fieldAndType"), Name("abc"), 2)}},
	})
}

func TestItemsValuesAndKeys(t *testing.T) {
	run(t, []testCase{
		{"list items long", func(r *Root) { r.Items = []string{"abc", "abcd", "日本語", "日本語x"} },
			field.ErrorList{tooLong(path("items").Index(1), "abcd", 3), tooLong(path("items").Index(3), "日本語x", 3)}},
		{"pointer list item long", func(r *Root) { r.PtrItems = []*string{new("abcd")} },
			field.ErrorList{tooLong(path("ptrItems").Index(0), "abcd", 3)}},
		{"typedef list item long", func(r *Root) { r.TypedefItems = []Name{"abcd", "abc"} },
			field.ErrorList{tooLong(path("typedefItems").Index(0), Name("abcd"), 3)}},
		{"map value long", func(r *Root) { r.Values = map[string]string{"a": "abc", "key": "abcd"} },
			field.ErrorList{tooLong(path("values").Key("key"), "abcd", 3)}},
		// Key errors name the map itself, as Kubernetes reports them.
		{"map key long", func(r *Root) { r.Keys = map[string]int{"abc": 1, "abcd": 2} },
			field.ErrorList{tooLong(path("keys"), "abcd", 3)}},
		{"typedef map key long", func(r *Root) { r.TypedefKeys = map[Name]int{"abcd": 1} },
			field.ErrorList{tooLong(path("typedefKeys"), Name("abcd"), 3)}},
	})
}

func TestNested(t *testing.T) {
	run(t, []testCase{
		{"nested struct", func(r *Root) { r.Nested.Name = "abcd" },
			field.ErrorList{tooLong(path("nested").Child("name"), "abcd", 3)}},
		{"nested pointer nil", func(r *Root) { r.NestedPtr = nil }, nil},
		{"nested pointer", func(r *Root) { r.NestedPtr = &Inner{Name: "abcd"} },
			field.ErrorList{tooLong(path("nestedPtr").Child("name"), "abcd", 3)}},
		{"nested list item", func(r *Root) { r.NestedItems = []Inner{{Name: "abc"}, {Name: "abcd"}} },
			field.ErrorList{tooLong(path("nestedItems").Index(1).Child("name"), "abcd", 3)}},
	})
}

func TestRequired(t *testing.T) {
	run(t, []testCase{
		{"required unset reports only Required", func(r *Root) { r.Required = "" },
			field.ErrorList{field.Required(path("required"), "")}},
		{"required set and long", func(r *Root) { r.Required = "abcd" },
			field.ErrorList{tooLong(path("required"), "abcd", 3)}},
	})
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores:
// the detail text spelled out, the omitted bad value, and the short-circuit
// flag.
func TestErrorAttributes(t *testing.T) {
	r := valid()
	r.Field = "日本語x"
	r.Single = "ab"
	r.Required = ""
	errs := localSchemeBuilder.Validate(context.Background(), nil, r)
	if len(errs) != 3 {
		t.Fatalf("want 3 errors, got %d: %v", len(errs), errs)
	}
	for i, want := range []struct{ field, detail string }{
		{"field", "may not be more than 3 characters"},
		{"single", "may not be more than 1 character"},
	} {
		e := errs[i]
		if e.Field != want.field || e.Type != field.ErrorTypeTooLong || e.Detail != want.detail ||
			e.BadValue != "<value omitted>" || e.Origin != "maxLength" || e.ShortCircuit {
			t.Errorf("error %d: got %#v, want field %q, detail %q", i, e, want.field, want.detail)
		}
	}
	if e := errs[2]; e.Field != "required" || e.Type != field.ErrorTypeRequired || !e.ShortCircuit {
		t.Errorf("required error: got %#v", e)
	}
}

// TestItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.Values = map[string]string{"bad": "abcd", "good": "ab"}
	old.Keys = map[string]int{"long": 1}
	cur := valid()
	cur.Values = map[string]string{"bad": "abcd", "good": "abc", "new": ""}
	cur.Keys = map[string]int{"long": 2, "new": 3}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.Values["bad"] = "abcde"
	cur.Keys["newer"] = 4
	st.Value(cur).OldValue(old).ExpectInvalid(
		tooLong(path("values").Key("bad"), "abcde", 3),
		tooLong(path("keys"), "newer", 3),
	)

	// Atomic lists correlate items by value (DESIGN.md "Ratcheting").
	old = valid()
	old.Items = []string{"abcd"}
	cur = valid()
	cur.Items = []string{"abcd", "abc"}
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
