package format

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// validScopes returns a Scopes that passes every rule. Every call returns
// a fresh, independent value.
func validScopes() *Scopes {
	return &Scopes{
		Field:        "my-name",
		Ptr:          new("my-name"),
		Typedef:      "example.com",
		TypedefPtr:   new(Host("example.com")),
		Chain:        "abc",
		ChainPtr:     new(HostLabel("abc")),
		FieldAndType: "a.b",
		Items:        []string{"a", "b-c"},
		PtrItems:     []*string{new("a")},
		TypedefItems: []Host{"a.b", "c"},
		Values:       map[string]string{"k": "MyValue", "empty": ""},
		Keys:         map[string]string{"example.com/key": "", "key": ""},
		TypedefKeys:  map[Host]int{"a.b": 1},
		Nested:       Inner{Address: "10.0.0.1"},
		NestedPtr:    &Inner{Address: "::1"},
		NestedItems:  []Inner{{Address: "10.0.0.1"}},
		Required:     "123e4567-e89b-12d3-a456-426614174000",
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func invalid[T ~string](p *field.Path, v T, format, detail string) *field.Error {
	return field.Invalid(p, v, detail).WithOrigin("format=" + format)
}

func TestScopesValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validScopes()).ExpectValid().ExpectAllocs(0)
	st.Value(validScopes()).OldValue(validScopes()).ExpectValid().ExpectAllocs(0)
}

func TestScopesFieldsAndPointers(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validScopes)
	c.Run("field", func(s *Scopes) { s.Field = "My-Name" },
		invalid(path("field"), "My-Name", "k8s-short-name", dnsLabelMsg))
	c.Run("pointer nil", func(s *Scopes) { s.Ptr = nil })
	c.Run("pointer", func(s *Scopes) { s.Ptr = new("a.b") },
		invalid(path("ptr"), "a.b", "k8s-short-name", mustNotContainDots))
	c.Run("required unset reports only Required", func(s *Scopes) { s.Required = "" },
		validatetest.ShortCircuit(field.Required(path("required"), "")))
	c.Run("required set and invalid", func(s *Scopes) { s.Required = "x" },
		invalid(path("required"), "x", "k8s-uuid", uuidMsg))
}

func TestScopesTypedefs(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validScopes)
	c.Run("typedef", func(s *Scopes) { s.Typedef = "Example.com" },
		invalid(path("typedef"), Host("Example.com"), "k8s-long-name", dnsSubdomainMsg))
	c.Run("typedef pointer nil", func(s *Scopes) { s.TypedefPtr = nil })
	c.Run("typedef pointer", func(s *Scopes) { s.TypedefPtr = new(Host("a..b")) },
		invalid(path("typedefPtr"), Host("a..b"), "k8s-long-name", dnsSubdomainMsg))
	// Both links of HostLabel -> Host apply.
	c.Run("chain fails the outer link only", func(s *Scopes) { s.Chain = "a.b" },
		invalid(path("chain"), HostLabel("a.b"), "k8s-short-name", mustNotContainDots))
	c.Run("chain fails both links", func(s *Scopes) { s.Chain = "A" },
		invalid(path("chain"), HostLabel("A"), "k8s-short-name", dnsLabelMsg),
		invalid(path("chain"), Host("A"), "k8s-long-name", dnsSubdomainMsg))
	c.Run("chain pointer nil", func(s *Scopes) { s.ChainPtr = nil })
	c.Run("chain pointer fails both links", func(s *Scopes) { s.ChainPtr = new(HostLabel("-")) },
		invalid(path("chainPtr"), HostLabel("-"), "k8s-short-name", dnsLabelMsg),
		invalid(path("chainPtr"), Host("-"), "k8s-long-name", dnsSubdomainMsg))
	// The field's label-value format and the type's long-name format.
	c.Run("field format fails, type format passes", func(s *Scopes) { s.FieldAndType = Host(a64) },
		invalid(path("fieldAndType"), Host(a64), "k8s-label-value", maxBytesMsg(63)))
	c.Run("type format fails, field format passes", func(s *Scopes) { s.FieldAndType = "a_b" },
		invalid(path("fieldAndType"), Host("a_b"), "k8s-long-name", dnsSubdomainMsg))
	c.Run("field and type formats both fail", func(s *Scopes) { s.FieldAndType = "a/b" },
		invalid(path("fieldAndType"), Host("a/b"), "k8s-label-value", labelValueMsg),
		invalid(path("fieldAndType"), Host("a/b"), "k8s-long-name", dnsSubdomainMsg))
}

func TestScopesItemsValuesAndKeys(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validScopes)
	c.Run("list items", func(s *Scopes) { s.Items = []string{"a", "B", "c", "d.e"} },
		invalid(path("items").Index(1), "B", "k8s-short-name", dnsLabelMsg),
		invalid(path("items").Index(3), "d.e", "k8s-short-name", mustNotContainDots))
	c.Run("pointer list item", func(s *Scopes) { s.PtrItems = []*string{new("B")} },
		invalid(path("ptrItems").Index(0), "B", "k8s-short-name", dnsLabelMsg))
	c.Run("typedef list item", func(s *Scopes) { s.TypedefItems = []Host{"a", "-"} },
		invalid(path("typedefItems").Index(1), Host("-"), "k8s-long-name", dnsSubdomainMsg))
	c.Run("map value", func(s *Scopes) { s.Values = map[string]string{"k": "ok", "key": "-x"} },
		invalid(path("values").Key("key"), "-x", "k8s-label-value", labelValueMsg))
	// Key errors name the map itself, as Kubernetes reports them.
	c.Run("map key", func(s *Scopes) { s.Keys = map[string]string{"ok": "", "-k": ""} },
		invalid(path("keys"), "-k", "k8s-label-key", "name part "+labelNameMsg))
	c.Run("typedef map key", func(s *Scopes) { s.TypedefKeys = map[Host]int{"A": 1} },
		invalid(path("typedefKeys"), Host("A"), "k8s-long-name", dnsSubdomainMsg))
}

func TestScopesNested(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validScopes)
	c.Run("nested struct", func(s *Scopes) { s.Nested.Address = "abc" },
		invalid(path("nested").Child("address"), "abc", "k8s-ip", ipMsg))
	c.Run("nested pointer nil", func(s *Scopes) { s.NestedPtr = nil })
	c.Run("nested pointer", func(s *Scopes) { s.NestedPtr = &Inner{Address: "010.0.0.1"} },
		invalid(path("nestedPtr").Child("address"), "010.0.0.1", "k8s-ip", "must not have leading 0s"))
	c.Run("nested list item", func(s *Scopes) { s.NestedItems = []Inner{{Address: "::1"}, {Address: "::FFFF"}} },
		invalid(path("nestedItems").Index(1).Child("address"), "::FFFF", "k8s-ip", `must be in canonical form ("::ffff")`))
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores: the
// bad value (with its own type, except for k8s-uuid, which Kubernetes
// reports as a plain string) and the short-circuit flag.
func TestErrorAttributes(t *testing.T) {
	s := validScopes()
	s.Typedef = "A"
	s.Required = ""
	errs := localSchemeBuilder.Validate(context.Background(), nil, s)
	if len(errs) != 2 {
		t.Fatalf("want 2 errors, got %d: %v", len(errs), errs)
	}
	if e := errs[0]; e.Field != "typedef" || e.BadValue != Host("A") || e.ShortCircuit {
		t.Errorf("format error: got %#v", e)
	}
	if e := errs[1]; e.Field != "required" || e.Type != field.ErrorTypeRequired || !e.ShortCircuit {
		t.Errorf("required error: got %#v", e)
	}
	exact := field.ErrorMatcher{}.Exactly()
	st := localSchemeBuilder.Test(t)
	st.Value(&Formats{UUID: "X"}).ExpectMatches(exact, field.ErrorList{invalid(path("uuid"), "X", "k8s-uuid", uuidMsg)})
	st.Value(&Formats{ShortName: "A"}).ExpectMatches(exact, field.ErrorList{invalid(path("shortName"), "A", "k8s-short-name", dnsLabelMsg)})
}

// TestItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := validScopes()
	old.Values = map[string]string{"bad": "-x", "good": "a"}
	old.Keys = map[string]string{"-k": ""}
	cur := validScopes()
	cur.Values = map[string]string{"bad": "-x", "good": "b", "new": ""}
	cur.Keys = map[string]string{"-k": "changed", "new": ""}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.Values["bad"] = "-y"
	cur.Keys["-n"] = ""
	st.Value(cur).OldValue(old).ExpectInvalid(
		invalid(path("values").Key("bad"), "-y", "k8s-label-value", labelValueMsg),
		invalid(path("keys"), "-n", "k8s-label-key", "name part "+labelNameMsg),
	)

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = validScopes()
	old.Items = []string{"B"}
	cur = validScopes()
	cur.Items = []string{"B", "c"}
	same := validScopes()
	same.Items = []string{"B"}
	st.Value(same).OldValue(old).ExpectValid()
	st.Value(cur).OldValue(old).ExpectInvalid(invalid(path("items").Index(0), "B", "k8s-short-name", dnsLabelMsg))
}

// BenchmarkValidate measures a valid object on create and on an update
// where nothing changed; both must not allocate.
func BenchmarkValidate(b *testing.B) {
	ctx := context.Background()
	obj, old := validScopes(), validScopes()
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
