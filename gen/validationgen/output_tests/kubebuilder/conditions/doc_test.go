package conditions

import (
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

func cond(typ, reason string) metav1.Condition {
	return metav1.Condition{Type: typ, Status: metav1.ConditionTrue, Reason: reason, Message: "m", LastTransitionTime: metav1.Unix(1, 0)}
}

func valid() *Root {
	return &Root{Spec: Spec{Conditions: []metav1.Condition{cond("Ready", "Done"), cond("Synced", "Up")}}}
}

var ruleFailed = field.Invalid(field.NewPath("spec"), field.OmitValueType{}, "every reason must start with a capital letter")

// TestConditionsRule: the rule is generated (it was refused as over the
// cost budget, with the list's key "not required") and checked on create.
func TestConditionsRule(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("no conditions", func(r *Root) { r.Spec.Conditions = nil })
	c.Run("a lower-case reason", func(r *Root) { r.Spec.Conditions[1].Reason = "up" }, ruleFailed)
	many := make([]metav1.Condition, 65)
	for i := range many {
		many[i] = cond("T"+string(rune('a'+i%26))+string(rune('a'+i/26)), "Ok")
	}
	c.Run("too many", func(r *Root) { r.Spec.Conditions = many },
		validatetest.ShortCircuit(field.TooMany(field.NewPath("spec", "conditions"), 65, 64).WithOrigin("maxItems")))
}

// TestConditionsRuleUpdate: an unchanged spec that fails the rule is not
// reported again (the API server ratchets the unchanged value); a change
// that keeps it failing is.
func TestConditionsRuleUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	bad := func() *Root {
		r := valid()
		r.Spec.Conditions[0].Reason = "done"
		return r
	}
	st.Value(bad()).OldValue(bad()).ExpectValid()
	changed := bad()
	changed.Spec.Conditions[1].Message = "other"
	st.Value(changed).OldValue(bad()).ExpectInvalid(ruleFailed)
	st.Value(valid()).OldValue(bad()).ExpectValid()
}
