package validatetest

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// ForScheme returns a Tester that validates through a runtime.Scheme, for API
// packages whose generated code registers into runtime.Scheme. Values (and
// old values) must be runtime.Objects. Unlike runtime.Scheme.Validate, which
// silently returns no errors for a type without a validation function, the
// Tester reports that as an internal error: a test of an unregistered type
// must not pass by accident.
func ForScheme(tb testing.TB, s *runtime.Scheme) *Tester {
	return &Tester{tb: tb, target: runtimeSchemeTarget{scheme: s}}
}

// runtimeSchemeTarget adapts runtime.Scheme to validationTarget.
type runtimeSchemeTarget struct {
	scheme *runtime.Scheme
}

func (r runtimeSchemeTarget) Validate(ctx context.Context, options map[string]bool, obj any, subresources ...string) field.ErrorList {
	newObj, errs := r.registeredObject(obj)
	if errs != nil {
		return errs
	}
	return r.scheme.Validate(ctx, options, newObj, subresources...)
}

func (r runtimeSchemeTarget) ValidateUpdate(ctx context.Context, options map[string]bool, obj, oldObj any, subresources ...string) field.ErrorList {
	newObj, errs := r.registeredObject(obj)
	if errs != nil {
		return errs
	}
	var old runtime.Object
	if oldObj != nil {
		var ok bool
		if old, ok = oldObj.(runtime.Object); !ok {
			return notAnObjectError("old value", oldObj)
		}
	}
	return r.scheme.ValidateUpdate(ctx, options, newObj, old, subresources...)
}

// registeredObject returns obj as a runtime.Object that has a validation
// function, or the internal error explaining why it cannot be validated.
func (r runtimeSchemeTarget) registeredObject(obj any) (runtime.Object, field.ErrorList) {
	if r.scheme == nil {
		return nil, field.ErrorList{field.InternalError(nil, errors.New("ForScheme was given a nil *runtime.Scheme"))}
	}
	o, ok := obj.(runtime.Object)
	if !ok {
		return nil, notAnObjectError("value", obj)
	}
	if !r.scheme.HasValidationFunc(o) {
		return nil, unregisteredTypeError(obj)
	}
	return o, nil
}

func notAnObjectError(what string, v any) field.ErrorList {
	return field.ErrorList{field.InternalError(nil, fmt.Errorf("%s of type %T is not a runtime.Object", what, v))}
}
