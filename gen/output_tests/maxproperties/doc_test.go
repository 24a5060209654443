package maxproperties

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// kv returns a map with an entry per key, each mapping to itself.
func kv(keys ...string) map[string]string {
	m := make(map[string]string, len(keys))
	for _, k := range keys {
		m[k] = k
	}
	return m
}

// valid returns a Root that passes every rule, each map exactly at the
// limit. Every call returns a fresh, independent value.
func valid() *Root {
	return &Root{
		Field:         kv("a", "b", "c"),
		Single:        map[int]bool{1: true},
		Ptr:           &map[string]int{"a": 1, "b": 2, "c": 3},
		Typedef:       kv("a", "b", "c"),
		TypedefPtr:    (*Labels)(&map[string]string{"a": "", "b": "", "c": ""}),
		Chain:         kv("a", "b"),
		ChainPtr:      (*FewLabels)(&map[string]string{"a": "", "b": ""}),
		FieldAndType:  kv("a", "b"),
		TypedefItems:  []Labels{kv("a", "b", "c"), nil},
		TypedefValues: map[string]Labels{"k": kv("a", "b", "c")},
		Nested:        Inner{Map: kv("a", "b", "c")},
		NestedPtr:     &Inner{Map: kv("a", "b", "c")},
		NestedItems:   []Inner{{Map: kv("a", "b", "c")}},
		Required:      kv("a", "b", "c"),
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func tooMany(p *field.Path, n, max int) *field.Error {
	return field.TooMany(p, n, max).WithOrigin("maxProperties")
}

func four() map[string]string { return kv("a", "b", "c", "d") }

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
	// Unset pointers and empty maps are within every limit.
	st.Value(&Root{Required: kv("a")}).ExpectValid().ExpectAllocs(0)
}

func TestFieldsAndPointers(t *testing.T) {
	run(t, []testCase{
		{"field empty", func(r *Root) { r.Field = nil }, nil},
		{"field one over", func(r *Root) { r.Field = four() },
			field.ErrorList{tooMany(path("field"), 4, 3)}},
		{"single two", func(r *Root) { r.Single = map[int]bool{1: true, 2: false} },
			field.ErrorList{tooMany(path("single"), 2, 1)}},
		{"none empty", func(r *Root) { r.None = map[string]string{} }, nil},
		{"none one", func(r *Root) { r.None = kv("a") },
			field.ErrorList{tooMany(path("none"), 1, 0)}},
		{"pointer nil", func(r *Root) { r.Ptr = nil }, nil},
		{"pointer to nil map", func(r *Root) { r.Ptr = new(map[string]int) }, nil},
		{"pointer to large map", func(r *Root) { r.Ptr = &map[string]int{"a": 1, "b": 2, "c": 3, "d": 4} },
			field.ErrorList{tooMany(path("ptr"), 4, 3)}},
	})
}

func TestTypedefs(t *testing.T) {
	run(t, []testCase{
		{"typedef large", func(r *Root) { r.Typedef = four() },
			field.ErrorList{tooMany(path("typedef"), 4, 3)}},
		{"typedef pointer nil", func(r *Root) { r.TypedefPtr = nil }, nil},
		{"typedef pointer large", func(r *Root) {
			r.TypedefPtr = (*Labels)(&map[string]string{"a": "", "b": "", "c": "", "d": "", "e": ""})
		},
			field.ErrorList{tooMany(path("typedefPtr"), 5, 3)}},
		// maxProperties short-circuits: the outer link failing skips the inner one.
		{"chain fails both links", func(r *Root) { r.Chain = four() },
			field.ErrorList{tooMany(path("chain"), 4, 2)}},
		{"chain fails the outer link only", func(r *Root) { r.Chain = kv("a", "b", "c") },
			field.ErrorList{tooMany(path("chain"), 3, 2)}},
		{"chain pointer nil", func(r *Root) { r.ChainPtr = nil }, nil},
		{"chain pointer fails both links", func(r *Root) { r.ChainPtr = (*FewLabels)(&map[string]string{"a": "", "b": "", "c": "", "d": ""}) },
			field.ErrorList{tooMany(path("chainPtr"), 4, 2)}},
		// The field's rule failing skips the type's function.
		{"field and type rules both fail", func(r *Root) { r.FieldAndType = four() },
			field.ErrorList{tooMany(path("fieldAndType"), 4, 2)}},
		{"field rule fails, type rule passes", func(r *Root) { r.FieldAndType = kv("a", "b", "c") },
			field.ErrorList{tooMany(path("fieldAndType"), 3, 2)}},
	})
}

func TestItemsAndValues(t *testing.T) {
	run(t, []testCase{
		{"typedef list items large", func(r *Root) { r.TypedefItems = []Labels{nil, four(), kv("a"), four()} },
			field.ErrorList{tooMany(path("typedefItems").Index(1), 4, 3), tooMany(path("typedefItems").Index(3), 4, 3)}},
		{"typedef map value large", func(r *Root) { r.TypedefValues = map[string]Labels{"k": nil, "key": four()} },
			field.ErrorList{tooMany(path("typedefValues").Key("key"), 4, 3)}},
	})
}

func TestNested(t *testing.T) {
	run(t, []testCase{
		{"nested struct", func(r *Root) { r.Nested.Map = four() },
			field.ErrorList{tooMany(path("nested").Child("map"), 4, 3)}},
		{"nested pointer nil", func(r *Root) { r.NestedPtr = nil }, nil},
		{"nested pointer", func(r *Root) { r.NestedPtr = &Inner{Map: four()} },
			field.ErrorList{tooMany(path("nestedPtr").Child("map"), 4, 3)}},
		{"nested list item", func(r *Root) { r.NestedItems = []Inner{{}, {Map: four()}} },
			field.ErrorList{tooMany(path("nestedItems").Index(1).Child("map"), 4, 3)}},
	})
}

func TestRequired(t *testing.T) {
	run(t, []testCase{
		{"required empty reports only Required", func(r *Root) { r.Required = nil },
			field.ErrorList{field.Required(path("required"), "")}},
		{"required set and large", func(r *Root) { r.Required = four() },
			field.ErrorList{tooMany(path("required"), 4, 3)}},
	})
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores:
// the detail text spelled out, the entry count as the bad value, and the
// short-circuit flag.
func TestErrorAttributes(t *testing.T) {
	r := valid()
	r.Field = four()
	r.Single = map[int]bool{1: true, 2: true}
	r.None = kv("a")
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
			e.BadValue != want.count || e.Origin != "maxProperties" || !e.ShortCircuit {
			t.Errorf("error %d: got %#v, want field %q, detail %q, count %d", i, e, want.field, want.detail, want.count)
		}
	}
	if e := errs[3]; e.Field != "required" || e.Type != field.ErrorTypeRequired || !e.ShortCircuit {
		t.Errorf("required error: got %#v", e)
	}
}

// TestValueRatcheting checks that map values are correlated with their
// old values by key: an unchanged invalid value is not reported again when
// other entries change, but a changed one is.
func TestValueRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.TypedefValues = map[string]Labels{"bad": four(), "good": kv("a")}
	cur := valid()
	cur.TypedefValues = map[string]Labels{"bad": four(), "good": kv("a", "b"), "new": nil}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.TypedefValues["bad"] = kv("a", "b", "c", "e")
	st.Value(cur).OldValue(old).ExpectInvalid(tooMany(path("typedefValues").Key("bad"), 4, 3))

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = valid()
	old.TypedefItems = []Labels{four()}
	cur = valid()
	cur.TypedefItems = []Labels{four(), kv("a")}
	same := valid()
	same.TypedefItems = []Labels{four()}
	st.Value(same).OldValue(old).ExpectValid()
	st.Value(cur).OldValue(old).ExpectInvalid(tooMany(path("typedefItems").Index(0), 4, 3))
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
