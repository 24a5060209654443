package cli

import (
	"net/http"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

// Result is the answer for one document.
type Result struct {
	File  string
	Index int // document in the file
	Item  int // item of a kind: List, -1 otherwise
	Pos   manifest.Pos
	// Object names the object: "apps/v1 Deployment default/web".
	Object string
	Update bool // validated as an update of an --old object
	Empty  bool // nothing in the document
	Status metav1.Status
	// CausePos holds the position of each of Status.Details.Causes.
	CausePos []manifest.Pos
}

// OK reports whether the document passed.
func (r *Result) OK() bool { return r.Status.Status == metav1.StatusSuccess }

// internal reports whether validation itself failed (not the object):
// the server answers some objects with a 500 too (a server-side apply
// whose merge fails), but without the InternalError reason.
func (r *Result) internal() bool {
	return r.Status.Code == http.StatusInternalServerError && r.Status.Reason == metav1.StatusReasonInternalError
}

func causes(s metav1.Status) []metav1.StatusCause {
	if s.Details == nil {
		return nil
	}
	return s.Details.Causes
}

// readError is the answer for a document the reader refused.
func readError(e *manifest.Error) metav1.Status {
	return metav1.Status{
		Status:  metav1.StatusFailure,
		Code:    http.StatusBadRequest,
		Reason:  metav1.StatusReasonBadRequest,
		Message: e.Msg,
	}
}
