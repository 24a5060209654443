package fixturefile

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// This file is written by hand in the shape validation-gen emits: an init()
// registering into localSchemeBuilder, root functions that accept only the
// root subresource, and Validate_<Type> functions. The forced failures are
// reported on update too: the fixture workflow only validates creates.

func init() { localSchemeBuilder.Register(RegisterValidations) }

// RegisterValidations adds the fixture's validation functions to scheme.
func RegisterValidations(scheme *validatetest.Scheme) error {
	scheme.AddValidationFunc((*Gadget)(nil), func(ctx context.Context, op operation.Operation, obj, oldObj interface{}) field.ErrorList {
		if len(op.Request.Subresources) != 0 {
			return noValidationFor(obj, op.Request.SubresourcePath())
		}
		return Validate_Gadget(ctx, op, nil, obj.(*Gadget), castOld[*Gadget](oldObj))
	})
	scheme.AddValidationFunc((*Chain)(nil), func(ctx context.Context, op operation.Operation, obj, oldObj interface{}) field.ErrorList {
		if len(op.Request.Subresources) != 0 {
			return noValidationFor(obj, op.Request.SubresourcePath())
		}
		return Validate_Chain(ctx, op, nil, obj.(*Chain), castOld[*Chain](oldObj))
	})
	scheme.AddValidationFunc((*Quiet)(nil), func(ctx context.Context, op operation.Operation, obj, oldObj interface{}) field.ErrorList {
		if len(op.Request.Subresources) != 0 {
			return noValidationFor(obj, op.Request.SubresourcePath())
		}
		return Validate_Quiet(ctx, op, nil, obj.(*Quiet), castOld[*Quiet](oldObj))
	})
	return nil
}

// castOld converts the old object of a create (nil) or update to its type.
func castOld[T any](oldObj interface{}) T {
	old, _ := oldObj.(T)
	return old
}

func noValidationFor(obj interface{}, subresourcePath string) field.ErrorList {
	return field.ErrorList{
		field.InternalError(nil, fmt.Errorf("no validation found for %T, subresource: %v", obj, subresourcePath)),
	}
}

// Validate_Gadget reports the forced failures of Gadget and its fields; a
// field's own checks run before those of its type.
func Validate_Gadget(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *Gadget) (errs field.ErrorList) {
	if obj == nil {
		return nil
	}
	errs = append(errs, forcedFailure(fldPath, obj, "type Gadget"))
	errs = append(errs, forcedFailure(fldPath.Child("spec"), obj.Spec, "field Gadget.Spec"))
	var oldSpec *GadgetSpec
	if oldObj != nil {
		oldSpec = &oldObj.Spec
	}
	errs = append(errs, Validate_GadgetSpec(ctx, op, fldPath.Child("spec"), &obj.Spec, oldSpec)...)
	if obj.Owner != nil {
		errs = append(errs, forcedFailure(fldPath.Child("owner"), *obj.Owner, "field Gadget.Owner"))
	}
	return errs
}

// Validate_GadgetSpec reports the forced failures of GadgetSpec, one per
// list item and per map value.
func Validate_GadgetSpec(_ context.Context, _ operation.Operation, fldPath *field.Path, obj, _ *GadgetSpec) (errs field.ErrorList) {
	if obj == nil {
		return nil
	}
	errs = append(errs, forcedFailure(fldPath, obj, "type GadgetSpec"))
	for i, part := range obj.Parts {
		errs = append(errs, forcedFailure(fldPath.Child("parts").Index(i), part, "field GadgetSpec.Parts[*]"))
	}
	for key, value := range obj.Labels {
		errs = append(errs, forcedFailure(fldPath.Child("labels").Key(key), value, "field GadgetSpec.Labels[*]"))
	}
	return errs
}

// Validate_Chain reports a forced failure for every link that has a Next.
func Validate_Chain(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, _ *Chain) (errs field.ErrorList) {
	if obj == nil || obj.Next == nil {
		return nil
	}
	errs = append(errs, forcedFailure(fldPath.Child("next"), obj.Next, "field Chain.Next"))
	return append(errs, Validate_Chain(ctx, op, fldPath.Child("next"), obj.Next, nil)...)
}

// Validate_Quiet checks Size >= 0, which no fuzzed value is guaranteed to
// meet, but reports it with origin "minimum": ValidateFixtures must ignore
// errors that are not forced failures.
func Validate_Quiet(_ context.Context, _ operation.Operation, fldPath *field.Path, obj, _ *Quiet) (errs field.ErrorList) {
	if obj != nil && obj.Size < 0 {
		errs = append(errs, field.Invalid(fldPath.Child("size"), obj.Size,
			"must be greater than or equal to 0").WithOrigin("minimum"))
	}
	return errs
}

func forcedFailure(fldPath *field.Path, value interface{}, msg string) *field.Error {
	return field.Invalid(fldPath, value, "forced failure: "+msg).WithOrigin("validateFalse")
}
