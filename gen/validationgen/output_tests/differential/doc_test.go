package differential

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var path = field.NewPath

func valid() *Order { return &Order{Name: "a", Kind: KindA, Port: new(1), Note: "a"} }

var opts = map[string]bool{"Opt": true}

func describe(errs field.ErrorList) []string {
	var out []string
	for _, e := range errs {
		out = append(out, e.Error())
	}
	return out
}

// expectOrder compares errors by every attribute the tests below need, in
// order.
func expectOrder(t *testing.T, got field.ErrorList, want ...*field.Error) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", describe(got), describe(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Type != w.Type || g.Field != w.Field || g.Origin != w.Origin || g.Detail != w.Detail || g.ShortCircuit != w.ShortCircuit {
			t.Errorf("error %d: got %q (short-circuit %v), want %q (short-circuit %v)", i, g.Error(), g.ShortCircuit, w.Error(), w.ShortCircuit)
		}
	}
}

func immutable(p *field.Path) *field.Error {
	e := field.Invalid(p, nil, "field is immutable").WithOrigin("immutable")
	e.ShortCircuit = true
	return e
}

func required(p *field.Path) *field.Error {
	e := field.Required(p, "")
	e.ShortCircuit = true
	return e
}

func update(p *field.Path, detail string) *field.Error {
	e := field.Invalid(p, nil, detail).WithOrigin("update")
	e.ShortCircuit = true
	return e
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).Opts(opts).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).Opts(opts).ExpectValid().ExpectAllocs(0)
}

// +k8s:immutable sorts before +k8s:required, +k8s:update after it.
func TestPresenceOrder(t *testing.T) {
	ctx := context.Background()
	obj := valid()
	obj.Name, obj.Kind, obj.Port = "", "", nil
	expectOrder(t, localSchemeBuilder.ValidateUpdate(ctx, opts, obj, valid()),
		immutable(path("name")), required(path("name")),
		immutable(path("kind")), required(path("kind")),
		required(path("port")), update(path("port"), "field cannot be cleared once set"),
	)
	// On create only the presence errors.
	expectOrder(t, localSchemeBuilder.Validate(ctx, opts, obj),
		required(path("name")), required(path("kind")), required(path("port")))
}

// A struct added on update has no old value: its pointers, lists and maps
// were unset, so NoSet and NoAddItem apply; its other values are not
// checked.
func TestNewStructOnUpdate(t *testing.T) {
	ctx := context.Background()
	obj := valid()
	obj.Child = &Child{Set: new("x"), Items: []string{"a"}, Labels: map[string]string{"a": "b"}, Plain: "x"}
	expectOrder(t, localSchemeBuilder.ValidateUpdate(ctx, opts, obj, valid()),
		update(path("child", "set"), "field cannot be set once created"),
		func() *field.Error {
			e := field.Forbidden(path("child", "items").Index(0), "item may not be added").WithOrigin("update")
			e.ShortCircuit = true
			return e
		}(),
		update(path("child", "labels"), "field cannot be set once created"),
	)
	// Unset, nothing to report; on create nothing either.
	obj.Child = &Child{Plain: "x"}
	expectOrder(t, localSchemeBuilder.ValidateUpdate(ctx, opts, obj, valid()))
	obj.Child = &Child{Set: new("x"), Items: []string{"a"}}
	expectOrder(t, localSchemeBuilder.Validate(ctx, opts, obj))
}

// An undefined option under +k8s:optional reports nothing (Kubernetes'
// generated code drops optional's errors) and stops the field's checks.
func TestUndefinedOptionalOption(t *testing.T) {
	obj := valid()
	obj.Note = "toolong"
	expectOrder(t, localSchemeBuilder.Validate(context.Background(), nil, obj))
	expectOrder(t, localSchemeBuilder.Validate(context.Background(), opts, obj),
		field.TooLongCharacters(path("note"), "toolong", 1).WithOrigin("maxLength"))
}

// The new item b is the first old b changed (not the second, unchanged), so
// it is validated.
func TestOldDuplicateKeys(t *testing.T) {
	old := &Pools{Items: []Pool{{Name: "b", V: "x"}, {Name: "b", V: "long"}}}
	obj := &Pools{Items: []Pool{{Name: "b", V: "x"}, {Name: "b", V: "long"}, {Name: "c"}}}
	localSchemeBuilder.Test(t).Value(obj).OldValue(old).ExpectInvalid(
		field.Duplicate(path("items").Index(1), Pool{Name: "b", V: "long"}),
		field.TooLongCharacters(path("items").Index(1).Child("v"), "long", 1).WithOrigin("maxLength"),
	)
}

func TestEachKeyBeforeMinProperties(t *testing.T) {
	errs := localSchemeBuilder.Validate(context.Background(), nil, &Labels{Labels: map[string]string{"ab": ""}})
	tooLong := field.TooLongCharacters(path("labels"), "ab", 1).WithOrigin("maxLength")
	expectOrder(t, errs,
		tooLong,
		field.TooFew(path("labels"), 1, 2).WithOrigin("minProperties"),
		field.TooShort(path("labels").Key("ab"), "", 3).WithOrigin("minLength"),
	)
}

func TestNoModifyItemsWithoutKey(t *testing.T) {
	old := &Frozen{Atomic: []Pool{{Name: "a"}}, Set: []string{"x"}, Keyed: []Pool{{Name: "a"}}}
	st := localSchemeBuilder.Test(t)
	st.Value(old).OldValue(old).ExpectValid().ExpectAllocs(0)
	// Changed items of the lists without a key are new items.
	changed := &Frozen{Atomic: []Pool{{Name: "a", V: "b"}}, Set: []string{"y"}, Keyed: []Pool{{Name: "a"}}}
	st.Value(changed).OldValue(old).ExpectValid()
	st.Value(changed).ExpectValid()
	// The keyed item keeps its identity: changing it is a modification.
	keyed := &Frozen{Keyed: []Pool{{Name: "a", V: "b"}}}
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, keyed, old)
	expectOrder(t, errs, update(path("keyed").Index(0), "field cannot be modified once set"))
}

func TestSubfieldUnderOptionRunsWithTheValue(t *testing.T) {
	ctx := context.Background()
	obj := &Wrapped{Inner: Inner{A: "x", B: "x"}}
	expectOrder(t, localSchemeBuilder.Validate(ctx, opts, obj),
		field.TooShort(path("inner", "b"), "x", 2).WithOrigin("minLength"),
		field.TooLongCharacters(path("inner", "a"), "x", 0).WithOrigin("maxLength").MarkBeta(),
		field.TooShort(path("inner", "b"), "x", 3).WithOrigin("minLength"),
	)
	// The immutable subfield stops the value: its type's maximum is not
	// checked.
	old := &Wrapped{Stopped: &Inner{N: 0}}
	obj = &Wrapped{Stopped: &Inner{N: 5}}
	expectOrder(t, localSchemeBuilder.ValidateUpdate(ctx, opts, obj, old), immutable(path("stopped", "n")))
	// With the option off, only the type's check runs.
	expectOrder(t, localSchemeBuilder.ValidateUpdate(ctx, map[string]bool{"Opt": false}, obj, old),
		field.Invalid(path("stopped", "n"), 5, "must be less than or equal to 1").WithOrigin("maximum"))
}

// The option-wrapped subfield chains allocate nothing for a valid value,
// with the option on and off, on create and on update.
func TestValidWrappedAllocatesNothing(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	valid := func() *Wrapped { return &Wrapped{Inner: Inner{B: "bbb"}, Stopped: &Inner{N: 1}} }
	for _, opts := range []map[string]bool{{"Opt": false}, {"Opt": true}} {
		st.Value(valid()).Opts(opts).ExpectValid().ExpectAllocs(0)
		st.Value(valid()).OldValue(valid()).Opts(opts).ExpectValid().ExpectAllocs(0)
	}
}
