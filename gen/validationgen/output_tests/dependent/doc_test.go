package dependent

import (
	"context"
	"errors"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func needs(p *field.Path, trigger string) *field.Error {
	return field.Required(p, "must be set when "+trigger+" is set").WithOrigin("dependentRequired")
}

func excludes(p *field.Path, trigger string) *field.Error {
	return field.Forbidden(p, "may not be set when "+trigger+" is set").WithOrigin("dependentForbidden")
}

// fullConn sets every trigger with what it requires, at the boundary of
// "set" (a pointer to zero, a one-entry map, the smallest non-zero values).
func fullConn() Conn {
	return Conn{Host: "h", Port: new(Port(0)), Protocol: "p", Secure: true, Labels: map[string]string{"": ""},
		Retries: 1, Limits: Limits{Timeout: -1}}
}

func validRoot() *Root {
	return &Root{
		Conn:     fullConn(),
		ConnPtr:  &Conn{Socket: []string{""}},
		ConnList: []Conn{{}, fullConn()},
		ConnMap:  map[string]Conn{"a": {Port: new(Port(1)), Limits: Limits{Timeout: 1}, Labels: map[string]string{}}, "b": fullConn()},
	}
}

// brokenConn breaks every rule of Conn at once.
func brokenConn() Conn {
	return Conn{Host: "h", Socket: []string{"s"}, Secure: true, Labels: map[string]string{}, Retries: 2, Note: "old"}
}

func brokenConnErrors(p *field.Path) []*field.Error {
	return []*field.Error{
		needs(p.Child("port"), "host"),
		needs(p.Child("protocol"), "host"),
		excludes(p.Child("socket"), "host"),
		excludes(p.Child("host"), "socket"),
		needs(p.Child("labels"), "secure"),
		needs(p.Child("timeout"), "retries"),
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
	st.Value(&Root{}).ExpectValid().ExpectAllocs(0)

	r := validRoot()
	r.Conn = brokenConn()
	st.Value(r).ExpectInvalid(brokenConnErrors(root("conn"))...)

	// The same struct behind a pointer, in a list and in a map.
	r = validRoot()
	r.ConnPtr = &Conn{Retries: 1}
	r.ConnList[0] = Conn{Host: "h", Port: new(Port(8)), Protocol: "p", Socket: []string{"s"}}
	r.ConnMap["a"] = Conn{Secure: true}
	st.Value(r).ExpectInvalid(
		needs(root("connPtr", "timeout"), "retries"),
		excludes(root("connList").Index(0).Child("socket"), "host"),
		excludes(root("connList").Index(0).Child("host"), "socket"),
		needs(root("connMap").Key("a").Child("labels"), "secure"))

	// Exact errors, in rule order, not short-circuit.
	r = validRoot()
	r.Conn = Conn{Host: "h", Protocol: "p", Port: new(Port(1)), Socket: []string{"s"}}
	errs := run(t, r, nil, nil)
	want := []*field.Error{excludes(root("conn", "socket"), "host"), excludes(root("conn", "host"), "socket")}
	m := field.ErrorMatcher{}.Exactly()
	if len(errs) != len(want) {
		t.Fatalf("got %v, want %v", errs, want)
	}
	for i := range want {
		if !m.Matches(want[i], errs[i]) || errs[i].ShortCircuit {
			t.Errorf("error %d:\n got  %s\n want %s", i, m.Render(errs[i]), m.Render(want[i]))
		}
	}
}

func TestRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	broken := func() *Root {
		r := validRoot()
		r.Conn = brokenConn()
		r.ConnMap["a"] = brokenConn()
		return r
	}
	st.Value(broken()).OldValue(broken()).ExpectValid()
	st.Value(validRoot()).OldValue(validRoot()).ExpectValid().ExpectAllocs(0)

	// Unrelated changes, and fields that stay set with other values.
	r := broken()
	r.Other = "new"
	r.Conn.Note = "new"
	r.Conn.Host = "other"
	r.Conn.Socket = []string{"a", "b"}
	r.Conn.Retries = 7
	r.ConnMap["a"] = Conn{Host: "x", Socket: []string{"y"}, Secure: true, Labels: map[string]string{}, Retries: 3}
	st.Value(r).OldValue(broken()).ExpectValid()

	// A field read by a rule becomes set or unset: that rule re-validates.
	r = broken()
	r.Conn.Protocol = "tcp"                                                                       // host/protocol now satisfied
	r.Conn.Labels = nil                                                                           // still unset: no change
	r.Conn.Timeout = 0                                                                            // still unset
	r.ConnMap["a"] = Conn{Host: "h", Retries: 2, Note: "n", Socket: []string{"s"}, Secure: false} // secure cleared
	st.Value(r).OldValue(broken()).ExpectValid()

	r = broken()
	r.Conn.Port = new(Port(1)) // port set: host/port passes; nothing else re-validated
	r.Conn.Labels = map[string]string{"k": "v"}
	r.Conn.Secure = false
	r.Conn.Retries = 0
	r.ConnMap["a"] = Conn{Host: "h", Socket: []string{"s"}, Secure: true, Labels: map[string]string{}, Retries: 2, Protocol: "p"}
	st.Value(r).OldValue(broken()).ExpectValid()

	// Triggers newly set re-validate their rules.
	old := validRoot()
	old.Conn = Conn{Socket: []string{"s"}, Port: new(Port(1))}
	r = validRoot()
	r.Conn = Conn{Host: "h", Socket: []string{"s"}, Port: new(Port(1)), Secure: true}
	st.Value(r).OldValue(old).ExpectInvalid(
		needs(root("conn", "protocol"), "host"),
		excludes(root("conn", "socket"), "host"),
		excludes(root("conn", "host"), "socket"),
		needs(root("conn", "labels"), "secure"))

	// From valid to invalid, and back.
	st.Value(broken()).OldValue(validRoot()).ExpectInvalid(append(brokenConnErrors(root("conn")),
		brokenConnErrors(root("connMap").Key("a"))...)...)
	st.Value(validRoot()).OldValue(broken()).ExpectValid().ExpectAllocs(0)
}

func TestConditionsAndLifecycle(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	on, off := map[string]bool{"FeatureX": true}, map[string]bool{"FeatureX": false}
	bad := &Gated{A: new(""), C: new("")}
	st.Value(bad).Opts(on).ExpectInvalid(needs(root("b"), "a"), excludes(root("c"), "a"))
	st.Value(bad).Opts(off).ExpectInvalid(excludes(root("c"), "a"))
	st.Value(bad).ExpectInvalid(
		field.InternalError(nil, errors.New(`undefined validation option "FeatureX"`)),
		excludes(root("c"), "a"))
	st.Value(&Gated{A: new(""), B: new("")}).Opts(on).ExpectValid().ExpectAllocs(0)
	st.Value(bad).OldValue(&Gated{A: new("x"), C: new("y")}).Opts(on).ExpectValid()

	// Tags apply ordered by name, as in Kubernetes: alpha before ifEnabled.
	errs := run(t, bad, nil, on)
	if len(errs) != 2 || !errs[0].IsAlpha() || errs[1].IsAlpha() {
		t.Errorf("want only the dependentForbidden error marked alpha, got %v", errs)
	}
}
