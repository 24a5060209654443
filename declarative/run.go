package declarative

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// DeclarativeErrors runs the declarative validation registered in scheme
// for obj (and oldObj on update) and returns every error it reports, alpha
// and beta ones included, each marked with its lifecycle. Gates and
// enforcement do not apply: this is the raw result, for test kits and tools.
// A panic in the validation is recovered, logged, counted and returned as
// an internal error.
func DeclarativeErrors(ctx context.Context, scheme *runtime.Scheme, obj, oldObj runtime.Object, opType operation.Type, opts ...Option) field.ErrorList {
	r := request{ctx: ctx, scheme: scheme, obj: obj, oldObj: oldObj, opType: opType, cfg: newConfig(opts)}
	errs, _ := r.runDeclarative()
	return errs
}

// request is one validation call: its inputs and configuration, with what
// is needed to describe it in logs and metrics.
type request struct {
	ctx    context.Context
	scheme *runtime.Scheme
	obj    runtime.Object
	oldObj runtime.Object
	opType operation.Type
	cfg    config
	// validated is the versioned object, once conversion succeeded.
	validated runtime.Object
}

// runDeclarative converts the objects to the version to validate and runs
// the generated validation. A setup failure (no scheme, no version, failed
// conversion, nothing registered) is reported as an internal error, never
// as success: with enforcement on, "no declarative result" must not let an
// object through.
func (r *request) runDeclarative() (errs field.ErrorList, panicked bool) {
	defer func() {
		if v := recover(); v != nil {
			r.reportPanic(v, debug.Stack())
			errs, panicked = field.ErrorList{field.InternalError(nil, fmt.Errorf("declarative validation panicked: %v", v))}, true
		}
	}()
	if r.scheme == nil {
		return internalError(errors.New("declarative validation needs a scheme")), false
	}
	if r.opType != operation.Create && r.opType != operation.Update {
		return internalError(fmt.Errorf("unknown operation type %d", r.opType)), false
	}
	if r.obj == nil || (r.opType == operation.Update && r.oldObj == nil) {
		return internalError(errors.New("declarative validation needs the object, and the old object on update")), false
	}
	t, err := resolveTarget(requestInfoFrom(r.ctx), r.cfg.kinds)
	if err != nil {
		return internalError(err), false
	}
	obj, err := toVersion(r.scheme, r.obj, &t)
	if err != nil {
		return internalError(err), false
	}
	r.validated = obj
	if !r.scheme.HasValidationFunc(obj) {
		return internalError(fmt.Errorf("no declarative validation is registered for %T", obj)), false
	}
	if r.opType == operation.Create {
		return r.scheme.Validate(r.ctx, r.cfg.opOptions, obj, t.subresources...), false
	}
	old, err := toVersion(r.scheme, r.oldObj, &t)
	if err != nil {
		return internalError(err), false
	}
	return r.scheme.ValidateUpdate(r.ctx, r.cfg.opOptions, obj, old, t.subresources...), false
}

func internalError(err error) field.ErrorList {
	return field.ErrorList{field.InternalError(nil, err)}
}
