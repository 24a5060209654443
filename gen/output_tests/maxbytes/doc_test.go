package maxbytes

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// valid returns a Root that passes every rule, each value exactly at the
// limit where it has one. Every call returns a fresh, independent value.
func valid() *Root {
	return &Root{
		Field:        "abcd",
		Single:       "a",
		Ptr:          new("éé"),
		Typedef:      "abcd",
		TypedefPtr:   new(Note("abcd")),
		Chain:        "ab",
		ChainPtr:     new(Tag("é")),
		FieldAndType: "abc",
		Items:        []string{"abcd", ""},
		PtrItems:     []*string{new("😀")},
		TypedefItems: []Note{"abcd", "a"},
		Values:       map[string]string{"a": "abcd", "b": ""},
		Keys:         map[string]int{"abcd": 1, "": 2},
		TypedefKeys:  map[Note]int{"abcd": 1},
		Nested:       Inner{Text: "abcd"},
		NestedPtr:    &Inner{Text: "abcd"},
		NestedItems:  []Inner{{Text: "abcd"}, {Text: "a"}},
		Optional:     new("abcd"),
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func tooLong(p *field.Path, max int) *field.Error {
	return field.TooLong(p, nil, max).WithOrigin("maxBytes")
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
	st.Value(&Root{}).ExpectValid().ExpectAllocs(0)
}

func TestFieldsAndPointers(t *testing.T) {
	run(t, []testCase{
		{"field of two 2-byte characters at limit", func(r *Root) { r.Field = "éé" }, nil},
		{"field of one 4-byte character at limit", func(r *Root) { r.Field = "😀" }, nil},
		{"field one byte over", func(r *Root) { r.Field = "abcde" },
			field.ErrorList{tooLong(path("field"), 4)}},
		// Two characters, but six bytes.
		{"field of few but wide characters", func(r *Root) { r.Field = "日本" },
			field.ErrorList{tooLong(path("field"), 4)}},
		{"field of 2-byte characters one byte over", func(r *Root) { r.Field = "ééa" },
			field.ErrorList{tooLong(path("field"), 4)}},
		{"single byte", func(r *Root) { r.Single = "x" }, nil},
		{"single 2-byte character", func(r *Root) { r.Single = "é" },
			field.ErrorList{tooLong(path("single"), 1)}},
		{"pointer nil", func(r *Root) { r.Ptr = nil }, nil},
		{"pointer to long value", func(r *Root) { r.Ptr = new("😀a") },
			field.ErrorList{tooLong(path("ptr"), 4)}},
		{"optional unset", func(r *Root) { r.Optional = nil }, nil},
		{"optional set to empty", func(r *Root) { r.Optional = new("") }, nil},
		{"optional set and long", func(r *Root) { r.Optional = new("abcde") },
			field.ErrorList{tooLong(path("optional"), 4)}},
	})
}

func TestTypedefs(t *testing.T) {
	run(t, []testCase{
		{"typedef long", func(r *Root) { r.Typedef = "abcde" },
			field.ErrorList{tooLong(path("typedef"), 4)}},
		{"typedef pointer nil", func(r *Root) { r.TypedefPtr = nil }, nil},
		{"typedef pointer long", func(r *Root) { r.TypedefPtr = new(Note("ééé")) },
			field.ErrorList{tooLong(path("typedefPtr"), 4)}},
		// Both links of Tag -> Note apply.
		{"chain fails both links", func(r *Root) { r.Chain = "abcde" },
			field.ErrorList{tooLong(path("chain"), 2), tooLong(path("chain"), 4)}},
		{"chain fails the outer link only", func(r *Root) { r.Chain = "日" },
			field.ErrorList{tooLong(path("chain"), 2)}},
		{"chain pointer nil", func(r *Root) { r.ChainPtr = nil }, nil},
		{"chain pointer fails both links", func(r *Root) { r.ChainPtr = new(Tag("日本")) },
			field.ErrorList{tooLong(path("chainPtr"), 2), tooLong(path("chainPtr"), 4)}},
		{"field and type rules both fail", func(r *Root) { r.FieldAndType = "abcde" },
			field.ErrorList{tooLong(path("fieldAndType"), 3), tooLong(path("fieldAndType"), 4)}},
		{"field rule fails, type rule passes", func(r *Root) { r.FieldAndType = "éé" },
			field.ErrorList{tooLong(path("fieldAndType"), 3)}},
	})
}

func TestItemsValuesAndKeys(t *testing.T) {
	run(t, []testCase{
		{"list items long", func(r *Root) { r.Items = []string{"abcd", "abcde", "éé", "日本"} },
			field.ErrorList{tooLong(path("items").Index(1), 4), tooLong(path("items").Index(3), 4)}},
		{"pointer list item long", func(r *Root) { r.PtrItems = []*string{new("abcde")} },
			field.ErrorList{tooLong(path("ptrItems").Index(0), 4)}},
		{"typedef list item long", func(r *Root) { r.TypedefItems = []Note{"abcde", "abc"} },
			field.ErrorList{tooLong(path("typedefItems").Index(0), 4)}},
		{"map value long", func(r *Root) { r.Values = map[string]string{"a": "abcd", "key": "日本"} },
			field.ErrorList{tooLong(path("values").Key("key"), 4)}},
		// Key errors name the map itself, as Kubernetes reports them.
		{"map key long", func(r *Root) { r.Keys = map[string]int{"abcd": 1, "ééé": 2} },
			field.ErrorList{tooLong(path("keys"), 4)}},
		{"typedef map key long", func(r *Root) { r.TypedefKeys = map[Note]int{"abcde": 1} },
			field.ErrorList{tooLong(path("typedefKeys"), 4)}},
	})
}

func TestNested(t *testing.T) {
	run(t, []testCase{
		{"nested struct", func(r *Root) { r.Nested.Text = "abcde" },
			field.ErrorList{tooLong(path("nested").Child("text"), 4)}},
		{"nested pointer nil", func(r *Root) { r.NestedPtr = nil }, nil},
		{"nested pointer", func(r *Root) { r.NestedPtr = &Inner{Text: "abcde"} },
			field.ErrorList{tooLong(path("nestedPtr").Child("text"), 4)}},
		{"nested list item", func(r *Root) { r.NestedItems = []Inner{{Text: "abcd"}, {Text: "abcde"}} },
			field.ErrorList{tooLong(path("nestedItems").Index(1).Child("text"), 4)}},
	})
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores:
// the detail text spelled out, the omitted bad value, and that a length
// error does not short-circuit.
func TestErrorAttributes(t *testing.T) {
	r := valid()
	r.Field = "日本"
	r.Single = "ab"
	errs := localSchemeBuilder.Validate(context.Background(), nil, r)
	if len(errs) != 2 {
		t.Fatalf("want 2 errors, got %d: %v", len(errs), errs)
	}
	for i, want := range []struct{ field, detail string }{
		{"field", "may not be more than 4 bytes"},
		{"single", "may not be more than 1 byte"},
	} {
		e := errs[i]
		if e.Field != want.field || e.Type != field.ErrorTypeTooLong || e.Detail != want.detail ||
			e.BadValue != "<value omitted>" || e.Origin != "maxBytes" || e.ShortCircuit {
			t.Errorf("error %d: got %#v, want field %q, detail %q", i, e, want.field, want.detail)
		}
	}
}

// TestItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.Values = map[string]string{"bad": "abcde", "good": "ab"}
	old.Keys = map[string]int{"abcde": 1}
	cur := valid()
	cur.Values = map[string]string{"bad": "abcde", "good": "abc", "new": ""}
	cur.Keys = map[string]int{"abcde": 2, "new": 3}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.Values["bad"] = "abcdef"
	cur.Keys["newer"] = 4
	st.Value(cur).OldValue(old).ExpectInvalid(
		tooLong(path("values").Key("bad"), 4),
		tooLong(path("keys"), 4),
	)

	// Atomic lists correlate items by value (DESIGN.md "Ratcheting").
	old = valid()
	old.Items = []string{"abcde"}
	cur = valid()
	cur.Items = []string{"abcde", "abc"}
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
