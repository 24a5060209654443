package validators

import (
	"encoding/json"
	"go/token"
	"testing"

	"github.com/kubedv/kubedv/gen/tags"
)

// Each evaluator passes what the runtime accepts and fails what it rejects.
func TestEval(t *testing.T) {
	num := func(s string) json.Number { return json.Number(s) }
	enum := func() []string { return []string{"TCP", "UDP"} }
	for _, c := range []struct {
		tag  string
		v    any
		fail bool
	}{
		{"+k8s:minimum=1", num("1"), false},
		{"+k8s:minimum=1", num("0"), true},
		{"+k8s:exclusiveMaximum=10", num("10"), true},
		{"+k8s:minimum=1", "text", false}, // not an integer: not this tag's business
		{"+k8s:maxLength=3", "abc", false},
		{"+k8s:maxLength=3", "abcd", true},
		{"+k8s:maxBytes=2", "é", false},
		{"+k8s:maxBytes=1", "é", true},
		{"+k8s:minItems=1", []any{"x"}, false},
		{"+k8s:minItems=1", []any{}, true},
		{"+k8s:maxProperties=1", map[string]any{"a": 1, "b": 2}, true},
		{"+k8s:format=k8s-short-name", "web", false},
		{"+k8s:format=k8s-short-name", "Web_1", true},
		{"+k8s:format=no-such-format", "Web_1", false},
		{`+k8s:pattern="^[a-z]+$"`, "abc", false},
		{`+k8s:pattern="^[a-z]+$"`, "ABC", true},
		{`+k8s:neq="x"`, "x", true},
		{`+k8s:neq="x"`, "y", false},
		{"+k8s:neq=0", num("0"), true},
		{"+k8s:neq=true", true, true},
		{"+k8s:neq=true", false, false},
		// Duration bounds (kubernetes/kubernetes#142368): metav1.Duration
		// is a string, time.Duration a number of nanoseconds.
		{`+k8s:minimum="1s"`, "1s", false},
		{`+k8s:minimum="1s"`, "999ms", true},
		{`+k8s:minimum="1s"`, "not a duration", false},
		{`+k8s:minimum="1s"`, num("1000000000"), false},
		{`+k8s:minimum="1s"`, num("999999999"), true},
		{`+k8s:maximum="1h"`, "61m", true},
		{`+k8s:maximum="1h"`, "60m", false},
		{"+k8s:enum", "TCP", false},
		{"+k8s:enum", "SCTP", true},
	} {
		tag, ok, err := tags.ParseLine(c.tag, token.Position{Line: 1, Column: 1})
		if !ok || err != nil {
			t.Fatalf("%s: %v", c.tag, err)
		}
		def, found := Lookup(tag.Name)
		if !found || def.Eval == nil {
			t.Fatalf("%s has no evaluator", c.tag)
		}
		errs := def.Eval(Known{Value: c.v, EnumValues: enum}, tag)
		if (len(errs) > 0) != c.fail {
			t.Errorf("%s on %#v: errors %v, want failure %v", c.tag, c.v, errs, c.fail)
		}
	}
}
