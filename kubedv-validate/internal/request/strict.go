package request

import (
	"fmt"
	"net/http"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	sigsjson "sigs.k8s.io/json"
)

// Decode reads data into out as the API server's request decoder reads an
// object of kind gvk: a syntax or type error is CannotHandle's 400; with
// strict (kubectl's fieldValidation=Strict), unknown and duplicate fields
// are StrictStatus's 400.
func Decode(gvk schema.GroupVersionKind, data []byte, out any, strict bool) (metav1.Status, bool) {
	var opts []sigsjson.StrictOption
	if strict {
		opts = []sigsjson.StrictOption{sigsjson.DisallowDuplicateFields, sigsjson.DisallowUnknownFields}
	}
	strictErrs, err := sigsjson.UnmarshalStrict(data, out, opts...)
	if err != nil {
		return CannotHandle(gvk, err), false
	}
	if len(strictErrs) > 0 {
		msgs := make([]string, len(strictErrs))
		paths := make([]string, len(strictErrs))
		for i, e := range strictErrs {
			msgs[i], paths[i] = e.Error(), QuotedField(e.Error())
		}
		return StrictStatus(gvk, msgs, paths), false
	}
	return metav1.Status{}, true
}

// CannotHandle is the API server's 400 answer to an object of kind gvk it
// cannot decode or convert.
func CannotHandle(gvk schema.GroupVersionKind, err error) metav1.Status {
	return BadRequest(fmt.Sprintf("%s in version %q cannot be handled as a %s: %v", gvk.Kind, gvk.Version, gvk.Kind, err))
}

// CauseTypeUnknownField marks a cause of a strict decoding error. The API
// server answers those with a message only; the causes are ours, one per
// field, so that every unknown field gets its position in the source.
const CauseTypeUnknownField metav1.CauseType = "FieldValueUnknown"

// StrictStatus is the API server's 400 answer to fields its strict
// decoder refuses (kubectl sends fieldValidation=Strict) in an object of
// kind gvk: each message is `unknown field "spec.foo"` as the server words
// it; paths are the fields' paths for the causes. The server's request
// handler wraps the decoder's error as it does every decoding error.
func StrictStatus(gvk schema.GroupVersionKind, messages, paths []string) metav1.Status {
	errs := make([]error, len(messages))
	causes := make([]metav1.StatusCause, len(messages))
	for i, m := range messages {
		errs[i] = stringError(m)
		causes[i] = metav1.StatusCause{Type: CauseTypeUnknownField, Message: m, Field: paths[i]}
	}
	return metav1.Status{
		Status:  metav1.StatusFailure,
		Code:    http.StatusBadRequest,
		Reason:  metav1.StatusReasonBadRequest,
		Message: fmt.Sprintf("%s in version %q cannot be handled as a %s: %v", gvk.Kind, gvk.Version, gvk.Kind, runtime.NewStrictDecodingError(errs)),
		Details: &metav1.StatusDetails{Causes: causes},
	}
}

type stringError string

func (e stringError) Error() string { return string(e) }

// QuotedField returns the path in a strict decoder message such as
// `unknown field "spec.foo"`, or "" when there is none.
func QuotedField(msg string) string {
	i := strings.IndexByte(msg, '"')
	j := strings.LastIndexByte(msg, '"')
	if i < 0 || j <= i {
		return ""
	}
	return msg[i+1 : j]
}

// UnknownFields lists the paths of the unknown fields a strict decoding
// answer names (none for another answer).
func UnknownFields(s metav1.Status) []string {
	if s.Details == nil {
		return nil
	}
	var out []string
	for _, c := range s.Details.Causes {
		if c.Type == CauseTypeUnknownField && c.Field != "" {
			out = append(out, c.Field)
		}
	}
	return out
}
