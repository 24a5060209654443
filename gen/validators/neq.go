package validators

import (
	"go/types"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:neq=VALUE forbids one specific value.

func init() {
	Register(&Tag{
		Name:       "neq",
		Scopes:     ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability:  Alpha,
		Payload:    ValuePayload,
		PayloadDoc: "<string|integer|bool>",
		Doc:        "The value must not equal the payload (a string, integer or boolean matching the value's type).",
		Example:    "// +k8s:neq=\"default\"\nClassName string `json:\"className\"`",
		Behavior: "Reports field.Invalid(path, value, \"must not be equal to ...\") with origin \"neq\". " +
			"Unchanged values are not re-validated on update.",
		Eval: evalNEQ,
		Apply: func(s *Site, t tags.Tag) error {
			vt := s.ValueType()
			var lit Literal
			switch k := t.Value.Kind; {
			case isString(vt) && (k == tags.ValueString || k == tags.ValueRaw):
				lit = strLit(t.Value.Text)
			case isInteger(vt) && k == tags.ValueInt:
				n, err := intPayload(s, t)
				if err != nil {
					return err
				}
				lit = intLit(n)
			case isBool(vt) && k == tags.ValueBool:
				lit = Literal{BoolLit, t.Value.Text}
			case isString(vt) || isInteger(vt) || isBool(vt):
				return Errorf(t, "the value does not match %s's type %s; write a %s", s.What, typeString(vt), kindWord(vt))
			default:
				return needValueType(s, t, false, "string, integer and boolean types")
			}
			s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, "neq"), Rule: runtimeCall("NEQ", ArgPath{}, ArgValue{}, lit)})
			return nil
		},
	})
}

func kindWord(t types.Type) string {
	switch {
	case isString(t):
		return `quoted string, e.g. +k8s:neq="value"`
	case isInteger(t):
		return "integer, e.g. +k8s:neq=0"
	}
	return "boolean, e.g. +k8s:neq=false"
}
