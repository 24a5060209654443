package schema

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/validators"
	"github.com/kubedv/kubedv/validate"
)

// Quantity bounds become quantity-library rules naming the bound as the
// Go check does (its canonical form); crdtest's API server agrees on both
// JSON forms of a quantity.
func TestQuantityRule(t *testing.T) {
	for _, tc := range []struct{ fn, text, expr, msg string }{
		{"MinimumQuantity", "0", "quantity(string(self)).compareTo(quantity('0')) >= 0", "must be greater than or equal to 0"},
		{"MaximumQuantity", "1.5", "quantity(string(self)).compareTo(quantity('1500m')) <= 0", "must be less than or equal to 1500m"},
		{"MaximumQuantity", "1024Mi", "quantity(string(self)).compareTo(quantity('1Gi')) <= 0", "must be less than or equal to 1Gi"},
	} {
		call := &validators.Call{Func: tc.fn, Args: []validators.Operand{validators.ArgPath{}, validators.ArgValue{}, validators.ArgQuantity{Text: tc.text}}}
		expr, msg, ok := scalarRule(call, "self")
		if !ok || expr != tc.expr || msg != tc.msg {
			t.Errorf("%s(%s): %q, %q, %v; want %q, %q", tc.fn, tc.text, expr, msg, ok, tc.expr, tc.msg)
		}
	}
}

// The k8s-condition-reason rule's pattern accepts what the Go check does.
func TestConditionReasonRule(t *testing.T) {
	expr := formatRules["ConditionReason"]("self")
	pattern := strings.TrimSuffix(strings.TrimPrefix(expr, "self.matches('"), "')")
	re := regexp.MustCompile(pattern)
	for _, s := range []string{"", "a", "A_", "my_name", "ReasonA,ReasonB", "ReasonA:ReasonB", "1st", "a:", "a,", "_a", "a-b", "a b", "aé", "Ready"} {
		if got, want := re.MatchString(s), len(validate.ConditionReason(new(validate.Root()), s)) == 0; got != want {
			t.Errorf("%q: rule %v, Go %v", s, got, want)
		}
	}
}
