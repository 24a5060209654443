package pattern

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
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

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestFieldsAndPointers(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("field mismatch", func(r *Root) { r.Field = "abc1" }, mismatch(path("field"), "abc1", lower))
	// Without +k8s:optional the empty string is matched too.
	c.Run("field empty", func(r *Root) { r.Field = "" }, mismatch(path("field"), "", lower))
	// A newline does not end the value for $ without the m flag.
	c.Run("field with trailing newline", func(r *Root) { r.Field = "abc\n" }, mismatch(path("field"), "abc\n", lower))
	c.Run("unanchored match at the end", func(r *Root) { r.Unanchored = "abc9" })
	c.Run("unanchored mismatch", func(r *Root) { r.Unanchored = "abc" }, mismatch(path("unanchored"), "abc", "[0-9]"))
	c.Run("raw pattern mismatch", func(r *Root) { r.Raw = "1x25" }, mismatch(path("raw"), "1x25", `^\d+\.\d+$`))
	c.Run("escaped pattern mismatch", func(r *Root) { r.Escaped = "v" }, mismatch(path("escaped"), "v", `^v\d+$`))
	c.Run("both patterns fail", func(r *Root) { r.Both = "b" },
		mismatch(path("both"), "b", "^a"), mismatch(path("both"), "b", "z$"))
	c.Run("one of two patterns fails", func(r *Root) { r.Both = "ab" }, mismatch(path("both"), "ab", "z$"))
	c.Run("pointer nil", func(r *Root) { r.Ptr = nil })
	c.Run("pointer mismatch", func(r *Root) { r.Ptr = new("ABC") }, mismatch(path("ptr"), "ABC", lower))
	c.Run("optional unset skips the pattern", func(r *Root) { r.Optional = "" })
	c.Run("optional set and mismatching", func(r *Root) { r.Optional = "A" }, mismatch(path("optional"), "A", lower))
}

func TestTypedefs(t *testing.T) {
	const ticket = "^[A-Z]{3}-[0-9]+$"
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("typedef mismatch", func(r *Root) { r.Typedef = "XY-1" }, mismatch(path("typedef"), Ticket("XY-1"), ticket))
	c.Run("typedef pointer nil", func(r *Root) { r.TypedefPtr = nil })
	c.Run("typedef pointer mismatch", func(r *Root) { r.TypedefPtr = new(Ticket("xyz-1")) },
		mismatch(path("typedefPtr"), Ticket("xyz-1"), ticket))
	// Both links of ABCTicket -> Ticket apply.
	c.Run("chain fails the outer link only", func(r *Root) { r.Chain = "XYZ-1" },
		mismatch(path("chain"), ABCTicket("XYZ-1"), "^ABC-"))
	c.Run("chain fails the inner link only", func(r *Root) { r.Chain = "ABC-x" },
		mismatch(path("chain"), Ticket("ABC-x"), ticket))
	c.Run("chain fails both links", func(r *Root) { r.Chain = "x" },
		mismatch(path("chain"), ABCTicket("x"), "^ABC-"), mismatch(path("chain"), Ticket("x"), ticket))
	c.Run("chain pointer nil", func(r *Root) { r.ChainPtr = nil })
	c.Run("chain pointer fails both links", func(r *Root) { r.ChainPtr = new(ABCTicket("")) },
		mismatch(path("chainPtr"), ABCTicket(""), "^ABC-"), mismatch(path("chainPtr"), Ticket(""), ticket))
	c.Run("field pattern fails, type pattern passes", func(r *Root) { r.FieldAndType = "XYZ-2" },
		mismatch(path("fieldAndType"), Ticket("XYZ-2"), "-1[0-9]*$"))
	c.Run("field and type patterns both fail", func(r *Root) { r.FieldAndType = "x" },
		mismatch(path("fieldAndType"), Ticket("x"), "-1[0-9]*$"), mismatch(path("fieldAndType"), Ticket("x"), ticket))
}

func TestItemsValuesAndKeys(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("list items", func(r *Root) { r.Items = []string{"a", "B", "c", "1"} },
		mismatch(path("items").Index(1), "B", lower), mismatch(path("items").Index(3), "1", lower))
	c.Run("pointer list item", func(r *Root) { r.PtrItems = []*string{new("B")} },
		mismatch(path("ptrItems").Index(0), "B", lower))
	c.Run("typedef list item", func(r *Root) { r.TypedefItems = []Ticket{"x", "ABC-1"} },
		mismatch(path("typedefItems").Index(0), Ticket("x"), "^[A-Z]{3}-[0-9]+$"))
	c.Run("map value", func(r *Root) { r.Values = map[string]string{"K": "v", "key": "V"} },
		mismatch(path("values").Key("key"), "V", lower))
	// Key errors name the map itself, as Kubernetes reports them.
	c.Run("map key", func(r *Root) { r.Keys = map[string]int{"ok": 1, "Bad": 2} }, mismatch(path("keys"), "Bad", lower))
	c.Run("typedef map key", func(r *Root) { r.TypedefKeys = map[Ticket]int{"bad": 1} },
		mismatch(path("typedefKeys"), Ticket("bad"), "^[A-Z]{3}-[0-9]+$"))
}

func TestNested(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("nested struct", func(r *Root) { r.Nested.Name = "A" }, mismatch(path("nested").Child("name"), "A", lower))
	c.Run("nested pointer nil", func(r *Root) { r.NestedPtr = nil })
	c.Run("nested pointer", func(r *Root) { r.NestedPtr = &Inner{Name: "A"} },
		mismatch(path("nestedPtr").Child("name"), "A", lower))
	c.Run("nested list item", func(r *Root) { r.NestedItems = []Inner{{Name: "a"}, {Name: "A"}} },
		mismatch(path("nestedItems").Index(1).Child("name"), "A", lower))
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

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = valid()
	old.Items = []string{"B"}
	cur = valid()
	cur.Items = []string{"B", "c"}
	same := valid()
	same.Items = []string{"B"}
	st.Value(same).OldValue(old).ExpectValid()
	st.Value(cur).OldValue(old).ExpectInvalid(mismatch(path("items").Index(0), "B", lower))
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
