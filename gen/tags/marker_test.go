package tags

import (
	"go/token"
	"strings"
	"testing"
)

func TestListMarker(t *testing.T) {
	pos := token.Position{Filename: "f.go", Line: 3, Column: 3}
	cases := []struct {
		line          string
		index         int
		member        string
		kind          ValueKind
		text          string
		valueCol, col int
	}{
		{`+k8s:validation:cel[0]:rule="self.x > 0"`, 0, "rule", ValueString, "self.x > 0", 31, 3},
		{` +k8s:validation:cel[12]:message="a \"b\""`, 12, "message", ValueString, `a "b"`, 36, 4},
		{`+k8s:validation:cel[1]:optionalOldSelf=true`, 1, "optionalOldSelf", ValueBool, "true", 42, 3},
		{`+k8s:validation:cel[1]:optionalOldSelf`, 1, "optionalOldSelf", ValueNone, "", 0, 3},
		// '#' and "//" are CEL text, not comments, in a list marker.
		{`+k8s:validation:cel[0]:rule>self.matches('^a #b') // c`, 0, "rule", ValueLine, "self.matches('^a #b') // c", 31, 3},
	}
	for _, c := range cases {
		tag, ok, err := ParseLine(c.line, pos)
		if !ok || err != nil {
			t.Errorf("%s: ok=%v err=%v", c.line, ok, err)
			continue
		}
		if tag.Name != "validation:cel" || !tag.Indexed || tag.Index != c.index || tag.Member != c.member ||
			tag.Value.Kind != c.kind || tag.Value.Text != c.text || tag.Pos.Column != c.col {
			t.Errorf("%s: got %+v", c.line, tag)
		}
		if c.kind != ValueNone && tag.Value.Pos.Column != c.valueCol {
			t.Errorf("%s: value at column %d, want %d", c.line, tag.Value.Pos.Column, c.valueCol)
		}
		again, _, err := ParseLine(tag.String(), pos)
		if err != nil || !again.Equal(tag) {
			t.Errorf("%s: String() = %s does not round-trip: %v", c.line, tag.String(), err)
		}
	}
}

func TestXValidationMarker(t *testing.T) {
	line := `+kubebuilder:validation:XValidation:rule="self.a <= self.b",message="a \"too\" big",reason=FieldValueForbidden,fieldPath=` + "`.a`" + `,optionalOldSelf=true`
	tag, ok, err := ParseLine(line, token.Position{Line: 1, Column: 3})
	if !ok || err != nil {
		t.Fatalf("ok=%v err=%v", ok, err)
	}
	if !tag.Marker || tag.Name != "kubebuilder:validation:XValidation" || len(tag.Args) != 5 {
		t.Fatalf("got %+v", tag)
	}
	want := []Arg{
		{Name: "rule", Value: "self.a <= self.b", Kind: ArgString},
		{Name: "message", Value: `a "too" big`, Kind: ArgString},
		{Name: "reason", Value: "FieldValueForbidden", Kind: ArgIdent},
		{Name: "fieldPath", Value: ".a", Kind: ArgString},
		{Name: "optionalOldSelf", Value: "true", Kind: ArgBool},
	}
	for i, w := range want {
		a := tag.Args[i]
		if a.Name != w.Name || a.Value != w.Value || a.Kind != w.Kind {
			t.Errorf("arg %d = %+v, want %+v", i, a, w)
		}
	}
	if col := tag.Args[1].Pos.Column; col != 3+strings.Index(line, "message=") {
		t.Errorf("message at column %d", col)
	}
	again, _, err := ParseLine(tag.String(), token.Position{Line: 1, Column: 3})
	if err != nil || !again.Equal(tag) {
		t.Errorf("String() = %s does not round-trip: %v", tag.String(), err)
	}
	// Other +kubebuilder: markers stay ordinary comment lines.
	if _, ok, _ := ParseLine("+kubebuilder:validation:XValidations", token.Position{}); ok {
		t.Error("+kubebuilder:validation:XValidations was read as a tag")
	}
	if _, ok, _ := ParseLine("+kubebuilder:resource:path=widgets", token.Position{}); ok {
		t.Error("+kubebuilder:resource was read as a tag")
	}
}

// TestXValidationMarkerBlanks: controller-gen reads blanks between a
// marker's arguments and around '=' as nothing (its scanner skips them).
func TestXValidationMarkerBlanks(t *testing.T) {
	want, _, err := ParseLine(`+kubebuilder:validation:XValidation:rule="self > 0",message="positive",reason=FieldValueForbidden`, token.Position{Line: 1, Column: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		`+kubebuilder:validation:XValidation:rule="self > 0", message="positive", reason=FieldValueForbidden`,
		`+kubebuilder:validation:XValidation:rule="self > 0" ,message="positive",	reason=FieldValueForbidden`,
		`+kubebuilder:validation:XValidation:rule = "self > 0",message= "positive",reason =FieldValueForbidden`,
		`+kubebuilder:validation:XValidation:rule="self > 0",message="positive",reason=FieldValueForbidden  `,
	} {
		got, ok, err := ParseLine(line, token.Position{Line: 1, Column: 1})
		if !ok || err != nil {
			t.Errorf("%s: ok=%v err=%v", line, ok, err)
			continue
		}
		if len(got.Args) != len(want.Args) {
			t.Errorf("%s: %d arguments, want %d", line, len(got.Args), len(want.Args))
			continue
		}
		for i, a := range got.Args {
			w := want.Args[i]
			if a.Name != w.Name || a.Value != w.Value || a.Kind != w.Kind {
				t.Errorf("%s: arg %d = %+v, want %+v", line, i, a, w)
			}
		}
	}
	// A blank is not a separator: two values still need a ','.
	if _, _, err := ParseLine(`+kubebuilder:validation:XValidation:rule="x" message="y"`, token.Position{Line: 1, Column: 1}); err == nil || !strings.Contains(err.Error(), "separate arguments with ','") {
		t.Errorf("two arguments without ',': %v", err)
	}
}

func TestMarkerErrors(t *testing.T) {
	cases := map[string]string{
		`+k8s:validation:cel[]:rule="x"`:                           "expected an index",
		`+k8s:validation:cel[0]`:                                   "expected ':' and a member name",
		`+k8s:validation:cel[0]:rule`:                              "", // a bare member reads as true; the validator refuses it for rule
		`+k8s:validation:cel[0]:rule=+k8s:minimum=1`:               "JSON, not a chained tag",
		`+k8s:validation:cel[0]:rule~x`:                            "expected '=' and a JSON value",
		`+kubebuilder:validation:XValidation:rule="x",rule="y"`:    "given twice",
		`+kubebuilder:validation:XValidation:rule="x";message="y"`: "separate arguments with ','",
		`+kubebuilder:validation:XValidation:rule=`:                "empty value for rule",
	}
	for line, want := range cases {
		_, ok, err := ParseLine(line, token.Position{Line: 1, Column: 1})
		switch {
		case !ok:
			t.Errorf("%s: not read as a tag", line)
		case want == "" && err != nil:
			t.Errorf("%s: %v", line, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: error %v, want one containing %q", line, err, want)
		}
	}
}
