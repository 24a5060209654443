package validators

import (
	"testing"
)

func TestCELRulesBothSpellings(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
// +k8s:validation:cel[0]:rule="self.a <= self.b"
// +k8s:validation:cel[0]:message="a must not exceed b"
// +k8s:validation:cel[1]:rule="self.a >= 0"
// +k8s:validation:cel[1]:messageExpression="'a is ' + string(self.a)"
// +k8s:validation:cel[1]:reason="FieldValueForbidden"
type T struct {
	// +kubebuilder:validation:XValidation:rule="self != \"x\"",message="not x",fieldPath=".y",optionalOldSelf=false
	A string `+"`json:\"a,omitempty\"`"+`
	// +k8s:beta=+k8s:validation:cel[0]:rule="self > 0"
	// +k8s:beta=+k8s:validation:cel[0]:message="positive"
	B *int `+"`json:\"b,omitempty\"`"+`
	// +k8s:eachVal=+k8s:validation:cel[0]:rule>self.size() > 1 &&
	// +k8s:eachVal=+k8s:validation:cel[0]:rule>  self.size() < 9
	// +k8s:eachVal=+k8s:validation:cel[0]:message="2 to 8"
	C []string `+"`json:\"c\"`"+`
}`)
	own := typePlan(t, plan, pkg, "T").Own.Checks
	if len(own) != 2 {
		t.Fatalf("want 2 type rules, got %d", len(own))
	}
	r0, r1 := own[0].Rule.(*CELRule), own[1].Rule.(*CELRule)
	if r0.Rule != "self.a <= self.b" || r0.Message != "a must not exceed b" || r0.Spelling != "+k8s:validation:cel[0]" {
		t.Errorf("cel[0] = %+v", r0)
	}
	if r1.MessageExpression != "'a is ' + string(self.a)" || r1.Reason != "FieldValueForbidden" || own[1].Emits[0].Type != "FieldValueForbidden" {
		t.Errorf("cel[1] = %+v, emits %+v", r1, own[1].Emits)
	}

	a := only(t, fieldChecks(t, plan, pkg, "T", "A")).Rule.(*CELRule)
	if a.Rule != `self != "x"` || a.FieldPath != ".y" || a.OptionalOldSelf == nil || *a.OptionalOldSelf || !a.OmitZero {
		t.Errorf("XValidation = %+v", a)
	}
	// Positions: the rule's value starts after rule=", and an escaped
	// quote counts as one byte of the value.
	if p := a.Position("rule", 0); p.Line != 10 || p.Column != 47 {
		t.Errorf("rule starts at %d:%d, want 10:47", p.Line, p.Column)
	}
	if p := a.Position("rule", 9); p.Column != 47+10 {
		t.Errorf("offset 9 (the closing quote of \"x\") at column %d, want %d", p.Column, 57)
	}

	b := only(t, fieldChecks(t, plan, pkg, "T", "B"))
	if b.Level != BetaLevel || b.Rule.(*CELRule).OmitZero {
		t.Errorf("B: level %d, rule %+v; want beta, and a pointer is never an omitted zero", b.Level, b.Rule)
	}

	f := typePlan(t, plan, pkg, "T").Fields[2].V.Each
	c := only(t, f.Checks).Rule.(*CELRule)
	if c.Rule != "self.size() > 1 &&\nself.size() < 9" {
		t.Errorf("joined raw lines = %q", c.Rule)
	}
	// The second line's text starts on line 16, past the spaces after '>'.
	if p := c.Position("rule", len("self.size() > 1 &&\n")); p.Line != 16 || p.Column != 48 {
		t.Errorf("second line at %d:%d, want 16:48", p.Line, p.Column)
	}
}
