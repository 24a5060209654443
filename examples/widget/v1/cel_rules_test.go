package v1

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"sigs.k8s.io/randfill"
)

// The two CEL rules of types.go: the cross-field rule on WidgetSpec
// (+k8s:validation:cel, fieldPath and reason) and the transition rule on
// Spec.Replicas (+kubebuilder:validation:XValidation). The KEP-5073
// comparison matches errors by type, path and origin only; these tests
// compare the rules' errors in full (type, path, detail and value), the
// generated Go and the hand-written code against the API server's error.

var (
	deadlineError = field.Forbidden(field.NewPath("spec", "activeDeadlineSeconds"),
		"may not be less than or equal to minReadySeconds: instances would be recycled before they become available")
	growthError = field.Forbidden(field.NewPath("spec", "replicas"), "may not grow by more than 100 in one update")
)

func withDeadline(w *Widget, minReady int32, deadline *int64) *Widget {
	w.Spec.MinReadySeconds, w.Spec.ActiveDeadlineSeconds = minReady, deadline
	return w
}

func withReplicas(w *Widget, n *int32) *Widget {
	w.Spec.Replicas = n
	return w
}

func withZones(w *Widget, zones []string) *Widget {
	w.Spec.Zones = zones
	return w
}

func TestCELRulesReportTheAPIServersErrors(t *testing.T) {
	scheme := validatingScheme(t)
	deadlineTooShort := withDeadline(validWidget(), 60, new(int64(60)))
	for _, tc := range []struct {
		name     string
		obj, old *Widget
		want     field.ErrorList
	}{
		{"create: deadline above minReadySeconds", withDeadline(validWidget(), 60, new(int64(61))), nil, nil},
		{"create: deadline equal to minReadySeconds", deadlineTooShort, nil, field.ErrorList{deadlineError}},
		{"create: deadline below minReadySeconds", withDeadline(validWidget(), 600, new(int64(1))), nil, field.ErrorList{deadlineError}},
		{"create: no deadline (absent in CEL)", withDeadline(validWidget(), 600, nil), nil, nil},
		{"create: minReadySeconds 0 is omitted, so absent in CEL", withDeadline(validWidget(), 0, new(int64(5))), nil, nil},
		{"update: deadline lowered below minReadySeconds", deadlineTooShort, validWidget(), field.ErrorList{deadlineError}},
		{"update: a stored violation, spec unchanged (ratcheting)", deadlineTooShort, deadlineTooShort.DeepCopy(), nil},
		{"update: a stored violation, another spec field changed", withReplicas(deadlineTooShort.DeepCopy(), new(int32(4))), deadlineTooShort, field.ErrorList{deadlineError}},
		{"update: a stored violation, zones nil to empty (the same JSON)", withZones(deadlineTooShort.DeepCopy(), []string{}), withZones(deadlineTooShort.DeepCopy(), nil), nil},
		{"update: replicas grow by 100", withReplicas(validWidget(), new(int32(103))), validWidget(), nil},
		{"update: replicas grow by 101", withReplicas(validWidget(), new(int32(104))), validWidget(), field.ErrorList{growthError}},
		{"update: replicas shrink by 900", withReplicas(validWidget(), new(int32(3))), withReplicas(validWidget(), new(int32(903))), nil},
		{"update: replicas were unset (no oldSelf)", withReplicas(validWidget(), new(int32(900))), withReplicas(validWidget(), nil), nil},
		{"create: a transition rule needs an old value", withReplicas(validWidget(), new(int32(900))), nil, nil},
		{"update: both rules fail", withReplicas(withDeadline(validWidget(), 60, new(int64(30))), new(int32(500))), validWidget(), field.ErrorList{growthError, deadlineError}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var old runtime.Object
			var dv field.ErrorList
			if tc.old != nil {
				old = tc.old
				dv = scheme.ValidateUpdate(context.Background(), nil, tc.obj, tc.old)
			} else {
				dv = scheme.Validate(context.Background(), nil, tc.obj)
			}
			hw := Handwritten(context.Background(), tc.obj, old)
			if diff := diffErrors(tc.want, dv); diff != "" {
				t.Errorf("generated validation: %s", diff)
			}
			if diff := diffErrors(tc.want, hw); diff != "" {
				t.Errorf("hand-written validation: %s", diff)
			}
		})
	}
}

// Random widgets and updates: the generated and the hand-written
// validation report the same CEL rule errors, compared in full.
func TestCELRuleErrorsAgreeInFullOnRandomWidgets(t *testing.T) {
	scheme := validatingScheme(t)
	f := randfill.New().RandSource(rand.NewSource(7)).NilChance(0.2).NumElements(0, 2)
	r := rand.New(rand.NewSource(7))
	small := func() int32 { return int32(r.Intn(1400) - 200) }
	failures := map[string]int{}
	for i := 0; i < 2000; i++ {
		var w, old Widget
		f.Fill(&w)
		f.Fill(&old)
		// Values near the rules' bounds, so that both outcomes are common.
		w.Spec.MinReadySeconds, old.Spec.MinReadySeconds = small(), small()
		if w.Spec.ActiveDeadlineSeconds != nil {
			*w.Spec.ActiveDeadlineSeconds = int64(small())
		}
		if w.Spec.Replicas != nil {
			*w.Spec.Replicas = small()
		}
		if old.Spec.Replicas != nil {
			*old.Spec.Replicas = small()
		}
		if i%3 == 0 {
			old.Spec = *w.Spec.DeepCopy() // unchanged spec: ratcheting
		}
		for _, pair := range []struct {
			op  string
			old *Widget
		}{{"create", nil}, {"update", &old}} {
			var dv, hw field.ErrorList
			if pair.old == nil {
				dv, hw = scheme.Validate(context.Background(), nil, &w), Handwritten(context.Background(), &w, nil)
			} else {
				dv, hw = scheme.ValidateUpdate(context.Background(), nil, &w, pair.old), Handwritten(context.Background(), &w, pair.old)
			}
			dv, hw = celRuleErrors(dv), celRuleErrors(hw)
			if diff := diffErrors(hw, dv); diff != "" {
				t.Fatalf("%s %d: hand-written (want) vs generated (got): %s\nobject: %+v\nold: %+v", pair.op, i, diff, w.Spec, old.Spec)
			}
			for _, e := range dv {
				failures[pair.op+" "+e.Field]++
			}
		}
	}
	// Random data must reach both rules' failures, or the test proves little.
	for _, k := range []string{"create spec.activeDeadlineSeconds", "update spec.activeDeadlineSeconds", "update spec.replicas"} {
		if failures[k] == 0 {
			t.Errorf("no random widget failed %q; counts: %v", k, failures)
		}
	}
	t.Logf("rule failures: %v", failures)
}

// celRuleErrors keeps the errors the two CEL rules report.
func celRuleErrors(errs field.ErrorList) field.ErrorList {
	var out field.ErrorList
	for _, e := range errs {
		if e.Type == field.ErrorTypeForbidden && (e.Field == "spec.activeDeadlineSeconds" || e.Field == "spec.replicas") {
			out = append(out, e)
		}
	}
	return out
}

// diffErrors compares want and got by type, path, value and detail, in any
// order; "" when they agree.
func diffErrors(want, got field.ErrorList) string {
	key := func(e *field.Error) string {
		return fmt.Sprintf("%s %s %#v %q", e.Type, e.Field, e.BadValue, e.Detail)
	}
	count := map[string]int{}
	for _, e := range want {
		count[key(e)]++
	}
	for _, e := range got {
		count[key(e)]--
	}
	for _, n := range count {
		if n != 0 {
			return fmt.Sprintf("errors differ:\nwant %v\ngot  %v", want, got)
		}
	}
	return ""
}
