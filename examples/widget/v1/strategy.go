package v1

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
)

// Strategy validates widgets the way an API server's REST strategy (or an
// admission webhook) does during the migration to declarative validation:
// it runs the hand-written validation of handwritten.go, then lets
// declarative.ValidateDeclarativelyWithMigrationChecks run the generated
// validation registered in Scheme, compare the two and decide, from the
// gates and the lifecycle of each rule, which errors the client gets.
// +k8s:openapi-gen=false
type Strategy struct {
	// Scheme has this package added (AddToScheme), which registers the
	// generated validation.
	Scheme *runtime.Scheme
	// Options are passed on every call, for instance
	// declarative.WithDeclarativeEnforcement() once the API opts in to the
	// explicit strategy.
	Options []declarative.Option
}

// Validate validates a new widget or widget list.
func (s *Strategy) Validate(ctx context.Context, obj runtime.Object, opts ...declarative.Option) field.ErrorList {
	return s.ValidateRequest(ctx, obj, nil, opts...)
}

// ValidateUpdate validates the update of old to obj.
func (s *Strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object, opts ...declarative.Option) field.ErrorList {
	return s.ValidateRequest(ctx, obj, old, opts...)
}

// ValidateRequest validates a create (old is nil) or an update. opts are
// passed after the Strategy's own Options. Its signature is the one of
// declarativetest.StrategyFunc.
func (s *Strategy) ValidateRequest(ctx context.Context, obj, old runtime.Object, opts ...declarative.Option) field.ErrorList {
	op := operation.Create
	if old != nil {
		op = operation.Update
	}
	all := s.Options
	if len(opts) > 0 {
		all = append(append(make([]declarative.Option, 0, len(s.Options)+len(opts)), s.Options...), opts...)
	}
	return declarative.ValidateDeclarativelyWithMigrationChecks(ctx, s.Scheme, obj, old, Handwritten(ctx, obj, old), op, all...)
}

// Handwritten runs the hand-written validation of a Widget (an update when
// old is not nil). Its signature is the one of
// declarativetest.Handwritten.
func Handwritten(_ context.Context, obj, old runtime.Object) field.ErrorList {
	switch o := obj.(type) {
	case *Widget:
		if old == nil {
			return ValidateWidget(o)
		}
		if w, ok := old.(*Widget); ok {
			return ValidateWidgetUpdate(o, w)
		}
	}
	return field.ErrorList{field.InternalError(nil, fmt.Errorf("no hand-written validation for %T updated from %T", obj, old))}
}
