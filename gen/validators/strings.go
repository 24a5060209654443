package validators

import (
	"go/types"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/validate"
)

// String length: +k8s:minLength and +k8s:maxLength count characters (runes),
// +k8s:maxBytes counts bytes.

func init() {
	Register(
		lengthTag("minLength", "MinLength", validate.MinLength[string], "The string must be at least N characters long.",
			"field.TooShort with origin \"minLength\"", "// +k8s:minLength=1\nName string `json:\"name\"`", Stable),
		lengthTag("maxLength", "MaxLength", validate.MaxLength[string], "The string must be at most N characters long.",
			"field.TooLongCharacters with origin \"maxLength\"", "// +k8s:maxLength=63\nName string `json:\"name\"`", Stable),
		lengthTag("maxBytes", "MaxBytes", validate.MaxBytes[string], "The string must be at most N bytes long.",
			"field.TooLong with origin \"maxBytes\"", "// +k8s:maxBytes=256\nNote string `json:\"note\"`", Stable),
	)
}

// lengthError is the error type of a length bound, by its min or max prefix.
var lengthError = map[string]field.ErrorType{"min": field.ErrorTypeTooShort, "max": field.ErrorTypeTooLong}

func lengthTag(name, fn string, check func(*validate.Path, string, int) field.ErrorList, doc, reports, example string, stability Stability) *Tag {
	return &Tag{
		Name:         name,
		Scopes:       ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability:    stability,
		Payload:      IntPayload,
		PayloadDoc:   "<non-negative integer>",
		Doc:          doc,
		Example:      example,
		Behavior:     "Reports " + reports + ". Pointers are checked only when non-nil. Unchanged values are not re-validated on update.",
		Eval:         evalLength(check),
		SingleValued: true,
		// A string of N characters has at least N bytes, so maxBytes
		// bounds the character count too.
		Bound: &Bound{Of: "string", Plural: "lengths", Upper: name[:3] == "max"},
		Apply: func(s *Site, t tags.Tag) error {
			if name == "maxBytes" && isByteSlice(s.ValueType()) {
				// A []byte is a string on the wire (Kubernetes v1.38).
				n, err := nonNegative(t)
				if err != nil {
					return err
				}
				s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeTooLong, name), Rule: runtimeCall("MaxBytesSlice", ArgPath{}, ArgValue{}, intLit(n))})
				return nil
			}
			if err := needValueType(s, t, isString(s.ValueType()), "string types"); err != nil {
				return err
			}
			n, err := nonNegative(t)
			if err != nil {
				return err
			}
			s.Add(Check{Tag: t, Emits: emits(lengthError[name[:3]], name), Rule: runtimeCall(fn, ArgPath{}, ArgValue{}, intLit(n))})
			return nil
		},
	}
}

// isByteSlice reports []byte and types defined from it.
func isByteSlice(t types.Type) bool {
	sl, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := sl.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}
