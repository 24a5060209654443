package pattern

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// valid returns a Root that matches every pattern. Every call returns a
// fresh, independent value.
func valid() *Root {
	return &Root{
		Field:        "abc",
		Unanchored:   "a1b",
		Raw:          "1.25",
		Escaped:      "v1",
		Both:         "abcz",
		Ptr:          new("abc"),
		Typedef:      "XYZ-1",
		TypedefPtr:   new(Ticket("XYZ-12")),
		Chain:        "ABC-1",
		ChainPtr:     new(ABCTicket("ABC-2")),
		FieldAndType: "XYZ-1",
		Items:        []string{"a", "bc"},
		PtrItems:     []*string{new("a")},
		TypedefItems: []Ticket{"XYZ-1", "ABC-2"},
		Values:       map[string]string{"K": "v"},
		Keys:         map[string]int{"key": 1},
		TypedefKeys:  map[Ticket]int{"XYZ-1": 1},
		Nested:       Inner{Name: "a"},
		NestedPtr:    &Inner{Name: "a"},
		NestedItems:  []Inner{{Name: "a"}},
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func mismatch[T ~string](p *field.Path, v T, re string) *field.Error {
	return field.Invalid(p, v, "must match the regular expression '"+re+"'").WithOrigin("pattern")
}

const lower = "^[a-z]+$"

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
}

func TestFieldsAndPointers(t *testing.T) {
	run(t, []testCase{
		{"field mismatch", func(r *Root) { r.Field = "abc1" },
			field.ErrorList{mismatch(path("field"), "abc1", lower)}},
		// Without +k8s:optional the empty string is matched too.
		{"field empty", func(r *Root) { r.Field = "" },
			field.ErrorList{mismatch(path("field"), "", lower)}},
		// A newline does not end the value for $ without the m flag.
		{"field with trailing newline", func(r *Root) { r.Field = "abc\n" },
			field.ErrorList{mismatch(path("field"), "abc\n", lower)}},
		{"unanchored match at the end", func(r *Root) { r.Unanchored = "abc9" }, nil},
		{"unanchored mismatch", func(r *Root) { r.Unanchored = "abc" },
			field.ErrorList{mismatch(path("unanchored"), "abc", "[0-9]")}},
		{"raw pattern mismatch", func(r *Root) { r.Raw = "1x25" },
			field.ErrorList{mismatch(path("raw"), "1x25", `^\d+\.\d+$`)}},
		{"escaped pattern mismatch", func(r *Root) { r.Escaped = "v" },
			field.ErrorList{mismatch(path("escaped"), "v", `^v\d+$`)}},
		{"both patterns fail", func(r *Root) { r.Both = "b" },
			field.ErrorList{mismatch(path("both"), "b", "^a"), mismatch(path("both"), "b", "z$")}},
		{"one of two patterns fails", func(r *Root) { r.Both = "ab" },
			field.ErrorList{mismatch(path("both"), "ab", "z$")}},
		{"pointer nil", func(r *Root) { r.Ptr = nil }, nil},
		{"pointer mismatch", func(r *Root) { r.Ptr = new("ABC") },
			field.ErrorList{mismatch(path("ptr"), "ABC", lower)}},
		{"optional unset skips the pattern", func(r *Root) { r.Optional = "" }, nil},
		{"optional set and mismatching", func(r *Root) { r.Optional = "A" },
			field.ErrorList{mismatch(path("optional"), "A", lower)}},
	})
}

func TestTypedefs(t *testing.T) {
	const ticket = "^[A-Z]{3}-[0-9]+$"
	run(t, []testCase{
		{"typedef mismatch", func(r *Root) { r.Typedef = "XY-1" },
			field.ErrorList{mismatch(path("typedef"), Ticket("XY-1"), ticket)}},
		{"typedef pointer nil", func(r *Root) { r.TypedefPtr = nil }, nil},
		{"typedef pointer mismatch", func(r *Root) { r.TypedefPtr = new(Ticket("xyz-1")) },
			field.ErrorList{mismatch(path("typedefPtr"), Ticket("xyz-1"), ticket)}},
		// Both links of ABCTicket -> Ticket apply.
		{"chain fails the outer link only", func(r *Root) { r.Chain = "XYZ-1" },
			field.ErrorList{mismatch(path("chain"), ABCTicket("XYZ-1"), "^ABC-")}},
		{"chain fails the inner link only", func(r *Root) { r.Chain = "ABC-x" },
			field.ErrorList{mismatch(path("chain"), Ticket("ABC-x"), ticket)}},
		{"chain fails both links", func(r *Root) { r.Chain = "x" },
			field.ErrorList{mismatch(path("chain"), ABCTicket("x"), "^ABC-"), mismatch(path("chain"), Ticket("x"), ticket)}},
		{"chain pointer nil", func(r *Root) { r.ChainPtr = nil }, nil},
		{"chain pointer fails both links", func(r *Root) { r.ChainPtr = new(ABCTicket("")) },
			field.ErrorList{mismatch(path("chainPtr"), ABCTicket(""), "^ABC-"), mismatch(path("chainPtr"), Ticket(""), ticket)}},
		{"field pattern fails, type pattern passes", func(r *Root) { r.FieldAndType = "XYZ-2" },
			field.ErrorList{mismatch(path("fieldAndType"), Ticket("XYZ-2"), "-1[0-9]*$")}},
		{"field and type patterns both fail", func(r *Root) { r.FieldAndType = "x" },
			field.ErrorList{mismatch(path("fieldAndType"), Ticket("x"), "-1[0-9]*$"), mismatch(path("fieldAndType"), Ticket("x"), ticket)}},
	})
}

func TestItemsValuesAndKeys(t *testing.T) {
	run(t, []testCase{
		{"list items", func(r *Root) { r.Items = []string{"a", "B", "c", "1"} },
			field.ErrorList{mismatch(path("items").Index(1), "B", lower), mismatch(path("items").Index(3), "1", lower)}},
		{"pointer list item", func(r *Root) { r.PtrItems = []*string{new("B")} },
			field.ErrorList{mismatch(path("ptrItems").Index(0), "B", lower)}},
		{"typedef list item", func(r *Root) { r.TypedefItems = []Ticket{"x", "ABC-1"} },
			field.ErrorList{mismatch(path("typedefItems").Index(0), Ticket("x"), "^[A-Z]{3}-[0-9]+$")}},
		{"map value", func(r *Root) { r.Values = map[string]string{"K": "v", "key": "V"} },
			field.ErrorList{mismatch(path("values").Key("key"), "V", lower)}},
		// Key errors name the map itself, as Kubernetes reports them.
		{"map key", func(r *Root) { r.Keys = map[string]int{"ok": 1, "Bad": 2} },
			field.ErrorList{mismatch(path("keys"), "Bad", lower)}},
		{"typedef map key", func(r *Root) { r.TypedefKeys = map[Ticket]int{"bad": 1} },
			field.ErrorList{mismatch(path("typedefKeys"), Ticket("bad"), "^[A-Z]{3}-[0-9]+$")}},
	})
}

func TestNested(t *testing.T) {
	run(t, []testCase{
		{"nested struct", func(r *Root) { r.Nested.Name = "A" },
			field.ErrorList{mismatch(path("nested").Child("name"), "A", lower)}},
		{"nested pointer nil", func(r *Root) { r.NestedPtr = nil }, nil},
		{"nested pointer", func(r *Root) { r.NestedPtr = &Inner{Name: "A"} },
			field.ErrorList{mismatch(path("nestedPtr").Child("name"), "A", lower)}},
		{"nested list item", func(r *Root) { r.NestedItems = []Inner{{Name: "a"}, {Name: "A"}} },
			field.ErrorList{mismatch(path("nestedItems").Index(1).Child("name"), "A", lower)}},
	})
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores:
// the exact detail text, the bad value with its own type, and that a
// pattern error does not short-circuit.
func TestErrorAttributes(t *testing.T) {
	r := valid()
	r.Raw = "x"
	r.Chain = "XYZ-1"
	errs := localSchemeBuilder.Validate(context.Background(), nil, r)
	if len(errs) != 2 {
		t.Fatalf("want 2 errors, got %d: %v", len(errs), errs)
	}
	if e := errs[0]; e.Field != "raw" || e.Type != field.ErrorTypeInvalid || e.BadValue != "x" || e.Origin != "pattern" ||
		e.Detail != `must match the regular expression '^\d+\.\d+$'` || e.ShortCircuit {
		t.Errorf("raw pattern error: got %#v", e)
	}
	if e := errs[1]; e.Field != "chain" || e.BadValue != ABCTicket("XYZ-1") || e.Detail != "must match the regular expression '^ABC-'" {
		t.Errorf("chain pattern error: got %#v", e)
	}
}

// TestItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.Values = map[string]string{"bad": "X", "good": "a"}
	old.Keys = map[string]int{"Bad": 1}
	cur := valid()
	cur.Values = map[string]string{"bad": "X", "good": "b", "new": "c"}
	cur.Keys = map[string]int{"Bad": 2, "new": 3}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.Values["bad"] = "Y"
	cur.Keys["New"] = 4
	st.Value(cur).OldValue(old).ExpectInvalid(
		mismatch(path("values").Key("bad"), "Y", lower),
		mismatch(path("keys"), "New", lower),
	)

	// Atomic lists correlate items by value (DESIGN.md "Ratcheting").
	old = valid()
	old.Items = []string{"B"}
	cur = valid()
	cur.Items = []string{"B", "c"}
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
