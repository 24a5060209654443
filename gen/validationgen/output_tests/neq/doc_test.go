package neq

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
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

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestScalars(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("string", func(r *Root) { r.String = "default" }, equal(path("string"), "default", `"default"`))
	c.Run("string is case-sensitive", func(r *Root) { r.String = "DEFAULT" })
	c.Run("empty string", func(r *Root) { r.NonEmpty = "" }, equal(path("nonEmpty"), "", `""`))
	c.Run("int", func(r *Root) { r.Int = 0 }, equal(path("int"), 0, "0"))
	c.Run("negative int64", func(r *Root) { r.Int64 = -1 }, equal(path("int64"), int64(-1), "-1"))
	c.Run("uint16 at its maximum", func(r *Root) { r.Uint16 = 65535 }, equal(path("uint16"), uint16(65535), "65535"))
	c.Run("bool", func(r *Root) { r.Bool = true }, equal(path("bool"), true, "true"))
	c.Run("string pointer nil", func(r *Root) { r.StringPtr = nil })
	c.Run("string pointer", func(r *Root) { r.StringPtr = new("default") },
		equal(path("stringPtr"), "default", `"default"`))
	c.Run("int pointer nil", func(r *Root) { r.IntPtr = nil })
	c.Run("int pointer", func(r *Root) { r.IntPtr = new(int32(0)) }, equal(path("intPtr"), int32(0), "0"))
	c.Run("bool pointer nil", func(r *Root) { r.BoolPtr = nil })
	c.Run("bool pointer", func(r *Root) { r.BoolPtr = new(false) }, equal(path("boolPtr"), false, "false"))
	c.Run("required unset reports only Required", func(r *Root) { r.Required = "" },
		validatetest.ShortCircuit(field.Required(path("required"), "")))
	c.Run("required set to the disallowed value", func(r *Root) { r.Required = "default" },
		equal(path("required"), "default", `"default"`))
}

func TestTypedefs(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("typedef", func(r *Root) { r.Typedef = "default" }, equal(path("typedef"), ClassName("default"), `"default"`))
	c.Run("typedef pointer nil", func(r *Root) { r.TypedefPtr = nil })
	c.Run("typedef pointer", func(r *Root) { r.TypedefPtr = new(ClassName("default")) },
		equal(path("typedefPtr"), ClassName("default"), `"default"`))
	// Each link of NewClassName -> ClassName forbids its own value.
	c.Run("chain outer value", func(r *Root) { r.Chain = "legacy" },
		equal(path("chain"), NewClassName("legacy"), `"legacy"`))
	c.Run("chain inner value", func(r *Root) { r.Chain = "default" },
		equal(path("chain"), ClassName("default"), `"default"`))
	c.Run("chain pointer nil", func(r *Root) { r.ChainPtr = nil })
	c.Run("chain pointer outer value", func(r *Root) { r.ChainPtr = new(NewClassName("legacy")) },
		equal(path("chainPtr"), NewClassName("legacy"), `"legacy"`))
	c.Run("chain pointer inner value", func(r *Root) { r.ChainPtr = new(NewClassName("default")) },
		equal(path("chainPtr"), ClassName("default"), `"default"`))
	c.Run("int typedef", func(r *Root) { r.IntTypedef = 0 }, equal(path("intTypedef"), Port(0), "0"))
	c.Run("int typedef pointer nil", func(r *Root) { r.IntTypedefPtr = nil })
	c.Run("int typedef pointer", func(r *Root) { r.IntTypedefPtr = new(Port(0)) },
		equal(path("intTypedefPtr"), Port(0), "0"))
	c.Run("field rule", func(r *Root) { r.FieldAndType = "other" },
		equal(path("fieldAndType"), ClassName("other"), `"other"`))
	c.Run("type rule under a field rule", func(r *Root) { r.FieldAndType = "default" },
		equal(path("fieldAndType"), ClassName("default"), `"default"`))
}

func TestItemsValuesAndKeys(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("string items", func(r *Root) { r.Items = []string{"a", "default", "b", "default"} },
		equal(path("items").Index(1), "default", `"default"`), equal(path("items").Index(3), "default", `"default"`))
	c.Run("int items", func(r *Root) { r.IntItems = []int{0, 1} }, equal(path("intItems").Index(0), 0, "0"))
	c.Run("bool items", func(r *Root) { r.BoolItems = []bool{true, false} },
		equal(path("boolItems").Index(1), false, "false"))
	c.Run("pointer items", func(r *Root) { r.PtrItems = []*string{new("default")} },
		equal(path("ptrItems").Index(0), "default", `"default"`))
	c.Run("typedef items", func(r *Root) { r.TypedefItems = []ClassName{"default"} },
		equal(path("typedefItems").Index(0), ClassName("default"), `"default"`))
	c.Run("map values", func(r *Root) { r.Values = map[string]string{"a": "b", "key": "default"} },
		equal(path("values").Key("key"), "default", `"default"`))
	c.Run("int map values", func(r *Root) { r.IntValues = map[string]int{"key": 0} },
		equal(path("intValues").Key("key"), 0, "0"))
	// Key errors name the map itself, as Kubernetes reports them.
	c.Run("map keys", func(r *Root) { r.Keys = map[string]int{"a": 1, "default": 2} },
		equal(path("keys"), "default", `"default"`))
	c.Run("int map keys", func(r *Root) { r.IntKeys = map[int]string{0: "a", 1: "b"} }, equal(path("intKeys"), 0, "0"))
	c.Run("typedef map keys", func(r *Root) { r.TypedefKeys = map[ClassName]int{"default": 1} },
		equal(path("typedefKeys"), ClassName("default"), `"default"`))
}

func TestNested(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("nested struct", func(r *Root) { r.Nested.Port = 80 }, equal(path("nested").Child("port"), 80, "80"))
	c.Run("nested pointer nil", func(r *Root) { r.NestedPtr = nil })
	c.Run("nested pointer", func(r *Root) { r.NestedPtr = &Inner{Port: 80} },
		equal(path("nestedPtr").Child("port"), 80, "80"))
	c.Run("nested list item", func(r *Root) { r.NestedItems = []Inner{{Port: 1}, {Port: 80}} },
		equal(path("nestedItems").Index(1).Child("port"), 80, "80"))
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

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = valid()
	old.IntItems = []int{0}
	cur = valid()
	cur.IntItems = []int{0, 1}
	same := valid()
	same.IntItems = []int{0}
	st.Value(same).OldValue(old).ExpectValid()
	st.Value(cur).OldValue(old).ExpectInvalid(equal(path("intItems").Index(0), 0, "0"))
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
