package zerooroneof

import (
	"context"
	"errors"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func atMostOne(p *field.Path, set, all string) *field.Error {
	return field.Invalid(p, set, "must specify at most one of: "+all).WithOrigin("zeroOrOneOf")
}

const (
	authMembers  = "`token`, `certs`, `headers`, `user`, `anonymous`, `retries`"
	tasksMembers = "`tasks[{\"name\": \"succeeded\"}]`, `tasks[{\"name\": \"failed\"}]`"
	stepMembers  = "`StepList[{\"id\": 1}]`, `StepList[{\"id\": -2}]`"
	itemsMembers = "`items[{\"name\": \"a\"}]`, `items[{\"name\": \"b\"}]`"
)

// validRoot has one member or none in every union.
func validRoot() *Root {
	return &Root{
		Auth:     Auth{Token: new("")},
		AuthPtr:  &Auth{},
		AuthList: []Auth{{Retries: 255}, {}},
		AuthMap:  map[string]Auth{"a": {Headers: map[string]string{"k": ""}}, "b": {Note: "n"}},
		Pair:     Pair{L2: new(0), E1: new(0)},
		Tasks:    []Task{{Name: "failed"}, {Name: "other"}},
		Steps:    StepList{{ID: 2}, {ID: -2}},
	}
}

// invalidRoot sets two members of every union.
func invalidRoot() *Root {
	return &Root{
		Auth:     Auth{Certs: []string{""}, Anonymous: true, Note: "old"},
		AuthPtr:  &Auth{User: "u", Retries: 1},
		AuthList: []Auth{{}, {Token: new("t"), Headers: map[string]string{"": ""}}},
		AuthMap:  map[string]Auth{"a": {User: "u", Anonymous: true}},
		Pair:     Pair{L1: new(1), L2: new(2), R1: new(1), R2: new(2), E1: new(1), E2: new(2)},
		Tasks:    []Task{{Name: "succeeded"}, {Name: "failed", State: "old"}},
		Steps:    StepList{{ID: -2}, {ID: 1}},
	}
}

func invalidRootErrors() []*field.Error {
	return []*field.Error{
		atMostOne(root("auth"), "{certs, anonymous}", authMembers),
		atMostOne(root("authPtr"), "{user, retries}", authMembers),
		atMostOne(root("authList").Index(1), "{token, headers}", authMembers),
		atMostOne(root("authMap").Key("a"), "{user, anonymous}", authMembers),
		atMostOne(root("pair"), "{l1, l2}", "`l1`, `l2`"),
		atMostOne(root("pair"), "{r1, r2}", "`r1`, `r2`"),
		field.Invalid(root("pair"), "{e1, e2}", "must specify exactly one of: `e1`, `e2`").WithOrigin("union"),
		atMostOne(root("tasks"), `{tasks[{"name": "succeeded"}], tasks[{"name": "failed"}]}`, tasksMembers),
		atMostOne(root("steps"), `{StepList[{"id": 1}], StepList[{"id": -2}]}`, stepMembers),
	}
}

func run(t *testing.T, obj, old any, opts map[string]bool) field.ErrorList {
	t.Helper()
	if old == nil {
		return localSchemeBuilder.Validate(context.Background(), opts, obj)
	}
	return localSchemeBuilder.ValidateUpdate(context.Background(), opts, obj, old)
}

func TestCreate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validRoot()).ExpectValid().ExpectAllocs(0)
	st.Value(&Root{Pair: Pair{E2: new(0)}}).ExpectValid().ExpectAllocs(0) // no member of any zero-or-one-of union
	st.Value(invalidRoot()).ExpectInvalid(invalidRootErrors()...)

	// Bad values list the set members in declaration order; the errors are
	// not short-circuit errors.
	errs := run(t, invalidRoot(), nil, nil)
	m := field.ErrorMatcher{}.Exactly()
	want := invalidRootErrors()
	if len(errs) != len(want) {
		t.Fatalf("got %d errors, want %d: %v", len(errs), len(want), errs)
	}
	for i := range want {
		if !m.Matches(want[i], errs[i]) || errs[i].ShortCircuit {
			t.Errorf("error %d:\n got  %s\n want %s", i, m.Render(errs[i]), m.Render(want[i]))
		}
	}

	// Each member kind alone, at the boundary of "set"; unset zero values.
	for name, a := range map[string]Auth{
		"pointer to zero": {Token: new("")}, "one-item list": {Certs: []string{""}}, "one-entry map": {Headers: map[string]string{"": ""}},
		"typedef": {User: "u"}, "bool": {Anonymous: true}, "uint8": {Retries: 1},
		"zero values": {Certs: []string{}, Headers: map[string]string{}, Retries: 0, Note: "n"},
	} {
		t.Run(name, func(t *testing.T) {
			r := validRoot()
			r.Auth = a
			localSchemeBuilder.Test(t).Value(r).ExpectValid().ExpectAllocs(0)
		})
	}
	r := validRoot()
	r.Auth = Auth{Token: new("t"), Certs: []string{"c"}, Headers: map[string]string{"k": "v"}, User: "u", Anonymous: true, Retries: 3}
	st.Value(r).ExpectInvalid(atMostOne(root("auth"), "", authMembers))
}

func TestSeveralUnions(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	r := validRoot()
	r.Pair = Pair{L1: new(1), R1: new(1), R2: new(2)}
	st.Value(r).ExpectInvalid(
		atMostOne(root("pair"), "{r1, r2}", "`r1`, `r2`"),
		field.Invalid(root("pair"), "", "must specify one of: `e1`, `e2`").WithOrigin("union"))
	r.Pair = Pair{L1: new(1), R2: new(2), E2: new(0)}
	st.Value(r).ExpectValid()
}

func TestItemMembers(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	r := validRoot()
	r.Tasks = nil
	r.Steps = StepList{{ID: 1}, {ID: 2}}
	st.Value(r).ExpectValid()
	r.Steps = StepList{{ID: 1, Enabled: true}, {ID: 3}, {ID: -2}}
	st.Value(r).ExpectInvalid(atMostOne(root("steps"), "", stepMembers))
}

func TestRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidRoot()).OldValue(invalidRoot()).ExpectValid()
	st.Value(validRoot()).OldValue(validRoot()).ExpectValid().ExpectAllocs(0)

	// Unrelated changes, and members that stay set with new values.
	r := invalidRoot()
	r.Other = "new"
	r.Auth.Note = "new"
	r.Auth.Certs = []string{"x", "y"}
	r.AuthPtr.Retries = 9
	r.Pair.L1 = new(7)
	r.Tasks[1].State = "new"
	st.Value(r).OldValue(invalidRoot()).ExpectValid()

	// A member that becomes set or unset re-validates its union only.
	r = invalidRoot()
	r.Auth.Token = new("t")
	r.Pair.R1 = nil
	r.Pair.E2 = nil
	r.Tasks = append(r.Tasks, Task{Name: "other"})
	st.Value(r).OldValue(invalidRoot()).ExpectInvalid(
		atMostOne(root("auth"), "{token, certs, anonymous}", authMembers))

	// From valid to invalid, and back.
	st.Value(invalidRoot()).OldValue(validRoot()).ExpectInvalid(invalidRootErrors()...)
	st.Value(validRoot()).OldValue(invalidRoot()).ExpectValid().ExpectAllocs(0)
}

func TestConditionsAndLifecycle(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	on, off := map[string]bool{"FeatureX": true}, map[string]bool{"FeatureX": false}
	bad := &Gated{Items: []Task{{Name: "b"}, {Name: "a"}}, P: new(1), Q: new(2)}
	st.Value(bad).Opts(off).ExpectInvalid(
		atMostOne(nil, "{p, q}", "`p`, `q`"),
		atMostOne(root("items"), "", itemsMembers))
	st.Value(bad).Opts(on).ExpectInvalid(atMostOne(nil, "{p, q}", "`p`, `q`"))
	st.Value(&Gated{Items: []Task{{Name: "a"}}, P: new(1)}).Opts(off).ExpectValid().ExpectAllocs(0)
	st.Value(bad).ExpectInvalid(
		atMostOne(nil, "{p, q}", "`p`, `q`"),
		field.InternalError(root("items"), errors.New(`undefined validation option "FeatureX"`)))
	st.Value(bad).OldValue(&Gated{Items: []Task{{Name: "a", State: "x"}, {Name: "b"}}, P: new(3), Q: new(4)}).Opts(off).ExpectValid()

	errs := run(t, bad, nil, off)
	if len(errs) != 2 || !errs[0].IsAlpha() || errs[1].IsAlpha() || errs[1].IsBeta() {
		t.Errorf("want only the P/Q union marked alpha, got %v", errs)
	}
}
