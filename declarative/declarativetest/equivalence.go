// Package declarativetest is the migration test kit of package declarative:
// it checks that hand-written and declarative validation of an API agree,
// on given objects, under every gate setting, and on random objects of
// every registered kind (KEP-5073 "Migration Equivalency Tests" and "Fuzz
// testing").
package declarativetest

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
)

// Handwritten is an API's hand-written validation of obj, or of the update
// from oldObj to obj when oldObj is not nil. Errors of rules that
// declarative validation mirrors are marked CoveredByDeclarative.
type Handwritten func(ctx context.Context, obj, oldObj runtime.Object) field.ErrorList

// VerifyEquivalence checks that hand-written and declarative validation
// agree on obj (a create when oldObj is nil, else an update): every
// covered hand-written error has a declarative counterpart and every
// declarative error, whatever its lifecycle, has a covered hand-written
// one. opts may set the Equivalence rules and anything else the
// declarative call needs. It reports a disagreement with t.Errorf and
// returns whether the two agreed.
func VerifyEquivalence(t testing.TB, scheme *runtime.Scheme, handwritten Handwritten, obj, oldObj runtime.Object, opts ...declarative.Option) bool {
	t.Helper()
	return VerifyEquivalenceIn(context.Background(), t, scheme, handwritten, obj, oldObj, opts...)
}

// VerifyEquivalenceIn is VerifyEquivalence with a context, for instance one
// carrying a declarative.RequestInfo when obj is an internal type.
func VerifyEquivalenceIn(ctx context.Context, t testing.TB, scheme *runtime.Scheme, handwritten Handwritten, obj, oldObj runtime.Object, opts ...declarative.Option) bool {
	t.Helper()
	op := operation.Create
	if oldObj != nil {
		op = operation.Update
	}
	hw := handwritten(ctx, obj, oldObj)
	dv := declarative.DeclarativeErrors(ctx, scheme, obj, oldObj, op, opts...)
	mismatches := declarative.CompareErrors(hw, dv, opts...)
	if len(mismatches) == 0 {
		return true
	}
	t.Errorf("hand-written and declarative validation disagree on the %s of a %T:\n%s", operationName(op), obj,
		describeDisagreement(mismatches, hw, dv, obj, oldObj))
	return false
}

func operationName(op operation.Type) string {
	if op == operation.Update {
		return "update"
	}
	return "create"
}

func describeDisagreement(mismatches []declarative.Mismatch, hw, dv field.ErrorList, obj, oldObj runtime.Object) string {
	var b strings.Builder
	for _, m := range mismatches {
		fmt.Fprintf(&b, "  %s\n", m)
	}
	fmt.Fprintf(&b, "hand-written errors:%s\ndeclarative errors:%s\nobject: %s\n", renderErrors(hw), renderErrors(dv), renderObject(obj))
	if oldObj != nil {
		fmt.Fprintf(&b, "old object: %s\n", renderObject(oldObj))
	}
	return b.String()
}

func renderErrors(errs field.ErrorList) string {
	if len(errs) == 0 {
		return " none"
	}
	var b strings.Builder
	for _, e := range errs {
		covered := ""
		if e.CoveredByDeclarative {
			covered = " (covered)"
		}
		fmt.Fprintf(&b, "\n    %s [origin %q]%s", e.Error(), e.Origin, covered)
	}
	return b.String()
}

// renderObject prints obj as JSON, the form a failing case is easiest to
// turn into a regression test from.
func renderObject(obj runtime.Object) string {
	data, err := json.Marshal(obj)
	if err != nil {
		return fmt.Sprintf("%+v (not JSON: %v)", obj, err)
	}
	return string(data)
}
