package request

import (
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Success is the answer to a valid object.
func Success() metav1.Status { return metav1.Status{Status: metav1.StatusSuccess} }

// BadRequest is the answer to an object the server cannot decode.
func BadRequest(msg string) metav1.Status {
	return apierrors.NewBadRequest(msg).ErrStatus
}

// Internal is the answer when validation itself failed.
func Internal(err error) metav1.Status {
	return apierrors.NewInternalError(err).ErrStatus
}

// Invalid is the 422 answer for errs, or Success.
func Invalid(gk schema.GroupKind, obj any, errs field.ErrorList) metav1.Status {
	if len(errs) == 0 {
		return Success()
	}
	name := ""
	if m, err := meta.Accessor(obj); err == nil {
		name = m.GetName()
	}
	return apierrors.NewInvalid(gk, name, errs).ErrStatus
}

// OldObject explains that the old manifest itself was refused: the
// update cannot be judged.
func OldObject(s metav1.Status) metav1.Status {
	if s.Reason == metav1.StatusReasonNotFound && s.Details != nil && s.Details.Kind == "namespaces" {
		// A namespace that cannot exist: the server answers the new
		// manifest so too (it is the new manifest's namespace, the
		// objects being paired by namespace).
		return s
	}
	s.Message = "the old object (--old) cannot be decoded: " + s.Message
	return s
}
