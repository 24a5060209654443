package maxitems

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// valid returns a Root that passes every rule, each list exactly at the
// limit. Every call returns a fresh, independent value.
func valid() *Root {
	return &Root{
		Field:         []string{"a", "b", "c"},
		Single:        []int{1},
		Ptr:           &[]string{"a", "b", "c"},
		Typedef:       List{"a", "b", "c"},
		TypedefPtr:    &List{"a", "b", "c"},
		Chain:         ShortList{"a", "b"},
		ChainPtr:      &ShortList{"a", "b"},
		FieldAndType:  List{"a", "b"},
		Items:         [][]string{{"a", "b", "c"}, nil},
		TypedefItems:  []List{{"a", "b", "c"}},
		Values:        map[string][]string{"k": {"a", "b", "c"}},
		TypedefValues: map[string]List{"k": {"a", "b", "c"}},
		Nested:        Inner{List: []string{"a", "b", "c"}},
		NestedPtr:     &Inner{List: []string{"a", "b", "c"}},
		NestedItems:   []Inner{{List: []string{"a", "b", "c"}}},
		Required:      []string{"a", "b", "c"},
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func tooMany(p *field.Path, n, max int) *field.Error {
	return field.TooMany(p, n, max).WithOrigin("maxItems")
}

var four = []string{"a", "b", "c", "d"}

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
	// Unset pointers and empty lists are within every limit.
	st.Value(&Root{Required: []string{"a"}}).ExpectValid().ExpectAllocs(0)
}

func TestFieldsAndPointers(t *testing.T) {
	run(t, []testCase{
		{"field empty", func(r *Root) { r.Field = nil }, nil},
		{"field one over", func(r *Root) { r.Field = four },
			field.ErrorList{tooMany(path("field"), 4, 3)}},
		{"single two", func(r *Root) { r.Single = []int{1, 2} },
			field.ErrorList{tooMany(path("single"), 2, 1)}},
		{"none empty", func(r *Root) { r.None = []int{} }, nil},
		{"none one", func(r *Root) { r.None = []int{0} },
			field.ErrorList{tooMany(path("none"), 1, 0)}},
		{"pointer nil", func(r *Root) { r.Ptr = nil }, nil},
		{"pointer to nil list", func(r *Root) { r.Ptr = new([]string) }, nil},
		{"pointer to long list", func(r *Root) { r.Ptr = &four },
			field.ErrorList{tooMany(path("ptr"), 4, 3)}},
	})
}

func TestTypedefs(t *testing.T) {
	run(t, []testCase{
		{"typedef long", func(r *Root) { r.Typedef = four },
			field.ErrorList{tooMany(path("typedef"), 4, 3)}},
		{"typedef pointer nil", func(r *Root) { r.TypedefPtr = nil }, nil},
		{"typedef pointer long", func(r *Root) { r.TypedefPtr = &List{"a", "b", "c", "d", "e"} },
			field.ErrorList{tooMany(path("typedefPtr"), 5, 3)}},
		// maxItems short-circuits: the outer link failing skips the inner one.
		{"chain fails both links", func(r *Root) { r.Chain = four },
			field.ErrorList{tooMany(path("chain"), 4, 2)}},
		{"chain fails the outer link only", func(r *Root) { r.Chain = ShortList{"a", "b", "c"} },
			field.ErrorList{tooMany(path("chain"), 3, 2)}},
		{"chain pointer nil", func(r *Root) { r.ChainPtr = nil }, nil},
		{"chain pointer fails both links", func(r *Root) { r.ChainPtr = &ShortList{"a", "b", "c", "d"} },
			field.ErrorList{tooMany(path("chainPtr"), 4, 2)}},
		// The field's rule failing skips the type's function.
		{"field and type rules both fail", func(r *Root) { r.FieldAndType = four },
			field.ErrorList{tooMany(path("fieldAndType"), 4, 2)}},
		{"field rule fails, type rule passes", func(r *Root) { r.FieldAndType = List{"a", "b", "c"} },
			field.ErrorList{tooMany(path("fieldAndType"), 3, 2)}},
	})
}

func TestItemsAndValues(t *testing.T) {
	run(t, []testCase{
		{"list items long", func(r *Root) { r.Items = [][]string{nil, four, {"a"}, four} },
			field.ErrorList{tooMany(path("items").Index(1), 4, 3), tooMany(path("items").Index(3), 4, 3)}},
		{"typedef list item long", func(r *Root) { r.TypedefItems = []List{{"a"}, four} },
			field.ErrorList{tooMany(path("typedefItems").Index(1), 4, 3)}},
		{"map value long", func(r *Root) { r.Values = map[string][]string{"k": {"a"}, "key": four} },
			field.ErrorList{tooMany(path("values").Key("key"), 4, 3)}},
		{"typedef map value long", func(r *Root) { r.TypedefValues = map[string]List{"key": four} },
			field.ErrorList{tooMany(path("typedefValues").Key("key"), 4, 3)}},
	})
}

func TestNested(t *testing.T) {
	run(t, []testCase{
		{"nested struct", func(r *Root) { r.Nested.List = four },
			field.ErrorList{tooMany(path("nested").Child("list"), 4, 3)}},
		{"nested pointer nil", func(r *Root) { r.NestedPtr = nil }, nil},
		{"nested pointer", func(r *Root) { r.NestedPtr = &Inner{List: four} },
			field.ErrorList{tooMany(path("nestedPtr").Child("list"), 4, 3)}},
		{"nested list item", func(r *Root) { r.NestedItems = []Inner{{}, {List: four}} },
			field.ErrorList{tooMany(path("nestedItems").Index(1).Child("list"), 4, 3)}},
	})
}

func TestRequired(t *testing.T) {
	run(t, []testCase{
		{"required empty reports only Required", func(r *Root) { r.Required = nil },
			field.ErrorList{field.Required(path("required"), "")}},
		{"required set and long", func(r *Root) { r.Required = four },
			field.ErrorList{tooMany(path("required"), 4, 3)}},
	})
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores:
// the detail text spelled out, the item count as the bad value, and the
// short-circuit flag (maxItems short-circuits, as in Kubernetes).
func TestErrorAttributes(t *testing.T) {
	r := valid()
	r.Field = four
	r.Single = []int{1, 2}
	r.None = []int{1}
	r.Required = nil
	errs := localSchemeBuilder.Validate(context.Background(), nil, r)
	if len(errs) != 4 {
		t.Fatalf("want 4 errors, got %d: %v", len(errs), errs)
	}
	for i, want := range []struct {
		field, detail string
		count         int
	}{
		{"field", "must have at most 3 items", 4},
		{"single", "must have at most 1 item", 2},
		{"none", "must have at most 0 items", 1},
	} {
		e := errs[i]
		if e.Field != want.field || e.Type != field.ErrorTypeTooMany || e.Detail != want.detail ||
			e.BadValue != want.count || e.Origin != "maxItems" || !e.ShortCircuit {
			t.Errorf("error %d: got %#v, want field %q, detail %q, count %d", i, e, want.field, want.detail, want.count)
		}
	}
	if e := errs[3]; e.Field != "required" || e.Type != field.ErrorTypeRequired || !e.ShortCircuit {
		t.Errorf("required error: got %#v", e)
	}
}

// TestItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.Values = map[string][]string{"bad": four, "good": {"a"}}
	cur := valid()
	cur.Values = map[string][]string{"bad": four, "good": {"a", "b"}, "new": nil}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.Values["bad"] = []string{"a", "b", "c", "e"}
	st.Value(cur).OldValue(old).ExpectInvalid(tooMany(path("values").Key("bad"), 4, 3))

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = valid()
	old.Items = [][]string{four}
	cur = valid()
	cur.Items = [][]string{four, {"a"}}
	same := valid()
	same.Items = [][]string{four}
	st.Value(same).OldValue(old).ExpectValid()
	st.Value(cur).OldValue(old).ExpectInvalid(tooMany(path("items").Index(0), 4, 3))
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
