package cel

import (
	"strings"
	"testing"
)

func str(maxLen int64) *Type {
	return &Type{Kind: String, MaxLength: maxLen, MaxItems: -1, MaxProperties: -1}
}

func listOf(elem *Type, maxItems int64, listType string) *Type {
	return &Type{Kind: List, Elem: elem, MaxItems: maxItems, MaxProperties: -1, MaxLength: -1, ListType: listType}
}

func obj(fields ...Field) *Type {
	return &Type{Kind: Object, Fields: fields, MaxItems: -1, MaxProperties: -1, MaxLength: -1}
}

var specType = obj(
	Field{Name: "name", Type: str(63), Required: true},
	Field{Name: "free", Type: str(-1)},
	Field{Name: "tags", Type: listOf(str(20), 10, "")},
	Field{Name: "many", Type: listOf(str(-1), -1, "")},
	Field{Name: "labels", Type: &Type{Kind: Map, Elem: str(-1), MaxItems: -1, MaxProperties: 5, MaxLength: -1}},
)

func TestCompileDiagnostics(t *testing.T) {
	cases := []struct {
		name  string
		rule  Rule
		ctx   Context
		field string
		msg   string
	}{
		{"ok", Rule{Rule: "self.name.size() > 1"}, RootContext(), "", ""},
		{"empty", Rule{Rule: "  "}, RootContext(), "rule", "rule is not specified"},
		{"parse", Rule{Rule: "self.name +"}, RootContext(), "rule", "compilation failed: ERROR: <input>:1:12: Syntax error"},
		{"type", Rule{Rule: "self.name == 1"}, RootContext(), "rule", "found no matching overload for '_==_' applied to '(string, int)'"},
		{"unknown variable", Rule{Rule: "other == 1"}, RootContext(), "rule", "undeclared reference to 'other'"},
		{"unknown field", Rule{Rule: "self.nope == 1"}, RootContext(), "rule", "undefined field 'nope'"},
		{"not bool", Rule{Rule: "self.name"}, RootContext(), "rule", "cel expression must evaluate to a bool"},
		{"message line break", Rule{Rule: "true", Message: "a\nb"}, RootContext(), "message", "must not contain line breaks"},
		{"rule line break", Rule{Rule: "true &&\ntrue"}, RootContext(), "message", "message must be specified if rule contains line breaks"},
		{"reason", Rule{Rule: "true", Reason: "FieldValueBad"}, RootContext(), "reason", `Unsupported value: "FieldValueBad"`},
		{"reason ok", Rule{Rule: "true", Reason: "FieldValueForbidden"}, RootContext(), "", ""},
		{"fieldPath", Rule{Rule: "true", FieldPath: ".nope"}, RootContext(), "fieldPath", "must be a valid path"},
		{"fieldPath ok", Rule{Rule: "true", FieldPath: ".labels['a-b']"}, RootContext(), "", ""},
		{"fieldPath list", Rule{Rule: "true", FieldPath: ".tags[0]"}, RootContext(), "fieldPath", "must be a valid path"},
		{"messageExpression type", Rule{Rule: "true", MessageExpression: "1"}, RootContext(), "messageExpression", "messageExpression must evaluate to a string"},
		{"messageExpression parse", Rule{Rule: "true", MessageExpression: "'a' +"}, RootContext(), "messageExpression", "messageExpression compilation failed"},
		{"messageExpression ok", Rule{Rule: "true", MessageExpression: "'name ' + self.name"}, RootContext(), "", ""},
		{"optionalOldSelf unused", Rule{Rule: "true", OptionalOldSelf: true}, RootContext(), "optionalOldSelf", "may not be set if oldSelf is not used in rule"},
		{"optionalOldSelf", Rule{Rule: "oldSelf.hasValue() ? self.name == oldSelf.value().name : true", OptionalOldSelf: true}, RootContext(), "", ""},
		{"oldSelf plain", Rule{Rule: "self.name == oldSelf.name"}, RootContext(), "", ""},
		{"oldSelf below a list", Rule{Rule: "self.name == oldSelf.name"}, RootContext().Items(listOf(specType, 4, "atomic"), "openAPIV3Schema.properties[xs]"), "rule",
			"oldSelf cannot be used on the uncorrelatable portion of the schema within openAPIV3Schema.properties[xs]"},
		{"oldSelf below a map list", Rule{Rule: "self.name == oldSelf.name"}, RootContext().Items(listOf(specType, 4, "map"), "xs"), "", ""},
		{"cost", Rule{Rule: "self.many.all(a, self.many.all(b, a == b))"}, RootContext(), "rule", "estimated rule cost exceeds budget by factor of more than 100x"},
		{"cost bounded", Rule{Rule: "self.tags.all(a, self.tags.all(b, a == b))"}, RootContext(), "", ""},
		{"cost cardinality", Rule{Rule: "self.many.all(a, a.matches('^[a-z]+$'))"}, RootContext().Items(listOf(specType, -1, "map"), "xs"), "rule", "estimated rule cost exceeds budget"},
		{"regex literal", Rule{Rule: "self.name.matches('[')"}, RootContext(), "rule", "invalid matches argument"},
		{"reserved identifier", Rule{Rule: "if"}, RootContext(), "rule", "reserved identifier: if"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			prog, diags := CompileIn(tc.rule, specType, tc.ctx)
			if tc.field == "" {
				if len(diags) > 0 || prog == nil {
					t.Fatalf("want success, got %+v", diags)
				}
				return
			}
			if prog != nil || len(diags) == 0 {
				t.Fatalf("want a %s diagnostic %q, got none", tc.field, tc.msg)
			}
			d := diags[0]
			if d.Field != tc.field || !strings.Contains(d.Msg, tc.msg) || d.Fix == "" {
				t.Fatalf("got %+v, want field %s message containing %q and a fix", d, tc.field, tc.msg)
			}
		})
	}
}

func TestCompileProgram(t *testing.T) {
	prog, diags := Compile(Rule{Rule: "self.tags.all(t, t.size() < 10) && self.name == oldSelf.name", MessageExpression: "'bad ' + self.name"}, specType)
	if diags != nil {
		t.Fatal(diags)
	}
	if !prog.Transition || prog.Message == nil || prog.Expr.Type.Kind != Bool {
		t.Fatalf("program: %+v", prog)
	}
	// all over 10 tags of at most 20 code points: cel-go's estimate as the API
	// server computes it (checked against apiextensions in crdtest).
	if prog.Cost.Max == 0 || prog.TotalCost != prog.Cost.Max {
		t.Fatalf("cost %+v total %d", prog.Cost, prog.TotalCost)
	}
	if sum, msg := CRDCost([]uint64{StaticEstimatedCRDCostLimit, 1}); sum != StaticEstimatedCRDCostLimit+1 || !strings.Contains(msg, "estimated rule cost total for entire OpenAPIv3 schema exceeds budget") {
		t.Fatalf("CRDCost: %d %q", sum, msg)
	}
	if _, msg := CRDCost([]uint64{1, 2}); msg != "" {
		t.Fatalf("CRDCost under the limit: %q", msg)
	}
}

func TestCostTable(t *testing.T) {
	self := obj(Field{Name: "s", Type: str(10)}, Field{Name: "l", Type: listOf(str(5), 3, "")})
	// Values measured against apiextensions-apiserver (crdtest differential);
	// here, properties that hold whatever the exact numbers are:
	c := func(src string) Cost {
		p, d := Compile(Rule{Rule: src}, self)
		if d != nil {
			t.Fatalf("%s: %v", src, d)
		}
		return p.Cost
	}
	if c("true").Max != 0 {
		t.Errorf("a literal costs nothing")
	}
	if a, b := c("self.l.all(x, x == 'a')"), c("self.l.all(x, self.l.all(y, x == y))"); b.Max <= a.Max {
		t.Errorf("nested loops must cost more: %v vs %v", a, b)
	}
	if a, b := c("has(self.s)"), c("self.s == ''"); a.Max >= b.Max {
		t.Errorf("presence tests are free in the API server's estimate: %v vs %v", a, b)
	}
	// self 1 + select 1, then (maxLength 10 * 4 code-point bytes + 1) * 0.1
	// for the string times 2 * 0.25 for the pattern.
	if a := c("self.s.matches('^a')"); a.Max != 1+1+ceilMul(41, 0.1)*ceilMul(2, 0.25) {
		t.Errorf("matches: %v", a)
	}
}

func ceilMul(x uint64, f float64) uint64 { return mulFactor(x, f) }

func BenchmarkCompile(b *testing.B) {
	r := Rule{Rule: "self.tags.all(t, t.matches('^[a-z]+$')) && self.labels.exists(k, v, k == v) && self.name == oldSelf.name",
		MessageExpression: "'bad name ' + self.name"}
	b.ReportAllocs()
	for b.Loop() {
		if _, diags := Compile(r, specType); diags != nil {
			b.Fatal(diags)
		}
	}
}
