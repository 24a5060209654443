package cel

import (
	"slices"
	"testing"
)

func TestValueTags(t *testing.T) {
	str := &Type{Kind: String, MaxLength: 64}
	list := &Type{Kind: List, Elem: str, MaxItems: 8}
	m := &Type{Kind: Map, Key: StringType, Elem: str, MaxProperties: 8}
	num := &Type{Kind: Int}
	obj := &Type{Kind: Object, Fields: []Field{{Name: "min", Type: num}, {Name: "max", Type: num}}}
	for _, c := range []struct {
		self *Type
		rule Rule
		want []string
	}{
		{str, Rule{Rule: "self.size() <= 10"}, []string{"+k8s:maxLength=10"}},
		{str, Rule{Rule: "size(self) < 10"}, []string{"+k8s:maxLength=9"}},
		{str, Rule{Rule: "3 <= self.size()"}, []string{"+k8s:minLength=3"}},
		{str, Rule{Rule: "self.size() > 0 && self.size() <= 5"}, []string{"+k8s:minLength=1", "+k8s:maxLength=5"}},
		{str, Rule{Rule: "self.matches('^[a-z]+$')"}, []string{`+k8s:pattern="^[a-z]+$"`}},
		{str, Rule{Rule: "self != 'default'"}, []string{`+k8s:neq="default"`}},
		{str, Rule{Rule: "self == oldSelf"}, []string{"+k8s:immutable"}},
		{list, Rule{Rule: "self.size() <= 4"}, []string{"+k8s:maxItems=4"}},
		{list, Rule{Rule: "size(self) >= 1"}, []string{"+k8s:minItems=1"}},
		{m, Rule{Rule: "self.size() < 5"}, []string{"+k8s:maxProperties=4"}},
		{num, Rule{Rule: "self >= 0 && self <= 100"}, []string{"+k8s:minimum=0", "+k8s:maximum=100"}},
		{num, Rule{Rule: "0 < self"}, []string{"+k8s:exclusiveMinimum=0"}},
		{num, Rule{Rule: "self % 5 == 0"}, []string{"+k8s:multipleOf=5"}},
		{num, Rule{Rule: "self >= 1", Reason: "FieldValueInvalid"}, []string{"+k8s:minimum=1"}},
		// More than a tag: nothing to suggest.
		{str, Rule{Rule: "self.size() <= 10 || self == 'x'"}, nil},
		{str, Rule{Rule: "self.size() <= 10 && self.startsWith('a')"}, nil},
		{str, Rule{Rule: "self.size() < 0"}, nil},
		{str, Rule{Rule: "self.size() <= 10", FieldPath: ""}, []string{"+k8s:maxLength=10"}},
		{str, Rule{Rule: "self.size() <= 10", Reason: "FieldValueForbidden"}, nil},
		{str, Rule{Rule: "self.size() <= 10", MessageExpression: "'too long: ' + self"}, nil},
		{num, Rule{Rule: "self >= oldSelf"}, nil},
		{num, Rule{Rule: "self % 0 == 0"}, nil},
		{obj, Rule{Rule: "self.min <= self.max"}, nil},
		{obj, Rule{Rule: "self.min <= 10", FieldPath: ".min"}, nil},
	} {
		prog, diags := CompileIn(c.rule, c.self, Context{Cardinality: 1})
		if len(diags) > 0 {
			t.Fatalf("%s: %v", c.rule.Rule, diags)
		}
		if got := ValueTags(prog); !slices.Equal(got, c.want) {
			t.Errorf("%s (reason %q): got %q, want %q", c.rule.Rule, c.rule.Reason, got, c.want)
		}
	}
}
