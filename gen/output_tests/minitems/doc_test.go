package minitems

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// valid returns a Root that passes every rule, each list exactly at the
// limit. Every call returns a fresh, independent value.
func valid() *Root {
	return &Root{
		Field:         []string{"a", "b"},
		Single:        []int{1},
		Ptr:           &[]string{"a", "b"},
		Typedef:       List{"a", "b"},
		TypedefPtr:    &List{"a", "b"},
		Chain:         LongList{"a", "b", "c"},
		ChainPtr:      &LongList{"a", "b", "c"},
		FieldAndType:  List{"a", "b", "c"},
		Items:         [][]string{{"a", "b"}, {"c", "d", "e"}},
		TypedefItems:  []List{{"a", "b"}},
		Values:        map[string][]string{"k": {"a", "b"}},
		TypedefValues: map[string]List{"k": {"a", "b"}},
		Nested:        Inner{List: []string{"a", "b"}},
		NestedPtr:     &Inner{List: []string{"a", "b"}},
		NestedItems:   []Inner{{List: []string{"a", "b"}}},
		Required:      []string{"a", "b"},
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func tooFew(p *field.Path, n, min int) *field.Error {
	return field.TooFew(p, n, min).WithOrigin("minItems")
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
}

func TestFieldsAndPointers(t *testing.T) {
	run(t, []testCase{
		{"field above limit", func(r *Root) { r.Field = []string{"a", "b", "c"} }, nil},
		// Without +k8s:optional an empty list is checked like any other.
		{"field nil", func(r *Root) { r.Field = nil },
			field.ErrorList{tooFew(path("field"), 0, 2)}},
		{"field empty", func(r *Root) { r.Field = []string{} },
			field.ErrorList{tooFew(path("field"), 0, 2)}},
		{"field one under", func(r *Root) { r.Field = []string{"a"} },
			field.ErrorList{tooFew(path("field"), 1, 2)}},
		{"single empty", func(r *Root) { r.Single = nil },
			field.ErrorList{tooFew(path("single"), 0, 1)}},
		{"pointer nil", func(r *Root) { r.Ptr = nil }, nil},
		{"pointer to short list", func(r *Root) { r.Ptr = &[]string{"a"} },
			field.ErrorList{tooFew(path("ptr"), 1, 2)}},
		{"pointer to nil list", func(r *Root) { r.Ptr = new([]string) },
			field.ErrorList{tooFew(path("ptr"), 0, 2)}},
	})
}

func TestTypedefs(t *testing.T) {
	run(t, []testCase{
		{"typedef short", func(r *Root) { r.Typedef = List{"a"} },
			field.ErrorList{tooFew(path("typedef"), 1, 2)}},
		{"typedef pointer nil", func(r *Root) { r.TypedefPtr = nil }, nil},
		{"typedef pointer short", func(r *Root) { r.TypedefPtr = &List{} },
			field.ErrorList{tooFew(path("typedefPtr"), 0, 2)}},
		// Both links of LongList -> List apply.
		{"chain fails both links", func(r *Root) { r.Chain = LongList{"a"} },
			field.ErrorList{tooFew(path("chain"), 1, 3), tooFew(path("chain"), 1, 2)}},
		{"chain fails the outer link only", func(r *Root) { r.Chain = LongList{"a", "b"} },
			field.ErrorList{tooFew(path("chain"), 2, 3)}},
		{"chain pointer nil", func(r *Root) { r.ChainPtr = nil }, nil},
		{"chain pointer fails both links", func(r *Root) { r.ChainPtr = &LongList{} },
			field.ErrorList{tooFew(path("chainPtr"), 0, 3), tooFew(path("chainPtr"), 0, 2)}},
		{"field and type rules both fail", func(r *Root) { r.FieldAndType = List{"a"} },
			field.ErrorList{tooFew(path("fieldAndType"), 1, 3), tooFew(path("fieldAndType"), 1, 2)}},
		{"field rule fails, type rule passes", func(r *Root) { r.FieldAndType = List{"a", "b"} },
			field.ErrorList{tooFew(path("fieldAndType"), 2, 3)}},
	})
}

func TestItemsAndValues(t *testing.T) {
	run(t, []testCase{
		{"list items short", func(r *Root) { r.Items = [][]string{{"a", "b"}, {"a"}, nil} },
			field.ErrorList{tooFew(path("items").Index(1), 1, 2), tooFew(path("items").Index(2), 0, 2)}},
		{"typedef list item short", func(r *Root) { r.TypedefItems = []List{{"a", "b"}, {"a"}} },
			field.ErrorList{tooFew(path("typedefItems").Index(1), 1, 2)}},
		{"map value short", func(r *Root) { r.Values = map[string][]string{"k": {"a", "b"}, "key": {"a"}} },
			field.ErrorList{tooFew(path("values").Key("key"), 1, 2)}},
		{"typedef map value short", func(r *Root) { r.TypedefValues = map[string]List{"key": nil} },
			field.ErrorList{tooFew(path("typedefValues").Key("key"), 0, 2)}},
	})
}

func TestNested(t *testing.T) {
	run(t, []testCase{
		{"nested struct", func(r *Root) { r.Nested.List = []string{"a"} },
			field.ErrorList{tooFew(path("nested").Child("list"), 1, 2)}},
		{"nested pointer nil", func(r *Root) { r.NestedPtr = nil }, nil},
		{"nested pointer", func(r *Root) { r.NestedPtr = &Inner{} },
			field.ErrorList{tooFew(path("nestedPtr").Child("list"), 0, 2)}},
		{"nested list item", func(r *Root) { r.NestedItems = []Inner{{List: []string{"a", "b"}}, {List: []string{"a"}}} },
			field.ErrorList{tooFew(path("nestedItems").Index(1).Child("list"), 1, 2)}},
	})
}

func TestOptionalAndRequired(t *testing.T) {
	run(t, []testCase{
		{"optional empty skips the check", func(r *Root) { r.Optional = nil }, nil},
		{"optional set and short", func(r *Root) { r.Optional = []string{"a"} },
			field.ErrorList{tooFew(path("optional"), 1, 2)}},
		{"required empty reports only Required", func(r *Root) { r.Required = []string{} },
			field.ErrorList{field.Required(path("required"), "")}},
		{"required set and short", func(r *Root) { r.Required = []string{"a"} },
			field.ErrorList{tooFew(path("required"), 1, 2)}},
	})
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores:
// the detail text spelled out, the item count as the bad value, and the
// short-circuit flag.
func TestErrorAttributes(t *testing.T) {
	r := valid()
	r.Field = []string{"a"}
	r.Single = nil
	r.Required = nil
	errs := localSchemeBuilder.Validate(context.Background(), nil, r)
	if len(errs) != 3 {
		t.Fatalf("want 3 errors, got %d: %v", len(errs), errs)
	}
	for i, want := range []struct {
		field, detail string
		count         int
	}{
		{"field", "must have at least 2 items", 1},
		{"single", "must have at least 1 item", 0},
	} {
		e := errs[i]
		if e.Field != want.field || e.Type != field.ErrorTypeTooFew || e.Detail != want.detail ||
			e.BadValue != want.count || e.Origin != "minItems" || e.ShortCircuit {
			t.Errorf("error %d: got %#v, want field %q, detail %q, count %d", i, e, want.field, want.detail, want.count)
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
	old.Values = map[string][]string{"bad": {"a"}, "good": {"a", "b"}}
	cur := valid()
	cur.Values = map[string][]string{"bad": {"a"}, "good": {"a", "b", "c"}, "new": {"x", "y"}}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.Values["bad"] = []string{"b"}
	st.Value(cur).OldValue(old).ExpectInvalid(tooFew(path("values").Key("bad"), 1, 2))

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = valid()
	old.Items = [][]string{{"a"}}
	cur = valid()
	cur.Items = [][]string{{"a"}, {"a", "b"}}
	same := valid()
	same.Items = [][]string{{"a"}}
	st.Value(same).OldValue(old).ExpectValid()
	st.Value(cur).OldValue(old).ExpectInvalid(tooFew(path("items").Index(0), 1, 2))
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
