package tags

import (
	"strings"
	"testing"
)

func TestAccessors(t *testing.T) {
	withNamed, _, err := ParseLine(`+k8s:unionMember(union: u, memberName: "m", n: -3)=42`, linePos())
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := withNamed.Arg("memberName"); !ok || a.Value != "m" || a.Kind != ArgString {
		t.Errorf(`Arg("memberName") = %+v, %v`, a, ok)
	}
	if a, ok := withNamed.Arg("missing"); ok {
		t.Errorf(`Arg("missing") = %+v, true`, a)
	}
	if a, ok := withNamed.Positional(); ok {
		t.Errorf("Positional on named args = %+v, true", a)
	}
	if n, err := withNamed.Value.Int(); err != nil || n != 42 {
		t.Errorf("Value.Int = %d, %v; want 42", n, err)
	}
	a, _ := withNamed.Arg("n")
	if n, err := a.Int(); err != nil || n != -3 {
		t.Errorf("Arg.Int = %d, %v; want -3", n, err)
	}
	u, _ := withNamed.Arg("union")
	if _, err := u.Int(); err == nil || !strings.Contains(err.Error(), "identifier, not an integer") {
		t.Errorf("Arg.Int on an identifier: err = %v", err)
	}

	withPositional, _, err := ParseLine(`+k8s:ifSubresource("/status")=true`, linePos())
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := withPositional.Positional(); !ok || a.Value != "/status" || a.Name != "" {
		t.Errorf("Positional = %+v, %v", a, ok)
	}
	if a, ok := withPositional.Arg(""); ok {
		t.Errorf(`Arg("") found the positional argument %+v; it has no name`, a)
	}
	if b, err := withPositional.Value.Bool(); err != nil || !b {
		t.Errorf("Value.Bool = %v, %v; want true", b, err)
	}
	if _, err := withPositional.Value.Int(); err == nil || !strings.Contains(err.Error(), "payload is bool, not an integer") {
		t.Errorf("Value.Int on a bool: err = %v", err)
	}
	if _, err := (Value{Kind: ValueString, Text: "5"}).Int(); err == nil {
		t.Errorf("a quoted \"5\" must not read as an integer")
	}
	if _, err := (Value{Kind: ValueRaw, Text: "true"}).Bool(); err == nil {
		t.Errorf("a raw payload must not read as a boolean")
	}
}

func TestKindStrings(t *testing.T) {
	for k, want := range map[ArgKind]string{ArgString: "string", ArgInt: "int", ArgBool: "bool", ArgIdent: "identifier", 9: "ArgKind(9)"} {
		if k.String() != want {
			t.Errorf("ArgKind %d = %q; want %q", int(k), k.String(), want)
		}
	}
	for k, want := range map[ValueKind]string{ValueNone: "none", ValueString: "string", ValueRaw: "raw", ValueInt: "int", ValueBool: "bool", ValueTag: "tag", -1: "ValueKind(-1)"} {
		if k.String() != want {
			t.Errorf("ValueKind %d = %q; want %q", int(k), k.String(), want)
		}
	}
}
