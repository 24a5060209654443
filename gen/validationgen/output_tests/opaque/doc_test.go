package opaque

import (
	"context"
	"os"
	"regexp"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

// innerErrors are the errors Inner's own validation reports for Inner{N: 0}.
func innerErrors(p *field.Path) []*field.Error {
	return []*field.Error{
		field.Invalid(p, Inner{}, "forced failure: type Inner").WithOrigin("validateFalse"),
		field.Invalid(p.Child("n"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	}
}

// validT sets only what must be set; every opaque Inner is one that its
// own validation would reject.
func validT() *T {
	return &T{
		Opaque:         Inner{},
		OpaquePtr:      &Inner{},
		OpaqueRequired: &Inner{},
		Digit:          1,
		OpaqueDigit:    10,
		OpaqueItems:    []Inner{{}},
		OpaqueDigits:   []Digit{1, 10},
		OpaquePtrItems: []*Inner{{}, nil},
		OpaqueValues:   map[string]Inner{"k": {}},
		OpaqueNested:   [][]Inner{{{}}},
		OpaqueList:     InnerList{{}},
	}
}

func TestOpaqueSkipsTypeValidation(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
}

// The same values without +k8s:opaqueType are validated by Inner.
func TestNonOpaqueCallsTypeValidation(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.Inner = &Inner{}
	obj.Items = []Inner{{N: 1}, {}}
	obj.Values = map[string]Inner{"k": {}}
	obj.List = InnerList{{}}
	obj.Digit = 10
	var want []*field.Error
	want = append(want, innerErrors(root("inner"))...)
	want = append(want,
		field.Invalid(root("items").Index(0), Inner{N: 1}, "forced failure: type Inner").WithOrigin("validateFalse"))
	want = append(want, innerErrors(root("items").Index(1))...)
	want = append(want, innerErrors(root("values").Key("k"))...)
	want = append(want,
		field.Invalid(root("list").Index(0), Inner{}, "forced failure: items of InnerList").WithOrigin("validateFalse"))
	want = append(want, innerErrors(root("list").Index(0))...)
	want = append(want, field.Invalid(root("digit"), 10, "must be less than or equal to 9").WithOrigin("maximum"))
	st.Value(obj).ExpectInvalid(want...)
}

// Tags written at the opaque site still apply: presence, bounds on the
// field and on opaque items.
func TestOpaqueKeepsOwnTags(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.OpaqueForbidden = &Inner{N: 1}
	obj.OpaqueRequired = nil
	obj.OpaqueDigit = 0
	obj.OpaqueDigits = []Digit{0, 10}
	st.Value(obj).ExpectInvalid(
		field.Forbidden(root("opaqueForbidden"), ""),
		field.Required(root("opaqueRequired"), ""),
		field.Invalid(root("opaqueDigit"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.Invalid(root("opaqueDigits").Index(0), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	)

	errs := localSchemeBuilder.Validate(context.Background(), nil, &T{OpaqueRequired: nil, Digit: 1, OpaqueDigit: 1})
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit Required error, got %v", errs)
	}
}

func TestOpaqueUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// Unchanged invalid values are ratcheted.
	invalid := func() *T {
		obj := validT()
		obj.OpaqueRequired = nil
		obj.OpaqueDigit = 0
		return obj
	}
	st.Value(invalid()).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
	// Changed to invalid.
	st.Value(invalid()).OldValue(validT()).ExpectInvalid(
		field.Required(root("opaqueRequired"), ""),
		field.Invalid(root("opaqueDigit"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	)
	// Invalid to valid.
	st.Value(validT()).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
	// A changed opaque value is still not validated by its type.
	changed := validT()
	changed.Opaque = Inner{N: -1}
	changed.OpaqueValues = map[string]Inner{"k": {N: -1}}
	st.Value(changed).OldValue(validT()).ExpectValid()
}

// The generated code must not even mention Inner's function for opaque
// sites; this guards against an always-false branch passing the tests.
func TestOpaqueGeneratesNoCall(t *testing.T) {
	src, err := os.ReadFile("zz_generated.validations.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{"Opaque", "OpaquePtr", "OpaqueItems", "OpaquePtrItems", "OpaqueValues", "OpaqueNested", "OpaqueList"} {
		re := regexp.MustCompile(`(?s)// field T\.` + field + `\n.*?\n\t}\n`)
		if block := re.Find(src); block != nil {
			t.Errorf("field T.%s has generated code, want none:\n%s", field, block)
		}
	}
}
