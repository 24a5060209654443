// Package webhook is the validating webhook of the Guestbook kind: the Go
// validation validation-gen generated from the kubebuilder markers of
// api/v1, run through kubedv's declarative package, which ratchets an
// update against the old object (unchanged invalid values are allowed
// through, as the API server's CRD validation ratchets them).
package webhook

import (
	"context"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	"github.com/kubedv/kubedv/declarative"

	guestbookv1 "github.com/kubedv/kubedv/examples/kubebuilder/api/v1"
)

// GuestbookValidator is an admission.Validator for Guestbooks.
type GuestbookValidator struct {
	// Scheme has the types and their generated validation
	// (guestbookv1.AddToScheme).
	Scheme *runtime.Scheme
}

var _ admission.Validator[*guestbookv1.Guestbook] = &GuestbookValidator{}

// SetupWithManager registers the webhook with mgr, as kubebuilder's
// scaffolding does.
func (v *GuestbookValidator) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &guestbookv1.Guestbook{}).WithValidator(v).Complete()
}

// ValidateCreate validates a new Guestbook.
func (v *GuestbookValidator) ValidateCreate(ctx context.Context, obj *guestbookv1.Guestbook) (admission.Warnings, error) {
	return nil, v.invalid(obj, declarative.ValidateDeclaratively(ctx, v.Scheme, obj, nil, operation.Create))
}

// ValidateUpdate validates a changed Guestbook against the old one.
func (v *GuestbookValidator) ValidateUpdate(ctx context.Context, oldObj, newObj *guestbookv1.Guestbook) (admission.Warnings, error) {
	return nil, v.invalid(newObj, declarative.ValidateDeclaratively(ctx, v.Scheme, newObj, oldObj, operation.Update))
}

// ValidateDelete allows every delete.
func (v *GuestbookValidator) ValidateDelete(context.Context, *guestbookv1.Guestbook) (admission.Warnings, error) {
	return nil, nil
}

// invalid is the API error a client sees for errs (a 422, as the API
// server's own validation returns), or nil.
func (v *GuestbookValidator) invalid(obj *guestbookv1.Guestbook, errs field.ErrorList) error {
	if len(errs) == 0 {
		return nil
	}
	gk := guestbookv1.GroupVersion.WithKind("Guestbook").GroupKind()
	if obj == nil {
		return fmt.Errorf("no object: %v", errs.ToAggregate())
	}
	return apierrors.NewInvalid(gk, obj.Name, errs)
}
