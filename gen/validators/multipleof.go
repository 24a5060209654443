package validators

import (
	"strconv"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/validate"
)

// +k8s:multipleOf=N (kubernetes/kubernetes#138110): an integer that is a
// whole multiple of a positive factor. Integers only: Kubernetes API
// conventions keep floats out of APIs, and a float factor has no exact
// binary form, so Go and the API server's keyword could disagree.

func init() {
	Register(&Tag{
		Name:       "multipleOf",
		Scopes:     ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability:  Beta,
		Payload:    IntPayload,
		PayloadDoc: "<positive integer>",
		Doc:        "The integer value must be a whole multiple of the payload (0 and negative multiples included).",
		Example:    "// +k8s:multipleOf=1024\nBlockSize int64 `json:\"blockSize\"`",
		Behavior: "Reports field.Invalid(path, value, \"must be a multiple of N\") with origin \"multipleOf\". " +
			"Pointers are checked only when non-nil. Unchanged values are not re-validated on update.",
		Eval:         evalInt(multipleOfEval),
		SingleValued: true,
		Apply: func(s *Site, t tags.Tag) error {
			if err := needValueType(s, t, isInteger(s.ValueType()), "integer types"); err != nil {
				return err
			}
			factor, err := intPayload(s, t)
			if err != nil {
				return err
			}
			// A factor of 0 would divide by zero; a negative one means the
			// same as its absolute value, which is the one to write.
			if n, err := strconv.ParseInt(factor, 10, 64); err == nil && n <= 0 {
				return Errorf(t, "the factor must be positive, got %s; write +k8s:multipleOf=<N> with N > 0", factor)
			}
			s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, "multipleOf"), Rule: runtimeCall("MultipleOf", ArgPath{}, ArgValue{}, intLit(factor))})
			return nil
		},
	})
}

// multipleOfEval is validate.MultipleOf for lint, which may evaluate a
// tag whose factor the generator refuses.
func multipleOfEval(p *validate.Path, v, factor int64) field.ErrorList {
	if factor <= 0 {
		return nil
	}
	return validate.MultipleOf(p, v, factor)
}
