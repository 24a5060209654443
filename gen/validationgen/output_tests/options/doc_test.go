package options

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/kubedv/kubedv/validate"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

var path = field.NewPath

func minErr(p *field.Path, v any, min string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+min).WithOrigin("minimum")
}

func maxErr(p *field.Path, v any, max string) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to "+max).WithOrigin("maximum")
}

func tooLong(p *field.Path, v string, max int) *field.Error {
	return field.TooLongCharacters(p, v, max).WithOrigin("maxLength")
}

func tooShort(p *field.Path, v string, min int) *field.Error {
	return field.TooShort(p, v, min).WithOrigin("minLength")
}

// undefined is the internal error for an option the operation does not
// define, as Kubernetes reports it.
func undefined(p *field.Path, option string) *field.Error {
	return field.InternalError(p, fmt.Errorf("undefined validation option %q", option))
}

// states are every combination of the options A and B.
var states = []struct{ a, b bool }{{true, true}, {true, false}, {false, true}, {false, false}}

func opts(a, b bool) map[string]bool { return map[string]bool{"A": a, "B": b} }

// valid returns a Gated that is valid in every option state, at the edge of
// every limit.
func valid() *Gated {
	return &Gated{
		WhenA:    1,
		UnlessA:  "abc",
		PtrWhenA: new(1),
		AAndNotB: 5,
		Items:    []int{0, 9},
		Labels:   map[string]string{"ab": "x"},
		Frozen:   "f",
		Name:     "abc",
		NamePtr:  new(Name("abc")),
		Short:    "ab",
		Inner:    Inner{Count: 1, Mode: "m"},
		InnerPtr: &Inner{Count: 100},
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	for _, s := range states {
		st.Value(valid()).Opts(opts(s.a, s.b)).ExpectValid().ExpectAllocs(0)
		st.Value(valid()).OldValue(valid()).Opts(opts(s.a, s.b)).ExpectValid().ExpectAllocs(0)
		empty := &Gated{WhenA: 1, AAndNotB: 5, Inner: Inner{Count: 1}, Short: "ab"}
		st.Value(empty).Opts(opts(s.a, s.b)).ExpectValid().ExpectAllocs(0)
	}
}

// optionCase changes a valid Gated and names the errors expected in each
// option state (none: valid).
type optionCase struct {
	name   string
	change func(*Gated)
	want   func(a, b bool) []*field.Error
}

func when(cond bool, errs ...*field.Error) []*field.Error {
	if cond {
		return errs
	}
	return nil
}

// runCases checks each case in every option state, on create and through
// every update transition: unchanged invalid values ratchet whatever the
// options.
func runCases(t *testing.T, cases []optionCase) {
	t.Helper()
	for _, c := range cases {
		for _, s := range states {
			t.Run(fmt.Sprintf("%s/A=%t,B=%t", c.name, s.a, s.b), func(t *testing.T) {
				changed := func() *Gated { g := valid(); c.change(g); return g }
				st := localSchemeBuilder.Test(t)
				o := opts(s.a, s.b)
				st.Value(changed()).OldValue(changed()).Opts(o).ExpectValid().ExpectAllocs(0)
				st.Value(valid()).OldValue(changed()).Opts(o).ExpectValid().ExpectAllocs(0)
				want := c.want(s.a, s.b)
				if len(want) == 0 {
					st.Value(changed()).Opts(o).ExpectValid().ExpectAllocs(0)
					st.Value(changed()).OldValue(valid()).Opts(o).ExpectValid().ExpectAllocs(0)
					return
				}
				st.Value(changed()).Opts(o).ExpectInvalid(want...)
				st.Value(changed()).OldValue(valid()).Opts(o).ExpectInvalid(want...)
			})
		}
	}
}

func TestFields(t *testing.T) {
	runCases(t, []optionCase{
		{"ifEnabled", func(g *Gated) { g.WhenA = 0 },
			func(a, b bool) []*field.Error { return when(a, minErr(path("whenA"), 0, "1")) }},
		{"ifDisabled", func(g *Gated) { g.UnlessA = "abcd" },
			func(a, b bool) []*field.Error { return when(!a, tooLong(path("unlessA"), "abcd", 3)) }},
		{"pointer, conditional check", func(g *Gated) { g.PtrWhenA = new(0) },
			func(a, b bool) []*field.Error { return when(a, minErr(path("ptrWhenA"), 0, "1")) }},
		{"pointer, unconditional check", func(g *Gated) { g.PtrWhenA = new(11) },
			func(a, b bool) []*field.Error { return []*field.Error{maxErr(path("ptrWhenA"), 11, "10")} }},
		{"nil pointer", func(g *Gated) { g.PtrWhenA = nil },
			func(a, b bool) []*field.Error { return nil }},
		{"nested conditions", func(g *Gated) { g.AAndNotB = 4 },
			func(a, b bool) []*field.Error { return when(a && !b, minErr(path("aAndNotB"), 4, "5")) }},
	})
}

func TestCollections(t *testing.T) {
	runCases(t, []optionCase{
		{"condition around eachVal, eachVal around condition", func(g *Gated) { g.Items = []int{-1, 10} },
			func(a, b bool) []*field.Error {
				return append(when(a, minErr(path("items").Index(0), -1, "0")), when(b, maxErr(path("items").Index(1), 10, "9"))...)
			}},
		{"eachKey and eachVal around conditions", func(g *Gated) { g.Labels = map[string]string{"abc": ""} },
			func(a, b bool) []*field.Error {
				return append(when(a, tooLong(path("labels"), "abc", 2)), when(!b, tooShort(path("labels").Key("abc"), "", 1))...)
			}},
	})
}

// TestTypes: conditions on type declarations apply wherever the type is
// used, each link of a typedef chain under its own condition.
func TestTypes(t *testing.T) {
	runCases(t, []optionCase{
		{"typedef", func(g *Gated) { g.Name = "abcd" },
			func(a, b bool) []*field.Error { return when(a, tooLong(path("name"), "abcd", 3)) }},
		{"typedef pointer", func(g *Gated) { g.NamePtr = new(Name("abcd")) },
			func(a, b bool) []*field.Error { return when(a, tooLong(path("namePtr"), "abcd", 3)) }},
		{"typedef chain, outer link", func(g *Gated) { g.Short = "a" },
			func(a, b bool) []*field.Error { return when(!b, tooShort(path("short"), "a", 2)) }},
		{"typedef chain, inner link", func(g *Gated) { g.Short = "abcd" },
			func(a, b bool) []*field.Error { return when(a, tooLong(path("short"), "abcd", 3)) }},
		{"struct type-level check", func(g *Gated) { g.Inner.Count = 0 },
			func(a, b bool) []*field.Error { return when(b, minErr(path("inner", "count"), 0, "1")) }},
		{"struct field under condition", func(g *Gated) { g.Inner.Mode = "legacy" },
			func(a, b bool) []*field.Error {
				return when(!a, field.Invalid(path("inner", "mode"), "legacy", `must not be equal to "legacy"`).WithOrigin("neq"))
			}},
		{"struct pointer, type-level and field checks", func(g *Gated) { g.InnerPtr.Count = 101 },
			func(a, b bool) []*field.Error { return []*field.Error{maxErr(path("innerPtr", "count"), 101, "100")} }},
		{"struct pointer, type-level check", func(g *Gated) { g.InnerPtr.Count = 0 },
			func(a, b bool) []*field.Error { return when(b, minErr(path("innerPtr", "count"), 0, "1")) }},
	})
}

// TestUpdateRule: +k8s:ifEnabled(B)=+k8s:immutable forbids changes only
// while B is enabled.
func TestUpdateRule(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	changed := valid()
	changed.Frozen = "changed"
	for _, s := range states {
		o := opts(s.a, s.b)
		st.Value(changed).Opts(o).ExpectValid()
		if s.b {
			st.Value(changed).OldValue(valid()).Opts(o).ExpectInvalid(
				field.Invalid(path("frozen"), nil, "field is immutable").WithOrigin("immutable"))
		} else {
			st.Value(changed).OldValue(valid()).Opts(o).ExpectValid().ExpectAllocs(0)
		}
	}
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), opts(false, true), changed, valid())
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit error, got %v", errs)
	}
}

// TestUndefined: every condition whose option the operation does not
// define reports an internal error at its value, instead of validating.
func TestUndefined(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectInvalid(
		undefined(path("whenA"), "A"),
		undefined(path("unlessA"), "A"),
		undefined(path("ptrWhenA"), "A"),
		undefined(path("aAndNotB"), "A"), // the outer condition stops first
		undefined(path("items").Index(0), "A"),
		undefined(path("items").Index(0), "B"),
		undefined(path("items").Index(1), "A"),
		undefined(path("items").Index(1), "B"),
		undefined(path("labels"), "A"), // key conditions name the map
		undefined(path("labels").Key("ab"), "B"),
		undefined(path("frozen"), "B"),
		undefined(path("name"), "A"),
		undefined(path("namePtr"), "A"),
		undefined(path("short"), "B"),
		undefined(path("short"), "A"),
		undefined(path("inner", "count"), "B"),
		undefined(path("inner", "mode"), "A"),
		undefined(path("innerPtr", "count"), "B"),
		undefined(path("innerPtr", "mode"), "A"),
	)
	// Only B undefined: A's conditions are evaluated, B's are reported
	// where reached; A disabled hides the nested B condition.
	st.Value(valid()).Opts(map[string]bool{"A": false}).ExpectInvalid(
		undefined(path("items").Index(0), "B"),
		undefined(path("items").Index(1), "B"),
		undefined(path("labels").Key("ab"), "B"),
		undefined(path("frozen"), "B"),
		undefined(path("short"), "B"),
		undefined(path("inner", "count"), "B"),
		undefined(path("innerPtr", "count"), "B"),
	)
	st.Value(valid()).Opts(map[string]bool{"A": true}).ExpectInvalid(
		undefined(path("aAndNotB"), "B"),
		undefined(path("items").Index(0), "B"),
		undefined(path("items").Index(1), "B"),
		undefined(path("labels").Key("ab"), "B"),
		undefined(path("frozen"), "B"),
		undefined(path("short"), "B"),
		undefined(path("inner", "count"), "B"),
		undefined(path("innerPtr", "count"), "B"),
	)
	// Ratcheting comes first: unchanged values are not validated at all.
	st.Value(valid()).OldValue(valid()).ExpectValid()
	changed := valid()
	changed.WhenA = 2
	st.Value(changed).OldValue(valid()).ExpectInvalid(undefined(path("whenA"), "A"))
}

func endpoint(p Protocol) *Endpoint { return &Endpoint{Protocol: p} }

var (
	withC    = map[string]bool{"C": true}
	withoutC = map[string]bool{"C": false}
	// The supported values listed by NotSupported follow the option.
	supportedWithC    = []Protocol{"SCTP", "TCP", "UDP"}
	supportedWithoutC = []Protocol{"Legacy", "TCP", "UDP"}
)

// TestEnumExclude: constants excluded under ifEnabled/ifDisabled come and
// go with the option, in the check and in the error's list.
func TestEnumExclude(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	for _, p := range []Protocol{"TCP", "UDP", "SCTP"} {
		st.Value(endpoint(p)).Opts(withC).ExpectValid().ExpectAllocs(0)
	}
	for _, p := range []Protocol{"TCP", "UDP", "Legacy"} {
		st.Value(endpoint(p)).Opts(withoutC).ExpectValid().ExpectAllocs(0)
	}
	st.Value(endpoint("Legacy")).Opts(withC).ExpectInvalid(field.NotSupported(path("protocol"), "Legacy", supportedWithC))
	st.Value(endpoint("SCTP")).Opts(withoutC).ExpectInvalid(field.NotSupported(path("protocol"), "SCTP", supportedWithoutC))
	// Excluded unconditionally, and not a constant at all.
	for _, p := range []Protocol{"Internal", "", "tcp"} {
		st.Value(endpoint(p)).Opts(withC).ExpectInvalid(field.NotSupported(path("protocol"), p, supportedWithC))
		st.Value(endpoint(p)).Opts(withoutC).ExpectInvalid(field.NotSupported(path("protocol"), p, supportedWithoutC))
	}

	// Pointer and list items.
	e := &Endpoint{Protocol: "TCP", ProtocolPtr: new(Protocol("SCTP")), Protocols: []Protocol{"UDP", "SCTP", "Legacy"}}
	st.Value(e).Opts(withC).ExpectInvalid(field.NotSupported(path("protocols").Index(2), "Legacy", supportedWithC))
	st.Value(e).Opts(withoutC).ExpectInvalid(
		field.NotSupported(path("protocolPtr"), "SCTP", supportedWithoutC),
		field.NotSupported(path("protocols").Index(1), "SCTP", supportedWithoutC))

	// Ratcheting: a value excluded after the option changed stays valid
	// while unchanged; items of an atomic list have no identity (as in
	// Kubernetes), so once the list changed every excluded item is reported.
	st.Value(endpoint("Legacy")).OldValue(endpoint("Legacy")).Opts(withC).ExpectValid().ExpectAllocs(0)
	st.Value(endpoint("Legacy")).OldValue(endpoint("TCP")).Opts(withC).
		ExpectInvalid(field.NotSupported(path("protocol"), "Legacy", supportedWithC))
	oldList := &Endpoint{Protocol: "TCP", Protocols: []Protocol{"Legacy"}}
	st.Value(&Endpoint{Protocol: "TCP", Protocols: []Protocol{"Legacy"}}).OldValue(oldList).Opts(withC).ExpectValid().ExpectAllocs(0)
	newList := &Endpoint{Protocol: "TCP", Protocols: []Protocol{"TCP", "Legacy"}}
	st.Value(newList).OldValue(oldList).Opts(withC).
		ExpectInvalid(field.NotSupported(path("protocols").Index(1), "Legacy", supportedWithC))
}

// TestEnumUndefinedOption: like Kubernetes' enum validation, an enum whose
// exclusions name an option the operation does not define reports an
// internal error for any value, allowed or not.
func TestEnumUndefinedOption(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	for _, p := range []Protocol{"SCTP", "Legacy", "Internal", "TCP"} {
		st.Value(endpoint(p)).ExpectInvalid(undefined(path("protocol"), "C"))
	}
}

// TestConditionalPresence: presence tags under a condition short-circuit
// the field's other checks only while the condition holds.
func TestConditionalPresence(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	withP, withoutP := map[string]bool{"P": true}, map[string]bool{"P": false}
	ok := func() *Presence {
		return &Presence{RequiredWithP: new(1), OptionalWithoutP: "ab", AlphaOptionalWithP: "ab"}
	}
	for _, o := range []map[string]bool{withP, withoutP} {
		st.Value(ok()).Opts(o).ExpectValid().ExpectAllocs(0)
		st.Value(ok()).OldValue(ok()).Opts(o).ExpectValid().ExpectAllocs(0)
	}

	// required while P is enabled.
	p := ok()
	p.RequiredWithP = nil
	st.Value(p).Opts(withP).ExpectInvalid(field.Required(path("requiredWithP"), ""))
	st.Value(p).Opts(withoutP).ExpectValid().ExpectAllocs(0)
	st.Value(p).OldValue(p).Opts(withP).ExpectValid().ExpectAllocs(0)
	errs := localSchemeBuilder.Validate(context.Background(), withP, p)
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit error, got %v", errs)
	}
	p.RequiredWithP = new(0)
	for _, o := range []map[string]bool{withP, withoutP} {
		st.Value(p).Opts(o).ExpectInvalid(minErr(path("requiredWithP"), 0, "1"))
	}

	// optional while P is disabled: an unset value skips minLength.
	p = ok()
	p.OptionalWithoutP = ""
	st.Value(p).Opts(withoutP).ExpectValid().ExpectAllocs(0)
	st.Value(p).Opts(withP).ExpectInvalid(tooShort(path("optionalWithoutP"), "", 2))
	p.OptionalWithoutP = "a"
	st.Value(p).Opts(withoutP).ExpectInvalid(tooShort(path("optionalWithoutP"), "a", 2))

	// forbidden while P is enabled, and nothing else checked then.
	p = ok()
	p.ForbiddenWithP = new(9)
	st.Value(p).Opts(withP).ExpectInvalid(field.Forbidden(path("forbiddenWithP"), ""))
	st.Value(p).Opts(withoutP).ExpectInvalid(maxErr(path("forbiddenWithP"), 9, "5"))
	st.Value(p).OldValue(p).Opts(withP).ExpectValid().ExpectAllocs(0)
	p.ForbiddenWithP = new(5)
	st.Value(p).Opts(withoutP).ExpectValid().ExpectAllocs(0)

	// An alpha optional under a condition: minLength is standard.
	p = ok()
	p.AlphaOptionalWithP = ""
	st.Value(p).Opts(withP).ExpectValid().ExpectAllocs(0)
	st.Value(p).Opts(withoutP).ExpectInvalid(tooShort(path("alphaOptionalWithP"), "", 2))
	errs = localSchemeBuilder.Validate(context.Background(), withoutP, p)
	if len(errs) != 1 || errs[0].IsAlpha() {
		t.Errorf("want one standard error, got %#v", errs)
	}
}

// TestConditionalPresenceUndefined: each condition reports an undefined
// option once, whatever number of checks the presence tag needs, marked
// short-circuit, and stops the field's other checks. A conditional
// +k8s:optional reports nothing, as Kubernetes' generated code drops the
// errors of optional (found by hack/upstream-differential.sh against
// v0.37.2 and v0.38.0-beta.0): its field is just not checked further.
func TestConditionalPresenceUndefined(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Presence{RequiredWithP: new(1), OptionalWithoutP: "ab", AlphaOptionalWithP: "ab"}).ExpectInvalid(
		undefined(path("requiredWithP"), "P"),
		undefined(path("forbiddenWithP"), "P"),
	)
	// minLength=2 does not run on the optional fields.
	st.Value(&Presence{RequiredWithP: new(1), OptionalWithoutP: "a", AlphaOptionalWithP: "a"}).ExpectInvalid(
		undefined(path("requiredWithP"), "P"),
		undefined(path("forbiddenWithP"), "P"),
	)
	errs := localSchemeBuilder.Validate(context.Background(), nil, &Presence{RequiredWithP: new(1)})
	for _, e := range errs {
		if !e.ShortCircuit {
			t.Errorf("%s: an undefined option of a presence tag is a short-circuit error", e)
		}
	}
}

// TestConditionalPresenceSharesNothing: marking the errors of an alpha
// conditional optional must not change state shared between validations
// (the not-reported marker of an unset value), or concurrent validations
// race.
func TestConditionalPresenceSharesNothing(t *testing.T) {
	p := &Presence{RequiredWithP: new(1), OptionalWithoutP: "ab"}
	withP := map[string]bool{"P": true}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				localSchemeBuilder.Validate(context.Background(), withP, p)
			}
		}()
	}
	wg.Wait()
	if marker := validate.Stop(true); len(marker) != 1 || marker[0].IsAlpha() || marker[0].IsBeta() {
		t.Errorf("validation changed the shared unset marker: %#v", marker)
	}
}
