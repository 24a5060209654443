package presence138

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

var path = field.NewPath

func required(p *field.Path, detail string) *field.Error {
	return validatetest.ShortCircuit(field.Required(p, detail))
}

func valid() *Struct {
	return &Struct{
		String:       "a",
		StringPtr:    new(""),
		Slice:        []string{"a"},
		Map:          map[string]string{"a": "b"},
		Spec:         Spec{Name: "n"},
		OptionalSpec: Spec{Name: "n"},
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestDetail(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("string", func(s *Struct) { s.String = "" }, required(path("string"), "custom string msg"))
	c.Run("pointer", func(s *Struct) { s.StringPtr = nil }, required(path("stringPtr"), "custom pointer msg"))
	c.Run("slice", func(s *Struct) { s.Slice = nil }, required(path("slice"), "custom slice msg"))
	c.Run("map", func(s *Struct) { s.Map = map[string]string{} }, required(path("map"), "custom map msg"))
	c.Run("forbidden", func(s *Struct) { s.Legacy = new("x") },
		validatetest.ShortCircuit(field.Forbidden(path("legacy"), "use newField instead")))
}

// TestValueStructs: on a 1.38 tree the presence tags of a struct held by
// value check nothing themselves; the struct's members decide.
func TestValueStructs(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("required zero struct reports its member", func(s *Struct) { s.Spec = Spec{} },
		required(path("spec", "name"), ""))
	c.Run("optional zero struct is still validated", func(s *Struct) { s.OptionalSpec = Spec{} },
		required(path("optionalSpec", "name"), ""))
	c.Run("optional struct's members", func(s *Struct) { s.OptionalSpec.Count = -1 },
		field.Invalid(path("optionalSpec", "count"), int32(-1), "must be greater than or equal to 1").WithOrigin("minimum"))
}

func TestDetailUnderConditions(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := &Options{EnabledField: "abc"}
	st.Value(obj).Opts(map[string]bool{"Enabled": true, "Disabled": false}).ExpectInvalid(
		field.Forbidden(path("enabledField"), "custom enabled msg"),
		field.Required(path("disabledField"), "custom disabled msg"),
	)
	st.Value(obj).Opts(map[string]bool{"Enabled": false, "Disabled": true}).ExpectValid()
}
