// Package request is what the API server does around every strategy on a
// create or an update, shared by the kinds of check and native: system
// metadata, the request's namespace, the common metadata validation, the
// server's answers and server-side apply.
package request

import (
	"context"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	genericvalidation "k8s.io/apimachinery/pkg/api/validation"
	"k8s.io/apimachinery/pkg/api/validation/path"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/validation/field"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
)

// This file is what the API server does around every strategy on a create
// or an update (k8s.io/apiserver's rest.BeforeCreate and BeforeUpdate),
// written for one request at a time: system metadata, the request's
// namespace, then the strategy, then the common metadata validation.

// DefaultNamespace is the namespace of a namespaced object that names
// none: kubectl sends it to the context's namespace, "default" unless
// configured.
const DefaultNamespace = "default"

// Prepared is one object ready for validation.
type Prepared struct {
	Meta metav1.Object
	Ctx  context.Context
}

// fixedUID and fixedTime stand in for what the server sets on create, so
// that answers are the same on every run.
const fixedUID = types.UID("00000000-0000-0000-0000-000000000000")

var fixedTime = metav1.NewTime(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC))

// BeforeCreate sets what the server sets before PrepareForCreate; the
// status is non-nil when the request is refused.
func BeforeCreate(ctx context.Context, obj any, namespaced bool) (Prepared, *metav1.Status) {
	m, err := meta.Accessor(obj)
	if err != nil {
		s := Internal(err)
		return Prepared{}, &s
	}
	m.SetUID(fixedUID)
	m.SetCreationTimestamp(fixedTime)
	if m.GetName() == "" && m.GetGenerateName() != "" {
		m.SetName(m.GetGenerateName() + "x0000") // the server appends 5 random characters
	}
	return requestNamespace(ctx, m, namespaced)
}

// requestNamespace puts the object in the namespace kubectl sends it to.
func requestNamespace(ctx context.Context, m metav1.Object, namespaced bool) (Prepared, *metav1.Status) {
	if !namespaced {
		m.SetNamespace("")
		return Prepared{Meta: m, Ctx: genericapirequest.WithNamespace(ctx, "")}, nil
	}
	if m.GetNamespace() == "" {
		m.SetNamespace(DefaultNamespace)
	}
	if len(genericvalidation.ValidateNamespaceName(m.GetNamespace(), false)) > 0 {
		// No namespace of that name can exist: the NamespaceLifecycle
		// admission, which runs before the strategy, finds none.
		s := NamespaceNotFound(m.GetNamespace())
		return Prepared{}, &s
	}
	return Prepared{Meta: m, Ctx: genericapirequest.WithNamespace(ctx, m.GetNamespace())}, nil
}

// NamespaceNotFound is the server's answer to a request in a namespace
// that does not exist (k8s.io/apiserver's NamespaceLifecycle admission).
func NamespaceNotFound(ns string) metav1.Status {
	return apierrors.NewNotFound(schema.GroupResource{Resource: "namespaces"}, ns).ErrStatus
}

// BeforeUpdate copies from the stored object what an update keeps, as
// server-side apply of the new manifest does; stored went through
// BeforeCreate.
func BeforeUpdate(ctx context.Context, obj any, stored metav1.Object, namespaced bool) (Prepared, *metav1.Status) {
	m, err := meta.Accessor(obj)
	if err != nil {
		s := Internal(err)
		return Prepared{}, &s
	}
	if m.GetName() == "" {
		m.SetName(stored.GetName())
	}
	p, status := requestNamespace(ctx, m, namespaced)
	if status != nil {
		return p, status
	}
	m.SetGeneration(stored.GetGeneration())
	m.SetUID(stored.GetUID())
	m.SetCreationTimestamp(stored.GetCreationTimestamp())
	// Storage gave the stored object a resourceVersion; apply patches it,
	// so the update carries it.
	if stored.GetResourceVersion() == "" {
		stored.SetResourceVersion("1")
	}
	m.SetResourceVersion(stored.GetResourceVersion())
	return p, nil
}

// ValidateCreate is the server's: the strategy's errors, then, when there
// are none, the common metadata rules.
func ValidateCreate(m metav1.Object, namespaced bool, strategyErrs field.ErrorList) field.ErrorList {
	if len(strategyErrs) > 0 {
		return strategyErrs
	}
	return genericvalidation.ValidateObjectMetaAccessor(m, namespaced, path.ValidatePathSegmentName, field.NewPath("metadata"))
}

// ValidateUpdate is the server's: the common metadata rules for an
// update, then the strategy's errors.
func ValidateUpdate(m, old metav1.Object, namespaced bool, strategyErrs field.ErrorList) field.ErrorList {
	errs := genericvalidation.ValidateObjectMetaAccessor(m, namespaced, path.ValidatePathSegmentName, field.NewPath("metadata"))
	errs = append(errs, genericvalidation.ValidateObjectMetaAccessorUpdate(m, old, field.NewPath("metadata"))...)
	return append(errs, strategyErrs...)
}
