package v1

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
	"github.com/kubedv/kubedv/declarative/declarativetest"
)

func strategies(t testing.TB) map[string]*Strategy {
	scheme := validatingScheme(t)
	return map[string]*Strategy{
		"implicit shadow": {Scheme: scheme},
		"enforcement":     {Scheme: scheme, Options: []declarative.Option{declarative.WithDeclarativeEnforcement()}},
	}
}

// The migrated rules give the client the same errors whichever way the
// gates are set, in both strategy modes, with no mismatch.
func TestStrategyGivesTheSameErrorsUnderEveryGateSetting(t *testing.T) {
	invalid := validWidget()
	invalid.Name = "Not A Name"
	invalid.Spec.Replicas = new(int32(5000))
	invalid.Spec.Tier = "Gold"
	invalid.Spec.Owner = "qa"
	invalid.Spec.Template.Ports[1].Port = 70000
	invalid.Spec.Template.Labels["cost center"] = "42"
	invalid.Status.ReadyReplicas = -1

	scaled := validWidget()
	*scaled.Spec.Replicas = 5
	legacy := validWidget()
	legacy.Spec.Owner = "QA"
	legacyScaled := legacy.DeepCopy()
	*legacyScaled.Spec.Replicas = 5

	cases := []declarativetest.Case{
		{Name: "valid create", Obj: validWidget()},
		{Name: "valid update", Obj: scaled, OldObj: validWidget()},
		{Name: "invalid create", Obj: invalid, Want: field.ErrorList{
			field.Invalid(field.NewPath("metadata", "name"), "", ""), // not migrated
			field.Invalid(field.NewPath("spec", "replicas"), nil, "").WithOrigin("maximum"),
			field.NotSupported[string](field.NewPath("spec", "tier"), nil, nil),
			field.TooShort(field.NewPath("spec", "owner"), "", 0).WithOrigin("minLength"),
			field.Invalid(field.NewPath("spec", "template", "ports").Index(1).Child("port"), nil, "").WithOrigin("maximum"),
			field.Invalid(field.NewPath("spec", "template", "labels"), nil, "").WithOrigin("format=k8s-label-key"),
			field.Invalid(field.NewPath("status", "readyReplicas"), nil, "").WithOrigin("minimum"),
		}},
		{Name: "create with the deadline not above minReadySeconds (CEL rule)", Obj: withDeadline(validWidget(), 60, new(int64(30))), Want: field.ErrorList{
			field.Forbidden(field.NewPath("spec", "activeDeadlineSeconds"), ""),
		}},
		{Name: "update growing replicas by 101 (CEL transition rule)", Obj: withReplicas(validWidget(), new(int32(104))), OldObj: validWidget(), Want: field.ErrorList{
			field.Forbidden(field.NewPath("spec", "replicas"), ""),
		}},
		{Name: "update of a legacy widget, owner unchanged (ratcheting)", Obj: legacyScaled, OldObj: legacy},
		{Name: "update of a legacy widget, owner changed", Obj: withOwnerHandle(legacy.DeepCopy(), "QA-Team"), OldObj: legacy, Want: field.ErrorList{
			field.Invalid(field.NewPath("spec", "owner"), nil, "").WithOrigin("format=k8s-short-name"),
		}},
	}
	for name, s := range strategies(t) {
		t.Run(name, func(t *testing.T) {
			declarativetest.VerifyGateEquivalence(t, s.ValidateRequest, cases...)
		})
	}
}

func withOwnerHandle(w *Widget, owner OwnerHandle) *Widget {
	w.Spec.Owner = owner
	return w
}

// A deliberate difference between the two validations is counted and the
// hand-written result stays authoritative in implicit shadow mode.
func TestStrategyCountsAMismatch(t *testing.T) {
	s := &Strategy{Scheme: validatingScheme(t)}
	stricter := func(ctx context.Context, obj, old runtime.Object, opts ...declarative.Option) field.ErrorList {
		w := obj.(*Widget)
		hw := Handwritten(ctx, obj, old)
		// A hand-written rule the declarative tags do not have.
		hw = append(hw, field.Invalid(field.NewPath("spec", "replicas"), *w.Spec.Replicas, "must be even").WithOrigin("even").MarkCoveredByDeclarative())
		return declarative.ValidateDeclarativelyWithMigrationChecks(ctx, s.Scheme, obj, old, hw, operation.Create, opts...)
	}
	w := validWidget()
	w.Spec.Replicas = new(int32(3))
	errs, rec := declarativetest.RunWithGates(declarativetest.Gates{DeclarativeValidation: true, DeclarativeValidationBeta: true},
		stricter, declarativetest.Case{Obj: w, Request: &declarative.RequestInfo{APIGroup: GroupName, APIVersion: "v1", Resource: "widgets"}})
	if len(errs) != 1 || errs[0].Origin != "even" {
		t.Errorf("got %v, want the hand-written error", errs)
	}
	if got := rec.Count(declarative.MismatchMetricName, map[string]string{declarative.ResourceLabel: "widgets.widgets.kubedv.io", declarative.OperationLabel: "create"}); got != 1 {
		t.Errorf("mismatches = %v, want 1", got)
	}
}
