package server

import (
	"context"
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/storage/names"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kubedv/kubedv/declarative"
	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// widgetStrategy is the create, update and delete strategy of widgets and,
// with status set, the update strategy of widgets/status. The generic
// registry calls Validate and ValidateUpdate for every write; both go
// through the declarative package, which decides from the gates and the
// validation mode which errors the client gets.
type widgetStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
	validator *validator
	status    bool
}

func (widgetStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate starts a widget's life: status is the controller's to
// write, and the first generation is 1.
func (s widgetStrategy) PrepareForCreate(_ context.Context, obj runtime.Object) {
	w := obj.(*widgetv1.Widget)
	w.Status = widgetv1.WidgetStatus{}
	w.Generation = 1
}

// PrepareForUpdate keeps what the request may not change: the status on the
// main resource, everything but the status on /status. A spec change bumps
// the generation, as in apps/v1.
func (s widgetStrategy) PrepareForUpdate(_ context.Context, obj, old runtime.Object) {
	w, o := obj.(*widgetv1.Widget), old.(*widgetv1.Widget)
	if s.status {
		w.Spec = o.Spec
		return
	}
	w.Status = o.Status
	if !equality.Semantic.DeepEqual(w.Spec, o.Spec) {
		w.Generation = o.Generation + 1
	}
}

func (s widgetStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return s.validator.validate(ctx, obj, nil)
}

func (s widgetStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return s.validator.validate(ctx, obj, old)
}

func (widgetStrategy) WarningsOnCreate(context.Context, runtime.Object) []string { return nil }

func (widgetStrategy) WarningsOnUpdate(context.Context, runtime.Object, runtime.Object) []string {
	return nil
}

func (widgetStrategy) Canonicalize(runtime.Object) {}

func (widgetStrategy) AllowCreateOnUpdate(context.Context) bool { return false }

func (widgetStrategy) AllowUnconditionalUpdate(context.Context) bool { return true }

// GetResetFields tells server-side apply which fields a request through this
// strategy cannot own, matching PrepareForUpdate.
func (s widgetStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	if s.status {
		reset = fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{fieldpath.APIVersion(widgetv1.SchemeGroupVersion.String()): reset}
}

// ValidationMode says how far the API has migrated to declarative
// validation, which decides who answers for an invalid object.
type ValidationMode string

const (
	// ModeShadow is KEP-5073's implicit shadow mode: the hand-written
	// validation answers; declarative validation runs next to it (while the
	// DeclarativeValidation gate is on) and mismatches are counted.
	ModeShadow ValidationMode = "shadow"
	// ModeEnforce opts the strategy in with WithDeclarativeEnforcement:
	// untagged rules are enforced declaratively and cover the hand-written
	// errors, +k8s:beta rules are enforced while both gates are on.
	ModeEnforce ValidationMode = "enforce"
	// ModeDeclarative is a finished migration: the hand-written validation
	// is gone and declarative validation answers alone, so a shadowed beta
	// or alpha rule lets the object through and counts a mismatch.
	ModeDeclarative ValidationMode = "declarative"
)

// ValidationModes lists the modes, for flag help and checks.
var ValidationModes = []ValidationMode{ModeShadow, ModeEnforce, ModeDeclarative}

// validator runs one server's validation of widgets.
type validator struct {
	scheme *runtime.Scheme
	mode   ValidationMode
	opts   []declarative.Option
}

func newValidator(scheme *runtime.Scheme, mode ValidationMode, gate declarative.Option) (*validator, error) {
	v := &validator{scheme: scheme, mode: mode, opts: []declarative.Option{gate}}
	switch mode {
	case ModeShadow:
	case ModeEnforce, ModeDeclarative:
		v.opts = append(v.opts, declarative.WithDeclarativeEnforcement())
	default:
		return nil, fmt.Errorf("unknown validation mode %q (want one of %v)", mode, ValidationModes)
	}
	return v, nil
}

// validate validates a create (old is nil) or an update, timing the
// hand-written and the declarative step separately.
func (v *validator) validate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	op := operation.Create
	if old != nil {
		op = operation.Update
	}
	ctx = withDeclarativeRequestInfo(ctx)
	start := time.Now()
	var handwritten field.ErrorList
	if v.mode != ModeDeclarative {
		handwritten = widgetv1.Handwritten(ctx, obj, old)
	}
	checked := time.Now()
	errs := declarative.ValidateDeclarativelyWithMigrationChecks(ctx, v.scheme, obj, old, handwritten, op, v.opts...)
	validationSeconds.WithLabelValues(stepHandwritten).Observe(checked.Sub(start).Seconds())
	validationSeconds.WithLabelValues(stepDeclarative).Observe(time.Since(checked).Seconds())
	return errs
}

// withDeclarativeRequestInfo tells the declarative package which version
// and subresource the client addressed, from the server's request info.
func withDeclarativeRequestInfo(ctx context.Context) context.Context {
	info, ok := genericapirequest.RequestInfoFrom(ctx)
	if !ok {
		return ctx
	}
	return declarative.WithRequestInfo(ctx, declarative.RequestInfo{
		APIGroup:    info.APIGroup,
		APIVersion:  info.APIVersion,
		Resource:    info.Resource,
		Subresource: info.Subresource,
		Namespace:   info.Namespace,
		Name:        info.Name,
	})
}
