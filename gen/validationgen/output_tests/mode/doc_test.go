package mode

import (
	"context"
	"fmt"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func errUndefined(option string) error { return fmt.Errorf("undefined validation option %q", option) }

func tooLong(p *field.Path, v string, max int) *field.Error {
	return field.TooLongCharacters(p, v, max).WithOrigin("maxLength")
}

// validA and validB are valid in their modes, with every value at its limit.
func validA() Strict {
	return Strict{Mode: "A", FieldA: new("abcde"), Shared: new(""), Free: "abc"}
}

func validB() Strict {
	return Strict{Mode: "B", Shared: new("s"), Count: 2, List: []string{"ab", "abc"}, Map: map[string]string{"abc": "value"}}
}

func TestStrictCreate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	a, b := validA(), validB()
	st.Value(&a).ExpectValid().ExpectAllocs(0)
	st.Value(&b).ExpectValid().ExpectAllocs(0)
	// No mode at all: nothing may be set, nothing is required.
	st.Value(&Strict{}).ExpectValid().ExpectAllocs(0)
	st.Value(&Strict{Mode: "A", FieldA: new("x")}).ExpectValid()

	// Mode A: fieldA is required and at most 5 characters; the fields of B are forbidden.
	st.Value(&Strict{Mode: "A"}).ExpectInvalid(field.Required(root("fieldA"), ""))
	st.Value(&Strict{Mode: "A", FieldA: new("abcdef"), Count: 1, List: []string{"x"}, Map: map[string]string{"k": ""}, Free: "abcd"}).ExpectInvalid(
		tooLong(root("fieldA"), "abcdef", 5),
		field.Forbidden(root("count"), ""),
		field.Forbidden(root("list"), ""),
		field.Forbidden(root("map"), ""),
		tooLong(root("free"), "abcd", 3),
	)

	// Mode B: fieldA is forbidden; B's own payloads apply.
	st.Value(&Strict{Mode: "B", FieldA: new(""), Count: 1, List: []string{"ab", "a"}, Map: map[string]string{"abcd": ""}}).ExpectInvalid(
		field.Forbidden(root("fieldA"), ""),
		field.Invalid(root("count"), int32(1), "must be greater than or equal to 2").WithOrigin("minimum"),
		field.TooShort(root("list").Index(1), "a", 2).WithOrigin("minLength"),
		// Key errors name the map itself, as Kubernetes reports them.
		tooLong(root("map"), "abcd", 3),
	)
	// Count is not a pointer: its zero value is unset, so B's minimum
	// still applies to it.
	st.Value(&Strict{Mode: "B"}).ExpectInvalid(
		field.Invalid(root("count"), int32(0), "must be greater than or equal to 2").WithOrigin("minimum"))

	// Any other mode: every field that names modes is forbidden when set.
	st.Value(&Strict{Mode: "C", FieldA: new(""), Shared: new(""), Count: -1, List: []string{""}, Map: map[string]string{}, Free: "ok"}).ExpectInvalid(
		field.Forbidden(root("fieldA"), ""),
		field.Forbidden(root("shared"), ""),
		field.Forbidden(root("count"), ""),
		field.Forbidden(root("list"), ""),
	)
	// An empty map and an empty list are unset.
	st.Value(&Strict{Mode: "C", List: []string{}, Map: map[string]string{}}).ExpectValid().ExpectAllocs(0)
}

// The implicit forbidden error is a plain error, as in Kubernetes: it has
// no origin and does not short-circuit the field's other checks; required
// in a mode short-circuits.
func TestStrictErrorFlags(t *testing.T) {
	errs := localSchemeBuilder.Validate(context.Background(), nil, &Strict{Mode: "C", Shared: new("")})
	if len(errs) != 1 || errs[0].ShortCircuit || errs[0].Origin != "" || errs[0].Type != field.ErrorTypeForbidden {
		t.Errorf("want one plain forbidden error, got %v", errs)
	}
	errs = localSchemeBuilder.Validate(context.Background(), nil, &Strict{Mode: "A"})
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit required error, got %v", errs)
	}
}

func TestStrictUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	invalid := func() *Strict { return &Strict{Mode: "A", FieldA: new("abcdef"), Free: "x"} }

	// Unchanged invalid values are not re-validated.
	st.Value(invalid()).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
	a := validA()
	st.Value(&a).OldValue(&a).ExpectValid().ExpectAllocs(0)
	// A change to an unrelated field leaves fieldA ratcheted.
	changed := invalid()
	changed.Free = "y"
	st.Value(changed).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
	// Changing the invalid value validates it.
	changed = invalid()
	changed.FieldA = new("abcdefg")
	st.Value(changed).OldValue(invalid()).ExpectInvalid(tooLong(root("fieldA"), "abcdefg", 5))
	// From invalid to valid.
	changed.FieldA = new("abc")
	st.Value(changed).OldValue(invalid()).ExpectValid()
	// Clearing a required field in its mode.
	changed.FieldA = nil
	st.Value(changed).OldValue(invalid()).ExpectInvalid(field.Required(root("fieldA"), ""))

	// A field set in the wrong mode, unchanged: ratcheted; changed: reported.
	wrong := func() *Strict { return &Strict{Mode: "C", Shared: new("s")} }
	st.Value(wrong()).OldValue(wrong()).ExpectValid()
	changedWrong := wrong()
	changedWrong.Shared = new("t")
	st.Value(changedWrong).OldValue(wrong()).ExpectInvalid(field.Forbidden(root("shared"), ""))
}

// Like Kubernetes, a mode-dependent field is re-validated when the
// discriminator changes, even if the field did not: its ratcheting also
// compares the siblings its checks depend on.
func TestModeChangeRevalidatesUnchangedFields(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// B -> A without setting A's required field.
	st.Value(&Strict{Mode: "A"}).OldValue(&Strict{Mode: "B"}).ExpectInvalid(field.Required(root("fieldA"), ""))
	// A -> C leaving A's field set.
	st.Value(&Strict{Mode: "C", FieldA: new("x")}).OldValue(&Strict{Mode: "A", FieldA: new("x")}).
		ExpectInvalid(field.Forbidden(root("fieldA"), ""))
}

func TestKinds(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Kinds{}).ExpectValid().ExpectAllocs(0)
	st.Value(&Kinds{Flag: true, Level: new(int32(2)), WhenFlag: new(""), Items: []int{1, 2}, Both: new(0)}).ExpectValid().ExpectAllocs(0)
	st.Value(&Kinds{Flag: false, WhenNotFlag: "x", Level: new(int32(-1)), Items: []int{1, 2, 3}}).ExpectValid().ExpectAllocs(0)

	// Bool discriminator.
	st.Value(&Kinds{Flag: true}).ExpectInvalid(field.Required(root("whenFlag"), ""))
	st.Value(&Kinds{Flag: false, WhenFlag: new("x")}).ExpectInvalid(field.Forbidden(root("whenFlag"), ""))
	st.Value(&Kinds{Flag: true, WhenFlag: new("x"), WhenNotFlag: "x"}).ExpectInvalid(field.Forbidden(root("whenNotFlag"), ""))

	// Integer discriminator behind a pointer: nil matches no mode.
	st.Value(&Kinds{Items: []int{1}}).ExpectInvalid(field.Forbidden(root("items"), ""))
	st.Value(&Kinds{Level: new(int32(0)), Items: []int{1}}).ExpectInvalid(field.Forbidden(root("items"), ""))
	st.Value(&Kinds{Level: new(int32(1)), Items: []int{1}}).ExpectValid()
	st.Value(&Kinds{Level: new(int32(1)), Items: []int{1, 2}}).ExpectInvalid(field.TooMany(root("items"), 2, 1).WithOrigin("maxItems"))
	st.Value(&Kinds{Level: new(int32(2)), Items: []int{1, 2, 3}}).ExpectInvalid(field.TooMany(root("items"), 3, 2).WithOrigin("maxItems"))

	// Two modalities name Both: each forbids it outside its own modes.
	st.Value(&Kinds{Flag: true, WhenFlag: new(""), Both: new(1)}).ExpectInvalid(field.Forbidden(root("both"), ""))
	st.Value(&Kinds{Level: new(int32(2)), Both: new(1)}).ExpectInvalid(field.Forbidden(root("both"), ""))
	st.Value(&Kinds{Both: new(1)}).ExpectInvalid(field.Forbidden(root("both"), ""), field.Forbidden(root("both"), ""))

	// Update: unchanged invalid items are ratcheted; changed ones are not.
	old := &Kinds{Level: new(int32(1)), Items: []int{1, 2}}
	st.Value(&Kinds{Level: new(int32(1)), Items: []int{1, 2}}).OldValue(old).ExpectValid().ExpectAllocs(0)
	st.Value(&Kinds{Level: new(int32(1)), Items: []int{2, 1}}).OldValue(old).ExpectInvalid(field.TooMany(root("items"), 2, 1).WithOrigin("maxItems"))
	st.Value(&Kinds{Level: new(int32(1)), Items: []int{1}}).OldValue(old).ExpectValid()
}

func TestGated(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	on, off := map[string]bool{"FeatureX": true}, map[string]bool{"FeatureX": false}
	st.Value(&Gated{Mode: "A", Alpha: new("ab"), Mixed: new("ab"), Feature: new("")}).Opts(on).ExpectValid().ExpectAllocs(0)
	st.Value(&Gated{Mode: "B", Mixed: new("anything")}).Opts(on).ExpectValid().ExpectAllocs(0)

	// Lifecycle levels reach the payload and, when uniform, the implicit forbidden.
	st.Value(&Gated{Mode: "A", Alpha: new("abc"), Mixed: new("abc"), Feature: new("")}).Opts(on).ExpectInvalid(
		tooLong(root("alpha"), "abc", 2), tooLong(root("mixed"), "abc", 2))
	errs := localSchemeBuilder.Validate(context.Background(), on, &Gated{Mode: "A", Alpha: new("abc"), Mixed: new("abc"), Feature: new("")})
	if len(errs) != 2 || !errs[0].IsAlpha() || !errs[1].IsBeta() {
		t.Errorf("want an alpha and a beta error, got %v", errs)
	}
	st.Value(&Gated{Mode: "C", Alpha: new(""), Mixed: new("")}).Opts(off).ExpectInvalid(
		field.Forbidden(root("alpha"), ""), field.Forbidden(root("mixed"), ""))
	errs = localSchemeBuilder.Validate(context.Background(), off, &Gated{Mode: "C", Alpha: new(""), Mixed: new("")})
	if len(errs) != 2 || !errs[0].IsAlpha() || errs[1].IsAlpha() || errs[1].IsBeta() {
		t.Errorf("want an alpha forbidden error and an enforced one, got %v", errs)
	}

	// The condition around ifMode covers the payload and the implicit forbidden.
	st.Value(&Gated{Mode: "A"}).Opts(on).ExpectInvalid(field.Required(root("feature"), ""))
	st.Value(&Gated{Mode: "B", Feature: new("x")}).Opts(on).ExpectInvalid(field.Forbidden(root("feature"), ""))
	st.Value(&Gated{Mode: "A"}).Opts(off).ExpectValid().ExpectAllocs(0)
	st.Value(&Gated{Mode: "B", Feature: new("x")}).Opts(off).ExpectValid()
	st.Value(&Gated{Mode: "B", Feature: new("x")}).ExpectInvalid(
		field.InternalError(root("feature"), errUndefined("FeatureX")))
}

func TestHolderPaths(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	a, b := validA(), validB()
	valid := &Holder{One: a, Ptr: &b, List: []Strict{a, b}, Map: map[string]Strict{"k": b}}
	st.Value(valid).ExpectValid().ExpectAllocs(0)
	st.Value(valid).OldValue(valid).ExpectValid().ExpectAllocs(0)

	broken := Strict{Mode: "B", FieldA: new("x"), Count: 2}
	h := &Holder{One: broken, Ptr: &broken, List: []Strict{a, broken}, Map: map[string]Strict{"k": broken}}
	st.Value(h).ExpectInvalid(
		field.Forbidden(root("one", "fieldA"), ""),
		field.Forbidden(root("ptr", "fieldA"), ""),
		field.Forbidden(root("list").Index(1).Child("fieldA"), ""),
		field.Forbidden(root("map").Key("k").Child("fieldA"), ""),
	)
	st.Value(h).OldValue(h).ExpectValid()
}

// A discriminator behind +k8s:beta works like a plain one; the errors of
// the mode rules are marked beta.
func TestLifecycledDiscriminator(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	limit := "10"
	st.Value(&Lifecycled{Type: "Limited", Limited: &limit}).ExpectValid().ExpectAllocs(0)
	st.Value(&Lifecycled{Type: "Exempt"}).ExpectValid()
	st.Value(&Lifecycled{Type: "Limited"}).ExpectInvalid(field.Required(root("limited"), ""))
	st.Value(&Lifecycled{Type: "Exempt", Limited: &limit}).ExpectInvalid(field.Forbidden(root("limited"), ""))
	errs := localSchemeBuilder.Validate(context.Background(), nil, &Lifecycled{Type: "Limited"})
	if len(errs) != 1 || !errs[0].IsBeta() {
		t.Errorf("want one beta error, got %v", errs)
	}
}
