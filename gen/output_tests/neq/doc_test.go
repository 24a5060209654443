package neq

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// valid returns a Root that passes every rule, each value next to the
// disallowed one where it can be. Every call returns a fresh, independent
// value.
func valid() *Root {
	return &Root{
		String:        "defaults",
		NonEmpty:      " ",
		Int:           1,
		Int64:         0,
		Uint16:        65534,
		Bool:          false,
		StringPtr:     new("Default"),
		IntPtr:        new(int32(-1)),
		BoolPtr:       new(true),
		Typedef:       "custom",
		TypedefPtr:    new(ClassName("custom")),
		Chain:         "custom",
		ChainPtr:      new(NewClassName("custom")),
		IntTypedef:    8080,
		IntTypedefPtr: new(Port(1)),
		FieldAndType:  "custom",
		Items:         []string{"a", ""},
		IntItems:      []int{1, -1},
		BoolItems:     []bool{true},
		PtrItems:      []*string{new("a")},
		TypedefItems:  []ClassName{"a"},
		Values:        map[string]string{"default": "a"},
		IntValues:     map[string]int{"a": 1},
		Keys:          map[string]int{"a": 0},
		IntKeys:       map[int]string{1: ""},
		TypedefKeys:   map[ClassName]int{"a": 0},
		Nested:        Inner{Port: 81},
		NestedPtr:     &Inner{Port: 81},
		NestedItems:   []Inner{{Port: 81}},
		Required:      "a",
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func equal[T comparable](p *field.Path, v T, detail string) *field.Error {
	return field.Invalid(p, v, "must not be equal to "+detail).WithOrigin("neq")
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

func TestScalars(t *testing.T) {
	run(t, []testCase{
		{"string", func(r *Root) { r.String = "default" },
			field.ErrorList{equal(path("string"), "default", `"default"`)}},
		{"string is case-sensitive", func(r *Root) { r.String = "DEFAULT" }, nil},
		{"empty string", func(r *Root) { r.NonEmpty = "" },
			field.ErrorList{equal(path("nonEmpty"), "", `""`)}},
		{"int", func(r *Root) { r.Int = 0 },
			field.ErrorList{equal(path("int"), 0, "0")}},
		{"negative int64", func(r *Root) { r.Int64 = -1 },
			field.ErrorList{equal(path("int64"), int64(-1), "-1")}},
		{"uint16 at its maximum", func(r *Root) { r.Uint16 = 65535 },
			field.ErrorList{equal(path("uint16"), uint16(65535), "65535")}},
		{"bool", func(r *Root) { r.Bool = true },
			field.ErrorList{equal(path("bool"), true, "true")}},
		{"string pointer nil", func(r *Root) { r.StringPtr = nil }, nil},
		{"string pointer", func(r *Root) { r.StringPtr = new("default") },
			field.ErrorList{equal(path("stringPtr"), "default", `"default"`)}},
		{"int pointer nil", func(r *Root) { r.IntPtr = nil }, nil},
		{"int pointer", func(r *Root) { r.IntPtr = new(int32(0)) },
			field.ErrorList{equal(path("intPtr"), int32(0), "0")}},
		{"bool pointer nil", func(r *Root) { r.BoolPtr = nil }, nil},
		{"bool pointer", func(r *Root) { r.BoolPtr = new(false) },
			field.ErrorList{equal(path("boolPtr"), false, "false")}},
		{"required unset reports only Required", func(r *Root) { r.Required = "" },
			field.ErrorList{field.Required(path("required"), "")}},
		{"required set to the disallowed value", func(r *Root) { r.Required = "default" },
			field.ErrorList{equal(path("required"), "default", `"default"`)}},
	})
}

func TestTypedefs(t *testing.T) {
	run(t, []testCase{
		{"typedef", func(r *Root) { r.Typedef = "default" },
			field.ErrorList{equal(path("typedef"), ClassName("default"), `"default"`)}},
		{"typedef pointer nil", func(r *Root) { r.TypedefPtr = nil }, nil},
		{"typedef pointer", func(r *Root) { r.TypedefPtr = new(ClassName("default")) },
			field.ErrorList{equal(path("typedefPtr"), ClassName("default"), `"default"`)}},
		// Each link of NewClassName -> ClassName forbids its own value.
		{"chain outer value", func(r *Root) { r.Chain = "legacy" },
			field.ErrorList{equal(path("chain"), NewClassName("legacy"), `"legacy"`)}},
		{"chain inner value", func(r *Root) { r.Chain = "default" },
			field.ErrorList{equal(path("chain"), ClassName("default"), `"default"`)}},
		{"chain pointer nil", func(r *Root) { r.ChainPtr = nil }, nil},
		{"chain pointer outer value", func(r *Root) { r.ChainPtr = new(NewClassName("legacy")) },
			field.ErrorList{equal(path("chainPtr"), NewClassName("legacy"), `"legacy"`)}},
		{"chain pointer inner value", func(r *Root) { r.ChainPtr = new(NewClassName("default")) },
			field.ErrorList{equal(path("chainPtr"), ClassName("default"), `"default"`)}},
		{"int typedef", func(r *Root) { r.IntTypedef = 0 },
			field.ErrorList{equal(path("intTypedef"), Port(0), "0")}},
		{"int typedef pointer nil", func(r *Root) { r.IntTypedefPtr = nil }, nil},
		{"int typedef pointer", func(r *Root) { r.IntTypedefPtr = new(Port(0)) },
			field.ErrorList{equal(path("intTypedefPtr"), Port(0), "0")}},
		{"field rule", func(r *Root) { r.FieldAndType = "other" },
			field.ErrorList{equal(path("fieldAndType"), ClassName("other"), `"other"`)}},
		{"type rule under a field rule", func(r *Root) { r.FieldAndType = "default" },
			field.ErrorList{equal(path("fieldAndType"), ClassName("default"), `"default"`)}},
	})
}

func TestItemsValuesAndKeys(t *testing.T) {
	run(t, []testCase{
		{"string items", func(r *Root) { r.Items = []string{"a", "default", "b", "default"} },
			field.ErrorList{equal(path("items").Index(1), "default", `"default"`), equal(path("items").Index(3), "default", `"default"`)}},
		{"int items", func(r *Root) { r.IntItems = []int{0, 1} },
			field.ErrorList{equal(path("intItems").Index(0), 0, "0")}},
		{"bool items", func(r *Root) { r.BoolItems = []bool{true, false} },
			field.ErrorList{equal(path("boolItems").Index(1), false, "false")}},
		{"pointer items", func(r *Root) { r.PtrItems = []*string{new("default")} },
			field.ErrorList{equal(path("ptrItems").Index(0), "default", `"default"`)}},
		{"typedef items", func(r *Root) { r.TypedefItems = []ClassName{"default"} },
			field.ErrorList{equal(path("typedefItems").Index(0), ClassName("default"), `"default"`)}},
		{"map values", func(r *Root) { r.Values = map[string]string{"a": "b", "key": "default"} },
			field.ErrorList{equal(path("values").Key("key"), "default", `"default"`)}},
		{"int map values", func(r *Root) { r.IntValues = map[string]int{"key": 0} },
			field.ErrorList{equal(path("intValues").Key("key"), 0, "0")}},
		// Key errors name the map itself, as Kubernetes reports them.
		{"map keys", func(r *Root) { r.Keys = map[string]int{"a": 1, "default": 2} },
			field.ErrorList{equal(path("keys"), "default", `"default"`)}},
		{"int map keys", func(r *Root) { r.IntKeys = map[int]string{0: "a", 1: "b"} },
			field.ErrorList{equal(path("intKeys"), 0, "0")}},
		{"typedef map keys", func(r *Root) { r.TypedefKeys = map[ClassName]int{"default": 1} },
			field.ErrorList{equal(path("typedefKeys"), ClassName("default"), `"default"`)}},
	})
}

func TestNested(t *testing.T) {
	run(t, []testCase{
		{"nested struct", func(r *Root) { r.Nested.Port = 80 },
			field.ErrorList{equal(path("nested").Child("port"), 80, "80")}},
		{"nested pointer nil", func(r *Root) { r.NestedPtr = nil }, nil},
		{"nested pointer", func(r *Root) { r.NestedPtr = &Inner{Port: 80} },
			field.ErrorList{equal(path("nestedPtr").Child("port"), 80, "80")}},
		{"nested list item", func(r *Root) { r.NestedItems = []Inner{{Port: 1}, {Port: 80}} },
			field.ErrorList{equal(path("nestedItems").Index(1).Child("port"), 80, "80")}},
	})
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores:
// the bad value with its own type and the short-circuit flag.
func TestErrorAttributes(t *testing.T) {
	exact := field.ErrorMatcher{}.Exactly()
	st := localSchemeBuilder.Test(t)
	r := valid()
	r.Bool = true
	r.Uint16 = 65535
	r.IntTypedef = 0
	st.Value(r).ExpectMatches(exact, field.ErrorList{
		equal(path("bool"), true, "true"),
		equal(path("uint16"), uint16(65535), "65535"),
		equal(path("intTypedef"), Port(0), "0"),
	})

	r = valid()
	r.String = "default"
	r.Required = ""
	errs := localSchemeBuilder.Validate(context.Background(), nil, r)
	if len(errs) != 2 {
		t.Fatalf("want 2 errors, got %d: %v", len(errs), errs)
	}
	if e := errs[0]; e.Field != "string" || e.Detail != `must not be equal to "default"` || e.ShortCircuit {
		t.Errorf("neq error: got %#v", e)
	}
	if e := errs[1]; e.Field != "required" || e.Type != field.ErrorTypeRequired || !e.ShortCircuit {
		t.Errorf("required error: got %#v", e)
	}
}

// TestItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.Values = map[string]string{"bad": "default", "good": "a"}
	old.Keys = map[string]int{"default": 1}
	cur := valid()
	cur.Values = map[string]string{"bad": "default", "good": "b", "new": "c"}
	cur.Keys = map[string]int{"default": 2, "new": 3}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.Values["new"] = "default"
	st.Value(cur).OldValue(old).ExpectInvalid(equal(path("values").Key("new"), "default", `"default"`))

	// Atomic lists correlate items by value (DESIGN.md "Ratcheting").
	old = valid()
	old.IntItems = []int{0}
	cur = valid()
	cur.IntItems = []int{0, 1}
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
