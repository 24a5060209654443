package validatefalse

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// fullT sets every field so that every check can run.
func fullT() *T {
	return &T{
		S:            "s",
		PS:           new("ps"),
		OptPS:        new("o"),
		Bounded:      new("b"),
		Passing:      "p",
		Multi:        1,
		SC:           "sc",
		SCPass:       "p",
		Hidden:       "h",
		Required:     "r",
		Typed:        "e",
		TypedRegular: "e",
		List:         []int{1, 2},
		ListSC:       []int{1},
		Map:          map[string]int{"k": 1},
		MapHidden:    map[string]int{"k": 1},
	}
}

// fullTFailures are the validateFalse failures of fullT, by path.
var fullTFailures = map[string][]string{
	"s":            {"field T.S"},
	"ps":           {"field T.PS"},
	"optPS":        {"field T.OptPS"},
	"bounded":      {"field T.Bounded"},
	"multi":        {"field T.Multi 1", "field T.Multi 2"},
	"sc":           {"field T.SC short-circuit"},
	"scPass":       {"field T.SCPass regular"},
	"required":     {"field T.Required short-circuit"},
	"typed":        {"field T.Typed short-circuit"},
	"typedRegular": {"field T.TypedRegular", "type E short-circuit"},
	"list[0]":      {"items of T.List"},
	"list[1]":      {"items of T.List"},
	"listSC[0]":    {"items of T.ListSC short-circuit"},
	"map":          {"keys of T.Map"},
	"map[k]":       {"values of T.Map"},
	"mapHidden[k]": {"values of T.MapHidden"},
}

func TestValidateFalseByPath(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(fullT()).ExpectValidateFalseByPath(fullTFailures)
}

// The failure is field.Invalid with the value and "forced failure: <msg>".
func TestValidateFalseErrorShape(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{S: "x", Required: "r", Typed: "e", TypedRegular: "e"}).ExpectMatches(
		field.ErrorMatcher{}.ByType().ByField().ByValue().ByOrigin().ByDetailExact(),
		field.ErrorList{
			field.Invalid(field.NewPath("s"), "x", "forced failure: field T.S").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("ps"), (*string)(nil), "forced failure: field T.PS").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("bounded"), (*string)(nil), "forced failure: field T.Bounded").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("multi"), 0, "forced failure: field T.Multi 1").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("multi"), 0, "forced failure: field T.Multi 2").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("sc"), "", "forced failure: field T.SC short-circuit").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("scPass"), "", "forced failure: field T.SCPass regular").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("required"), "r", "forced failure: field T.Required short-circuit").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("typed"), E("e"), "forced failure: field T.Typed short-circuit").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("typedRegular"), E("e"), "forced failure: field T.TypedRegular").WithOrigin("validateFalse"),
			field.Invalid(field.NewPath("typedRegular"), E("e"), "forced failure: type E short-circuit").WithOrigin("validateFalse"),
		})
}

// Short-circuit failures carry the ShortCircuit mark; regular ones do not.
// Presence runs together with the flagged checks, so an empty required
// field reports both and none of its regular checks.
func TestValidateFalseShortCircuitMark(t *testing.T) {
	errs := localSchemeBuilder.Validate(context.Background(), nil, &T{Typed: "e", TypedRegular: "e"})
	forced := func(path, msg string) string { return path + ": Invalid value: forced failure: " + msg }
	want := map[string]bool{
		forced("s", "field T.S"):                             false,
		forced("ps", "field T.PS"):                           false,
		forced("bounded", "field T.Bounded"):                 false,
		forced("multi", "field T.Multi 1"):                   false,
		forced("multi", "field T.Multi 2"):                   false,
		forced("sc", "field T.SC short-circuit"):             true,
		forced("scPass", "field T.SCPass regular"):           false,
		"required: Required value: ":                         true,
		forced("required", "field T.Required short-circuit"): true,
		forced("typed", "field T.Typed short-circuit"):       true,
		forced("typedRegular", "field T.TypedRegular"):       false,
		forced("typedRegular", "type E short-circuit"):       true,
	}
	got := map[string]bool{}
	for _, e := range errs {
		got[e.Field+": "+e.Type.String()+": "+e.Detail] = e.ShortCircuit
	}
	if len(got) != len(errs) {
		t.Errorf("duplicate errors in %v", errs)
	}
	for k, sc := range want {
		mark, ok := got[k]
		switch {
		case !ok:
			t.Errorf("missing error %q", k)
		case mark != sc:
			t.Errorf("error %q: ShortCircuit = %v, want %v", k, mark, sc)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("unexpected error %q", k)
		}
	}
}

// The test tags report a nil pointer field, as Kubernetes' do (they see
// the pointer, not what it points to), unless the field is optional; other
// checks skip a nil pointer.
func TestValidateFalseNilPointer(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := fullT()
	obj.PS, obj.OptPS, obj.Bounded = nil, nil, nil
	want := map[string][]string{}
	for k, v := range fullTFailures {
		if k != "optPS" {
			want[k] = v
		}
	}
	st.Value(obj).ExpectValidateFalseByPath(want)
	// Unchanged nil pointers ratchet.
	st.Value(obj).OldValue(obj).ExpectValid()
}

// A pointer field's checks run in tag order, the test tag on the pointer
// and the others on what it points to.
func TestValidateFalsePointerOrder(t *testing.T) {
	obj := fullT()
	obj.Bounded = new("long")
	var got []string
	for _, e := range localSchemeBuilder.Validate(context.Background(), nil, obj) {
		if e.Field == "bounded" {
			got = append(got, e.Origin)
		}
	}
	if len(got) != 2 || got[0] != "maxLength" || got[1] != "validateFalse" {
		t.Errorf("errors at bounded have origins %v, want [maxLength validateFalse]", got)
	}
}

// As in Kubernetes, the test tags see a pointer field as declared: a nil
// pointer fails validateFalse too (reporting the nil pointer), unless
// +k8s:optional stops the field's checks; set, the failure reports the
// pointed-to value.
func TestValidateFalseReportsValue(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := fullT()
	obj.PS = nil
	st.Value(obj).ExpectValidateFalseByPath(fullTFailures)
	st.Value(fullT()).ExpectMatches(field.ErrorMatcher{}.ByField().ByValue().ByDetailExact(), field.ErrorList{
		field.Invalid(field.NewPath("s"), "s", "forced failure: field T.S"),
		field.Invalid(field.NewPath("ps"), "ps", "forced failure: field T.PS"),
		field.Invalid(field.NewPath("optPS"), "o", "forced failure: field T.OptPS"),
		field.Invalid(field.NewPath("bounded"), "b", "forced failure: field T.Bounded"),
		field.Invalid(field.NewPath("multi"), 1, "forced failure: field T.Multi 1"),
		field.Invalid(field.NewPath("multi"), 1, "forced failure: field T.Multi 2"),
		field.Invalid(field.NewPath("sc"), "sc", "forced failure: field T.SC short-circuit"),
		field.Invalid(field.NewPath("scPass"), "p", "forced failure: field T.SCPass regular"),
		field.Invalid(field.NewPath("required"), "r", "forced failure: field T.Required short-circuit"),
		field.Invalid(field.NewPath("typed"), E("e"), "forced failure: field T.Typed short-circuit"),
		field.Invalid(field.NewPath("typedRegular"), E("e"), "forced failure: field T.TypedRegular"),
		field.Invalid(field.NewPath("typedRegular"), E("e"), "forced failure: type E short-circuit"),
		field.Invalid(field.NewPath("list").Index(0), 1, "forced failure: items of T.List"),
		field.Invalid(field.NewPath("list").Index(1), 2, "forced failure: items of T.List"),
		field.Invalid(field.NewPath("listSC").Index(0), 1, "forced failure: items of T.ListSC short-circuit"),
		field.Invalid(field.NewPath("map"), "k", "forced failure: keys of T.Map"),
		field.Invalid(field.NewPath("map").Key("k"), 1, "forced failure: values of T.Map"),
		field.Invalid(field.NewPath("mapHidden").Key("k"), 1, "forced failure: values of T.MapHidden"),
	})
}

// A failing type-level short-circuit check stops everything else about the
// value, including the validation of its fields.
func TestValidateFalseTypeShortCircuitStopsFields(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := fullT()
	obj.Inner = &Inner{X: 1}
	want := map[string][]string{"inner": {"type Inner short-circuit"}}
	for k, v := range fullTFailures {
		want[k] = v
	}
	st.Value(obj).ExpectValidateFalseByPath(want)
}

func TestValidateFalseUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// Unchanged values are not re-validated, whatever their checks. (List
	// items are left out: fixture eachval covers their ratcheting.)
	unchanged := func() *T {
		obj := fullT()
		obj.List, obj.ListSC = nil, nil
		return obj
	}
	st.Value(unchanged()).OldValue(unchanged()).ExpectValid().ExpectAllocs(0)

	// Changed fields, new map keys and changed map values are validated.
	old := unchanged()
	obj := unchanged()
	obj.S = "changed"
	obj.Typed = "changed"
	obj.Map = map[string]int{"k": 2, "new": 1}
	obj.MapHidden = map[string]int{"k": 1, "new": 1}
	st.Value(obj).OldValue(old).ExpectValidateFalseByPath(map[string][]string{
		"s":              {"field T.S"},
		"typed":          {"field T.Typed short-circuit"},
		"map":            {"keys of T.Map"},
		"map[k]":         {"values of T.Map"},
		"map[new]":       {"values of T.Map"},
		"mapHidden[new]": {"values of T.MapHidden"},
	})
}

// Passing checks report nothing, on every scope, and cost no allocations.
func TestValidateTrue(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	quiet := func() *Quiet {
		return &Quiet{S: "s", List: []Passing{1, 2}, Map: map[string]Passing{"k": 1}}
	}
	st.Value(&Quiet{}).ExpectValid().ExpectAllocs(0)
	st.Value(quiet()).ExpectValid().ExpectAllocs(0)
	st.Value(quiet()).OldValue(&Quiet{}).ExpectValid().ExpectAllocs(0)
	st.Value(quiet()).OldValue(quiet()).ExpectValid().ExpectAllocs(0)
}

// A failing NonError short-circuit reports nothing and hides the value's
// other failures, including those of its type.
func TestNonErrorHidesFailures(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Silent{}).ExpectValid()
	st.Value(&Silent{Hidden: 1}).ExpectValid()
	st.Value(&Silent{Hidden: 1}).OldValue(&Silent{}).ExpectValid()
}
