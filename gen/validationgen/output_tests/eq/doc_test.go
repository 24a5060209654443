package eq

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// valid returns a Root that passes every rule; every call returns a fresh,
// independent value.
func valid() *Root {
	return &Root{
		String:     "expected",
		Int:        42,
		Int64:      -1,
		Bool:       true,
		StringPtr:  new("expected"),
		BoolPtr:    new(false),
		Typedef:    "Always",
		TypedefPtr: new(Policy("Always")),
		Items:      []string{"item", "item"},
		Values:     map[string]int{"a": 7},
		Keys:       map[string]int{"key": 1},
		Sidecar:    Container{Name: "s", RestartPolicy: new("Always")},
		Sidecars:   []Container{{Name: "a", RestartPolicy: new("Always")}, {Name: "b"}},
		Required:   "expected",
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

// unsupported is Kubernetes' +k8s:eq error: NotSupported with the one
// expected value, no origin.
func unsupported(p *field.Path, v any, expected string) *field.Error {
	return field.NotSupported(p, v, []string{expected})
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestScalars(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("string", func(r *Root) { r.String = "other" }, unsupported(path("string"), "other", "expected"))
	c.Run("string is case-sensitive", func(r *Root) { r.String = "Expected" }, unsupported(path("string"), "Expected", "expected"))
	c.Run("int", func(r *Root) { r.Int = 0 }, unsupported(path("int"), int32(0), "42"))
	c.Run("negative int64", func(r *Root) { r.Int64 = 1 }, unsupported(path("int64"), int64(1), "-1"))
	c.Run("bool", func(r *Root) { r.Bool = false }, unsupported(path("bool"), false, "true"))
	c.Run("string pointer nil", func(r *Root) { r.StringPtr = nil })
	c.Run("string pointer", func(r *Root) { r.StringPtr = new("x") }, unsupported(path("stringPtr"), "x", "expected"))
	c.Run("bool pointer nil", func(r *Root) { r.BoolPtr = nil })
	c.Run("bool pointer", func(r *Root) { r.BoolPtr = new(true) }, unsupported(path("boolPtr"), true, "false"))
	c.Run("required unset reports only Required", func(r *Root) { r.Required = "" },
		validatetest.ShortCircuit(field.Required(path("required"), "")))
	c.Run("required set to another value", func(r *Root) { r.Required = "x" }, unsupported(path("required"), "x", "expected"))
}

func TestTypedefs(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("typedef", func(r *Root) { r.Typedef = "Never" }, unsupported(path("typedef"), Policy("Never"), "Always"))
	c.Run("typedef pointer nil", func(r *Root) { r.TypedefPtr = nil })
	c.Run("typedef pointer", func(r *Root) { r.TypedefPtr = new(Policy("")) }, unsupported(path("typedefPtr"), Policy(""), "Always"))
}

func TestItemsValuesKeysAndSubfields(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("items", func(r *Root) { r.Items = []string{"item", "x", "y"} },
		unsupported(path("items").Index(1), "x", "item"), unsupported(path("items").Index(2), "y", "item"))
	c.Run("map values", func(r *Root) { r.Values = map[string]int{"a": 7, "b": 8} },
		unsupported(path("values").Key("b"), 8, "7"))
	// Key errors name the map itself, as Kubernetes reports them.
	c.Run("map keys", func(r *Root) { r.Keys = map[string]int{"key": 1, "other": 2} },
		unsupported(path("keys"), "other", "key"))
	c.Run("subfield", func(r *Root) { r.Sidecar.RestartPolicy = new("Never") },
		unsupported(path("sidecar").Child("restartPolicy"), "Never", "Always"))
	c.Run("subfield unset", func(r *Root) { r.Sidecar.RestartPolicy = nil })
	c.Run("subfield of items", func(r *Root) { r.Sidecars[1].RestartPolicy = new("OnFailure") },
		unsupported(path("sidecars").Index(1).Child("restartPolicy"), "OnFailure", "Always"))
}

// TestRatcheting: an unchanged wrong value is not reported again on
// update; a changed one is.
func TestRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.String = "legacy"
	old.Values = map[string]int{"a": 1}
	cur := valid()
	cur.String = "legacy"
	cur.Values = map[string]int{"a": 1, "b": 7}
	st.Value(cur).OldValue(old).ExpectValid()
	cur.Values["c"] = 3
	st.Value(cur).OldValue(old).ExpectInvalid(unsupported(path("values").Key("c"), 3, "7"))
	cur = valid()
	cur.String = "changed"
	st.Value(cur).OldValue(old).ExpectInvalid(unsupported(path("string"), "changed", "expected"))
}
