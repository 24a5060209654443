package request

import (
	"errors"
	"net/http"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
)

// FieldManager is the field manager kubectl apply --server-side sends.
const FieldManager = "kubectl"

// Apply is the server's answer to kubectl apply --server-side of manifest
// to live, the stored object (an empty one for a create): live merged with
// manifest by fm, the resource's field manager (structured-merge-diff with
// the type's schema: lists of type map or set merge per item, atomic ones
// are replaced, fields the manager set before and no longer sets are
// removed, fields only the server set stay), then the version's defaults.
// The result carries its managed fields, for the next apply. It fails as
// the server's patch handler fails: the errors of the merge (an unknown
// field, a wrong type, a duplicate key in a list map) are the server's
// 500 answer with the merge's message, conflicts are 409 (never, forced).
// The merge names the first error it meets in the patch, and walks maps in
// Go's random order: with two unknown fields, either may be named, on the
// server as here.
func Apply(fm *managedfields.FieldManager, live runtime.Object, manifest map[string]any) (runtime.Object, *metav1.Status) {
	patch := &unstructured.Unstructured{Object: runtime.DeepCopyJSON(manifest)}
	out, err := fm.Apply(live, patch, FieldManager, true)
	if err == nil {
		return out, nil
	}
	var status apierrors.APIStatus
	if errors.As(err, &status) {
		s := status.Status()
		return nil, &s
	}
	// The handler answers an error that is not an API status as it is:
	// 500, no reason (not InternalError: the object is judged).
	return nil, &metav1.Status{Status: metav1.StatusFailure, Code: http.StatusInternalServerError, Message: err.Error()}
}
