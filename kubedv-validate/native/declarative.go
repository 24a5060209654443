package native

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// declarativeStrategy is a strategy's declarative validation, as
// kube-apiserver's rest.ValidateCreate and rest.ValidateUpdate run it for
// strategies that opt in: the declarative errors merged with the
// hand-written ones, hand-written errors they cover dropped, as the feature
// gates' defaults say. C is the strategy's config type
// (rest.DeclarativeValidationConfig): inferred where a table row is built,
// so that this repository does not import k8s.io/apiserver/pkg/registry/rest
// and the strategy's own code does the work, called directly.
type declarativeStrategy[C any] interface {
	DeclarativeValidationConfig(ctx context.Context, obj, old runtime.Object) C
	ValidateDeclaratively(ctx context.Context, obj, old runtime.Object, errs field.ErrorList, op operation.Type, config C) field.ErrorList
}

// Declarative returns errs with the declarative errors of obj (an update
// of old when old is not nil) merged in.
type Declarative func(ctx context.Context, obj, old runtime.Object, errs field.ErrorList) field.ErrorList

// row is a row of the table: a resource and its strategy, with the
// strategy's declarative validation (every strategy of kube-apiserver
// v1.37.2 has it).
func row[S interface {
	Strategy
	declarativeStrategy[C]
}, C any](group string, versions []string, kind, plural string, s S) Resource {
	return Resource{Group: group, Versions: versions, Kind: kind, Resource: plural, Strategy: s, Declarative: declarative(s)}
}

// plain is a row of the table whose strategy has no declarative
// validation (the aggregator's APIService: not one of kube-apiserver's
// registry strategies).
func plain(group string, versions []string, kind, plural string, s Strategy) Resource {
	return Resource{Group: group, Versions: versions, Kind: kind, Resource: plural, Strategy: s}
}

func declarative[C any](s declarativeStrategy[C]) Declarative {
	return func(ctx context.Context, obj, old runtime.Object, errs field.ErrorList) field.ErrorList {
		op := operation.Create
		if old != nil {
			op = operation.Update
		}
		return s.ValidateDeclaratively(ctx, obj, old, errs, op, s.DeclarativeValidationConfig(ctx, obj, old))
	}
}
